package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteTranslation;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.xla.PadReshapeTranspose;
import dev.layoutprover.algebra.xla.TiledIndex;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.algebra.xla.XlaTranslation;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.cute.CuteProofs;
import dev.layoutprover.prover.xla.XlaTilingProofs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Decides that two descriptions of a layout agree, by enumerating every element (or coordinate)
 * of every member of a family: XLA's tiling formula and its pad–reshape–transpose steps; XLA's
 * formula and the mapping translation; CuTe's {@code f_L} and its compact inverse; CuTe's
 * {@code f_L} and the mapping translation. The first disagreement refutes the claim. Members with
 * more than {@link #ENUMERATION_LIMIT} elements go to the prover's per-shape proofs instead
 * ({@link XlaTilingProofs}, {@link CuteProofs}), which decide them at any size.
 *
 * <p>Example: for {@code f32[3,5]{1,0:T(2,2)}}, element {@code (2,3)} is at 17 both by
 * {@code linear_index_with_tile} and after padding to 4×6, reshaping to {@code [2,2,3,2]} and
 * transposing to {@code [2,3,2,2]}.
 */
final class Correspondences {

    /** Members with more elements (positions, indices) than this are left to the prover. */
    static final long ENUMERATION_LIMIT = 1 << 16;

    private static final String SOLVER = "enumerate";

    private final Supplier<XlaTilingProofs> xla;
    private final Supplier<CuteProofs> cute;

    /** Correspondences that ask {@code xla} and {@code cute} (opened on first use) about members too large to enumerate. */
    Correspondences(Supplier<XlaTilingProofs> xla, Supplier<CuteProofs> cute) {
        this.xla = xla;
        this.cute = cute;
    }

    /** Counts what was enumerated and what the prover decided, for the method and solver columns. */
    private static final class Tally {
        long enumerated;
        int proverMembers;
        String proverSolver;
        String lastProverMethod;

        Outcome proved(String noun, String plural, Statement.Family<?> family) {
            List<String> parts = new ArrayList<>();
            if (enumerated > 0 || proverMembers == 0) {
                String members = family.members().size() - proverMembers <= 1 ? ""
                        : " across " + (family.members().size() - proverMembers) + " members";
                parts.add("enumeration of " + enumerated + " " + (enumerated == 1 ? noun : plural) + members);
            }
            if (proverMembers > 0) {
                parts.add(proverMembers == 1 ? lastProverMethod
                        : proverSolver + " for " + proverMembers + " members too large to enumerate");
            }
            String solver = proverMembers == 0 ? SOLVER : enumerated == 0 ? proverSolver : SOLVER + ", " + proverSolver;
            return new Outcome(Outcome.Answer.PROVED, String.join("; ", parts), family.scope(), solver);
        }
    }

    /** The outcome of a prover's verdict on one member, or null when it proved it (counted in {@code tally}). */
    private static Outcome byProver(Verdict v, String solver, Tally tally, Statement.Family<?> family) {
        return switch (v) {
            case Verdict.Proved p -> {
                tally.proverMembers++;
                tally.proverSolver = solver;
                tally.lastProverMethod = p.method();
                yield null;
            }
            case Verdict.Refuted r -> new Outcome(Outcome.Answer.REFUTED, r.counterexample().describe(Axes.empty()),
                    family.scope(), solver);
            case Verdict.Unknown u -> new Outcome(Outcome.Answer.UNKNOWN, u.reason(), family.scope(), solver);
        };
    }

    Outcome padReshapeTranspose(Statement.Family<XlaShape> shapes) {
        Tally tally = new Tally();
        for (XlaShape s : shapes.members()) {
            if (s.elementCount() > ENUMERATION_LIMIT) {
                XlaTilingProofs proofs = xla.get();
                Outcome o = byProver(proofs.formulaEqualsPadReshapeTranspose(s), proofs.solverName(), tally, shapes);
                if (o != null) {
                    return o;
                }
                continue;
            }
            for (long[] e : elements(s)) {
                long formula = TiledIndex.linearIndex(s, e);
                long steps = PadReshapeTranspose.position(s, e);
                if (formula != steps) {
                    return refuted(s + ": element " + Arrays.toString(e) + " is at " + formula
                            + " by linear_index_with_tile and at " + steps + " after pad-reshape-transpose", shapes);
                }
                tally.enumerated++;
            }
        }
        return tally.proved("element", "elements", shapes);
    }

    Outcome xlaMapping(Statement.Family<XlaShape> shapes) {
        long positions = 0;
        for (XlaShape s : shapes.members()) {
            if (TiledIndex.bufferSize(s) > 1L << 24) {
                return new Outcome(Outcome.Answer.UNKNOWN, s + " has " + TiledIndex.bufferSize(s) + " positions; this"
                        + " correspondence is checked by enumeration, up to 2^24", shapes.scope(), SOLVER);
            }
            Optional<String> wrong = xlaMapping(s);
            if (wrong.isPresent()) {
                return refuted(s + ": " + wrong.get(), shapes);
            }
            positions += TiledIndex.bufferSize(s);
        }
        return proved(positions, "position", shapes);
    }

    /** Every element at its formula position; every other position a hole or out of bounds. */
    private static Optional<String> xlaMapping(XlaShape s) {
        List<Axis> axes = XlaTranslation.defaultAxes(s);
        Mapping m = XlaTranslation.toMapping(s, axes);
        long size = TiledIndex.bufferSize(s);
        if (m.size() != size) {
            return Optional.of("the mapping has " + m.size() + " positions, the tiled buffer " + size);
        }
        Evaluator ev = Evaluator.of(m, axes);
        boolean[] element = new boolean[Math.toIntExact(size)];
        long[] out = new long[axes.size()];
        for (long[] e : elements(s)) {
            long p = TiledIndex.linearIndex(s, e);
            element[(int) p] = true;
            Arrays.fill(out, 0);
            if (!ev.evaluate(p, out) || !Arrays.equals(Arrays.copyOf(out, e.length), e)) {
                return Optional.of("element " + Arrays.toString(e) + " is at " + p + " by linear_index_with_tile, where"
                        + " the mapping holds " + ev.slot(p));
            }
        }
        for (long p = 0; p < size; p++) {
            Arrays.fill(out, 0);
            if (!element[(int) p] && ev.evaluate(p, out) && inBounds(out, s)) {
                return Optional.of("padding position " + p + " holds the element " + ev.slot(p));
            }
        }
        return Optional.empty();
    }

    private static boolean inBounds(long[] index, XlaShape s) {
        for (int i = 0; i < s.rank(); i++) {
            if (index[i] < 0 || index[i] >= s.dimensions().get(i)) {
                return false;
            }
        }
        return true;
    }

    Outcome cuteInverse(Statement.Family<CuteLayout> layouts) {
        Tally tally = new Tally();
        for (CuteLayout l : layouts.members()) {
            if (l.size() > ENUMERATION_LIMIT) {
                CuteProofs proofs = cute.get();
                Outcome o = byProver(proofs.idx2crdInvertsLayoutFunction(l), proofs.solverName(), tally, layouts);
                if (o != null) {
                    return o;
                }
                continue;
            }
            for (long x = 0; x < l.size(); x++) {
                IntTuple crd = l.coordinate(x);
                long index = l.apply(crd);
                IntTuple back = Coordinates.compactInverse(index, l.shape(), l.stride());
                if (!back.equals(crd)) {
                    return refuted(l + ": f_L" + crd + " = " + index + ", whose compact inverse is " + back, layouts);
                }
                long again = l.apply(Coordinates.compactInverse(x, l.shape(), l.stride()));
                if (again != x) {
                    return refuted(l + ": the compact inverse of " + x + " is "
                            + Coordinates.compactInverse(x, l.shape(), l.stride()) + ", which f_L sends to " + again, layouts);
                }
                tally.enumerated++;
            }
        }
        return tally.proved("index", "indices", layouts);
    }

    Outcome cuteMapping(Statement.Family<CuteLayout> layouts) {
        Tally tally = new Tally();
        for (CuteLayout l : layouts.members()) {
            if (l.cosize() > ENUMERATION_LIMIT) {
                CuteProofs proofs = cute.get();
                Outcome o = byProver(proofs.translationAgreesWithLayoutFunction(l), proofs.solverName(), tally, layouts);
                if (o != null) {
                    return o;
                }
                continue;
            }
            Mapping m = CuteTranslation.toMapping(l);
            List<Axis> axes = CuteTranslation.defaultAxes(l);
            Evaluator ev = Evaluator.of(m, axes);
            long held = 0;
            for (long p = 0; p < m.size(); p++) {
                long position = p;
                long[] bad = {-1};
                long[] count = {0};
                ev.forEach(p, v -> {
                    count[0]++;
                    if (bad[0] < 0 && (!inBounds(v, axes) || l.apply(coordinate(l, v)) != position)) {
                        bad[0] = 1;
                    }
                });
                if (bad[0] > 0) {
                    return refuted(l + ": position " + p + " of the mapping holds " + ev.slot(p)
                            + ", an index that f_L does not send there", layouts);
                }
                held += count[0];
            }
            if (held != l.size()) {
                return refuted(l + ": the mapping holds " + held + " indices, the layout has " + l.size() + " coordinates",
                        layouts);
            }
            tally.enumerated += m.size();
        }
        return tally.proved("position", "positions", layouts);
    }

    /** The coordinate whose top-level modes have the one-dimensional values {@code v}. */
    private static IntTuple coordinate(CuteLayout l, long[] v) {
        return l.shape() instanceof IntTuple.Tuple ? IntTuple.flat(Arrays.copyOf(v, l.rank())) : IntTuple.of(v[0]);
    }

    private static boolean inBounds(long[] v, List<Axis> axes) {
        for (int i = 0; i < axes.size(); i++) {
            if (v[i] < 0 || v[i] >= axes.get(i).size()) {
                return false;
            }
        }
        return true;
    }

    /** Every element of the shape, row-major. */
    private static Iterable<long[]> elements(XlaShape s) {
        long count = s.elementCount();
        int rank = s.rank();
        return () -> new java.util.Iterator<>() {
            long k = 0;
            @Override public boolean hasNext() {
                return k < count;
            }
            @Override public long[] next() {
                long[] e = new long[rank];
                long rest = k++;
                for (int i = rank - 1; i >= 0; i--) {
                    e[i] = rest % s.dimensions().get(i);
                    rest /= s.dimensions().get(i);
                }
                return e;
            }
        };
    }

    private static Outcome proved(long n, String noun, Statement.Family<?> family) {
        return proved(n, noun, noun + "s", family);
    }

    private static Outcome proved(long n, String noun, String plural, Statement.Family<?> family) {
        String members = family.members().size() == 1 ? "" : " across " + family.members().size() + " members";
        return new Outcome(Outcome.Answer.PROVED, "enumeration of " + n + " " + (n == 1 ? noun : plural) + members,
                family.scope(), SOLVER);
    }

    private static Outcome refuted(String counterexample, Statement.Family<?> family) {
        return new Outcome(Outcome.Answer.REFUTED, counterexample, family.scope(), SOLVER);
    }
}
