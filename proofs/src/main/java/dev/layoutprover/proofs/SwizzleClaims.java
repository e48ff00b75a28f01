package dev.layoutprover.proofs;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import dev.layoutprover.algebra.text.CuteParser;
import dev.layoutprover.proofs.ClaimParser.KeyValue;
import dev.layoutprover.proofs.ClaimParser.Invalid;
import dev.layoutprover.proofs.ClaimParser.Keys;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code property: swizzle} claims into the CuTe laws they state. Either a swizzle and a law
 * about it, for every member of an optional {@code where} family:
 * <pre>
 *   swizzle: Sw&lt;b,m,s&gt;
 *   where: b in 1..3; m in 0..3; s in 3..4
 *   law: bijection on its block          (injective on [0, 2^(B+M+|S|)), every value inside it)
 *   law: own inverse                     (S(S(x)) = x for every x below 2^62)
 * </pre>
 * or a (swizzled) layout and facts about it: {@code f(I): N}, {@code injective: yes},
 * {@code within: LO..HI} (HI excluded), {@code equals: LAYOUT} (the same function).
 */
final class SwizzleClaims {

    /** The offsets {@code own inverse} covers: every offset below {@code 2^62}. */
    static final long OFFSETS = 1L << OffsetSwizzle.MAX_BLOCK_BITS;

    private SwizzleClaims() {}

    static Statement parse(Keys keys) {
        Optional<KeyValue> swizzle = keys.optional("swizzle");
        Optional<KeyValue> layout = keys.optional("layout");
        Optional<KeyValue> where = keys.optional("where");
        if (swizzle.isPresent() == layout.isPresent()) {
            throw new Invalid(keys.one("property").line(), "give either 'swizzle: Sw<B,M,S>' with a 'law', or 'layout:"
                    + " Sw<B,M,S> o SHAPE:STRIDE' with facts, not " + (swizzle.isPresent() ? "both" : "neither"));
        }
        KeyValue e = swizzle.orElseGet(layout::get);
        return new Statement.CuteLaws(CuteXlaParser.family(e, where, swizzle.isPresent() ? "swizzles" : "layouts",
                text -> swizzle.isPresent() ? swizzleLaws(keys, e, text) : layoutLaws(keys, e, text)));
    }

    private static List<LayoutLaw> swizzleLaws(Keys keys, KeyValue e, String text) {
        SwizzledLayout parsed = swizzled(e, text + " o 1:0");
        if (parsed.swizzles().size() != 1) {
            throw new Invalid(e.line(), "swizzle: expected one Sw<B,M,S>, found " + text);
        }
        OffsetSwizzle s = parsed.swizzles().get(0);
        KeyValue law = keys.one("law");
        return switch (law.value()) {
            case "bijection on its block" -> {
                SwizzledLayout block = SwizzledLayout.of(s, CuteLayout.of(1L << s.blockBits(), 1));
                yield List.of(new LayoutLaw.Injective(block), new LayoutLaw.Within(block, 0, 1L << s.blockBits()));
            }
            case "own inverse" -> {
                CuteLayout offsets = CuteLayout.of(OFFSETS, 1);
                yield List.of(new LayoutLaw.SameValues(SwizzledLayout.of(offsets),
                        new SwizzledLayout(List.of(s, s), offsets)));
            }
            default -> throw new Invalid(law.line(), "law: expected 'bijection on its block' or 'own inverse', found '"
                    + law.value() + "'");
        };
    }

    private static List<LayoutLaw> layoutLaws(Keys keys, KeyValue e, String text) {
        SwizzledLayout f = swizzled(e, text);
        List<LayoutLaw> laws = new ArrayList<>();
        for (KeyValue v : keys.withPrefix("f")) {
            String k = v.key();
            if (!k.startsWith("f(") || !k.endsWith(")")) {
                throw new Invalid(v.line(), "expected 'f(INDEX): VALUE', found '" + k + "'");
            }
            laws.add(new LayoutLaw.Value(f, number(v, k.substring(2, k.length() - 1)), number(v, v.value())));
        }
        keys.optional("injective").ifPresent(v -> {
            if (!v.value().equals("yes")) {
                throw new Invalid(v.line(), "injective: state 'yes' (a claim that it is not is 'expect: refuted')");
            }
            laws.add(new LayoutLaw.Injective(f));
        });
        keys.optional("within").ifPresent(v -> {
            String[] range = v.value().split("\\.\\.", -1);
            if (range.length != 2) {
                throw new Invalid(v.line(), "within: expected LO..HI (HI excluded) or LO..=HI, found '" + v.value() + "'");
            }
            boolean inclusive = range[1].startsWith("=");
            long hi = number(v, inclusive ? range[1].substring(1) : range[1]);
            if (inclusive && hi == Long.MAX_VALUE) {
                throw new Invalid(v.line(), "within: " + v.value() + " ends past 2^63 - 1");
            }
            laws.add(new LayoutLaw.Within(f, number(v, range[0]), inclusive ? hi + 1 : hi));
        });
        keys.optional("equals").ifPresent(v -> laws.add(new LayoutLaw.SameValues(swizzled(v, v.value()), f)));
        if (laws.isEmpty()) {
            throw new Invalid(e.line(), "a swizzle layout claim states at least one fact: f(I), injective, within or equals");
        }
        return laws;
    }

    private static SwizzledLayout swizzled(KeyValue e, String text) {
        return StatementParser.parsed(e, text, CuteParser::swizzled);
    }

    private static long number(KeyValue e, String text) {
        String t = text.trim();
        boolean negative = t.startsWith("-");
        long v = StatementParser.parsed(e, negative ? t.substring(1).trim() : t, Values::number);
        return negative ? -v : v;
    }
}
