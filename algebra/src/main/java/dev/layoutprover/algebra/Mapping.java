package dev.layoutprover.algebra;

import java.util.List;
import java.util.function.Supplier;

/**
 * A mapping expression: where each element of a tensor sits in a linear buffer. A mapping has a
 * {@link #size() size} and, at each buffer position below it, a {@link Slot}: a hole, one tensor
 * index, or (for sliding windows) a set of tensor indices.
 *
 * <p>Example, with {@code axes![A = 8, B = 512]}: {@code m![A, B]} is
 * {@code new Pair(new Symbol(A), new Symbol(B))}, of size 4096, and position 519 holds
 * {@code {A: 1, B: 7}} because {@code 519 = 1 * 512 + 7}.
 *
 * <p>Constructors validate their numbers and throw {@link MappingException} naming them; every
 * value of this type is well formed. {@link #toString()} prints the canonical text that
 * {@code text.MappingParser} reads back to an equal value.
 */
public sealed interface Mapping
        permits Mapping.Identity, Mapping.Symbol, Mapping.Skewed, Mapping.Pair, Mapping.Padding,
                Mapping.Resize, Mapping.Stride, Mapping.Modulo, Mapping.Alias,
                Mapping.LinearCombination, Mapping.OuterSum, Mapping.Swizzle {

    /** The number of buffer positions. */
    long size();

    /** The slot at {@code position}; a hole for positions outside {@code 0 ≤ position < size()}. */
    default Slot at(long position) {
        return Evaluator.of(this).slot(position);
    }

    /**
     * The mappings this one is built from, in order: a pair's major and minor, an operator's
     * operand, an alias's target, a window's terms; none for the identity and symbols.
     */
    default List<Mapping> children() {
        return switch (this) {
            case Pair p -> List.of(p.major(), p.minor());
            case OuterSum o -> List.of(o.left(), o.right());
            case Padding p -> List.of(p.inner());
            case Resize r -> List.of(r.inner());
            case Stride x -> List.of(x.inner());
            case Modulo x -> List.of(x.inner());
            case Alias a -> List.of(a.target());
            case Swizzle w -> List.of(w.inner());
            case LinearCombination lc -> lc.terms().stream().map(Term::mapping).toList();
            case Identity i -> List.of();
            case Symbol x -> List.of();
            case Skewed x -> List.of();
        };
    }

    /**
     * Calls {@code visitor} on this mapping and every mapping inside it, parents before children,
     * left to right.
     *
     * <p>Example: walking {@code m![[A, B] / 2]} visits {@code [A, B] / 2}, {@code A, B}, {@code A},
     * {@code B}.
     */
    default void walk(java.util.function.Consumer<Mapping> visitor) {
        visitor.accept(this);
        children().forEach(c -> c.walk(visitor));
    }

    /** Every resize in this mapping, parents first: {@code [B = 4] # 8, A = 2} gives {@code B = 4, A = 2}. */
    default List<Resize> resizes() {
        List<Resize> out = new java.util.ArrayList<>();
        walk(m -> {
            if (m instanceof Resize r) {
                out.add(r);
            }
        });
        return out;
    }

    /** The skewed axes this mapping mentions, in order of first mention. */
    default List<Skew> skews() {
        java.util.Set<Skew> out = new java.util.LinkedHashSet<>();
        walk(m -> {
            if (m instanceof Skewed s) {
                out.add(s.skew());
            }
        });
        return List.copyOf(out);
    }

    /** {@code m![1]}: one position, holding the empty index {@code {}}. */
    record Identity() implements Mapping {
        @Override public long size() { return 1; }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![A]}: position {@code p} holds {@code {A: p}}. */
    record Symbol(Axis axis) implements Mapping {
        public Symbol {
            requireNonNull(axis, "axis");
        }
        @Override public long size() { return axis.size(); }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![B']} for a skewed axis {@code B' = B - A}: position {@code p} holds {@code B = (p + A) mod |B|}. */
    record Skewed(Skew skew) implements Mapping {
        public Skewed {
            requireNonNull(skew, "skew");
        }
        @Override public long size() { return skew.size(); }
        @Override public String toString() { return Printer.print(this); }
    }

    /**
     * {@code m![L, R]}: {@code L} major, {@code R} minor; position {@code p} holds
     * {@code L(p / |R|) + R(p % |R|)}, a hole if either is.
     */
    record Pair(Mapping major, Mapping minor) implements Mapping {
        public Pair {
            requireNonNull(major, "major");
            requireNonNull(minor, "minor");
            checkedProduct(major.size(), minor.size(), () -> "pair " + major + ", " + minor);
        }
        @Override public long size() { return major.size() * minor.size(); }
        @Override public String toString() { return Printer.print(this); }
    }

    /**
     * {@code m![E # n]} (top padding, holes after {@code E}) or {@code m![E #_ n]} (bottom padding,
     * holes before {@code E}); {@code n ≥ |E|}.
     */
    record Padding(Mapping inner, long size, boolean bottom) implements Mapping {
        public Padding {
            requireNonNull(inner, "inner");
            if (size < inner.size()) {
                throw new MappingException("padding to " + size + " is smaller than the size " + inner.size()
                        + " of " + inner);
            }
        }
        /** Holes before the inner mapping's first position (0 for top padding). */
        public long lead() { return bottom ? size - inner.size() : 0; }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![E = n]}: the first {@code n} positions of {@code E}; {@code 1 ≤ n ≤ |E|}. */
    record Resize(Mapping inner, long size) implements Mapping {
        public Resize {
            requireNonNull(inner, "inner");
            if (size < 1) {
                throw new MappingException("resize to " + size + " must keep at least one position of " + inner);
            }
            if (size > inner.size()) {
                throw new MappingException("resize to " + size + " is larger than the size " + inner.size()
                        + " of " + inner);
            }
        }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![E / n]}: every {@code n}-th position of {@code E}; {@code n} divides {@code |E|}. */
    record Stride(Mapping inner, long divisor) implements Mapping {
        public Stride {
            requireNonNull(inner, "inner");
            requireDivides(divisor, inner, "stride");
        }
        @Override public long size() { return inner.size() / divisor; }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![E % n]}: the first {@code n} positions of {@code E}; {@code n} divides {@code |E|}. */
    record Modulo(Mapping inner, long modulus) implements Mapping {
        public Modulo {
            requireNonNull(inner, "inner");
            requireDivides(modulus, inner, "modulo");
        }
        @Override public long size() { return modulus; }
        @Override public String toString() { return Printer.print(this); }
    }

    /** {@code m![{ L }]}: the mapping named {@code L} elsewhere ({@code type L = m![A]}). */
    record Alias(String name, Mapping target) implements Mapping {
        public Alias {
            if (!Axis.isValidName(name)) {
                throw new MappingException("alias name must be an identifier, got '" + name + "'");
            }
            requireNonNull(target, "target");
        }
        @Override public long size() { return target.size(); }
        /** The alias as a path outside {@code m![…]} writes it, its name ({@code Rows}); nested, {@link Printer} braces it. */
        @Override public String toString() { return name; }
    }

    /** One operand {@code e : n} of a linear combination. */
    record Term(Mapping mapping, long stride) {
        public Term {
            requireNonNull(mapping, "mapping");
            if (stride < 0) {
                throw new MappingException("linear combination stride must not be negative, got " + stride
                        + " for " + mapping);
            }
        }
    }

    /**
     * {@code m![$(e1:n1, …, ed:nd)]}: a sliding window. Its size is {@code 1 + Σ (|ek| - 1)·nk};
     * position {@code p} holds every {@code Σ ek(pk)} with {@code p = Σ pk·nk} and {@code pk < |ek|}.
     *
     * <p>Example: {@code $(N:1, F:2)} with {@code N = 5, F = 3} has size 9, and position 4 holds
     * {@code {N: 4}}, {@code {N: 2, F: 1}} and {@code {F: 2}}.
     */
    record LinearCombination(List<Term> terms) implements Mapping {
        public LinearCombination {
            terms = List.copyOf(terms);
            if (terms.isEmpty()) {
                throw new MappingException("a linear combination needs at least one term");
            }
            long size = 1;
            for (Term t : terms) {
                size = checkedSum(size, checkedProduct(t.mapping().size() - 1, t.stride(), () -> "linear combination"));
            }
        }
        @Override public long size() {
            long size = 1;
            for (Term t : terms) {
                size += (t.mapping().size() - 1) * t.stride();
            }
            return size;
        }
        @Override public String toString() { return Printer.print(this); }
    }

    /**
     * {@code m![e1 * e2]}: the outer sum, the same as {@code $(e1:|e2|, e2:1)}; unlike the linear
     * combination it needs no stride updated when its operands are reordered.
     */
    record OuterSum(Mapping left, Mapping right) implements Mapping {
        public OuterSum {
            requireNonNull(left, "left");
            requireNonNull(right, "right");
            checkedProduct(left.size(), right.size(), () -> "outer sum " + left + " * " + right);
        }
        @Override public long size() { return left.size() * right.size(); }
        @Override public String toString() { return Printer.print(this); }
    }

    /**
     * {@code m![Sw<B,M,S> o E]}: CuTe's {@code Swizzle<B,M,S>} on buffer positions. Position
     * {@code p} holds {@code E(sw(p))}, a hole where {@code sw(p) ≥ |E|}, with
     * {@code sw(x) = x XOR ((x AND ((2^B − 1) << (M+S))) >> S)} (for {@code S < 0} the low bits are
     * read and the high ones written). The swizzle changes only the {@code B} bits it writes, so it
     * permutes each aligned row of {@code 2^(w+B)} positions ({@code w} the lowest bit written); the
     * size is {@code |E|} rounded up to whole rows, so that every position of {@code E} is somewhere.
     *
     * <p>Example: the CuTe layout {@code Sw<3,4,3> o (8,64):(64,1)} sends coordinate {@code (1,0)}
     * to {@code 64 XOR 0 = 64} and {@code (2,0)} to {@code 128 XOR 16 = 144}; its mapping
     * {@code Sw<3,4,3> o $(D0:64, D1:1)} has size 512 and holds {@code {D0: 2}} at position 144,
     * {@code {D0: 2, D1: 16}} at 128. Since the swizzle is its own inverse, position {@code p}
     * holds the coordinate the layout sends to {@code p}.
     *
     * @param inner the mapping whose positions are permuted
     * @param bits {@code B ≥ 0}, the number of bits XORed
     * @param base {@code M ≥ 0}, the lowest bit written (for {@code S ≥ 0})
     * @param shift {@code S}, with {@code |S| ≥ B} (the bits read are never written) and
     *     {@code B + M + |S| ≤ 62}
     */
    record Swizzle(Mapping inner, int bits, int base, int shift) implements Mapping {
        /** The most bits a swizzle may span: positions are 63-bit integers. */
        public static final int MAX_BLOCK_BITS = 62;

        public Swizzle {
            requireNonNull(inner, "inner");
            String name = "Sw<" + bits + "," + base + "," + shift + ">";
            if (bits < 0 || base < 0) {
                throw new MappingException(name + ": B and M must not be negative");
            }
            if (Math.abs((long) shift) < bits) {
                throw new MappingException(name + ": |S| must be at least B, so that the bits read are not the bits written");
            }
            if ((long) bits + base + Math.abs((long) shift) > MAX_BLOCK_BITS) {
                throw new MappingException(name + ": B + M + |S| must be at most " + MAX_BLOCK_BITS);
            }
            long row = 1L << (writeBit(base, shift) + bits);
            long rows = Math.ceilDiv(inner.size(), row);
            checkedProduct(rows, row, () -> name + " o " + inner);
        }

        /** The lowest bit read: {@code M + max(S, 0)}. */
        public int readBit() {
            return base + Math.max(shift, 0);
        }

        /** The lowest bit written: {@code M - min(S, 0)}. */
        public int writeBit() {
            return writeBit(base, shift);
        }

        private static int writeBit(int base, int shift) {
            return base - Math.min(shift, 0);
        }

        /** The number of positions a swizzle permutes among themselves, {@code 2^(w+B)}. */
        public long row() {
            return 1L << (writeBit() + bits);
        }

        /** {@code sw(x)}: the position whose content {@code x} shows; {@code sw(sw(x)) = x}. */
        public long permute(long x) {
            return xor(x, bits, base, shift);
        }

        /**
         * CuTe's {@code Swizzle<B,M,S>} applied to {@code x} (read in two's complement):
         * {@code xor(128, 3, 4, 3) = 144}.
         */
        public static long xor(long x, int bits, int base, int shift) {
            long mask = ((1L << bits) - 1) << (base + Math.max(shift, 0));
            long read = x & mask;
            return x ^ (shift >= 0 ? read >> shift : read << -shift);
        }

        /** {@code Sw<B,M,S>}, as CuTe prints the swizzle. */
        public String swizzle() {
            return "Sw<" + bits + "," + base + "," + shift + ">";
        }

        @Override public long size() { return Math.ceilDiv(inner.size(), row()) * row(); }
        @Override public String toString() { return Printer.print(this); }
    }

    private static void requireNonNull(Object value, String what) {
        if (value == null) {
            throw new MappingException(what + " must not be null");
        }
    }

    private static void requireDivides(long n, Mapping inner, String operator) {
        if (n < 1) {
            throw new MappingException(operator + " must be positive, got " + n + " for " + inner);
        }
        if (inner.size() % n != 0) {
            throw new MappingException(operator + " " + n + " does not divide the size " + inner.size() + " of " + inner);
        }
    }

    private static long checkedProduct(long a, long b, Supplier<String> what) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            throw new MappingException("size of " + what.get() + " overflows: " + a + " × " + b + " exceeds 2^63 - 1");
        }
    }

    private static long checkedSum(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw new MappingException("size of linear combination overflows 2^63 - 1");
        }
    }
}
