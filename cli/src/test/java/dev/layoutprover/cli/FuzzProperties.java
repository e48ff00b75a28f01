package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every command answers hostile input honestly: exit 0–3, no exception, bounded time. Inputs are
 * built from {@link Arbitraries} combinators, so a failure shrinks to a small command line: mapping
 * expressions from the grammar (with sizes from 0 to beyond 2^63, powers, sliding windows), and
 * random text for every argument.
 */
class FuzzProperties {

    private static final long LIMIT_MILLIS = 20_000;

    private static void honest(List<String> args) {
        Fuzz.Trial o = Fuzz.runOne(args);
        assertTrue(o.honest(LIMIT_MILLIS), () -> "exit " + o.status() + " in " + o.millis() + " ms for layout "
                + Fuzz.shown(args) + "\n" + o.output());
    }

    private static Arbitrary<String> number() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 70).map(String::valueOf),
                Arbitraries.of("2^20", "2^40", "2^62", "2^63", "1^4000000000000", "0", "9223372036854775807",
                        "99999999999999999999", "٣"));
    }

    private static Arbitrary<String> axis() {
        return Arbitraries.of("A", "B", "C", "B'", "1", "Q");
    }

    private static Arbitrary<String> expression(int depth) {
        if (depth == 0) {
            return axis();
        }
        Arbitrary<String> sub = Arbitraries.lazy(() -> expression(depth - 1));
        return Arbitraries.oneOf(
                axis(),
                Combinators.combine(sub, sub).as((a, b) -> a + ", " + b),
                sub.map(a -> "[" + a + "]"),
                Combinators.combine(sub, Arbitraries.of("/", "%", "=", "#", "#_"), number()).as((a, op, n) -> a + " " + op + " " + n),
                Combinators.combine(sub, number(), sub, number()).as((a, n, b, k) -> "$(" + a + ":" + n + ", " + b + ":" + k + ")"),
                Combinators.combine(sub, sub).as((a, b) -> a + " * " + b));
    }

    private static Arbitrary<String> axes() {
        Arbitrary<String> size = Arbitraries.oneOf(Arbitraries.integers().between(1, 16).map(String::valueOf), number());
        return Combinators.combine(size, size, size, Arbitraries.of("", ", B'=B-A"))
                .as((a, b, c, skew) -> "A=" + a + ", B=" + b + ", C=" + c + skew);
    }

    private static Arbitrary<String> cute() {
        Arbitrary<String> n = Arbitraries.oneOf(Arbitraries.integers().between(0, 9).map(String::valueOf), number());
        return Arbitraries.oneOf(
                Combinators.combine(n, n).as((s, d) -> s + ":" + d),
                Combinators.combine(n, n, n, n).as((s0, s1, d0, d1) -> "(" + s0 + "," + s1 + "):(" + d0 + "," + d1 + ")"));
    }

    @Provide
    Arbitrary<List<String>> grammarCommands() {
        Arbitrary<String> mapping = expression(4).map(e -> "m![" + e + "]");
        Arbitrary<String> position = Arbitraries.oneOf(number(), Combinators.combine(number(), number()).as((a, b) -> a + ".." + b));
        Arbitrary<List<String>> eval = Combinators.combine(axes(), mapping, position)
                .as((a, m, p) -> List.of("eval", "--axes", a, m, p));
        Arbitrary<List<String>> equiv = Combinators.combine(axes(), mapping, mapping)
                .as((a, l, r) -> List.of("equiv", "--timeout", "2", "--axes", a, l, r));
        Arbitrary<List<String>> check = Combinators.combine(Arbitraries.of("injective", "surjective", "bounds", "holes",
                "wraparound", "overlap", "truncation"), axes(), mapping)
                .as((p, a, m) -> List.of("check", p, "--timeout", "2", "--axes", a, m));
        Arbitrary<List<String>> cuteOps = Combinators.combine(Arbitraries.of("coalesce", "right-inverse", "left-inverse",
                "composition", "logical-divide", "logical-product", "complement", "eval"), cute(), cute(), number())
                .as((op, a, b, n) -> {
                    List<String> args = new ArrayList<>(List.of("cute", op, "--timeout", "2", a));
                    if (op.equals("composition") || op.startsWith("logical")) {
                        args.add(b);
                    } else if (op.equals("complement") || op.equals("eval")) {
                        args.add(n);
                    }
                    return args;
                });
        Arbitrary<List<String>> xla = Combinators.combine(number(), number(), number(), number())
                .as((a, b, c, d) -> List.of("equiv", "--timeout", "2", "xla:f32[" + a + "," + b + "]", "xla:f32[" + c + "," + d + "]"));
        return Arbitraries.oneOf(eval, equiv, check, cuteOps, xla);
    }

    @Property(tries = 250, seed = "20261124")
    void everyCommandAnswersGrammarInputHonestly(@ForAll("grammarCommands") List<String> args) {
        honest(args);
    }

    @Provide
    Arbitrary<List<String>> randomText() {
        Arbitrary<String> junk = Arbitraries.strings().all().ofMaxLength(30);
        Arbitrary<String> command = Arbitraries.of("eval", "equiv", "check injective", "check overlap", "check subview",
                "cute coalesce", "cute composition", "cute complement", "show", "prove", "verify", "simulate");
        return Combinators.combine(command, junk, junk, junk).as((c, a, b, d) -> {
            List<String> args = new ArrayList<>(List.of(c.split(" ")));
            if (c.equals("prove") || c.equals("verify") || c.equals("simulate")) {
                // Never a real directory such as "/", which prove would search.
                args.add("missing-" + a);
                return args;
            }
            if (c.equals("equiv") || c.equals("check injective") || c.equals("check overlap")) {
                args.addAll(List.of("--timeout", "2"));
            }
            args.addAll(List.of("--axes", a, b, d));
            return args;
        });
    }

    @Property(tries = 250, seed = "20261124")
    void everyCommandAnswersRandomTextHonestly(@ForAll("randomText") List<String> args) {
        honest(args);
    }

    @Property(tries = 1, seed = "7")
    void aSeededRunOfTheFuzzerFindsNothingDishonest() throws Exception {
        java.io.StringWriter report = new java.io.StringWriter();
        int bad = Fuzz.run(7, 400, LIMIT_MILLIS, new java.io.PrintWriter(report, true));
        assertTrue(bad == 0, report::toString);
    }
}
