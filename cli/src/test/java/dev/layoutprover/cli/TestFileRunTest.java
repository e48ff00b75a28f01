package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code layout simulate TEST_FILE} without {@code --fn}, on a file of several tests: each runs as
 * {@code --fn TEST} runs it, one line each (its verdict line and exit status), then a total; the exit
 * status is the worst (bad input, then not conformant, then unknown).
 */
class TestFileRunTest {

    private static final String FILE = "src/test/resources/assertions/transpose_tests.rs";

    @Test
    void everyTestOfTheFileRunsWithItsAssertion() {
        Run r = run("simulate", FILE);
        assertEquals(2, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("test_transpose_holds  conformant; the test's assertion holds  (exit 0, "),
                r.out());
        assertTrue(lines.get(1).startsWith("test_transpose_wrong_expectation  not conformant: the test's assertion fails "
                + "(index 300: left Init(353), right Init(999))  (exit 1, "), r.out());
        assertTrue(lines.get(2).startsWith("test_transpose_expected_by_host_tensor  conformant; the test's assertion "
                + "holds  (exit 0, "), r.out());
        assertTrue(lines.get(3).startsWith("test_short_buffer  error: " + FILE + ":68:13: HostTensor::from_buf panics: "
                + "the buffer has 63 elements, the mapping 2048 positions holding an index"), r.out());
        assertTrue(lines.get(4).startsWith("total: 4 tests: 2 exit 0, 1 exit 1, 1 exit 2, 0 exit 3 ("), r.out());
        assertTrue(r.err().contains("simulate [2/4] test_transpose_wrong_expectation: exit 1 ("), r.err());
        // each line is what that test's own run says
        Run one = run("simulate", FILE, "--fn", "test_transpose_wrong_expectation");
        assertEquals(1, one.exit());
        assertTrue(lines.get(1).contains("  " + one.out().lines().reduce((a, b) -> b).orElseThrow() + "  "), one.out());
    }

    @Test
    void jsonGivesEachTestsVerdictAssertionAndReport() throws IOException {
        Run r = run("simulate", "--json", FILE);
        assertEquals(2, r.exit(), r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        List<String> got = new ArrayList<>();
        for (JsonNode t : o.get("tests")) {
            got.add(t.get("function").asText() + " " + t.get("exit").asInt() + " " + t.get("verdict").asText() + " "
                    + t.get("assertion").asText());
        }
        assertEquals(List.of("test_transpose_holds 0 conformant held",
                "test_transpose_wrong_expectation 1 not-conformant failed",
                "test_transpose_expected_by_host_tensor 0 conformant held",
                "test_short_buffer 2 bad-input null"), got);
        assertEquals("failed", o.get("tests").get(1).get("report").get("assertion").asText());
        assertEquals(4, o.get("totals").get("tests").asInt());
        assertEquals(1, o.get("totals").get("exit 2").asInt());
    }

    @Test
    void optionsOfOneRunNeedTheTestNamed() {
        Run r = run("simulate", FILE, "--expect", "x[P, E] -> [E, P]");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("error: --expect needs --fn: " + FILE + " holds 4 host functions (test_transpose_holds, "
                + "test_transpose_wrong_expectation, test_transpose_expected_by_host_tensor, test_short_buffer)\n",
                r.err());
    }

    /**
     * A host function with parameters (a helper of the tests, such as the reference crate's {@code async fn
     * run_embedding(ctx: &mut Context)}) is no test: the one test beside it is the file's entry.
     */
    @Test
    void theOneTestBesideAHostHelperWithParametersIsTheEntry(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        String text = Files.readString(Path.of(FILE));
        String kernel = text.substring(0, text.indexOf("/// Position q"));
        Path file = dir.resolve("placed_tests.rs");
        Files.writeString(file, kernel + """
                async fn place(ctx: &mut Context) -> HbmTensor<i32, Chip, m![P, E]> {
                    HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>())
                        .to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0)
                        .await
                }

                #[tokio::test]
                async fn test_placed() {
                    let mut ctx = Context::acquire();
                    let x = HostTensor::<i32, m![P, E]>::from_buf((0..2048).map(Opt::Init).collect::<Vec<_>>())
                        .to_hbm::<m![1], m![P, E]>(&mut ctx.pdma, 0)
                        .await;
                    let out = launch(transpose, (&mut *ctx, &x)).await;
                    let expected: Vec<Opt<i32>> = (0..2048).map(|q| Opt::Init((q % 256) * 8 + q / 256)).collect();
                    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), expected);
                }
                """);
        Run r = run("simulate", file.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("simulate " + file + ": test_placed, seed "), r.out());
        assertTrue(r.out().endsWith("conformant; the test's assertion holds\n"), r.out());
    }

    @Test
    void theReferenceCratesViewTestsBothHold() {
        Path file = Path.of("../../shared/corpus/furiosa-visa-examples/tests/view_tests.rs");
        Assumptions.assumeTrue(Files.isRegularFile(file), "the reference corpus is not beside the checkout (" + file
                + ")");
        Run r = run("simulate", file.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("test_view_simpl  conformant; the test's assertion holds  (exit 0, "), r.out());
        assertTrue(lines.get(1).startsWith("test_view_padding  conformant; the test's assertion holds  (exit 0, "), r.out());
        assertTrue(lines.get(2).startsWith("total: 2 tests: 2 exit 0, 0 exit 1, 0 exit 2, 0 exit 3 ("), r.out());
    }

    /**
     * The reference crate's scatter test brings back the scattered cache and then its own input
     * ({@code data.to_host}) to build the values it expects: the first is the output, the second a
     * later one, and both of its assertions (the rows written, the rest still zero) hold.
     */
    @Test
    void theReferenceCratesScatterTestBringsBackTwoTensorsAndBothAssertionsHold() {
        Path file = Path.of("../../shared/corpus/furiosa-visa-examples/tests/scatter_gather_test.rs");
        Assumptions.assumeTrue(Files.isRegularFile(file), "the reference corpus is not beside the checkout (" + file
                + ")");
        Run r = run("simulate", file.toString(), "--fn", "test_scatter_minimal");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  output output (scatter_gather_test.rs:44:25): 78336 bf16 elements, exact at "
                + "every index\n"), r.out());
        assertTrue(r.out().contains("  assertion (scatter_gather_test.rs:47:5): held\n  assertion "
                + "(scatter_gather_test.rs:48:5): held\n"), r.out());
        assertTrue(r.out().endsWith("conformant; the test's assertion holds\n"), r.out());
    }
}
