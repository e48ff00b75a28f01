package dev.layoutprover.proofs;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.text.XlaParser;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.proofs.ClaimParser.KeyValue;
import dev.layoutprover.proofs.ClaimParser.Invalid;
import dev.layoutprover.proofs.ClaimParser.Keys;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** Reads the CuTe and XLA claims: stated values, and families of layouts and shapes. */
final class CuteXlaParser {

    private CuteXlaParser() {}

    static Statement cuteFacts(Keys keys) {
        KeyValue layoutEntry = keys.one("layout");
        CuteLayout layout = StatementParser.cute(layoutEntry, layoutEntry.value());
        List<Statement.CuteFact> facts = new ArrayList<>();
        for (KeyValue e : keys.withPrefix("f")) {
            facts.add(new Statement.CuteFact.Apply(tuple(e, argument(e, "f")), StatementParser.number(e)));
        }
        for (KeyValue e : keys.withPrefix("coordinate")) {
            facts.add(new Statement.CuteFact.Coordinate(number(e, argument(e, "coordinate")), tuple(e, e.value())));
        }
        for (KeyValue e : keys.withPrefix("inverse")) {
            facts.add(new Statement.CuteFact.CompactInverse(number(e, argument(e, "inverse")), tuple(e, e.value())));
        }
        keys.optional("size").ifPresent(e -> facts.add(new Statement.CuteFact.Size(StatementParser.number(e))));
        keys.optional("cosize").ifPresent(e -> facts.add(new Statement.CuteFact.Cosize(StatementParser.number(e))));
        keys.optional("compact").ifPresent(e -> facts.add(new Statement.CuteFact.Compact(yesNo(e))));
        if (facts.isEmpty()) {
            throw new Invalid(layoutEntry.line(), "a cute claim states at least one value: f(X), coordinate(I),"
                    + " inverse(I), size, cosize or compact");
        }
        return new Statement.CuteFacts(layout, facts);
    }

    static Statement xlaFacts(Keys keys) {
        KeyValue shapeEntry = keys.one("shape");
        XlaShape shape = xla(shapeEntry, shapeEntry.value());
        List<Statement.XlaFact> facts = new ArrayList<>();
        for (KeyValue e : keys.withPrefix("index")) {
            List<Long> element = numbers(e, "(" + argument(e, "index") + ")");
            if (element.size() != shape.rank()) {
                throw new Invalid(e.line(), e.key() + ": the shape has rank " + shape.rank() + ", the element "
                        + element.size() + " coordinates");
            }
            facts.add(new Statement.XlaFact.Index(element, StatementParser.number(e)));
        }
        for (KeyValue e : keys.withPrefix("row")) {
            if (shape.rank() != 2) {
                throw new Invalid(e.line(), "rows are stated for 2-D shapes only; " + shape + " has rank " + shape.rank());
            }
            long row = number(e, e.key().substring(4));
            List<Long> positions = numbers(e, e.value());
            if (row >= shape.dimensions().get(0) || positions.size() != shape.dimensions().get(1)) {
                throw new Invalid(e.line(), e.key() + ": " + shape + " has rows 0.." + shape.dimensions().get(0)
                        + " of " + shape.dimensions().get(1) + " elements; got row " + row + " with " + positions.size());
            }
            facts.add(new Statement.XlaFact.Row(row, positions));
        }
        keys.optional("tiled shape").ifPresent(e -> facts.add(new Statement.XlaFact.TiledShape(numbers(e, e.value()))));
        keys.optional("buffer size").ifPresent(e -> facts.add(new Statement.XlaFact.BufferSize(StatementParser.number(e))));
        keys.optional("steps").ifPresent(e -> facts.add(new Statement.XlaFact.Steps(e.value())));
        if (facts.isEmpty()) {
            throw new Invalid(shapeEntry.line(), "an xla claim states at least one value: index(…), row R, tiled shape,"
                    + " buffer size or steps");
        }
        return new Statement.XlaFacts(shape, facts);
    }

    /** {@code shape: …} with an optional {@code where: …}; for the mapping claim, each shape must translate. */
    static Statement.Family<XlaShape> shapes(Keys keys, boolean needsMapping) {
        KeyValue e = keys.one("shape");
        Statement.Family<XlaShape> f = family(e, keys.optional("where"), "shapes", text -> xla(e, text));
        if (needsMapping) {
            for (XlaShape s : f.members()) {
                Optional<String> why = StatementParser.untranslatable(s);
                if (why.isPresent()) {
                    throw new Invalid(e.line(), "shape: " + s + " has no mapping translation: " + why.get());
                }
            }
        }
        return f;
    }

    /** {@code layout: …} or {@code compact shape: (a,b,c)}, each with an optional {@code where: …}. */
    static Statement.Family<CuteLayout> layouts(Keys keys) {
        Optional<KeyValue> layout = keys.optional("layout");
        Optional<KeyValue> compact = keys.optional("compact shape");
        Optional<KeyValue> where = keys.optional("where");
        if (layout.isPresent() == compact.isPresent()) {
            KeyValue at = layout.orElse(compact.orElse(keys.one("property")));
            throw new Invalid(at.line(), "give either 'layout: SHAPE:STRIDE' or 'compact shape: SHAPE', not "
                    + (layout.isPresent() ? "both" : "neither"));
        }
        if (layout.isPresent()) {
            KeyValue e = layout.get();
            return family(e, where, "layouts", text -> StatementParser.cute(e, text));
        }
        KeyValue e = compact.get();
        Statement.Family<List<CuteLayout>> shapes = family(e, where, "shapes", text -> compactLayouts(e, text));
        List<CuteLayout> all = new ArrayList<>();
        shapes.members().forEach(all::addAll);
        String scope = where.isEmpty() ? "every compact layout of shape " + e.value() + " (" + all.size() + ")"
                : shapes.scope().replace(" shapes)", " shapes, " + all.size() + " compact layouts)");
        return new Statement.Family<>(all, scope);
    }

    /** Every compact layout of a flat shape: one for each order of its modes (strides 1, M0', M0'·M1', …). */
    private static List<CuteLayout> compactLayouts(KeyValue e, String text) {
        IntTuple shape = tuple(e, text);
        List<Long> extents = shape.flatten();
        if (!(shape instanceof IntTuple.Tuple t) || t.elements().stream().anyMatch(x -> !x.isInt())) {
            throw new Invalid(e.line(), e.key() + ": a compact shape is a flat tuple like (2,3,4), got " + text);
        }
        Set<CuteLayout> out = new LinkedHashSet<>();
        for (List<Integer> order : permutations(extents.size())) {
            long[] strides = new long[extents.size()];
            long running = 1;
            for (int mode : order) {
                strides[mode] = running;
                running = Math.multiplyExact(running, extents.get(mode));
            }
            out.add(new CuteLayout(shape, IntTuple.flat(strides)));
        }
        return new ArrayList<>(out);
    }

    private static List<List<Integer>> permutations(int n) {
        List<List<Integer>> out = new ArrayList<>();
        permute(new ArrayList<>(), n, out);
        return out;
    }

    private static void permute(List<Integer> prefix, int n, List<List<Integer>> out) {
        if (prefix.size() == n) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (int i = 0; i < n; i++) {
            if (!prefix.contains(i)) {
                prefix.add(i);
                permute(prefix, n, out);
                prefix.remove(prefix.size() - 1);
            }
        }
    }

    /**
     * The members {@code parse} reads from the entry's value, once for each assignment of the
     * {@code where} clause (once when there is none); a member's problem names its assignment.
     * Example: {@code layout: (n):(1)} with {@code where: n in 2..=3} gives the family of
     * {@code (2):(1)} and {@code (3):(1)}, scope {@code n in 2..=3 (2 layouts)}.
     */
    static <T> Statement.Family<T> family(KeyValue e, Optional<KeyValue> where, String noun, Function<String, T> parse) {
        if (where.isEmpty()) {
            T only = parse.apply(e.value());
            return new Statement.Family<>(List.of(only), e.value());
        }
        Where w;
        try {
            w = Where.parse(where.get().value());
        } catch (IllegalArgumentException ex) {
            throw new Invalid(where.get().line(), "where: " + ex.getMessage());
        }
        List<T> members = new ArrayList<>();
        for (Map<String, Long> values : w.assignments()) {
            String text = Where.substitute(e.value(), values);
            try {
                members.add(parse.apply(text));
            } catch (Invalid ex) {
                throw new Invalid(ex.line, "with " + Where.describe(values) + ", " + ex.getMessage());
            }
        }
        return new Statement.Family<>(members, w.describe() + " (" + members.size() + " " + noun + ")");
    }

    private static String argument(KeyValue e, String function) {
        String k = e.key();
        if (!k.startsWith(function + "(") || !k.endsWith(")")) {
            throw new Invalid(e.line(), "expected '" + function + "(ARGUMENT): VALUE', found '" + k + "'");
        }
        return k.substring(function.length() + 1, k.length() - 1);
    }

    private static IntTuple tuple(KeyValue e, String text) {
        return StatementParser.parsed(e, text, Values::tuple);
    }

    private static long number(KeyValue e, String text) {
        return StatementParser.parsed(e, text, Values::number);
    }

    private static List<Long> numbers(KeyValue e, String text) {
        return StatementParser.parsed(e, text, Values::numbers);
    }

    private static boolean yesNo(KeyValue e) {
        return StatementParser.parsed(e, Values::yesNo);
    }

    private static XlaShape xla(KeyValue e, String text) {
        return StatementParser.parsed(e, text, XlaParser::parse);
    }
}
