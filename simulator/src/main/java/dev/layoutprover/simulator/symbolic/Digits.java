package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Lists of {@link DigitRun}s that cover an axis's digits from weight 1 to its size, lowest first:
 * split at a weight, align two lists, rewrite a range.
 *
 * <p>Example: {@code Digits.split([DigitRun(1, 16384, INDEX)], 4096)} is
 * {@code [DigitRun(1, 4096, INDEX), DigitRun(4096, 4, INDEX)]}.
 */
public final class Digits {

    private Digits() {}

    /** One slot over a whole axis of {@code size}. */
    public static List<DigitRun> whole(long size, DigitRun.Kind kind) {
        return List.of(new DigitRun(1, size, kind, 0));
    }

    /** The digit weights where the slots meet (excluding 1 and the size). */
    public static TreeSet<Long> cuts(List<DigitRun> slots) {
        TreeSet<Long> out = new TreeSet<>();
        for (int i = 1; i < slots.size(); i++) {
            out.add(slots.get(i).div());
        }
        return out;
    }

    /** The list cut at weight {@code w} too. */
    public static List<DigitRun> split(List<DigitRun> slots, long w) {
        List<DigitRun> out = new ArrayList<>();
        for (DigitRun s : slots) {
            if (w > s.div() && w < s.end()) {
                if (w % s.div() != 0 || s.end() % w != 0) {
                    throw new NotModelled("digits at weight " + w + " do not align with " + s);
                }
                long low = w / s.div();
                long high = s.end() / w;
                out.add(new DigitRun(s.div(), low, s.kind(), s.kind() == DigitRun.Kind.FIXED ? s.value() % low : 0));
                out.add(new DigitRun(w, high, s.kind(), s.kind() == DigitRun.Kind.FIXED ? s.value() / low : 0));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** The list cut at every weight of {@code ws}. */
    public static List<DigitRun> splitAll(List<DigitRun> slots, Iterable<Long> ws) {
        List<DigitRun> out = slots;
        for (long w : ws) {
            out = split(out, w);
        }
        return out;
    }

    /** The list with the digits of {@code [div, div·mod)} cut out and each slot there rewritten by {@code f}. */
    public static List<DigitRun> rewrite(List<DigitRun> slots, long div, long mod, java.util.function.BiFunction<DigitRun, Long,
            DigitRun> f, long value) {
        long end = Math.multiplyExact(div, mod);
        List<DigitRun> cut = split(split(slots, div), end);
        List<DigitRun> out = new ArrayList<>();
        for (DigitRun s : cut) {
            if (s.div() >= div && s.end() <= end) {
                long digit = (value / (s.div() / div)) % s.mod();
                out.add(f.apply(s, digit));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** Each slot rewritten by {@code f}. */
    public static List<DigitRun> map(List<DigitRun> slots, UnaryOperator<DigitRun> f) {
        return slots.stream().map(f).toList();
    }

    /** Joins neighbouring slots of the same kind that are not fixed (keeps lists short). */
    public static List<DigitRun> merge(List<DigitRun> slots) {
        List<DigitRun> out = new ArrayList<>();
        for (DigitRun s : slots) {
            if (!out.isEmpty()) {
                DigitRun last = out.get(out.size() - 1);
                if (last.kind() == s.kind() && s.kind() != DigitRun.Kind.FIXED && last.end() == s.div()) {
                    out.set(out.size() - 1, new DigitRun(last.div(), Math.multiplyExact(last.mod(), s.mod()), s.kind(), 0));
                    continue;
                }
            }
            out.add(s);
        }
        return out;
    }

    /** The digit {@code s} of {@code value}. */
    public static long digit(long value, DigitRun s) {
        return Math.floorMod(Math.floorDiv(value, s.div()), s.mod());
    }

    /** {@code value} with the digits of {@code s} set to {@code d}. */
    public static long setDigit(long value, DigitRun s, long d) {
        return value - digit(value, s) * s.div() + d * s.div();
    }

    /** The axis size the list covers. */
    public static long size(List<DigitRun> slots) {
        return slots.get(slots.size() - 1).end();
    }
}
