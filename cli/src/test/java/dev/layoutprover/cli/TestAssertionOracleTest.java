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
 * {@code layout simulate TEST_FILE --fn TEST} reads the test's own assertion as the reference's oracle:
 * the buffer {@code HostTensor::from_buf} is given is the input, the buffer the test expects is computed
 * on the host and compared with the simulated output ({@code held}, {@code failed} naming the first
 * differing index and both values, or {@code not-evaluated} with why), beside the comparison with the
 * naive evaluator.
 */
class TestAssertionOracleTest {

    private static final String FILE = "src/test/resources/assertions/transpose_tests.rs";

    private static Path corpus() {
        Path dir = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(dir), "the corpus ../shared/corpus is absent beside the repository: "
                + dir + " (skipped)");
        return dir;
    }

    /** The lines of a text report without its rule-check listing. */
    private static List<String> verdict(Run r) {
        return r.out().lines().filter(l -> !l.startsWith("    ") && !l.startsWith("  rule checks")).toList();
    }

    @Test
    void theTestsAssertionHoldsOnTheBufferFromBufIsGiven() {
        Run r = run("simulate", FILE, "--fn", "test_transpose_holds");
        assertEquals(0, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_transpose_holds, seed 42",
                "  output output (transpose_tests.rs:33:5): 2048 i32 elements, exact at every index",
                "  assertion (transpose_tests.rs:33:5): held",
                "conformant; the test's assertion holds"), verdict(r));
    }

    @Test
    void aWrongExpectationFailsAtItsFirstDifferingIndexWithBothValues() throws IOException {
        Run r = run("simulate", FILE, "--fn", "test_transpose_wrong_expectation");
        assertEquals(1, r.exit(), r::toString);
        assertEquals(List.of("simulate " + FILE + ": test_transpose_wrong_expectation, seed 42",
                "  output output (transpose_tests.rs:44:22): 2048 i32 elements, exact at every index",
                "  assertion (transpose_tests.rs:49:5): failed: index 300: left Init(353), right Init(999)",
                "not conformant: the test's assertion fails (index 300: left Init(353), right Init(999))"), verdict(r));
        JsonNode o = new ObjectMapper().readTree(run("simulate", "--json", FILE, "--fn",
                "test_transpose_wrong_expectation").out());
        assertEquals("failed", o.get("assertion").asText());
        assertEquals(false, o.get("conformant").asBoolean());
        // the simulator still agrees with the naive evaluator: the test is what is wrong
        assertEquals(true, o.get("output").get("exact").asBoolean());
        JsonNode a = o.get("assertions").get(0);
        assertEquals(49, a.get("location").get("line").asInt());
        assertEquals("failed", a.get("status").asText());
        assertEquals("index 300: left Init(353), right Init(999)", a.get("detail").asText());
    }

    @Test
    void anExpectationOfTheHostTensorsTransposeIsComputed() throws IOException {
        // input.into_inner().transpose::<m![E, P]>(true): each index of m![E, P] takes the input's item there
        Run r = run("simulate", FILE, "--fn", "test_transpose_expected_by_host_tensor");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (transpose_tests.rs:61:5): held"), r::out);
        assertEquals("conformant; the test's assertion holds", verdict(r).getLast());
        JsonNode o = new ObjectMapper().readTree(run("simulate", "--json", FILE, "--fn",
                "test_transpose_expected_by_host_tensor").out());
        assertEquals("held", o.get("assertion").asText());
    }

    private static final String HOST = "src/test/resources/assertions/host_tensor_tests.rs";

    @Test
    void aTransposeToTheWrongLayoutFailsAtItsFirstDifferingIndex() {
        // Tensor<i32, m![P, E]> read against the output's m![E, P]: index 1 is x[0, 1] = 1 there, x[1, 0] = 8 here
        Run r = run("simulate", HOST, "--fn", "test_transpose_wrong_by_host_tensor");
        assertEquals(1, r.exit(), r::toString);
        assertEquals(List.of("simulate " + HOST + ": test_transpose_wrong_by_host_tensor, seed 42",
                "  output output (host_tensor_tests.rs:28:5): 2048 i32 elements, exact at every index",
                "  assertion (host_tensor_tests.rs:28:5): failed: index 1: left Init(1), right Init(8)",
                "not conformant: the test's assertion fails (index 1: left Init(1), right Init(8))"), verdict(r));
    }

    @Test
    void aContractionOfTheHostTensorsHoldsAndAWrongWeightFails() {
        // Tensor::contraction::<m![P, E], _, _>(&x, &w) into m![E, P]: x[p, e] * w[e], nothing summed
        Run held = run("simulate", HOST, "--fn", "test_transpose_by_contraction");
        assertEquals(0, held.exit(), held::toString);
        assertTrue(verdict(held).contains("  assertion (host_tensor_tests.rs:40:5): held"), held::out);
        // w[1] = 2: index 256 (e = 1, p = 0) expects x[0, 1] * 2 = 2 where the output holds 1
        Run r = run("simulate", HOST, "--fn", "test_contraction_wrong_weight");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (host_tensor_tests.rs:53:5): failed: index 256: left Init(2), "
                + "right Init(1)"), r::out);
    }

    @Test
    void aReduceAddOfBothSidesComparesTheSums() {
        // the sum over p of p * 8 + e is 261120 + 256 e on both sides; the expectation adds 1
        Run r = run("simulate", HOST, "--fn", "test_rows_summed_wrong");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (host_tensor_tests.rs:66:5): failed: index 0: left Init(261121), "
                + "right Init(261120)"), r::out);
    }

    @Test
    void aHelperAssertingOnASkippedStatementsValueIsNotEvaluatedAndSaysSo() {
        // expected comes from another crate's function: assert_same(&expected, …) is not run, and not silent
        Run r = run("simulate", HOST, "--fn", "test_helper_on_a_skipped_value");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (host_tensor_tests.rs:82:5): not-evaluated: an argument of "
                + "assert_same depends on a statement the simulator skipped"), r::out);
        assertEquals("conformant; the test's assertion is not evaluated", verdict(r).getLast());
    }

    @Test
    void aFusedMulAddOfTheItemsRoundsOnce() {
        // input.into_inner().map(|x| x.map(|x| x.mul_add(2.0, 3.0))): f32's mul_add, x * 2 + 3 rounded once
        Path file = corpus().resolve("tests/vector_engine_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_ve_elementwise_ternary");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (mod.rs:23:5): held"), r::out);
    }

    @Test
    void aTestBringingBackTwoTensorsRunsEachAssertionOnItsOwn() {
        // x.to_host() brought back first, then the output: the transpose's assertion holds, the input's fails
        Run r = run("simulate", HOST, "--fn", "test_two_brought_back");
        assertEquals(1, r.exit(), r::toString);
        assertEquals(List.of("simulate " + HOST + ": test_two_brought_back, seed 42",
                "  output back (host_tensor_tests.rs:93:18): 2048 i32 elements, exact at every index",
                "  assertion (host_tensor_tests.rs:95:5): held",
                "  assertion (host_tensor_tests.rs:96:5): failed: index 5: left Init(5), right Init(0)",
                "not conformant: the test's assertion fails (index 5: left Init(5), right Init(0))"), verdict(r));
    }

    @Test
    void aTransmuteReadsTheSameItemsWithAnotherMapping() {
        // unsafe { input.into_inner().transmute::<m![B, A]>() }.to_buf(): the input's items in m![B, A]'s order
        Path file = corpus().resolve("tests/tile_test.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_tile_simple_host");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (tile_test.rs:21:5): held"), r::out);
    }

    @Test
    void aClosureOverAHostTensorsBufferTakesItsItemsAtTheElementType() {
        // reduced.to_buf().into_iter().map(|v| v.map(|x| x.wrapping_add(100))): a saturated i32 sum wraps at 32 bits
        Path file = corpus().resolve("tests/vector_engine_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_ve_vru_then_vau_i32");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (reduce.rs:219:5): held"), r::out);
    }

    @Test
    void aContractionOfI8WrapsAsTheDevicesCastDoes() {
        // the i8 products and sums of Tensor::contraction wrap, as the device's i32 result cast `as i8` does
        Path file = corpus().resolve("tests/matmul_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_matmul_wo_broadcast");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (matmul_tests.rs:68:5): held"), r::out);
    }

    @Test
    void aBufferShorterThanTheMappingPanicsAsTheReferencesFromBufDoes() {
        Run r = run("simulate", FILE, "--fn", "test_short_buffer");
        assertEquals(2, r.exit(), r::toString);
        assertTrue(r.err().startsWith("error: " + FILE + ":68:13: HostTensor::from_buf panics: the buffer has 63 "
                + "elements, the mapping 2048 positions holding an index (runtime/backend.rs:39 reads data[index] for "
                + "each: index out of bounds: the len is 63 but the index is 63)"), r::err);
    }

    @Test
    void aPaddedMappingsBufferHasAnItemPerPositionHoldingAnIndex() {
        // m![[A, B] # 64] with A = 9, B = 7: from_buf takes 63 items and to_buf gives 63, one of them Uninit
        Path file = corpus().resolve("tests/view_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_view_padding");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (view_tests.rs:43:5): held"), r::out);
        assertEquals("conformant; the test's assertion holds", verdict(r).getLast());
    }

    @Test
    void theExpectedBufferCastsAsRustDoes() {
        // ((a * 8 + b) as i8) as i32 wraps past 127, as the input's x as i8 does
        Path file = corpus().resolve("tests/fetch_commit_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_fetch_commit_simple_host");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (fetch_commit_tests.rs:27:5): held"), r::out);
        assertEquals("conformant; the test's assertion holds", verdict(r).getLast());
    }

    @Test
    void aHelperOfTheTestCratesCommonModuleRunsItsAssertion() {
        // tests/vector_engine/zip.rs is a module of tests/vector_engine_tests.rs, whose mod common; holds the helper
        // whose F32's impl PartialEq (NaN equal to NaN) decides; the expected (x as f32) * (y as f32) is compared at f32
        Path file = corpus().resolve("tests/vector_engine/zip.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_ve_group_pair_fp");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (mod.rs:23:5): held"), r::out);
        assertEquals("conformant; the test's assertion holds", verdict(r).getLast());
    }

    @Test
    void aClosureOverTheItemsRoundsEachF32OperationAsRustDoes() {
        // (x as f32).sqrt() + (y as f32).sqrt() rounds three times in Rust: computed so here, index 1 is
        // 69983.859375 on both sides (rounded once at the end it was 69983.8515625, an ulp off)
        Path file = corpus().resolve("tests/vector_engine/zip.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_ve_group_pair_unary");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (mod.rs:23:5): held"), r::out);
    }

    @Test
    void anI32SumOfTheItemsWrapsAsTheDevicesDoes() {
        // lhs.into_inner().zip_with(&rhs.into_inner().transpose(true), |a, b| a + b): the transpose takes the
        // receiver's m![A, B] (rhs over m![B] broadcast along A), and i32 + wraps
        Path file = corpus().resolve("tests/vector_engine_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_vrf_add");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (normal.rs:43:5): held"), r::out);
    }

    @Test
    void theHostTensorsIntoInnerMapAndZipWithAreComputed() {
        // lhs.into_inner().map(|x| x.map(|x| x as i32)).zip_with(&rhs…, |a, b| a + b): Opt + Opt of scalar.rs
        Path file = corpus().resolve("tests/binary_add_tests.rs");
        Run r = run("simulate", file.toString(), "--fn", "test_binary_add_2048");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(verdict(r).contains("  assertion (binary_add_tests.rs:19:5): held"), r::out);
        assertEquals("conformant; the test's assertion holds", verdict(r).getLast());
    }
}
