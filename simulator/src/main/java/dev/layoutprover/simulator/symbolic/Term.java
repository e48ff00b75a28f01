package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A product of input elements, summed over some digits: {@code Σ_{SUM digits} Π factor[axes]},
 * where every factor reads each named axis at the same value (the tensors of a kernel name their
 * elements by the logical axes) and each axis's digits are the element's own, fixed or summed.
 *
 * <p>Example: in {@code matmul_16384} after the contraction of tile {@code (i, j)} on cluster
 * {@code k} the content holds the term {@code lhs·rhs} with {@code A} the element's own,
 * {@code B = [%64 summed, /64%32 own, /2048%2 = k, /4096%4 = j]} and
 * {@code C = [%512 own, /512%32 = i]}.
 *
 * @param factors the inputs multiplied, sorted by name (repeated for a square)
 * @param axes each axis's digits
 */
public record Term(List<String> factors, Map<String, List<DigitRun>> axes) implements Summand {

    public Term {
        factors = factors.stream().sorted().toList();
        axes = new TreeMap<>(axes);
    }

    /** The input {@code name} read at the element's own index over {@code sizes}. */
    public static Term input(String name, Map<String, Long> sizes) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        sizes.forEach((axis, size) -> a.put(axis, Digits.whole(size, DigitRun.Kind.INDEX)));
        return new Term(List.of(name), a);
    }

    @Override
    public Term restrict(Part p, long value) {
        List<DigitRun> slots = axes.get(p.axis());
        if (slots == null) {
            return this;
        }
        Map<String, List<DigitRun>> a = new TreeMap<>(axes);
        a.put(p.axis(), Digits.rewrite(slots, p.div(), p.mod(),
                (s, d) -> s.kind() == DigitRun.Kind.INDEX ? s.with(DigitRun.Kind.FIXED, d) : s, value));
        return new Term(factors, a);
    }

    /** The term with its element digits outside {@code keep} summed. */
    public Term sumOutside(List<Part> keep) {
        Map<String, List<DigitRun>> a = new TreeMap<>();
        axes.forEach((axis, slots) -> {
            List<DigitRun> cut = Digits.splitAll(slots, cutsOf(keep, axis));
            a.put(axis, Digits.map(cut, s -> s.kind() == DigitRun.Kind.INDEX && !covered(keep, axis, s)
                    ? s.with(DigitRun.Kind.SUM, 0) : s));
        });
        return new Term(factors, a);
    }

    /** The element digits of this term not inside any of {@code keep}. */
    public List<Part> outside(List<Part> keep) {
        List<Part> out = new ArrayList<>();
        axes.forEach((axis, slots) -> {
            for (DigitRun s : Digits.splitAll(slots, cutsOf(keep, axis))) {
                if (s.kind() == DigitRun.Kind.INDEX && !covered(keep, axis, s)) {
                    out.add(new Part(axis, s.div(), s.mod()));
                }
            }
        });
        return out;
    }

    /** The product of two terms reading each shared axis alike; otherwise not expressible here. */
    public Term times(Term o) {
        List<String> f = new ArrayList<>(factors);
        f.addAll(o.factors);
        Map<String, List<DigitRun>> a = new TreeMap<>(axes);
        o.axes.forEach((axis, slots) -> {
            List<DigitRun> mine = a.get(axis);
            if (mine == null) {
                a.put(axis, slots);
                return;
            }
            TreeSet<Long> cuts = Digits.cuts(mine);
            cuts.addAll(Digits.cuts(slots));
            List<DigitRun> x = Digits.splitAll(mine, cuts);
            List<DigitRun> y = Digits.splitAll(slots, cuts);
            List<DigitRun> out = new ArrayList<>();
            for (int i = 0; i < x.size(); i++) {
                DigitRun s = x.get(i);
                DigitRun t = y.get(i);
                if (s.kind() == DigitRun.Kind.INDEX && t.kind() == DigitRun.Kind.INDEX) {
                    out.add(s);
                } else if (s.kind() == DigitRun.Kind.FIXED && t.kind() == DigitRun.Kind.FIXED && s.value() == t.value()) {
                    out.add(s);
                } else {
                    throw new NotModelled("the operands of a product read axis " + axis + " differently (digits "
                            + s + " and " + t + "): not expressible as one term");
                }
            }
            a.put(axis, Digits.merge(out));
        });
        return new Term(f, a);
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
        StringBuilder b = new StringBuilder(String.join("·", factors)).append(" {");
        axes.forEach((axis, slots) -> b.append(' ').append(axis).append(slots));
        return b.append(" }").toString();
    }
}
