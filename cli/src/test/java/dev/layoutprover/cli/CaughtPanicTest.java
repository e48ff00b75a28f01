package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code layout simulate TEST_FILE --fn TEST} on a test that expects a panic: its launch runs inside
 * {@code catch_unwind(AssertUnwindSafe(|| Runtime::new().unwrap().block_on(async { … })))}, a rule the
 * reference asserts broken there (or the host code's own {@code panic!}, {@code unwrap} of {@code None})
 * makes the closure's result an {@code Err}, and the test's {@code assert!(result.is_err())} is the verdict.
 */
class CaughtPanicTest {

    private static final String FILE = "src/test/resources/assertions/panic_tests.rs";

    /** The lines of a text report without its rule-check listing. */
    private static List<String> verdict(Run r) {
        return r.out().lines().filter(l -> !l.startsWith("    ") && !l.startsWith("  rule checks")).toList();
    }

    @Test
    void aRuleBrokenInsideCatchUnwindIsTheExpectedPanic() throws IOException {
        Run r = run("simulate", FILE, "--fn", "test_rule_broken_in_the_closure");
        assertEquals(0, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_rule_broken_in_the_closure, seed 42",
                "  catch_unwind (panic_tests.rs:49:18): panicked: Vector::ALU at panic_tests.rs:23:10: the FxpAdd ALU "
                        + "is already used in this pass",
                "  assertion (panic_tests.rs:57:5): held",
                "the expected panic happened (Vector::ALU at panic_tests.rs:23:10); the test's assertion holds"),
                verdict(r));
        JsonNode o = new ObjectMapper().readTree(run("simulate", "--json", FILE, "--fn",
                "test_rule_broken_in_the_closure").out());
        assertEquals(true, o.get("conformant").asBoolean());
        assertEquals("held", o.get("assertion").asText());
        assertTrue(o.get("violation").isNull(), o::toString);
        JsonNode u = o.get("unwound").get(0);
        assertEquals(true, u.get("panicked").asBoolean());
        assertEquals("Vector::ALU", u.get("cause").asText());
        assertEquals(49, u.get("location").get("line").asInt());
        assertEquals(23, u.get("at").get("line").asInt());
        assertEquals(10, u.get("at").get("column").asInt());
    }

    @Test
    void aBodyThatBreaksNoRuleFailsTheExpectationOfAPanic() throws IOException {
        Run r = run("simulate", FILE, "--fn", "test_no_rule_broken_in_the_closure");
        assertEquals(1, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_no_rule_broken_in_the_closure, seed 42",
                "  catch_unwind (panic_tests.rs:63:18): no panic, its body ran to the end",
                "  assertion (panic_tests.rs:71:5): failed: the condition is false",
                "not conformant: expected a panic, none: catch_unwind (panic_tests.rs:63:18) ran its body to the end; "
                        + "the test's assertion fails (the condition is false)"), verdict(r));
        JsonNode o = new ObjectMapper().readTree(run("simulate", "--json", FILE, "--fn",
                "test_no_rule_broken_in_the_closure").out());
        assertEquals(false, o.get("conformant").asBoolean());
        assertEquals("failed", o.get("assertion").asText());
        assertEquals(false, o.get("unwound").get(0).get("panicked").asBoolean());
        assertTrue(o.get("unwound").get(0).get("cause").isNull(), o::toString);
    }

    @Test
    void theHostCodesOwnPanicIsCaught() {
        Run r = run("simulate", FILE, "--fn", "test_host_panic_in_the_closure");
        assertEquals(0, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_host_panic_in_the_closure, seed 42",
                "  catch_unwind (panic_tests.rs:77:18): panicked: panic!(\"no limit given\") at panic_tests.rs:80:13: "
                        + "the code panics here",
                "  assertion (panic_tests.rs:84:5): held",
                "the expected panic happened (panic!(\"no limit given\") at panic_tests.rs:80:13); the test's "
                        + "assertion holds"), verdict(r));
    }

    @Test
    void unwrapOfNoneIsAnErrAndACompletedBodyItsValue() {
        // unwrap_err() reads the first result; fine.unwrap() is 3 + 4
        Run r = run("simulate", FILE, "--fn", "test_unwrap_of_none_in_the_closure");
        assertEquals(0, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_unwrap_of_none_in_the_closure, seed 42",
                "  catch_unwind (panic_tests.rs:90:18): panicked: .unwrap() at panic_tests.rs:92:15: .unwrap() of None: "
                        + "the host code panics here",
                "  catch_unwind (panic_tests.rs:95:16): no panic, its body ran to the end",
                "  assertion (panic_tests.rs:96:5): held",
                "the expected panic happened (.unwrap() at panic_tests.rs:92:15); the test's assertion holds"),
                verdict(r));
    }

    @Test
    void aCallTheSimulatorDoesNotModelLeavesTheAssertionNotEvaluated() {
        // other_crate::compute might panic or not: never counted as the expected panic
        Run r = run("simulate", FILE, "--fn", "test_unknown_call_in_the_closure");
        assertEquals(3, r.exit(), r::toString);
        assertTrue(r.out().startsWith("unknown: " + FILE + ":103:5: the test's assertion is not evaluated: an operand "
                + "is the host data catch_unwind(…) at " + FILE + ":102:18 (its body stops at " + FILE + ":102:34: "
                + "unknown function other_crate::compute"), r::toString);
    }

    @Test
    void theCorpusTestsExpectingAPanicHold() {
        Path dir = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(dir), "the corpus ../shared/corpus is absent beside the repository: "
                + dir + " (skipped)");
        String file = dir.resolve("tests/vector_engine_tests.rs").toString();
        List<List<String>> expected = List.of(
                List.of("test_ve_elementwise_fxp_chain", "the expected panic happened (Vector::ALU at normal.rs:40:10); "
                        + "the test's assertion holds"),
                List.of("test_ve_stash_fxp_fp", "the expected panic happened (Vector::STASH at normal.rs:336:10); "
                        + "the test's assertion holds"),
                List.of("test_ve_stash_fp_fxp", "the expected panic happened (Vector::STASH at normal.rs:386:10); "
                        + "the test's assertion holds"));
        for (List<String> e : expected) {
            Run r = run("simulate", file, "--fn", e.get(0));
            assertEquals(0, r.exit(), r::toString);
            assertEquals(e.get(1), verdict(r).getLast(), r::toString);
        }
    }
}
