package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.text.AxesParser;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.algebra.text.Layouts;
import dev.layoutprover.algebra.xla.XlaShape;
import dev.layoutprover.algebra.xla.XlaTranslation;
import dev.layoutprover.proofs.ClaimParser.Block;
import dev.layoutprover.proofs.ClaimParser.KeyValue;
import dev.layoutprover.proofs.ClaimParser.Invalid;
import dev.layoutprover.proofs.ClaimParser.Keys;
import dev.layoutprover.prover.symbolic.Hypothesis;
import dev.layoutprover.prover.symbolic.Law;
import dev.layoutprover.prover.symbolic.LawParser;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads the property-specific keys of a claim into a {@link Statement}. The properties and their
 * keys are listed in the README; {@link #PROPERTIES} names them all.
 */
final class StatementParser {

    /** Every property a claim may have. */
    static final List<String> PROPERTIES = List.of("equiv", "injective", "surjective", "bounds", "holes",
            "wraparound", "overlap", "truncation", "subview", "eval", "cute", "xla", "xla-pad-reshape-transpose",
            "xla-mapping", "cute-inverse", "cute-mapping", "swizzle", "trf-sequencer");

    /** The bound of a law's fallback when the claim gives none. */
    static final int DEFAULT_BOUND = 8;

    private StatementParser() {}

    static Statement parse(String property, Keys keys, Block block) {
        return switch (property) {
            case "equiv" -> keys.optional("for every").isPresent() ? law(keys) : equivalence(keys);
            case "subview" -> subview(keys);
            case "eval" -> positions(keys);
            case "cute" -> CuteXlaParser.cuteFacts(keys);
            case "xla" -> CuteXlaParser.xlaFacts(keys);
            case "xla-pad-reshape-transpose" -> new Statement.XlaPadReshapeTranspose(CuteXlaParser.shapes(keys, false));
            case "xla-mapping" -> new Statement.XlaMapping(CuteXlaParser.shapes(keys, true));
            case "cute-inverse" -> new Statement.CuteInverse(CuteXlaParser.layouts(keys));
            case "cute-mapping" -> new Statement.CuteMapping(CuteXlaParser.layouts(keys));
            case "swizzle" -> SwizzleClaims.parse(keys);
            case "trf-sequencer" -> trfSequencer(keys);
            default -> {
                Optional<Property> p = Property.byName(property);
                if (p.isEmpty() || p.get() == Property.EQUIVALENT || p.get() == Property.SUBVIEW) {
                    KeyValue e = keys.one("property");
                    throw new Invalid(e.line(), "property '" + property + "' is unknown; expected one of "
                            + String.join(", ", PROPERTIES));
                }
                Declarations d = declarations(keys);
                yield new Statement.MappingProperty(d, p.get(), mapping(keys.one("mapping"), d));
            }
        };
    }

    /** {@code axes: A = 8, B = 512} and {@code let: L = m![A]} lines. */
    static Declarations declarations(Keys keys) {
        Declarations d = Declarations.of(Axes.empty());
        Optional<KeyValue> axes = keys.optional("axes");
        if (axes.isPresent()) {
            d = Declarations.of(parsed(axes.get(), AxesParser::parse));
        }
        for (KeyValue let : keys.all("let")) {
            int eq = let.value().indexOf('=');
            if (eq <= 0) {
                throw new Invalid(let.line(), "let: expected NAME = MAPPING, e.g. let: L = m![A]");
            }
            String name = let.value().substring(0, eq).strip();
            Declarations known = d;
            d = d.withAlias(name, parsed(let, let.value().substring(eq + 1), text -> Layouts.parse(text, known)));
        }
        return d;
    }

    static Mapping mapping(KeyValue e, Declarations d) {
        return parsed(e, text -> Layouts.parse(text, d));
    }

    /**
     * {@code parser} applied to the entry's value; what it rejects is invalid at the entry's line:
     * {@code parsed(e, Values::slots)}.
     */
    static <T> T parsed(KeyValue e, Function<String, T> parser) {
        return parsed(e, e.value(), parser);
    }

    /**
     * {@code parser} applied to {@code text}, a part of the entry (its value, or an argument of its
     * key); what it rejects is invalid at the entry's line: {@code parsed(e, "(2,3)", Values::tuple)}.
     */
    static <T> T parsed(KeyValue e, String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (MappingException ex) {
            throw Invalid.of(e, ex);
        }
    }

    private static Statement equivalence(Keys keys) {
        Declarations d = declarations(keys);
        Mapping left = mapping(keys.one("left"), d);
        Declarations withLeft = d.declaring(left);
        return new Statement.Equivalence(withLeft, left, mapping(keys.one("right"), withLeft));
    }

    private static Statement law(Keys keys) {
        KeyValue every = keys.one("for every");
        for (String forbidden : List.of("axes", "let")) {
            keys.optional(forbidden).ifPresent(e -> {
                throw new Invalid(e.line(), "a law ('for every: …') declares its own variables; '" + forbidden
                        + "' belongs to claims about fixed sizes");
            });
        }
        LawParser.Variables vars = parsed(every, LawParser::variables);
        KeyValue left = keys.one("left");
        KeyValue right = keys.one("right");
        List<Hypothesis> hypotheses = new ArrayList<>();
        for (KeyValue a : keys.all("assume")) {
            hypotheses.add(parsed(a, text -> LawParser.hypothesis(text, vars)));
        }
        int bound = DEFAULT_BOUND;
        Optional<KeyValue> b = keys.optional("bound");
        if (b.isPresent()) {
            long v = number(b.get());
            if (v < 1 || v > 64) {
                throw new Invalid(b.get().line(), "bound: expected a number from 1 to 64, got " + v);
            }
            bound = (int) v;
        }
        java.time.Duration timeout = Judge.LAW_TIMEOUT;
        Optional<KeyValue> t = keys.optional("timeout");
        if (t.isPresent()) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)\\s*s").matcher(t.get().value());
            if (!m.matches() || Long.parseLong(m.group(1)) < 1 || Long.parseLong(m.group(1)) > 60) {
                throw new Invalid(t.get().line(), "timeout: expected seconds from 1 to 60, like '10 s', got '"
                        + t.get().value() + "'");
            }
            timeout = java.time.Duration.ofSeconds(Long.parseLong(m.group(1)));
        }
        try {
            Law law = new Law(vars.mappings(), vars.axes(), vars.sizes(), hypotheses,
                    term(left, vars), term(right, vars));
            return new Statement.LawStatement(law, bound, timeout);
        } catch (MappingException e) {
            throw new Invalid(every.line(), e.getMessage());
        }
    }

    private static dev.layoutprover.prover.symbolic.LawTerm term(KeyValue e, LawParser.Variables vars) {
        return parsed(e, text -> LawParser.term(text, vars));
    }

    private static Statement subview(Keys keys) {
        Declarations d = declarations(keys);
        Mapping parent = mapping(keys.one("parent"), d);
        KeyValue tileEntry = keys.one("tile");
        Mapping tile = mapping(tileEntry, d);
        long size = number(keys.one("tile size"));
        KeyValue startEntry = keys.one("start");
        long[] start = range(startEntry);
        Mapping view = mapping(keys.one("view"), d);
        for (long s : new long[] {start[0], start[1]}) {
            try {
                new TileView(parent, tile, size, view, s);
            } catch (MappingException e) {
                throw new Invalid(s == start[0] ? tileEntry.line() : startEntry.line(), e.getMessage());
            }
        }
        return new Statement.Subview(d, parent, tile, size, start[0], start[1], view);
    }

    private static Statement positions(Keys keys) {
        Declarations d = declarations(keys);
        Mapping m = mapping(keys.one("mapping"), d);
        Set<String> axes = new HashSet<>();
        d.axes().list().forEach(a -> axes.add(a.name()));
        Evaluator.of(m).axes().stream().map(Axis::name).forEach(axes::add);
        Long size = keys.optional("size").map(StatementParser::number).orElse(null);
        List<Statement.PositionFact> facts = new ArrayList<>();
        for (KeyValue e : keys.withPrefix("at")) {
            long[] r = range(e, e.key().substring(3));
            List<Slot> slots = parsed(e, Values::slots);
            long count = r[1] - r[0] + 1;
            if (slots.size() != count) {
                throw new Invalid(e.line(), e.key() + ": " + count + (count == 1 ? " position" : " positions")
                        + " but " + slots.size() + (slots.size() == 1 ? " slot" : " slots"));
            }
            for (int i = 0; i < slots.size(); i++) {
                for (TensorIndex index : slots.get(i).indices()) {
                    requireAxes(e, index, axes);
                }
                facts.add(new Statement.PositionFact.At(r[0] + i, slots.get(i)));
            }
        }
        for (KeyValue e : keys.withPrefix("contains")) {
            long[] r = range(e, e.key().substring("contains ".length()));
            if (r[1] != r[0]) {
                throw new Invalid(e.line(), e.key() + ": contains names one position, not a range");
            }
            long p = r[0];
            TensorIndex index = parsed(e, Values::index);
            requireAxes(e, index, axes);
            facts.add(new Statement.PositionFact.Contains(p, index));
        }
        if (facts.isEmpty() && size == null) {
            KeyValue mapping = keys.one("mapping");
            throw new Invalid(mapping.line(), "an eval claim states at least one fact: 'size: N', 'at P: SLOT' or"
                    + " 'contains P: INDEX'");
        }
        return new Statement.Positions(d, m, size, facts);
    }

    private static Statement trfSequencer(Keys keys) {
        Declarations d = declarations(keys);
        KeyValue type = keys.one("type");
        if (!TrfSequencerCheck.TYPES.contains(type.value())) {
            throw new Invalid(type.line(), "type: expected one of " + String.join(", ", TrfSequencerCheck.TYPES) + ", got '"
                    + type.value() + "'");
        }
        Mapping row = mapping(keys.one("row"), d);
        Mapping element = mapping(keys.one("element"), d);
        Mapping time = mapping(keys.one("time"), d);
        Mapping packet = mapping(keys.one("packet"), d);
        List<KeyValue> entryLines = keys.withPrefix("entry");
        List<long[]> entries = new ArrayList<>();
        for (int i = 0; i < entryLines.size(); i++) {
            KeyValue e = entryLines.get(i);
            if (!e.key().equals("entry " + i)) {
                throw new Invalid(e.line(), "entries are numbered from 0, innermost first; expected 'entry " + i
                        + "', found '" + e.key() + "'");
            }
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("size\\s+(\\d+)\\s*,\\s*stride\\s+(\\d+)")
                    .matcher(e.value());
            if (!m.matches()) {
                throw new Invalid(e.line(), e.key() + ": expected 'size N, stride BYTES', found '" + e.value() + "'");
            }
            entries.add(new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))});
        }
        Long reg = keys.optional("reg read size").map(StatementParser::number).orElse(null);
        Long repeat = keys.optional("repeat").map(StatementParser::number).orElse(null);
        if (entries.isEmpty() && reg == null && repeat == null) {
            throw new Invalid(type.line(), "a trf-sequencer claim states at least one of 'entry 0: size N, stride BYTES',"
                    + " 'reg read size' or 'repeat'");
        }
        return new Statement.TrfSequencerConfiguration(d, type.value(), row, element, time, packet, entries, reg, repeat);
    }

    private static void requireAxes(KeyValue e, TensorIndex index, Set<String> axes) {
        for (String a : index.coordinates().keySet()) {
            if (!axes.contains(a)) {
                throw new Invalid(e.line(), e.key() + ": axis " + a + " is neither declared nor used by the mapping");
            }
        }
    }

    static long number(KeyValue e) {
        return parsed(e, Values::number);
    }

    private static long[] range(KeyValue e) {
        return range(e, e.value());
    }

    private static long[] range(KeyValue e, String text) {
        return parsed(e, text, Values::range);
    }

    /** Used by the XLA checks: whether a shape's mapping translation exists. */
    static Optional<String> untranslatable(XlaShape shape) {
        try {
            XlaTranslation.toMapping(shape);
            return Optional.empty();
        } catch (MappingException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** A CuTe layout's text as a {@link CuteLayout}, or the problem. */
    static CuteLayout cute(KeyValue e, String text) {
        return parsed(e, text, CuteParser::parse);
    }
}
