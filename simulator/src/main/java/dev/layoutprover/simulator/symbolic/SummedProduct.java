package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A product of input elements, summed over some digits: {@code Σ_{SUM digits} Π factor[axes]},
 * where every factor reads each named axis at the same value (the tensors of a kernel name their
 * elements by the logical axes) and each axis's digits are the element's own, fixed or summed —
 * except for the factors of {@code skew}, which read the axes named there by their own digit runs
 * (a product of operands from different tiles: {@code lhs} of tile 3 times {@code rhs} of tile 0).
 * A summed digit run is one summation variable, shared by every factor whose reading sums it.
 *
 * <p>Example: in {@code matmul_16384} after the contraction of tile {@code (i, j)} on cluster
 * {@code k} the content holds the term {@code lhs·rhs} with {@code A} the element's own,
 * {@code B = [%64 summed, /64%32 own, /2048%2 = k, /4096%4 = j]} and
 * {@code C = [%512 own, /512%32 = i]}. A copy whose {@code rhs} tile reads {@code j} where the
 * {@code lhs} tile reads {@code 3 - j} gives, for {@code j = 0}, {@code lhs·rhs} with
 * {@code B = [… /4096%4 = 3]} and the skew {@code rhs: B = [… /4096%4 = 0]}.
 *
 * @param factors the inputs multiplied, sorted by name (repeated for a square)
 * @param axes each axis's digits
 * @param skew for a factor's position in {@code factors}, the axes it reads otherwise than {@code axes}
 * @param coeff the integer the product is multiplied by, modulo 2^64 (an integer kernel's
 *     {@code MulInt} by a constant; 1 for a product the tensor unit forms); a term without factors is
 *     the constant {@code coeff}
 */
public record SummedProduct(List<String> factors, Map<String, List<DigitRun>> axes,
        Map<Integer, Map<String, List<DigitRun>>> skew, long coeff) implements Summand {

    public SummedProduct {
        axes = new TreeMap<>(axes);
        Map<Integer, Map<String, List<DigitRun>>> k = new TreeMap<>();
        skew.forEach((i, m) -> {
            if (!m.isEmpty()) {
                k.put(i, new TreeMap<>(m));
            }
        });
        skew = k;
        List<String> sorted = factors.stream().sorted().toList();
        if (!skew.isEmpty() && !sorted.equals(factors)) {
            throw new IllegalArgumentException("a skewed term lists its factors sorted: " + factors);
        }
        factors = sorted;
    }

    public SummedProduct(List<String> factors, Map<String, List<DigitRun>> axes,
            Map<Integer, Map<String, List<DigitRun>>> skew) {
        this(factors, axes, skew, 1);
    }

    public SummedProduct(List<String> factors, Map<String, List<DigitRun>> axes) {
        this(factors, axes, Map.of());
    }

    /** The constant {@code value}: a term of no factors. */
    public static SummedProduct constant(long value) {
        return new SummedProduct(List.of(), Map.of(), Map.of(), value);
    }

    /** The term multiplied by {@code k}, modulo 2^64. */
    public SummedProduct scaled(long k) {
        return new SummedProduct(factors, axes, skew, coeff * k);
    }

    /** Whether every factor reads every axis alike. */
    public boolean diagonal() {
        return skew.isEmpty();
    }

    /** The digit runs factor {@code i} reads {@code axis} by; null when it does not read it. */
    public List<DigitRun> reading(int i, String axis) {
        Map<String, List<DigitRun>> own = skew.get(i);
        return own != null && own.containsKey(axis) ? own.get(axis) : axes.get(axis);
    }

    /** Every digit-run list of the term: the shared ones and each skewed factor's, by axis. */
    List<Map.Entry<String, List<DigitRun>>> allRuns() {
        List<Map.Entry<String, List<DigitRun>>> out = new ArrayList<>(axes.entrySet());
        skew.values().forEach(m -> out.addAll(m.entrySet()));
        return out;
    }

    private SummedProduct mapRuns(java.util.function.BiFunction<String, List<DigitRun>, List<DigitRun>> f) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> a.put(axis, f.apply(axis, slots)));
        Map<Integer, Map<String, List<DigitRun>>> k = new TreeMap<>();
        skew.forEach((i, m) -> {
            Map<String, List<DigitRun>> x = new TreeMap<>();
            m.forEach((axis, slots) -> x.put(axis, f.apply(axis, slots)));
            k.put(i, x);
        });
        return new SummedProduct(factors, a, k, coeff);
    }

    /** The input {@code name} read at the element's own index over {@code sizes}. */
    public static SummedProduct input(String name, Map<String, Long> sizes) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        sizes.forEach((axis, size) -> a.put(axis, Digits.whole(size, DigitRun.Kind.INDEX)));
        return new SummedProduct(List.of(name), a);
    }

    @Override
    public SummedProduct restrict(Part p, long value) {
        return mapRuns((axis, slots) -> !axis.equals(p.axis()) ? slots : Digits.rewrite(slots, p.div(), p.mod(),
                (s, d) -> s.kind() == DigitRun.Kind.INDEX ? s.with(DigitRun.Kind.FIXED, d) : s, value));
    }

    /** The term with its element digits outside {@code keep} summed. */
    public SummedProduct sumOutside(List<Part> keep) {
        return mapRuns((axis, slots) -> Digits.map(Digits.splitAll(slots, cutsOf(keep, axis)),
                s -> s.kind() == DigitRun.Kind.INDEX && !covered(keep, axis, s) ? s.with(DigitRun.Kind.SUM, 0) : s));
    }

    /** The element digits of this term not inside any of {@code keep}. */
    public List<Part> outside(List<Part> keep) {
        java.util.LinkedHashSet<Part> out = new java.util.LinkedHashSet<>();
        for (var e : allRuns()) {
            for (DigitRun s : Digits.splitAll(e.getValue(), cutsOf(keep, e.getKey()))) {
                if (s.kind() == DigitRun.Kind.INDEX && !covered(keep, e.getKey(), s)) {
                    out.add(new Part(e.getKey(), s.div(), s.mod()));
                }
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * The product of two terms. Where the two read a shared axis alike the product reads it so;
     * where they read it differently (a fixed digit against another value or the element's own)
     * the factors of {@code o} keep their own reading as a skew. A summed digit on either side of
     * such an axis is not expressible here (its variable would be shared by position).
     */
    public SummedProduct times(SummedProduct o) {
        // a constant scales the other term, whose summed digits stay its own (MulInt after a contraction)
        if (o.factors.isEmpty() && o.axes.isEmpty()) {
            return new SummedProduct(factors, axes, skew, coeff * o.coeff);
        }
        if (factors.isEmpty() && axes.isEmpty()) {
            return new SummedProduct(o.factors, o.axes, o.skew, coeff * o.coeff);
        }
        List<String> names = new ArrayList<>(factors);
        names.addAll(o.factors);
        List<Map<String, List<DigitRun>>> readings = new ArrayList<>();
        for (int i = 0; i < factors.size(); i++) {
            readings.add(readingsOf(i));
        }
        for (int i = 0; i < o.factors.size(); i++) {
            readings.add(o.readingsOf(i));
        }
        Integer[] order = new Integer[names.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, java.util.Comparator.comparing(names::get));
        List<String> sorted = new ArrayList<>();
        List<Map<String, List<DigitRun>>> sortedReadings = new ArrayList<>();
        for (int i : order) {
            sorted.add(names.get(i));
            sortedReadings.add(readings.get(i));
        }
        Map<String, List<DigitRun>> shared = new TreeMap<>();
        for (Map<String, List<DigitRun>> r : sortedReadings) {
            r.forEach(shared::putIfAbsent);
        }
        Map<Integer, Map<String, List<DigitRun>>> k = new TreeMap<>();
        for (int i = 0; i < sortedReadings.size(); i++) {
            for (var e : sortedReadings.get(i).entrySet()) {
                List<DigitRun> mine = shared.get(e.getKey());
                Optional<List<DigitRun>> same = alike(e.getKey(), mine, e.getValue());
                if (same.isPresent()) {
                    shared.put(e.getKey(), same.get());
                    continue;
                }
                if (mine.stream().anyMatch(x -> x.kind() == DigitRun.Kind.SUM)
                        || e.getValue().stream().anyMatch(x -> x.kind() == DigitRun.Kind.SUM)) {
                    throw new NotModelled("the operands of a product read axis " + e.getKey() + " differently where"
                            + " one sums it (" + mine + " and " + e.getValue() + "): not expressible as one term");
                }
                k.computeIfAbsent(i, x -> new TreeMap<>()).put(e.getKey(), e.getValue());
            }
        }
        // coefficients multiply modulo 2^64, as the integers they scale
        return new SummedProduct(sorted, shared, k, coeff * o.coeff);
    }

    private Map<String, List<DigitRun>> readingsOf(int i) {
        Map<String, List<DigitRun>> r = new TreeMap<>(axes);
        Map<String, List<DigitRun>> own = skew.get(i);
        if (own != null) {
            r.putAll(own);
        }
        return r;
    }

    /** The common reading of {@code a} and {@code b}, when they read the axis alike. */
    private static Optional<List<DigitRun>> alike(String axis, List<DigitRun> a, List<DigitRun> b) {
        TreeSet<Long> cuts = Digits.cuts(a);
        cuts.addAll(Digits.cuts(b));
        List<DigitRun> x = Digits.splitAll(a, cuts);
        List<DigitRun> y = Digits.splitAll(b, cuts);
        List<DigitRun> out = new ArrayList<>();
        for (int i = 0; i < x.size(); i++) {
            DigitRun s = x.get(i);
            DigitRun t = y.get(i);
            if (s.kind() != t.kind() || s.kind() == DigitRun.Kind.SUM
                    || (s.kind() == DigitRun.Kind.FIXED && s.value() != t.value())) {
                return Optional.empty();
            }
            out.add(s);
        }
        return Optional.of(Digits.merge(out));
    }

    static TreeSet<Long> cutsOf(List<Part> parts, String axis) {
        TreeSet<Long> out = new TreeSet<>();
        for (Part p : parts) {
            if (p.axis().equals(axis)) {
                out.add(p.div());
                out.add(p.end());
            }
        }
        return out;
    }

    static boolean covered(List<Part> keep, String axis, DigitRun s) {
        for (Part p : keep) {
            if (p.axis().equals(axis) && p.div() <= s.div() && s.end() <= p.end()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(coeff == 1 ? "" : coeff + (factors.isEmpty() ? "" : "·"))
                .append(String.join("·", factors)).append(" {");
        axes.forEach((axis, slots) -> b.append(' ').append(axis).append(slots));
        skew.forEach((i, m) -> {
            b.append(" | ").append(factors.get(i)).append(':');
            m.forEach((axis, slots) -> b.append(' ').append(axis).append(slots));
        });
        return b.append(" }").toString();
    }
}
