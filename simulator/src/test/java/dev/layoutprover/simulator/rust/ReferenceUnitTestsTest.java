package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.RustSyntax;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The reference's own unit tests of its stream checks (the {@code verify_*} tests of
 * furiosa-visa-std/src/stream_tensor.rs and the {@code should_panic} test of
 * furiosa-mapping/src/mapping.rs), each written as a device function under
 * {@code reference-tests/MOD.rs} of the test resources. A case is a comment block:
 * {@code // case: TEST (stream_tensor.rs:LINE)}, the reference's call and expected panic, then
 * {@code // expect: valid}, {@code // expect: RULE at FILE:LINE [with N, M]} (the assertion the
 * reference panics at, with the numbers of its message) or {@code // unreachable: WHY} (no kernel
 * reaches that configuration), optionally {@code // simulate: unknown, WHY} (a kernel the simulator
 * cannot run past a warning), and the function itself, written out or as the invocation of one of
 * the {@code macro_rules!} of {@code reference-tests/kernels.rs} (in scope in every case file, as a
 * crate's {@code #[macro_use] mod kernels;} makes them) whose first argument names the function it
 * writes.
 *
 * <p>For each case {@code verify} of the function on its own reports no error (valid) or errors of
 * exactly the expected rule, whose catalogue entry cites that assertion and whose message carries
 * the numbers; {@code simulate} of the function reaches the same verdict: conformant, or stopped at
 * that rule (or, where the case says so, unknown past a warning, never conformant).
 *
 * <p>Example: {@code transpose/in_rows.rs}'s {@code invalid_i8} transposes to OutPacket
 * {@code m![A, D]} (32 i8 rows where the engine takes 8 bytes): both report
 * {@code Transpose::LAYOUT}, whose entry cites stream_tensor.rs:1003, with 32 in the message.
 */
class ReferenceUnitTestsTest {

    static final Path DIR = Path.of("src", "test", "resources", "reference-tests");

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** One reference test written as a kernel. */
    record Case(Path file, String test, String function, Optional<String> rule, String site, List<String> numbers,
            Optional<String> unreachable, Optional<String> unknown) {

        boolean valid() {
            return rule.isEmpty() && unreachable.isEmpty();
        }
    }

    private static final Pattern CASE = Pattern.compile("^// case: (\\S+)", Pattern.MULTILINE);
    private static final Pattern EXPECT = Pattern.compile(
            "^// expect: (?:(valid)|(\\S+) at (\\S+)(?: with (.+))?)$", Pattern.MULTILINE);
    private static final Pattern UNREACHABLE = Pattern.compile("^// unreachable: (.+)$", Pattern.MULTILINE);
    private static final Pattern UNKNOWN = Pattern.compile("^// simulate: unknown, (.+)$", Pattern.MULTILINE);
    /** The case's function: written out ({@code fn NAME(}) or the one a macro writes ({@code kernel!(NAME, …);}). */
    private static final Pattern FN = Pattern.compile("^(?:fn (\\w+)\\(|\\w+!\\(\\s*(\\w+),)", Pattern.MULTILINE);

    static List<Case> all() {
        try (Stream<Path> files = Files.walk(DIR)) {
            List<Case> out = new ArrayList<>();
            for (Path f : files.filter(p -> p.toString().endsWith(".rs")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher m = CASE.matcher(text);
                List<Integer> starts = new ArrayList<>();
                List<String> tests = new ArrayList<>();
                while (m.find()) {
                    starts.add(m.start());
                    tests.add(m.group(1));
                }
                for (int i = 0; i < starts.size(); i++) {
                    String block = text.substring(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : text.length());
                    out.add(parse(f, tests.get(i), block));
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Case parse(Path file, String test, String block) {
        Matcher u = UNREACHABLE.matcher(block);
        if (u.find()) {
            return new Case(file, test, "", Optional.empty(), "", List.of(), Optional.of(u.group(1)), Optional.empty());
        }
        Matcher k = UNKNOWN.matcher(block);
        Optional<String> unknown = k.find() ? Optional.of(k.group(1)) : Optional.empty();
        Matcher e = EXPECT.matcher(block);
        Matcher f = FN.matcher(block);
        if (!e.find() || !f.find()) {
            throw new IllegalStateException(file + ": " + test + " has no expect: line or no function");
        }
        String function = f.group(1) != null ? f.group(1) : f.group(2);
        if (e.group(1) != null) {
            return new Case(file, test, function, Optional.empty(), "", List.of(), Optional.empty(), unknown);
        }
        List<String> numbers = e.group(4) == null ? List.of() : List.of(e.group(4).split(",\\s*"));
        return new Case(file, test, function, Optional.of(e.group(2)), e.group(3), numbers, Optional.empty(), unknown);
    }

    private static final List<Case> CASES = all();

    @Test
    void everyTestOfTheReferenceIsACase() {
        // 122 #[test]s in stream_tensor.rs's test module, one should_panic in mapping.rs
        assertEquals(123, CASES.size());
        assertEquals(CASES.size(), CASES.stream().map(Case::test).distinct().count(), "a test written twice");
    }

    @Test
    void everyExpectedRuleCitesItsAssertion() {
        for (Case c : CASES) {
            c.rule().ifPresent(r -> assertTrue(Rules.get(r).reference().stream().anyMatch(
                    ref -> ref.contains(c.site())), c.test() + ": " + r + " does not cite " + c.site()));
        }
    }

    @TestFactory
    Stream<DynamicTest> verifyAgreesWithTheReference() {
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.test(), () -> {
            Assumptions.assumeTrue(c.unreachable().isEmpty(), () -> "unreachable: " + c.unreachable().get());
            Program p = read(c);
            List<Finding> errors = Verification.standalone(p, function(p, c), RUNS.prover).stream()
                    .filter(f -> Rules.get(f.rule()).level() == Rule.Level.ERROR).toList();
            if (c.valid()) {
                assertEquals(List.of(), errors.stream().map(Finding::toString).toList(), c.test());
                return;
            }
            assertEquals(List.of(c.rule().get()), errors.stream().map(Finding::rule).distinct().toList(),
                    c.test() + ": " + errors);
            for (Finding f : errors) {
                for (String n : c.numbers()) {
                    assertTrue(Pattern.compile("\\b" + n + "\\b").matcher(f.message()).find(),
                            c.test() + ": the message lacks " + n + ": " + f.message());
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> simulateAgreesWithTheReference() {
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.test(), () -> {
            Assumptions.assumeTrue(c.unreachable().isEmpty(), () -> "unreachable: " + c.unreachable().get());
            Program p = read(c);
            if (c.unknown().isPresent()) {
                // the reference accepts it, the simulator cannot run it past a warning: unknown, never conformant
                Unmodelled u = assertThrows(Unmodelled.class, () -> Simulation.run(p, Optional.of(c.function()),
                        OptionalLong.of(1), RUNS.prover), c.test());
                assertTrue(u.reason().contains("past the warning"), c.test() + ": " + u.reason());
                return;
            }
            Simulation s = Simulation.run(p, Optional.of(c.function()), OptionalLong.of(1), RUNS.prover);
            assertEquals(c.rule(), s.violation().map(Finding::rule), c.test() + ": " + s.violation());
            if (c.valid()) {
                assertTrue(s.passed(), c.test() + ": " + s);
            }
        }));
    }

    /**
     * The macros the case files invoke ({@code kernels.rs}), in scope in each as a crate's
     * {@code #[macro_use] mod kernels;} puts them.
     */
    private static final Map<String, Lowering.MacroText> KERNELS =
            Lowering.macroRules(RustSyntax.parse(source(DIR.resolve("kernels.rs"))));

    private static Source source(Path file) {
        try {
            return Source.of(file.toString(), Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Program read(Case c) {
        return Program.of(Lowering.file(RustSyntax.parse(source(c.file())), KERNELS));
    }

    private static Ast.Function function(Program p, Case c) {
        return p.functions().stream().filter(f -> f.name().equals(c.function())).findFirst()
                .orElseThrow(() -> new IllegalStateException(c.test() + ": no function " + c.function()));
    }
}
