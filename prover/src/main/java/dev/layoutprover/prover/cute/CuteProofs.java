package dev.layoutprover.prover.cute;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteTranslation;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.prover.Arithmetic;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.ReplayFailure;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.arith.Condition;
import dev.layoutprover.prover.arith.IntegerTerm;
import dev.layoutprover.prover.arith.Search;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * Proves, one layout at a time and at any size, the facts of CuTe's index-to-coordinate seed and
 * of the translation to the mapping algebra: that the compact inverse {@code idx2crd} inverts
 * {@code f_L}, that the colexicographic {@code idx2crd} and {@code crd2idx} are inverse, and that
 * the mapping of a layout stores each coordinate where {@code f_L} sends it. Every refutation is
 * replayed through the concrete functions of {@code dev.layoutprover.algebra.cute}.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
 *     CuteProofs cute = CuteProofs.on(session);
 *     cute.idx2crdInvertsLayoutFunction(CuteParser.parse("((64,32),(8,128)):((32768,1),(4096,32))"));  // Proved
 *     cute.idx2crdInvertsLayoutFunction(CuteParser.parse("(3,2):(2,3)"));
 *         // Refuted at an index the inverse misses, e.g. "at i = 1: idx2crd(i) = (0,0) but f_L((0,0)) = 0"
 *     cute.translationAgreesWithLayoutFunction(CuteParser.parse("(2,3):(1,8)"));  // Proved
 * }
 * }</pre>
 */
public final class CuteProofs {

    private final Arithmetic arithmetic;
    private final Prover prover;

    private CuteProofs(SolverSession session) {
        this.arithmetic = session.arithmetic();
        this.prover = session.prover();
    }

    /**
     * Proofs borrowing {@code session} (an SMT solver), each solver call limited to its timeout;
     * {@link #translationAgreesWithLayoutFunction} asks the session's mapping prover.
     */
    public static CuteProofs on(SolverSession session) {
        return new CuteProofs(session);
    }

    /** The session these proofs borrow. */
    public SolverSession session() {
        return arithmetic.session();
    }

    /**
     * The seed's compact inverse {@code idx2crd(i, shape, stride)} (leaf {@code k} is
     * {@code ⌊i/dk⌋ mod Mk}) inverts {@code f_L}: {@code idx2crd(f_L(x)) = x} for every coordinate
     * {@code x}, and {@code f_L(idx2crd(i)) = i} for every {@code i < size}. It holds exactly for
     * compact layouts. A refutation's point is the coordinate's colexicographic index {@code x}, or
     * the index {@code i}.
     */
    public Verdict idx2crdInvertsLayoutFunction(CuteLayout layout) {
        String claim = "idx2crd(f_L(x)) = x and f_L(idx2crd(i)) = i for L = " + layout;
        Optional<Verdict> broadcast = broadcast(layout, claim);
        if (broadcast.isPresent()) {
            return broadcast.get();
        }
        Search.Range i = new Search.Range("i", 0, layout.size());
        Condition notRight = Condition.notEqual(LayoutTerms.dot(LayoutTerms.compactInverse(layout, i.term()), layout), i.term());
        Verdict right = decide(new Search(List.of(i), notRight), claim, index -> {
            IntTuple c = Coordinates.compactInverse(index, layout.shape(), layout.stride());
            long back = layout.apply(c);
            return back == index ? null : "at i = " + index + ": idx2crd(i) = " + c + " but f_L(" + c + ") = " + back;
        });
        if (!(right instanceof Verdict.Proved)) {
            return right;
        }
        Leaves x = Leaves.of(layout.shape());
        List<IntegerTerm> back = LayoutTerms.compactInverse(layout, LayoutTerms.dot(x.terms(), layout));
        Verdict left = decide(new Search(x.ranges(), differ(back, x.terms())), claim, x::index, point -> {
            IntTuple c = layout.coordinate(point);
            long f = layout.apply(point);
            IntTuple again = Coordinates.compactInverse(f, layout.shape(), layout.stride());
            return again.equals(c) ? null : "at x = " + point + ": f_L(x) = " + f + " and idx2crd(" + f + ") = " + again
                    + ", not " + c;
        });
        if (!(left instanceof Verdict.Proved p)) {
            return left;
        }
        return new Verdict.Proved(p.method() + "; both directions");
    }

    /**
     * The colexicographic isomorphism of the seed: {@code idx2crd(i, S)} and {@code crd2idx} with the
     * compact column-major strides of {@code S} are inverse, on {@code [0, size)} and on the
     * coordinates of {@code S}. A refutation's point is the index.
     */
    public Verdict colexicographicIsomorphism(IntTuple shape) {
        CuteLayout compact = CuteLayout.of(shape);
        String claim = "crd2idx(idx2crd(i, S), S) = i and idx2crd(crd2idx(x, S), S) = x for S = " + shape;
        Search.Range i = new Search.Range("i", 0, compact.size());
        Condition notRight = Condition.notEqual(LayoutTerms.dot(LayoutTerms.coordinate(shape, i.term()), compact), i.term());
        Verdict right = decide(new Search(List.of(i), notRight), claim, index -> {
            IntTuple c = Coordinates.idx2crd(index, shape);
            long back = compact.apply(c);
            return back == index ? null : "at i = " + index + ": idx2crd(i) = " + c + " but crd2idx(" + c + ") = " + back;
        });
        if (!(right instanceof Verdict.Proved)) {
            return right;
        }
        Leaves x = Leaves.of(shape);
        List<IntegerTerm> back = LayoutTerms.coordinate(shape, LayoutTerms.dot(x.terms(), compact));
        Verdict left = decide(new Search(x.ranges(), differ(back, x.terms())), claim, x::index, point -> {
            IntTuple c = Coordinates.idx2crd(point, shape);
            long f = compact.apply(c);
            IntTuple again = Coordinates.idx2crd(f, shape);
            return again.equals(c) ? null : "at " + c + ": crd2idx = " + f + " and idx2crd(" + f + ") = " + again;
        });
        if (!(left instanceof Verdict.Proved p)) {
            return left;
        }
        return new Verdict.Proved(p.method() + "; both directions");
    }

    /**
     * The mapping of {@code layout} ({@link CuteTranslation#toMapping(CuteLayout)}, a linear
     * combination over axes {@code D0, D1, …}) is equivalent to the {@linkplain PositionalForm
     * positional mapping} built from {@code f_L}: every coordinate {@code x} is stored at
     * {@code f_L(x)} and nowhere else, and every other position is a hole. Decided by the mapping
     * prover. It applies to layouts whose leaves, sorted by stride, do not interleave (injective,
     * no stride 0); for others the verdict is unknown. The linear combination is a sliding window,
     * which the mapping prover compares with a universal formula: flat layouts of millions of
     * elements are quick, but several nested leaves can take it past the timeout (unknown).
     */
    public Verdict translationAgreesWithLayoutFunction(CuteLayout layout) {
        List<Axis> axes = CuteTranslation.defaultAxes(layout);
        Optional<Mapping> positional = PositionalForm.of(layout, axes);
        if (positional.isEmpty()) {
            return new Verdict.Unknown("the leaves of " + layout + " interleave or broadcast, so f_L has no positional"
                    + " mapping to compare the translation with");
        }
        return prover.equivalent(CuteTranslation.toMapping(layout, axes), positional.get());
    }

    /** The solver in use: {@code z3}, {@code smtinterpol} or {@code princess}. */
    public String solverName() {
        return arithmetic.solverName();
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return arithmetic.notice();
    }

    /** A leaf of extent above 1 with stride 0 makes {@code f_L} collapse two coordinates; no inverse exists. */
    private Optional<Verdict> broadcast(CuteLayout layout, String claim) {
        long below = 1;
        for (CuteLayout leaf : layout.leaves()) {
            if (leaf.shape().value() > 1 && leaf.stride().value() == 0) {
                if (layout.apply(below) != layout.apply(0)) {
                    throw new ReplayFailure("leaf " + leaf + " of " + layout + " has stride 0, yet f_L(" + below + ") ≠ f_L(0)");
                }
                return Optional.of(new Verdict.Refuted(new Counterexample.Violation(claim, below, "at x = " + below
                        + ": f_L(x) = f_L(0) = " + layout.apply(0) + " (leaf " + leaf + " broadcasts), so no idx2crd recovers x")));
            }
            below *= leaf.shape().value();
        }
        return Optional.empty();
    }

    /** Leafwise {@code a ≠ b}. */
    private static Condition differ(List<IntegerTerm> a, List<IntegerTerm> b) {
        List<Condition> any = new ArrayList<>();
        for (int k = 0; k < a.size(); k++) {
            any.add(Condition.notEqual(a.get(k), b.get(k)));
        }
        return Condition.or(any);
    }

    private Verdict decide(Search search, String claim, LongFunction<String> violation) {
        return decide(search, claim, values -> values.get(search.variables().get(0).name()), violation);
    }

    private Verdict decide(Search search, String claim, Function<Map<String, BigInteger>, BigInteger> point,
            LongFunction<String> violation) {
        return switch (arithmetic.find(search)) {
            case Arithmetic.Answer.None n -> new Verdict.Proved(arithmetic.solverName()
                    + ": no point violates it (linear integer arithmetic, division by constants)");
            case Arithmetic.Answer.Unknown u -> new Verdict.Unknown(u.reason());
            case Arithmetic.Answer.Found f -> {
                long p = point.apply(f.values()).longValueExact();
                String detail = violation.apply(p);
                if (detail == null) {
                    throw new ReplayFailure(arithmetic.solverName() + " claimed that " + claim + " fails at point " + p
                            + ", but it holds there");
                }
                yield new Verdict.Refuted(new Counterexample.Violation(claim, p, detail));
            }
        };
    }

    /** One variable per leaf of a shape, within its extent, and the colexicographic index they form. */
    private record Leaves(List<Search.Range> ranges, List<Long> extents) {
        static Leaves of(IntTuple shape) {
            List<Search.Range> ranges = new ArrayList<>();
            List<Long> extents = shape.flatten();
            for (int k = 0; k < extents.size(); k++) {
                ranges.add(new Search.Range("x" + k, 0, extents.get(k)));
            }
            return new Leaves(ranges, extents);
        }

        List<IntegerTerm> terms() {
            return ranges.stream().map(Search.Range::term).toList();
        }

        BigInteger index(Map<String, BigInteger> values) {
            BigInteger index = BigInteger.ZERO;
            for (int k = extents.size() - 1; k >= 0; k--) {
                index = index.multiply(BigInteger.valueOf(extents.get(k))).add(values.get("x" + k));
            }
            return index;
        }
    }
}
