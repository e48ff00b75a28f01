package dev.layoutprover.prover.symbolic;

/**
 * A mapping expression in a law, over mapping variables ({@code E}: any mapping of any size),
 * axes of variable size and sizes that may be variables: the seed's laws, such as
 * {@code E ≡ [E / n, E % n]}, are statements about every such instance. This is the law
 * language, kept apart from the algebra's {@code Mapping} on purpose and named so: a mapping of
 * the algebra has axes of known sizes and is evaluated position by position, while a law term
 * stands for every mapping and size at once ({@link LawSize}) and is only ever encoded for the
 * solver ({@link LawEncoding}). It shares the algebra's characters and error type, not its AST.
 *
 * <p>Example: {@code [E1, E2], E3} is
 * {@code new Pair(new Pair(new Var("E1"), new Var("E2")), new Var("E3"))}.
 */
public sealed interface LawTerm {

    /** {@code 1}: one position holding the empty index. */
    record Unit() implements LawTerm {
        @Override public String toString() {
            return "1";
        }
    }

    /** A mapping variable {@code E}: any mapping, of size {@code |E|}. */
    record Var(String name) implements LawTerm {
        @Override public String toString() {
            return name;
        }
    }

    /** An axis {@code A} of size {@code |A|}: position {@code p} holds {@code {A: p}}. */
    record Symbol(String name) implements LawTerm {
        @Override public String toString() {
            return name;
        }
    }

    /** {@code L, R}: {@code L} major, {@code R} minor. */
    record Pair(LawTerm major, LawTerm minor) implements LawTerm {
        @Override public String toString() {
            return operand(major, true) + ", " + operand(minor, false);
        }
    }

    /** {@code E / n}. */
    record Stride(LawTerm inner, LawSize divisor) implements LawTerm {
        @Override public String toString() {
            return postfix(inner) + " / " + LawTerm.size(divisor);
        }
    }

    /** {@code E % n}. */
    record Modulo(LawTerm inner, LawSize modulus) implements LawTerm {
        @Override public String toString() {
            return postfix(inner) + " % " + LawTerm.size(modulus);
        }
    }

    /** {@code E = n}. */
    record Resize(LawTerm inner, LawSize size) implements LawTerm {
        @Override public String toString() {
            return postfix(inner) + " = " + LawTerm.size(size);
        }
    }

    /** {@code E # n} (holes after {@code E}) or {@code E #_ n} (holes before it). */
    record Padding(LawTerm inner, LawSize size, boolean bottom) implements LawTerm {
        @Override public String toString() {
            return postfix(inner) + (bottom ? " #_ " : " # ") + LawTerm.size(size);
        }
    }

    private static String operand(LawTerm t, boolean major) {
        return major && t instanceof Pair ? "[" + t + "]" : t.toString();
    }

    private static String postfix(LawTerm t) {
        return t instanceof Pair ? "[" + t + "]" : t.toString();
    }

    static String size(LawSize s) {
        return s instanceof LawSize.Product ? "(" + s + ")" : s.toString();
    }
}
