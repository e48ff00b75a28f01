package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The digits of an output axis that no mapping of the output holds: an {@code accumulate} may keep
 * only part of a Time term, and the kernel's own reading (the naive evaluator's) sums the values
 * that differ only there. The parts are found from the output's own mappings, as the naive
 * evaluator finds them: between and above the held parts, lowest first.
 *
 * <p>Example: {@code I = 256} held as {@code [I/64%4, I/2%32]} leaves {@code [I%2]}: each output row
 * holds the sum of two neighbouring rows. Held as {@code [I%16]} only, it leaves {@code [I/16%16]}.
 */
final class UnheldParts {

    private UnheldParts() {}

    /**
     * For each axis of {@code sizes} that {@code held} covers only in part, the parts it leaves;
     * axes held whole are absent.
     *
     * @throws NotModelled when the held parts overlap or do not align
     */
    static Map<String, List<Part>> of(List<Part> held, Map<String, Long> sizes) {
        Map<String, List<Part>> out = new LinkedHashMap<>();
        for (var e : sizes.entrySet()) {
            List<Part> mine = new ArrayList<>(held.stream().filter(p -> p.axis().equals(e.getKey())).toList());
            mine.sort(Comparator.comparingLong(Part::div));
            List<Part> gaps = new ArrayList<>();
            long next = 1;
            for (Part p : mine) {
                if (p.div() < next || p.div() % next != 0) {
                    throw new NotModelled("the output holds " + e.getKey() + " in overlapping or misaligned parts "
                            + mine + ": which part it sums is not modelled");
                }
                if (p.div() > next) {
                    gaps.add(new Part(e.getKey(), next, p.div() / next));
                }
                next = p.end();
            }
            if (next < e.getValue()) {
                if (e.getValue() % next != 0) {
                    throw new NotModelled("the output holds " + e.getKey() + " up to " + next + " of its "
                            + e.getValue() + " values, not a whole digit: which part it sums is not modelled");
                }
                gaps.add(new Part(e.getKey(), next, e.getValue() / next));
            }
            if (!gaps.isEmpty()) {
                out.put(e.getKey(), List.copyOf(gaps));
            }
        }
        return out;
    }

    /**
     * The parts {@link #of} gives for {@code out}'s mappings, kept for the axes some term of
     * {@code out} sums there (an accumulate keeping part of a Time term); where the terms fix those
     * digits (a chip or cluster slice) the axis is read as written and is absent.
     */
    static Map<String, List<Part>> summedBy(Tensor out, Map<String, Long> outSizes) {
        Map<String, List<Part>> unheld = new LinkedHashMap<>(of(out.parts(), outSizes));
        unheld.keySet().removeIf(a -> out.pieces.stream().noneMatch(p -> sums(p.content(), a, unheld.get(a))));
        return unheld;
    }

    private static boolean sums(Content c, String axis, List<Part> parts) {
        return c.items().stream().anyMatch(i -> switch (i) {
            case SummedProduct t -> t.axes().containsKey(axis) && Digits.splitAll(t.axes().get(axis),
                    SummedProduct.cutsOf(parts, axis)).stream().anyMatch(x -> x.kind() == DigitRun.Kind.SUM
                    && SummedProduct.covered(parts, axis, x));
            case Reduced r -> sums(r.inner(), axis, parts);
            case Applied a -> a.args().stream().anyMatch(x -> sums(x, axis, parts));
        });
    }

    /** {@code I % 2}: the parts of each axis, in order. */
    static List<String> names(Map<String, List<Part>> unheld) {
        List<String> out = new ArrayList<>();
        unheld.values().forEach(ps -> ps.forEach(p -> out.add(p.toString())));
        return out;
    }

    /** How many values the parts take together: {@code [I%2, I/64%4]} take 8. */
    static long count(Map<String, List<Part>> unheld) {
        long n = 1;
        for (List<Part> ps : unheld.values()) {
            for (Part p : ps) {
                n = Math.multiplyExact(n, p.mod());
            }
        }
        return n;
    }

    /** {@code value} with the digits of {@code parts} replaced by {@code from}'s: {@code withDigits(6, [I%2], 1)} is 7. */
    static long withDigits(long value, List<Part> parts, long from) {
        long out = value;
        for (Part p : parts) {
            DigitRun s = new DigitRun(p.div(), p.mod(), DigitRun.Kind.INDEX, 0);
            out = Digits.setDigit(out, s, Digits.digit(from, s));
        }
        return out;
    }
}
