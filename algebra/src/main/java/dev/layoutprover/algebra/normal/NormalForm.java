package dev.layoutprover.algebra.normal;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.ObjLongConsumer;

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
 * <p>A {@link #termByTerm term-by-term} form keeps the digits as the mapping's terms wrote them
 * (no merging): the engines lower it into loops one digit per term, and it denotes the same
 * positions and indices as the canonical form.
 *
 * <p>A digit's coordinate may also be a <em>composite</em> ({@link Group}): where an operator
 * does not cut its operand's digits (as {@code [A, B] # 64} with {@code A = 9, B = 7}, whose 64
 * does not fall on a multiple of 7), the operand is read as one flat value, a fresh coordinate
 * named {@code ⟨A, B⟩}. Every digit over that coordinate adds to the flat value, which is decoded
 * by the operand's own form only at the end: a hole when it falls past the operand or on one of
 * its holes. {@code m![[A, B] # 64 / 8 % 2, [A, B] # 64 % 8]} is
 * {@code [2:⟨A, B⟩×8 | 8:⟨A, B⟩×1]} (before merging): position 14 holds the flat value 14, that
 * is {@code {A: 2}}, where adding axis by axis would give {@code {A: 1, B: 7}}, past {@code B}.
 *
 * @param size the number of positions
 * @param digits the digits, major first; their radices multiply to {@code size}; empty when
 *     {@code dead} or when the size is 1
 * @param dead true when every position is a hole
 * @param groups the composites the digits name, by coordinate name; empty for a form over axes
 */
public record NormalForm(long size, List<Digit> digits, boolean dead, Map<String, Group> groups) {

    /**
     * A composite: the operand {@code mapping} read as one flat value, with the form that decodes
     * it. Its coordinate name is {@link #name(Mapping)}.
     */
    public record Group(Mapping mapping, NormalForm form) {
        /** {@code ⟨A, B⟩} for the operand {@code [A, B]}: the coordinate of its flat value. */
        public static String name(Mapping operand) {
            return "⟨" + operand + "⟩";
        }
    }

    /** A form whose digits are all over axes (no composite). */
    public NormalForm(long size, List<Digit> digits, boolean dead) {
        this(size, digits, dead, Map.of());
    }

    public NormalForm {
        groups = Map.copyOf(groups);
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
        return canonical(size, digits, Map.of());
    }

    /** {@link #canonical(long, List)} of digits that may name the composites {@code groups}. */
    public static NormalForm canonical(long size, List<Digit> digits, Map<String, Group> groups) {
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
        return new NormalForm(size, stack, false, used(stack, groups));
    }

    /**
     * The groups that {@code digits} name, and those that no digit names but whose flat value 0
     * is a hole or holds more than the empty index (a composite read only at 0 is still decoded).
     */
    private static Map<String, Group> used(List<Digit> digits, Map<String, Group> groups) {
        if (groups.isEmpty()) {
            return groups;
        }
        Map<String, Group> out = new java.util.TreeMap<>();
        groups.forEach((name, g) -> {
            if (!g.form().coordinates(0).equals(java.util.Optional.of(Map.of()))) {
                out.put(name, g);
            }
        });
        for (Digit d : digits) {
            if (d.coordinate() != null && groups.containsKey(d.coordinate())) {
                out.put(d.coordinate(), groups.get(d.coordinate()));
            }
        }
        return out;
    }

    /** True when every digit is over an axis: no composite to decode. */
    public boolean axesOnly() {
        return groups.isEmpty();
    }

    private void requireAxesOnly(String what) {
        if (!groups.isEmpty()) {
            throw new IllegalStateException(what + " of " + this + " reads digits over axes only; its composites "
                    + groups.keySet() + " are decoded by coordinates(position)");
        }
    }

    /**
     * {@code digits} as written, radix-1 digits dropped and nothing merged: {@code [64:B×8 | 8:B×1]}
     * stays two digits where {@link #canonical} makes {@code [512:B×1]}.
     */
    public static NormalForm termByTerm(long size, List<Digit> digits) {
        return termByTerm(size, digits, Map.of());
    }

    /** {@link #termByTerm(long, List)} of digits that may name the composites {@code groups}. */
    public static NormalForm termByTerm(long size, List<Digit> digits, Map<String, Group> groups) {
        List<Digit> kept = digits.stream().filter(d -> d.radix() > 1).toList();
        return new NormalForm(size, kept, false, used(kept, groups));
    }

    /** {@link #termByTerm(long, List)} of as many positions as the radices of {@code digits} make. */
    public static NormalForm termByTerm(List<Digit> digits) {
        long size = 1;
        for (Digit d : digits) {
            size = Math.multiplyExact(size, d.radix());
        }
        return termByTerm(size, digits);
    }

    /** This form followed by {@code minor}, term by term: the form of {@code m![this, minor]}. */
    public NormalForm then(NormalForm minor) {
        long n = Math.multiplyExact(size, minor.size);
        if (dead || minor.dead) {
            return dead(n);
        }
        List<Digit> all = new ArrayList<>(digits);
        all.addAll(minor.digits);
        Map<String, Group> g = new java.util.TreeMap<>(groups);
        g.putAll(minor.groups);
        return new NormalForm(n, all, false, g);
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
        if (!groups.isEmpty()) {
            long n = 0;
            for (long p = 0; p < size; p++) {
                if (live(p)) {
                    n++;
                }
            }
            return n;
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

    /** True when {@code position} (within the size) is not a hole, its composites decoded. */
    public boolean live(long position) {
        if (dead) {
            return false;
        }
        if (!groups.isEmpty()) {
            return coordinates(position).isPresent();
        }
        return digitsLive(digitsOf(position));
    }

    private boolean digitsLive(long[] v) {
        for (int i = 0; i < v.length; i++) {
            if (!digits.get(i).live(v[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The digits' sums at {@code position} per coordinate, a composite's flat value not yet decoded;
     * empty where a digit is not live. For a form over axes it is {@link #coordinates(long)}.
     * Example: {@code [2:⟨A, B⟩×8 | 8:⟨A, B⟩×1]} at 14 is {@code {⟨A, B⟩: 14}}.
     */
    public java.util.Optional<java.util.Map<String, Long>> flat(long position) {
        if (dead || position < 0 || position >= size) {
            return java.util.Optional.empty();
        }
        long[] v = digitsOf(position);
        if (!digitsLive(v)) {
            return java.util.Optional.empty();
        }
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

    /**
     * The coordinates stored at a live {@code position}, before skewed coordinates are folded:
     * {@code Σ (d_i - low_i)·weight_i} per coordinate; empty for a hole. A composite's flat value
     * is decoded by its own form and added in: a hole when it is not below the composite's size
     * or its form has a hole there.
     */
    public java.util.Optional<java.util.Map<String, Long>> coordinates(long position) {
        if (dead || position < 0 || position >= size) {
            return java.util.Optional.empty();
        }
        return flat(position).flatMap(this::decode);
    }

    /**
     * Digit sums (as {@link #flat(long)} gives them, or sums of them) with each composite's flat
     * value decoded by its form and added in; empty when a flat value falls past its composite or
     * on one of its holes. Example: for {@code [64:⟨A, B⟩×1]} with {@code A = 9, B = 7},
     * {@code {⟨A, B⟩: 14}} decodes to {@code {A: 2}} and {@code {⟨A, B⟩: 63}} to a hole.
     */
    public java.util.Optional<java.util.Map<String, Long>> decode(java.util.Map<String, Long> flat) {
        java.util.Map<String, Long> out = new java.util.TreeMap<>(flat);
        for (Map.Entry<String, Group> g : groups.entrySet()) {
            Long value = out.remove(g.getKey());
            NormalForm inner = g.getValue().form();
            java.util.Optional<java.util.Map<String, Long>> decoded = inner.coordinates(value == null ? 0 : value);
            if (decoded.isEmpty()) {
                return decoded;
            }
            decoded.get().forEach((k, x) -> out.merge(k, x, Math::addExact));
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
        requireAxesOnly("nextHole");
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

    /**
     * The smallest live position at or after {@code from}, or -1 when there is none.
     *
     * <p>Example: {@code [8:A×1[0..=4]]} ({@code m![A = 5 # 8]} with {@code A = 8}) has no live
     * position from 5 on: {@code nextLive(5)} is -1; {@code [3:B×1 | 4:A×1[0..=1]]} skips the holes
     * 2 and 3 of each row: {@code nextLive(2)} is 4.
     */
    public long nextLive(long from) {
        requireAxesOnly("nextLive");
        if (dead || from >= size) {
            return -1;
        }
        long[] v = digitsOf(Math.max(0, from));
        int i = 0;
        while (i < v.length && digits.get(i).live(v[i])) {
            i++;
        }
        if (i == v.length) {
            return Math.max(0, from);
        }
        if (v[i] < digits.get(i).low()) {
            v[i] = digits.get(i).low();
            return withLowsAfter(v, i);
        }
        // digit i is past its live values: carry into the nearest more major digit that can grow
        for (int j = i - 1; j >= 0; j--) {
            if (digits.get(j).live(v[j] + 1)) {
                v[j]++;
                return withLowsAfter(v, j);
            }
        }
        return -1;
    }

    /** The position of {@code v} with every digit after {@code i} at its lowest live value. */
    private long withLowsAfter(long[] v, int i) {
        for (int j = i + 1; j < v.length; j++) {
            v[j] = digits.get(j).low();
        }
        return position(v);
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

    /**
     * Calls {@code sink} with each live position, in increasing order, and the index stored there as
     * coordinates over {@code coordinates} (the array is reused; digits of other coordinates are
     * ignored). Example: {@code [4:B×1[0..=2] | 2:A×1]} over {@code [A, B]} gives positions
     * {@code 0..6} with {@code [0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2]}.
     */
    public void forEachLive(List<String> coordinates, ObjLongConsumer<long[]> sink) {
        requireAxesOnly("forEachLive");
        if (dead) {
            return;
        }
        int n = digits.size();
        int[] slot = new int[n];
        long[] place = new long[n];
        long p = 1;
        for (int i = n - 1; i >= 0; i--) {
            Digit d = digits.get(i);
            slot[i] = d.coordinate() == null ? -1 : coordinates.indexOf(d.coordinate());
            place[i] = p;
            p *= d.radix();
        }
        long[] coords = new long[coordinates.size()];
        if (n == 0) {
            sink.accept(coords, 0);
            return;
        }
        walk(0, 0, slot, place, coords, sink);
    }

    private void walk(int i, long base, int[] slot, long[] place, long[] coords, ObjLongConsumer<long[]> sink) {
        Digit d = digits.get(i);
        long step = place[i];
        for (long v = 0; v < d.length(); v++) {
            if (slot[i] >= 0 && v > 0) {
                coords[slot[i]] += d.weight();
            }
            long pos = base + (d.low() + v) * step;
            if (i + 1 == digits.size()) {
                sink.accept(coords, pos);
            } else {
                walk(i + 1, pos, slot, place, coords, sink);
            }
        }
        if (slot[i] >= 0) {
            coords[slot[i]] -= (d.length() - 1) * d.weight();
        }
    }

    /**
     * The values of {@code coordinate} below {@code bound} that the live positions store: a digit
     * reaches {@code 0, w, …, (length - 1)·w} and several digits of one coordinate add. Example:
     * {@code m![A / 4 % 2, A % 2]} ({@code A = 8}) reaches {@code A = 0, 1, 4, 5}.
     */
    public BitSet reached(String coordinate, long bound) {
        requireAxesOnly("reached");
        BitSet set = new BitSet();
        if (dead) {
            return set;
        }
        set.set(0);
        for (Digit d : digits) {
            if (!coordinate.equals(d.coordinate())) {
                continue;
            }
            BitSet next = new BitSet();
            for (int x = set.nextSetBit(0); x >= 0; x = set.nextSetBit(x + 1)) {
                for (long k = 0; k < d.length(); k++) {
                    long v = x + k * d.weight();
                    if (v < bound) {
                        next.set(Math.toIntExact(v));
                    }
                }
            }
            set = next;
        }
        return set;
    }

    /**
     * A mapping this form denotes, built from symbols, {@code /}, {@code %} or {@code =}, and
     * {@code #}, with the axes named by the digits' coordinates taken from {@code axes}. Example:
     * {@code [16:B×32[0..=1] | 32:B×1]} with {@code B = 512} is {@code m![B / 32 = 2 # 16, B % 32]}.
     *
     * @throws IllegalArgumentException when a coordinate is not in {@code axes} or the form is dead
     */
    public Mapping toMapping(Map<String, Axis> axes) {
        requireAxesOnly("toMapping");
        if (dead) {
            throw new IllegalArgumentException("the dead form " + this + " is no product of digits");
        }
        Mapping result = null;
        for (int i = digits.size() - 1; i >= 0; i--) {
            Mapping m = toMapping(digits.get(i), axes);
            result = result == null ? m : new Mapping.Pair(m, result);
        }
        return result == null ? new Mapping.Identity() : result;
    }

    private static Mapping toMapping(Digit d, Map<String, Axis> axes) {
        Mapping m;
        if (d.coordinate() == null) {
            m = new Mapping.Identity();
        } else {
            Axis axis = axes.get(d.coordinate());
            if (axis == null) {
                throw new IllegalArgumentException("no axis " + d.coordinate() + " among " + axes.keySet());
            }
            m = new Mapping.Symbol(axis);
            long size = axis.size();
            if (d.weight() > 1) {
                m = new Mapping.Stride(m, d.weight());
                size /= d.weight();
            }
            if (d.length() < size) {
                m = size % d.length() == 0 ? new Mapping.Modulo(m, d.length()) : new Mapping.Resize(m, d.length());
            }
        }
        long end = d.low() + d.length();
        if (d.low() > 0) {
            m = new Mapping.Padding(m, end, true);
        }
        return d.radix() > end ? new Mapping.Padding(m, d.radix(), false) : m;
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
