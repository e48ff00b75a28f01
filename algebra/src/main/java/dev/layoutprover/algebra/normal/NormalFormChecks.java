package dev.layoutprover.algebra.normal;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Decisions read off normal forms, without a solver. Each answer is a verdict, or empty when the
 * normal form cannot decide (a mapping outside the fragment, skewed coordinates where their
 * folding matters, a digit pattern whose answer needs search). Counterexamples are built from the
 * evaluator's slots at the positions the digits point to.
 *
 * <ul>
 *   <li>equivalence: equal canonical forms are equivalent; different forms are refuted when one of
 *       the {@link #probes probe positions} (each digit at its first, second, last live value and
 *       just outside its live range) tells them apart;
 *   <li>holes: {@code size - Π length} of them, listed in order by {@link NormalForm#nextHole};
 *   <li>bounds: an axis reaches at most {@code Σ (length - 1)·weight} over its digits;
 *   <li>coverage: the digits of one axis, by increasing weight, cover {@code 0..reach} without a
 *       gap exactly when each weight is at most one more than the reach of the ones before;
 *   <li>injectivity: proved when each axis's weights grow faster than the reach below them,
 *       refuted when one weight is a small multiple of another;
 *   <li>truncation: a resize drops a stored position exactly when its operand has a live
 *       position beyond it; the first such position is the counterexample.
 * </ul>
 *
 * <p>Example: {@code holes(m![C, D # 64])} with {@code C = 13, D = 61} is refuted with
 * {@code Holes(39, [61, 62, 63, 125, 126, 127, 189, 190])}.
 */
public final class NormalFormChecks {

    private NormalFormChecks() {}

    /** Equivalence of two mappings of the same size. */
    public static Optional<Verdict> equivalent(Mapping left, Mapping right) {
        if (left.size() != right.size()) {
            return Optional.of(new Verdict.Refuted(Counterexample.SizeMismatch.of(left, right)));
        }
        Optional<NormalForm> l = Normalizer.of(left).filter(NormalForm::axesOnly);
        Optional<NormalForm> r = Normalizer.of(right).filter(NormalForm::axesOnly);
        // A skewed axis changes the index wherever it is mentioned, even at coordinate 0 (B = A there),
        // so equal raw digits prove equivalence only when both sides mention the same skewed axes.
        boolean sameSkews = new java.util.HashSet<>(List.of(Mappings.skewNames(left).split(", ")))
                .equals(new java.util.HashSet<>(List.of(Mappings.skewNames(right).split(", "))));
        if (l.isPresent() && r.isPresent() && sameSkews && l.get().equals(r.get())) {
            return Optional.of(new Verdict.Proved("normal form: both sides are " + l.get()));
        }
        if (l.isEmpty() && r.isEmpty()) {
            return Optional.empty();
        }
        List<Axis> axes = union(left, right);
        Evaluator le = Evaluator.of(left, axes);
        Evaluator re = Evaluator.of(right, axes);
        if (le.costPerPosition() > PROBE_COST || re.costPerPosition() > PROBE_COST) {
            return Optional.empty();
        }
        TreeSet<Long> positions = new TreeSet<>();
        l.ifPresent(f -> positions.addAll(probes(f)));
        r.ifPresent(f -> positions.addAll(probes(f)));
        for (long p : positions) {
            Slot a = le.slot(p);
            Slot b = re.slot(p);
            if (!a.equals(b)) {
                return Optional.of(new Verdict.Refuted(new Counterexample.Mismatch(p, a, b)));
            }
        }
        return Optional.empty();
    }

    /** The most evaluation steps per position spent on probing a sliding window. */
    private static final long PROBE_COST = 1 << 10;

    /** A one-mapping property (not {@code EQUIVALENT} or {@code SUBVIEW}). */
    public static Optional<Verdict> check(Property property, Mapping m) {
        return switch (property) {
            case HOLES -> Normalizer.of(m).filter(NormalForm::axesOnly).map(f -> holes(m, f));
            case BOUNDS -> Normalizer.of(m).filter(NormalForm::axesOnly).flatMap(f -> bounds(m, f));
            case SURJECTIVE -> Normalizer.of(m).filter(NormalForm::axesOnly).flatMap(f -> surjective(m, f));
            case INJECTIVE -> Normalizer.of(m).filter(NormalForm::axesOnly).flatMap(f -> injective(m, f));
            case TRUNCATION -> truncation(m);
            case OVERLAP -> Evaluator.of(m).isFunctional()
                    ? Optional.of(new Verdict.Proved("no sliding window: every position holds at most one index"))
                    : Optional.empty();
            case WRAPAROUND -> Mappings.skewNames(m).isEmpty()
                    ? Optional.of(new Verdict.Proved("no skewed axis in the mapping")) : Optional.empty();
            case EQUIVALENT, SUBVIEW -> throw new IllegalArgumentException(property.cliName()
                    + " is not a property of one mapping");
        };
    }

    /**
     * Positions where two forms that differ are likely to show it: 0, 1, the last position, and for
     * each digit its values {@code low, low + 1, low + length - 1, low - 1, low + length} with the
     * other digits at their first live value.
     */
    public static List<Long> probes(NormalForm f) {
        TreeSet<Long> out = new TreeSet<>();
        out.add(0L);
        out.add(Math.min(1, f.size() - 1));
        out.add(f.size() - 1);
        if (f.dead()) {
            return List.copyOf(out);
        }
        long[] base = f.lows();
        out.add(f.position(base));
        for (int i = 0; i < base.length; i++) {
            Digit d = f.digits().get(i);
            for (long v : new long[] {d.low() + 1, d.low() + d.length() - 1, d.low() - 1, d.low() + d.length()}) {
                if (v >= 0 && v < d.radix()) {
                    long[] at = base.clone();
                    at[i] = v;
                    out.add(f.position(at));
                }
            }
        }
        return List.copyOf(out);
    }

    private static Verdict holes(Mapping m, NormalForm f) {
        long count = f.size() - f.live();
        if (count == 0) {
            return new Verdict.Proved("normal form: every digit of " + f + " is live throughout");
        }
        List<Long> first = new ArrayList<>();
        long p = f.nextHole(0);
        while (p >= 0 && first.size() < Oracle.HOLES_LISTED) {
            first.add(p);
            p = f.nextHole(p + 1);
        }
        return new Verdict.Refuted(new Counterexample.Holes(count, first));
    }

    private static Optional<Verdict> bounds(Mapping m, NormalForm f) {
        if (f.dead()) {
            return Optional.of(new Verdict.Proved("normal form: every position is a hole"));
        }
        Evaluator e = Evaluator.of(m);
        List<String> skewTargets = Mappings.skewTargets(m);
        long first = -1;
        Axis firstAxis = null;
        for (Axis a : e.axes()) {
            List<Integer> own = digitsOf(f, a.name());
            if (skewTargets.contains(a.name())) {
                if (!own.isEmpty()) {
                    return Optional.empty();
                }
                continue;
            }
            long p = firstReaching(f, own, BigInteger.valueOf(a.size()));
            if (p >= 0 && (first < 0 || p < first)) {
                first = p;
                firstAxis = a;
            }
        }
        if (firstAxis != null) {
            TensorIndex index = e.slot(first).single();
            return Optional.of(new Verdict.Refuted(new Counterexample.OutOfBounds(first, index, firstAxis.name(),
                    firstAxis.size())));
        }
        return Optional.of(new Verdict.Proved("normal form: no axis of " + f + " reaches past its size"));
    }

    /**
     * The first live position where the digits {@code own} of one axis sum to at least
     * {@code target}, or -1 when they never do. Positions compare major digit first, so each digit,
     * major first, takes the least live value from which the digits after it can still reach the
     * target; every other digit stays at its lowest live value.
     *
     * <p>Example: {@code $(A:4, A:1)} with {@code A = 4} is {@code [4:A×1 | 4:A×1]}; the value 4 is
     * first reached at digits {@code (1, 3)}, position 7.
     */
    private static long firstReaching(NormalForm f, List<Integer> own, BigInteger target) {
        BigInteger[] rest = new BigInteger[own.size() + 1];
        rest[own.size()] = BigInteger.ZERO;
        for (int k = own.size() - 1; k >= 0; k--) {
            Digit d = f.digits().get(own.get(k));
            rest[k] = rest[k + 1].add(BigInteger.valueOf(d.length() - 1).multiply(BigInteger.valueOf(d.weight())));
        }
        if (rest[0].compareTo(target) < 0) {
            return -1;
        }
        long[] at = f.lows();
        BigInteger sum = BigInteger.ZERO;
        for (int k = 0; k < own.size(); k++) {
            Digit d = f.digits().get(own.get(k));
            BigInteger need = target.subtract(sum).subtract(rest[k + 1]);
            BigInteger w = BigInteger.valueOf(d.weight());
            BigInteger step = need.signum() <= 0 ? BigInteger.ZERO : need.add(w).subtract(BigInteger.ONE).divide(w);
            at[own.get(k)] = d.low() + step.longValueExact();
            sum = sum.add(step.multiply(w));
        }
        return f.position(at);
    }

    private static Optional<Verdict> surjective(Mapping m, NormalForm f) {
        if (!Mappings.skewNames(m).isEmpty()) {
            return Optional.empty();
        }
        if (f.dead()) {
            return Optional.of(new Verdict.Refuted(new Counterexample.Uncovered(TensorIndex.EMPTY)));
        }
        for (Axis a : Evaluator.of(m).axes()) {
            List<Digit> own = new ArrayList<>();
            digitsOf(f, a.name()).forEach(i -> own.add(f.digits().get(i)));
            own.sort(Comparator.comparingLong(Digit::weight));
            BigInteger reach = BigInteger.ZERO;
            for (Digit d : own) {
                if (BigInteger.valueOf(d.weight()).compareTo(reach.add(BigInteger.ONE)) > 0) {
                    break;
                }
                reach = reach.add(BigInteger.valueOf(d.length() - 1).multiply(BigInteger.valueOf(d.weight())));
            }
            BigInteger gap = reach.add(BigInteger.ONE);
            if (gap.compareTo(BigInteger.valueOf(a.size())) < 0) {
                return Optional.of(new Verdict.Refuted(new Counterexample.Uncovered(
                        TensorIndex.of(a.name(), gap.longValueExact()))));
            }
        }
        return Optional.of(new Verdict.Proved("normal form: the digits of " + f + " cover every axis without a gap"));
    }

    private static Optional<Verdict> injective(Mapping m, NormalForm f) {
        if (!Mappings.skewNames(m).isEmpty()) {
            return Optional.empty();
        }
        if (f.dead()) {
            return Optional.of(new Verdict.Proved("normal form: every position is a hole"));
        }
        Map<String, List<Integer>> byCoordinate = new LinkedHashMap<>();
        for (int i = 0; i < f.digits().size(); i++) {
            Digit d = f.digits().get(i);
            if (d.coordinate() != null) {
                byCoordinate.computeIfAbsent(d.coordinate(), k -> new ArrayList<>()).add(i);
            }
        }
        boolean undecided = false;
        for (List<Integer> own : byCoordinate.values()) {
            own.sort(Comparator.comparingLong(i -> f.digits().get(i).weight()));
            BigInteger reach = BigInteger.ZERO;
            boolean superincreasing = true;
            for (int i : own) {
                Digit d = f.digits().get(i);
                if (BigInteger.valueOf(d.weight()).compareTo(reach) <= 0) {
                    superincreasing = false;
                }
                reach = reach.add(BigInteger.valueOf(d.length() - 1).multiply(BigInteger.valueOf(d.weight())));
            }
            if (superincreasing) {
                continue;
            }
            Optional<Verdict> collision = collision(m, f, own);
            if (collision.isPresent()) {
                return collision;
            }
            undecided = true;
        }
        return undecided ? Optional.empty()
                : Optional.of(new Verdict.Proved("normal form: each axis of " + f + " is a mixed radix without overlap"));
    }

    /** Two digits {@code i, j} with {@code weight_j = k·weight_i, k < length_i}: one step of j equals k steps of i. */
    private static Optional<Verdict> collision(Mapping m, NormalForm f, List<Integer> own) {
        for (int i : own) {
            for (int j : own) {
                Digit a = f.digits().get(i);
                Digit b = f.digits().get(j);
                if (i == j || b.weight() % a.weight() != 0 || b.weight() / a.weight() > a.length() - 1) {
                    continue;
                }
                long[] first = f.lows();
                first[j] = b.low() + 1;
                long[] second = f.lows();
                second[i] = a.low() + b.weight() / a.weight();
                long p = f.position(first);
                long q = f.position(second);
                TensorIndex index = Evaluator.of(m).slot(p).single();
                return Optional.of(new Verdict.Refuted(new Counterexample.Collision(index, Math.min(p, q), Math.max(p, q))));
            }
        }
        return Optional.empty();
    }

    private static Optional<Verdict> truncation(Mapping m) {
        List<Mapping.Resize> resizes = Mappings.resizes(m);
        if (resizes.isEmpty()) {
            return Optional.of(new Verdict.Proved("no resize in the mapping"));
        }
        for (Mapping.Resize r : resizes) {
            Optional<NormalForm> inner = Normalizer.of(r.inner()).filter(NormalForm::axesOnly);
            if (inner.isEmpty()) {
                return Optional.empty();
            }
            NormalForm f = inner.get();
            if (f.dead()) {
                continue;
            }
            long p = f.nextLive(r.size());
            if (p >= 0) {
                Slot s = Evaluator.of(r.inner()).slot(p);
                return Optional.of(new Verdict.Refuted(new Counterexample.Truncation(r.toString(), p, s)));
            }
        }
        return Optional.of(new Verdict.Proved("normal form: no resize drops a live position of its operand"));
    }

    private static List<Integer> digitsOf(NormalForm f, String coordinate) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < f.digits().size(); i++) {
            if (coordinate.equals(f.digits().get(i).coordinate())) {
                out.add(i);
            }
        }
        return out;
    }

    private static List<Axis> union(Mapping left, Mapping right) {
        List<Axis> union = new ArrayList<>(Evaluator.of(left).axes());
        for (Axis a : Evaluator.of(right).axes()) {
            if (union.stream().noneMatch(u -> u.name().equals(a.name()))) {
                union.add(a);
            }
        }
        return union;
    }
}
