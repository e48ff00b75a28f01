package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.MappingException;

/**
 * Reads a block of declarations as the seeds write them: axes ({@code axes![A = 8, B = 512];},
 * {@code B' = B - A}) and aliases ({@code type L = m![A];}), one per line or separated by
 * semicolons, in order, each using what came before. Lines starting with {@code //} are comments.
 *
 * <p>Example:
 * <pre>
 * axes![A = 8, B = 512];
 * type L = m![A];
 * type R = m![B];
 * </pre>
 * declares {@code A}, {@code B} and the aliases {@code L}, {@code R}, so {@code m![{ L }, { R }]}
 * parses. Errors are {@link ParseException}s whose message also names the line.
 */
public final class DeclarationsParser {

    private DeclarationsParser() {}

    /** Declarations of the axes spec {@code A=8, B=512} (see {@link AxesParser}), no aliases. */
    public static Declarations ofAxes(String axesSpec) {
        return Declarations.of(AxesParser.parse(axesSpec));
    }

    /**
     * {@code declarations} with alias {@code name} defined as the mapping {@code text} reads to;
     * e.g. {@code withAlias(ofAxes("A=8"), "L", "m![A]")} lets {@code m![{ L }]} be parsed.
     */
    public static Declarations withAlias(Declarations declarations, String name, String text) {
        return declarations.withAlias(name, MappingParser.parse(text, declarations));
    }

    public static Declarations parse(String text) {
        return parse(text, Declarations.of(Axes.empty()));
    }

    /** {@code start} with the declarations of {@code text} added. */
    public static Declarations parse(String text, Declarations start) {
        Declarations d = start;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int offset = 0;
            for (String statement : splitStatements(lines[i])) {
                d = statement(lines[i], offset, statement, d, i + 1);
                offset += statement.length() + 1;
            }
        }
        return d;
    }

    /** One statement, found at {@code offset} of {@code line}; errors give the column in the line. */
    private static Declarations statement(String line, int offset, String raw, Declarations d, int number) {
        String s = raw.strip();
        if (s.isEmpty() || s.startsWith("//")) {
            return d;
        }
        int at = offset + raw.indexOf(s);
        int textStart = at;
        try {
            if (s.startsWith("type ") || s.startsWith("type\t")) {
                int eq = s.indexOf('=');
                if (eq < 0) {
                    throw new ParseException("expected 'type NAME = MAPPING'", s, 1);
                }
                String name = s.substring(5, eq).strip();
                if (!Axis.isValidName(name)) {
                    throw new ParseException("alias name must be an identifier, got '" + name + "'", s, 6);
                }
                textStart = at + eq + 1;
                return d.withAlias(name, Layouts.parse(s.substring(eq + 1), d));
            }
            return Declarations.of(AxesParser.parse(s, d.axes())).withAliases(d);
        } catch (ParseException e) {
            int base = e.source().equals(s) ? at : textStart;
            throw new ParseException("line " + number + ": " + e.reason(), line, base + e.column());
        } catch (MappingException e) {
            throw new ParseException("line " + number + ": " + e.getMessage(), line, at + 1);
        }
    }

    /** Splits at semicolons outside brackets, so {@code axes![A = 4; B = 4]} stays whole. */
    private static java.util.List<String> splitStatements(String line) {
        java.util.List<String> out = new java.util.ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '[' || c == '(' || c == '{') {
                depth++;
            } else if (c == ']' || c == ')' || c == '}') {
                depth--;
            } else if (c == ';' && depth == 0) {
                out.add(line.substring(start, i));
                start = i + 1;
            }
        }
        out.add(line.substring(start));
        return out;
    }
}
