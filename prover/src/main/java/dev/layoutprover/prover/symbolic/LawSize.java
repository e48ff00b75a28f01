package dev.layoutprover.prover.symbolic;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A size in a law: a number, a size variable {@code n}, the size {@code |E|} of a mapping or an
 * axis, or a product of sizes.
 *
 * <p>Example: in {@code [A, B] / |B|} the divisor is {@code new SizeOf("B")}; with
 * {@code |B| = 3} it {@linkplain #value evaluates} to 3.
 */
public sealed interface LawSize {

    /** The value of this size when every variable and every {@code |X|} has a value in {@code sizes}. */
    long value(Map<String, Long> sizes);

    /** A literal size, at least 1. */
    record Const(long value) implements LawSize {
        @Override public long value(Map<String, Long> sizes) {
            return value;
        }
        @Override public String toString() {
            return Long.toString(value);
        }
    }

    /** A size variable, written in lower case: {@code n}. */
    record Var(String name) implements LawSize {
        @Override public long value(Map<String, Long> sizes) {
            return lookup(sizes, name);
        }
        @Override public String toString() {
            return name;
        }
    }

    /** {@code |E|}: the size of the mapping or axis {@code E}. */
    record SizeOf(String name) implements LawSize {
        @Override public long value(Map<String, Long> sizes) {
            return lookup(sizes, Law.sizeName(name));
        }
        @Override public String toString() {
            return "|" + name + "|";
        }
    }

    /** {@code a * b * …}. */
    record Product(List<LawSize> factors) implements LawSize {
        public Product {
            factors = List.copyOf(factors);
        }
        @Override public long value(Map<String, Long> sizes) {
            long v = 1;
            for (LawSize f : factors) {
                v = Math.multiplyExact(v, f.value(sizes));
            }
            return v;
        }
        @Override public String toString() {
            return factors.stream().map(LawSize::toString).collect(Collectors.joining(" * "));
        }
    }

    private static long lookup(Map<String, Long> sizes, String name) {
        Long v = sizes.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no value for size " + name);
        }
        return v;
    }
}
