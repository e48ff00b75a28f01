package dev.layoutprover.algebra.normal;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * A mapping without sliding windows as mixed-radix digits of the buffer position, major first,
 * with paddings and resizes made explicit as live ranges of digits: position
 * {@code p = Σ d_i·R_i} (where {@code R_i} is the product of the radices after digit {@code i})
 * is a hole unless every digit is live, and then stores {@code Σ (d_i - low_i)·weight_i} on each
 * digit's coordinate (skewed coordinates are then folded in as the evaluator does).
 *
 * <p>A canonical form has no digit of radix 1, and no two neighbours that
 * {@link #canonical(long, List) merge}: two mappings with equal canonical forms are
 * equivalent. Example: with {@code B = 512}, both {@code m![B / 64, B % 64]} and {@code m![B]}
 * are {@code [512:B×1]}; {@code m![B / 64, B % 32, B / 32 % 2]} is
 * {@code [8:B×64 | 32:B×1 | 2:B×32]}.
 *
 * @param size the number of positions
 * @param digits the digits, major first; their radices multiply to {@code size}; empty when
 *     {@code dead} or when the size is 1
 * @param dead true when every position is a hole
 */
public record NormalForm(long size, List<Digit> digits, boolean dead) {

    public NormalForm {
        digits = List.copyOf(digits);
        long product = 1;
        for (Digit d : digits) {
            product = Math.multiplyExact(product, d.radix());
        }
        if (dead ? !digits.isEmpty() : product != size) {
            throw new IllegalArgumentException("digits " + digits + " do not make " + size + " positions");
        }
    }

    /** Every position of {@code size} is a hole. */
    public static NormalForm dead(long size) {
        return new NormalForm(size, List.of(), true);
    }

    /**
     * The canonical form of {@code digits}: radix-1 digits dropped, then neighbours merged while
     * possible. A constant major digit (one live value) merges with any minor digit; a major digit
     * merges with a full minor digit of the same coordinate when its weight is the minor's weight
     * times the minor's radix ({@code [2:B×2 | 2:B×1]} is {@code [4:B×1]}).
     */
    public static NormalForm canonical(long size, List<Digit> digits) {
        List<Digit> stack = new ArrayList<>();
        for (Digit d : digits) {
            if (d.radix() == 1) {
                continue;
            }
            Digit current = d;
            while (!stack.isEmpty()) {
                Digit merged = merge(stack.get(stack.size() - 1), current);
                if (merged == null) {
                    break;
                }
                stack.remove(stack.size() - 1);
                current = merged;
            }
            stack.add(current);
        }
        return new NormalForm(size, stack, false);
    }

    private static Digit merge(Digit major, Digit minor) {
        long radix;
        try {
            radix = Math.multiplyExact(major.radix(), minor.radix());
        } catch (ArithmeticException e) {
            return null;
        }
        if (major.length() == 1) {
            return new Digit(radix, major.low() * minor.radix() + minor.low(), minor.length(), minor.coordinate(),
                    minor.weight());
        }
        if (minor.full() && major.coordinate().equals(minor.coordinate())
                && productIs(minor.weight(), minor.radix(), major.weight())) {
            return new Digit(radix, major.low() * minor.radix(), major.length() * minor.radix(), minor.coordinate(),
                    minor.weight());
        }
        return null;
    }

    private static boolean productIs(long a, long b, long c) {
        long high = Math.multiplyHigh(a, b);
        return high == 0 && a * b == c && a * b >= 0;
    }

    /** The number of live (non-hole) positions. */
    public long live() {
        if (dead) {
            return 0;
        }
        long n = 1;
        for (Digit d : digits) {
            n *= d.length();
        }
        return n;
    }

    /** {@code R_i}: the product of the radices after digit {@code i}. */
    public long placeValue(int i) {
        long r = 1;
        for (int j = digits.size() - 1; j > i; j--) {
            r *= digits.get(j).radix();
        }
        return r;
    }

    /** The position whose digits are {@code values}, major first. */
    public long position(long[] values) {
        long p = 0;
        for (int i = 0; i < digits.size(); i++) {
            p = p * digits.get(i).radix() + values[i];
        }
        return p;
    }

    /** The digits of {@code position}, major first. */
    public long[] digitsOf(long position) {
        long[] v = new long[digits.size()];
        for (int i = digits.size() - 1; i >= 0; i--) {
            long r = digits.get(i).radix();
            v[i] = position % r;
            position /= r;
        }
        return v;
    }

    /** True when {@code position} (within the size) is not a hole. */
    public boolean live(long position) {
        if (dead) {
            return false;
        }
        long[] v = digitsOf(position);
        for (int i = 0; i < v.length; i++) {
            if (!digits.get(i).live(v[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The coordinates stored at a live {@code position}, before skewed coordinates are folded:
     * {@code Σ (d_i - low_i)·weight_i} per coordinate; empty for a hole.
     */
    public java.util.Optional<java.util.Map<String, Long>> coordinates(long position) {
        if (!live(position)) {
            return java.util.Optional.empty();
        }
        long[] v = digitsOf(position);
        java.util.Map<String, Long> out = new java.util.TreeMap<>();
        for (int i = 0; i < v.length; i++) {
            Digit d = digits.get(i);
            if (d.coordinate() != null) {
                out.merge(d.coordinate(), Math.multiplyExact(v[i] - d.low(), d.weight()), Math::addExact);
            }
        }
        out.values().removeIf(x -> x == 0);
        return java.util.Optional.of(out);
    }

    /** The digit values that are each digit's first live value. */
    public long[] lows() {
        long[] v = new long[digits.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = digits.get(i).low();
        }
        return v;
    }

    /** The smallest hole at or after {@code from}, or -1 when there is none. */
    public long nextHole(long from) {
        if (from < 0 || from >= size) {
            return -1;
        }
        if (dead) {
            return from;
        }
        long[] v = digitsOf(from);
        if (!live(from)) {
            return from;
        }
        for (int i = digits.size() - 1; i >= 0; i--) {
            Digit d = digits.get(i);
            long next = v[i] + 1;
            if (next >= d.radix()) {
                continue;
            }
            long prefix = prefix(v, i);
            if (!d.live(next)) {
                return (prefix * d.radix() + next) * placeValue(i);
            }
            long below = firstHoleBelow(i + 1);
            if (below >= 0) {
                return (prefix * d.radix() + next) * placeValue(i) + below;
            }
            long end = d.low() + d.length();
            if (end < d.radix()) {
                return (prefix * d.radix() + end) * placeValue(i);
            }
        }
        return -1;
    }

    private long prefix(long[] v, int i) {
        long p = 0;
        for (int j = 0; j < i; j++) {
            p = p * digits.get(j).radix() + v[j];
        }
        return p;
    }

    /** The smallest hole among the positions of the digits from {@code from} on, relative to them; -1 if none. */
    private long firstHoleBelow(int from) {
        List<Digit> rest = digits.subList(from, digits.size());
        if (rest.stream().allMatch(Digit::full)) {
            return -1;
        }
        long restSize = 1;
        for (Digit d : rest) {
            restSize *= d.radix();
        }
        return new NormalForm(restSize, rest, false).nextHole(0);
    }

    /** {@code [8:B×64 | 32:B×1 | 2:B×32]}; {@code [dead × 4]} when every position is a hole. */
    @Override
    public String toString() {
        if (dead) {
            return "[dead × " + size + "]";
        }
        StringJoiner j = new StringJoiner(" | ", "[", "]");
        digits.forEach(d -> j.add(d.toString()));
        return j.toString();
    }
}
