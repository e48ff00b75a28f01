package dev.layoutprover.algebra;

import java.util.StringJoiner;

/**
 * Prints mappings as canonical text that {@link MappingParser} reads back to an equal value:
 * pairs as {@code A, B}, operators with spaces ({@code B / 64}, {@code D # 64}, {@code B #_ 8}),
 * brackets only where precedence needs them ({@code [A, B] / 512}, {@code [A, B], C}), swizzles
 * before their operand ({@code Sw<3,4,3> o [D0, D1]}, {@code [Sw<1,0,1> o A] # 8}).
 *
 * <p>Example: {@code print(m![B / 32 = 2 # 16])} is {@code B / 32 = 2 # 16}, and
 * {@code macro(…)} is {@code m![B / 32 = 2 # 16]}.
 */
public final class Printer {

    private static final int LIST = 0;
    private static final int PRODUCT = 1;
    private static final int PREFIX = 2;
    private static final int POSTFIX = 3;

    private Printer() {}

    /** The canonical text of {@code m}, without the {@code m![ ]} wrapper. */
    public static String print(Mapping m) {
        StringBuilder out = new StringBuilder();
        print(m, LIST, out);
        return out.toString();
    }

    /** The canonical text inside {@code m![ ]}. */
    public static String macro(Mapping m) {
        return "m![" + print(m) + "]";
    }

    /**
     * The mapping as a kernel writes it where a type is expected: an alias by its name, as a path
     * outside {@code m![…]} names it ({@code Rows} of {@code type Rows = m![A % 8];}), any other
     * mapping as {@link #macro} prints it ({@code m![B, { Rows }]}, the alias nested in braces).
     */
    public static String written(Mapping m) {
        return m instanceof Mapping.Alias a ? a.name() : macro(m);
    }

    private static void print(Mapping m, int context, StringBuilder out) {
        int own = level(m);
        boolean bracket = own < context;
        if (bracket) {
            out.append('[');
        }
        switch (m) {
            case Mapping.Identity i -> out.append('1');
            case Mapping.Symbol s -> out.append(s.axis().name());
            case Mapping.Skewed s -> out.append(s.skew().name());
            case Mapping.Alias a -> out.append("{ ").append(a.name()).append(" }");
            case Mapping.Pair p -> {
                print(p.major(), PRODUCT, out);
                out.append(", ");
                print(p.minor(), LIST, out);
            }
            case Mapping.OuterSum o -> {
                print(o.left(), PRODUCT, out);
                out.append(" * ");
                print(o.right(), PREFIX, out);
            }
            case Mapping.Swizzle w -> {
                out.append(w.swizzle()).append(" o ");
                print(w.inner(), PREFIX, out);
            }
            case Mapping.Stride s -> postfix(s.inner(), "/", s.divisor(), out);
            case Mapping.Modulo r -> postfix(r.inner(), "%", r.modulus(), out);
            case Mapping.Resize r -> postfix(r.inner(), "=", r.size(), out);
            case Mapping.Padding p -> postfix(p.inner(), p.bottom() ? "#_" : "#", p.size(), out);
            case Mapping.LinearCombination lc -> {
                StringJoiner j = new StringJoiner(", ", "$(", ")");
                for (Mapping.Term t : lc.terms()) {
                    StringBuilder term = new StringBuilder();
                    print(t.mapping(), PRODUCT, term);
                    j.add(term + ":" + t.stride());
                }
                out.append(j);
            }
        }
        if (bracket) {
            out.append(']');
        }
    }

    private static void postfix(Mapping inner, String op, long n, StringBuilder out) {
        print(inner, POSTFIX, out);
        out.append(' ').append(op).append(' ').append(n);
    }

    private static int level(Mapping m) {
        return switch (m) {
            case Mapping.Pair p -> LIST;
            case Mapping.OuterSum o -> PRODUCT;
            case Mapping.Swizzle w -> PREFIX;
            default -> POSTFIX;
        };
    }
}
