package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every equivalence law of seed 000 ("Equivalent Mapping"), proved at sizes far beyond
 * enumeration (axes of 2^20 to 2^40 elements, mappings of up to 2^60 positions), by the normal
 * form and by Z3 alone; and near misses of them refuted at the same sizes.
 */
class SeedLawsAtScaleTest {

    @RegisterExtension
    static final BothPaths PATHS = new BothPaths();

    /** Axis sizes: small ones, and ones far beyond enumeration. */
    private static final String[] AXES = {
        "A = 8, B = 512, C = 6",
        "A = 2^20, B = 2^20, C = 3",
        "A = 2^40, B = 2^10, C = 5",
        "A = 2^30, B = 2^20, C = 2^10",
    };

    /** Mappings E the laws are instantiated with. */
    private static final String[] MAPPINGS = {"A", "[A, B]", "[A, B # |B+6|]", "[B / 2, C]", "[A, C] = 7", "B #_ |B+100|"};

    static Stream<Arguments> laws() {
        List<Arguments> out = new ArrayList<>();
        for (String axes : AXES) {
            Declarations d = DeclarationsParser.ofAxes(axes);
            long b0 = MappingParser.parse("B", d).size();
            for (String text : MAPPINGS) {
                String e = text.replace("|B+6|", String.valueOf(b0 + 6)).replace("|B+100|", String.valueOf(b0 + 100));
                Declarations de = DeclarationsParser.withAlias(d, "E", e);
                long size = MappingParser.parse("{ E }", de).size();
                long n = size % 2 == 0 ? 2 : size % 3 == 0 ? 3 : 1;
                add(out, de, "identity of pairs", "{ E }", "{ E }, 1");
                add(out, de, "identity of pairs", "{ E }", "1, { E }");
                if (!text.contains("C") && !text.contains("#_")) {
                    // The decomposition needs E(q·n + r) = E(q·n) + E(r): true of these, not of every E.
                    add(out, de, "stride-modulo decomposition", "{ E }", "{ E } / " + n + ", { E } % " + n);
                }
                add(out, de, "idempotent stride", "{ E }", "{ E } / 1");
                add(out, de, "idempotent padding", "{ E }", "{ E } # " + size);
                add(out, de, "idempotent resize", "{ E }", "{ E } = " + size);
                if (!text.contains("#_")) {
                    // E % 1 holds E(0), the empty index unless position 0 is a hole.
                    add(out, de, "modulo by 1", "{ E } % 1", "1");
                }
            }
            add(out, d, "pair projection", "[A, B] / " + MappingParser.parse("B", d).size(), "A");
            add(out, d, "pair projection", "[A, B] % " + MappingParser.parse("B", d).size(), "B");
            add(out, d, "associativity of pairs", "A, B, C", "[A, B], C");
            add(out, d, "associativity of pairs", "[A, B], C", "A, [B, C]");
            add(out, d, "outer sum as a linear combination", "A * B", "$(A:" + MappingParser.parse("B", d).size() + ", B:1)");
            add(out, DeclarationsParser.parse("type L = m![A]; type R = m![B]", d), "escape", "{ L }, { R }", "A, B");
            long b = MappingParser.parse("B", d).size();
            add(out, d, "stride-modulo of an axis", "B / " + (b / 8) + ", B % " + (b / 8), "B");
        }
        return out.stream();
    }

    private static void add(List<Arguments> out, Declarations d, String law, String left, String right) {
        out.add(Arguments.of(law, d.axes().toString(), MappingParser.parse(left, d), MappingParser.parse(right, d)));
    }

    @ParameterizedTest(name = "{0}: {2} ≡ {3} with {1}")
    @MethodSource("laws")
    void lawIsProvedByTheNormalFormAndByZ3(String law, String axes, Mapping left, Mapping right) {
        Verdict v = PATHS.normal.equivalent(left, right);
        assertInstanceOf(Verdict.Proved.class, v, () -> law + ": " + v);
        Verdict w = PATHS.z3.equivalent(left, right);
        assertInstanceOf(Verdict.Proved.class, w, () -> law + " by z3: " + w);
    }

    static Stream<Arguments> nearMisses() {
        List<Arguments> out = new ArrayList<>();
        for (String axes : AXES) {
            Declarations d = DeclarationsParser.ofAxes(axes);
            long b = MappingParser.parse("B", d).size();
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("[A, B] / " + (b / 2), d), MappingParser.parse("B / " + (b / 2) + ", A", d)));
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("A, B # " + (b + 2), d), MappingParser.parse("A, B #_ " + (b + 2), d)));
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("B / 2, B % 2", d), MappingParser.parse("B % 2, B / 2", d)));
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("A * B", d), MappingParser.parse("$(A:" + (b - 1) + ", B:1) # " + MappingParser.parse("A * B", d).size(), d)));
            // Where the seed's laws do not hold: a decomposition across bottom padding, modulo 1 of a hole.
            Declarations padded = DeclarationsParser.withAlias(d, "E", "B #_ " + (b + 100));
            long n = (b + 100) % 2 == 0 ? 2 : 3;
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("{ E }", padded), MappingParser.parse("{ E } / " + n + ", { E } % " + n, padded)));
            out.add(Arguments.of(d.axes().toString(), MappingParser.parse("{ E } % 1", padded), MappingParser.parse("1", padded)));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{1} ≢ {2} with {0}")
    @MethodSource("nearMisses")
    void nearMissIsRefutedByBothPaths(String axes, Mapping left, Mapping right) {
        assertInstanceOf(Verdict.Refuted.class, PATHS.normal.equivalent(left, right));
        Verdict w = PATHS.z3.equivalent(left, right);
        assertInstanceOf(Verdict.Refuted.class, w, w::toString);
    }
}
