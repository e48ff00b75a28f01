package dev.layoutprover.prover.symbolic;

/**
 * A mapping expression in a law, over mapping variables ({@code E}: any mapping of any size),
 * axes of variable size and sizes that may be variables: the seed's laws, such as
 * {@code E ≡ [E / n, E % n]}, are statements about every such instance.
 *
 * <p>Example: {@code [E1, E2], E3} is
 * {@code new Pair(new Pair(new Var("E1"), new Var("E2")), new Var("E3"))}.
 */
public sealed interface Term {

    /** {@code 1}: one position holding the empty index. */
    record Unit() implements Term {
        @Override public String toString() {
            return "1";
        }
    }

    /** A mapping variable {@code E}: any mapping, of size {@code |E|}. */
    record Var(String name) implements Term {
        @Override public String toString() {
            return name;
        }
    }

    /** An axis {@code A} of size {@code |A|}: position {@code p} holds {@code {A: p}}. */
    record Axis(String name) implements Term {
        @Override public String toString() {
            return name;
        }
    }

    /** {@code L, R}: {@code L} major, {@code R} minor. */
    record Pair(Term major, Term minor) implements Term {
        @Override public String toString() {
            return operand(major, true) + ", " + operand(minor, false);
        }
    }

    /** {@code E / n}. */
    record Stride(Term inner, Size divisor) implements Term {
        @Override public String toString() {
            return postfix(inner) + " / " + Term.size(divisor);
        }
    }

    /** {@code E % n}. */
    record Modulo(Term inner, Size modulus) implements Term {
        @Override public String toString() {
            return postfix(inner) + " % " + Term.size(modulus);
        }
    }

    /** {@code E = n}. */
    record Resize(Term inner, Size size) implements Term {
        @Override public String toString() {
            return postfix(inner) + " = " + Term.size(size);
        }
    }

    /** {@code E # n} (holes after {@code E}) or {@code E #_ n} (holes before it). */
    record Padding(Term inner, Size size, boolean bottom) implements Term {
        @Override public String toString() {
            return postfix(inner) + (bottom ? " #_ " : " # ") + Term.size(size);
        }
    }

    private static String operand(Term t, boolean major) {
        return major && t instanceof Pair ? "[" + t + "]" : t.toString();
    }

    private static String postfix(Term t) {
        return t instanceof Pair ? "[" + t + "]" : t.toString();
    }

    static String size(Size s) {
        return s instanceof Size.Product ? "(" + s + ")" : s.toString();
    }
}
