package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.simulator.conformance.ElementMismatch;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import dev.layoutprover.simulator.rust.CheckLog;
import dev.layoutprover.simulator.rust.Simulation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code layout simulate} and {@code layout verify}: outputs, JSON and SARIF shapes, exit statuses. */
class KernelCommandsTest {

    private static final String EXAMPLES = "../examples/kernels/";

    private static JsonNode json(String text) throws IOException {
        return new ObjectMapper().readTree(text);
    }

    @Test
    void simulateRunsConstantAdditionConformantly() {
        Run r = run("simulate", EXAMPLES + "constant_addition.rs");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("simulate ../examples/kernels/constant_addition.rs: main, seed 7\n"
                + "  output y (constant_addition.rs:27:20): 4096 i32 elements, exact at every index\n"
                + "  rule checks that held: "), r.out());
        assertTrue(r.out().contains("    constant_addition.rs:43:10  .commit  Commit::PACKET, Commit::IN_SIZE"), r.out());
        assertTrue(r.out().endsWith("\nconformant\n"), r.out());
    }

    /** [A, B] # 64 cut at 8 into Slice and Element reads one flat value of the group: x comes back whole. */
    @Test
    void aPaddedGroupSplitAcrossSlicesAndElementsComesBackAsTheSpecSays() {
        Run r = run("simulate", EXAMPLES + "padded_group_split.rs", "--expect", "x[A,B] -> [A,B]");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  expect x[A,B] -> [A,B]: 63 i32 elements, exact at every index\n"), r.out());
        assertTrue(r.out().contains(".to_dm  HBM::OVERLAP"), r.out());
        assertTrue(r.out().contains("DMA::COVERAGE"), r.out());
        assertTrue(r.out().endsWith("\nconformant; the output is the spec's\n"), r.out());
    }

    /** Tiles of [A, B] # 32 % 8 from steps 0 and 4 gather the padded group into DM half a block at a time. */
    @Test
    void tilesThatCutAPaddedGroupGatherItWhole() {
        Run r = run("simulate", EXAMPLES + "padded_group_halves.rs", "--expect", "x[A,B] -> [A,B]");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  output y (padded_group_halves.rs:28:20): 30 i32 elements, exact at every index\n"),
                r.out());
        assertTrue(r.out().contains("  expect x[A,B] -> [A,B]: 30 i32 elements, exact at every index\n"), r.out());
        assertTrue(r.out().endsWith("\nconformant; the output is the spec's\n"), r.out());
        Run v = run("verify", EXAMPLES + "padded_group_halves.rs");
        assertEquals(0, v.exit(), v.out() + v.err());
    }

    /** The destination half from step 5 runs past the block's eight flat positions: View::SUBVIEW. */
    @Test
    void aTileOfAPaddedGroupThatRunsPastItsDigitIsNotASubview(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        String text = java.nio.file.Files.readString(java.nio.file.Path.of(EXAMPLES + "padded_group_halves.rs"));
        int last = text.lastIndexOf("(4 * half)");
        java.nio.file.Path bad = dir.resolve("halves.rs");
        java.nio.file.Files.writeString(bad, text.substring(0, last) + "(4 * half + 1)" + text.substring(last + 10));
        Run v = run("verify", bad.toString());
        assertEquals(1, v.exit(), v.out() + v.err());
        assertTrue(v.out().contains("error[View::SUBVIEW]: tile 5 of [A, B] # 32 % 8 (4 steps, view [A, B] # 32 % 8 = 4 # 8)"
                + " is not a sub-view of Element"), v.out());
    }

    @Test
    void simulateJsonHasTheSeedTheOutputAndTheChecks() throws IOException {
        Run r = run("simulate", "--json", "--seed", "99", EXAMPLES + "batched_matmul.rs");
        assertEquals(0, r.exit(), r.err());
        JsonNode o = json(r.out());
        assertTrue(o.get("conformant").asBoolean());
        assertEquals(99, o.get("seed").asLong());
        assertEquals("main", o.get("function").asText());
        assertTrue(o.get("violation").isNull());
        JsonNode out = o.get("output");
        assertEquals("out", out.get("name").asText());
        assertEquals(1024, out.get("elements").asLong());
        assertEquals("f32", out.get("type").asText());
        assertEquals(0, out.get("mismatch_count").asLong());
        assertTrue(out.get("max_difference").asDouble() <= out.get("max_bound").asDouble());
        JsonNode first = o.get("checks").get(0);
        assertEquals(28, first.get("location").get("line").asInt());
        assertEquals(".to_hbm", first.get("call").asText());
        assertEquals(1, first.get("rules").get("DMA::ENGINE").asInt());
    }

    @Test
    void simulateShowsTheBrokenRuleWithItsCallAndExitsOne() throws IOException {
        String file = EXAMPLES + "broken/gemv_64_byte_flits.rs";
        Run r = run("simulate", file);
        assertEquals(1, r.exit());
        assertTrue(r.out().contains(file + ":52:10: error[Collect::PACKET]: the collect packet must be one 32-byte "
                + "flit (16 bf16), got 32 elements of Packet\n"
                + "          .collect::<Time, Packet>()\n"
                + "           ^\n"), r.out());
        assertTrue(r.out().endsWith("not conformant: a rule is broken\n"), r.out());
        JsonNode v = json(run("simulate", "--json", file).out()).get("violation");
        assertEquals("Collect::PACKET", v.get("rule").asText());
        assertEquals(52, v.get("location").get("line").asInt());
        assertEquals(10, v.get("location").get("column").asInt());
    }

    @Test
    void simulateNamesTheHelperAndTheLoopABrokenRuleIsReachedThrough(@TempDir Path dir) throws IOException {
        Path k = dir.resolve("via.rs");
        Files.writeString(k, """
                use furiosa_visa_std::prelude::*;
                axes![I = 256, J = 128, K = 256];
                type Chip = m![1];
                type Cluster = m![1 # 2];
                type Slice = m![I / 16, J / 8];
                fn load(ctx: &mut Context, b: &DmTensor<bf16, Chip, Cluster, Slice, m![K / 128, K % 16]>) {
                    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![K / 128 # 4], m![K % 16]> = ctx.sub.begin(b.view())
                        .fetch::<bf16, m![K / 128], m![K % 16]>().collect::<m![K / 128], m![K % 16]>()
                        .to_trf(TrfAddress::Full);
                }
                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, b: &HbmTensor<bf16, Chip, m![J / 8, K / 128, K % 16]>) -> HbmTensor<bf16, Chip, m![I / 16, J, K]> {
                    let b: DmTensor<bf16, Chip, Cluster, Slice, m![K / 128, K % 16]> = b.to_dm(&mut ctx.tdma, 0);
                    for i in 0..3 {
                        load(ctx, &b);
                    }
                    b.to_hbm(&mut ctx.tdma, 1 << 24)
                }
                """);
        Run r = run("simulate", k.toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains(k + ":9:10 via load at " + k + ":15:9 via for i = 0 at " + k + ":14:5: "
                + "error[Row::TIME]: Row::SIZE 4 must be at most Time::SIZE 2"), r.out());
    }

    @Test
    void aMismatchNamesTheIndexAndBothValues() {
        ConformanceReport report = new ConformanceReport("k", 1, "i32", 4, 1.0, 0.0,
                List.of(new ElementMismatch(TensorIndex.of("A", 3), 8.0, 7.0, 0.0)), 1, 0, 0);
        Simulation s = new Simulation("main", 1, Optional.of(report), Optional.empty(), Optional.empty(),
                new CheckLog());
        String text = new SimulationReport("k.rs", s, java.util.List.of()).toText();
        assertTrue(text.contains(": 4 i32 elements, 1 beyond the bound\n"
                + "    mismatch at {A: 3}: simulator 8.0, naive 7.0, bound 0.0\n"), text);
        assertTrue(text.endsWith("\nnot conformant"), text);
    }

    @Test
    void aKernelFileThatCannotBeReadExitsTwoWithTheLocationAndNothingOnStandardOutput(@TempDir Path dir)
            throws IOException {
        Path bad = dir.resolve("bad.rs");
        Files.writeString(bad, "axes![A = 8];\ntype L = m![A, Q];\n");
        for (String command : List.of("simulate", "verify")) {
            Run r = run(command, bad.toString());
            assertEquals(2, r.exit(), command);
            assertEquals("", r.out(), command);
            assertEquals("error: " + bad + ":2:16: unknown axis 'Q' (declared: A)\n  type L = m![A, Q];\n"
                    + "                 ^\n", r.err(), command);
        }
        Run missing = run("verify", dir.resolve("none.rs").toString());
        assertEquals(new Run(2, "", "error: " + dir.resolve("none.rs") + ": no such file\n"), missing);
    }

    @Test
    void verifyReportsEveryFindingOfTheBrokenKernels() {
        Run r = run("verify", EXAMPLES + "broken/gemv_64_byte_flits.rs", EXAMPLES + "broken/multiply_over_rhs.rs",
                EXAMPLES + "constant_addition.rs");
        assertEquals(1, r.exit(), r.err());
        List<String> heads = r.out().lines().filter(l -> l.contains(": error[")).map(l -> l.substring(0,
                l.indexOf("]: ") + 1)).toList();
        assertEquals(List.of(EXAMPLES + "broken/gemv_64_byte_flits.rs:52:10: error[Collect::PACKET]",
                EXAMPLES + "broken/multiply_over_rhs.rs:56:12: error[HBM::OVERLAP]"), heads);
        assertTrue(r.out().contains(EXAMPLES + "constant_addition.rs: clean ("), r.out());
        assertTrue(r.out().matches("(?s).*\nverify: 2 findings in 2 of 3 files; [0-9]+ rule checks held\n"), r.out());
    }

    @Test
    void verifyOfCleanKernelsExitsZero() {
        Run r = run("verify", EXAMPLES + "gemv.rs", EXAMPLES + "dot_product.rs");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().matches("(?s).*verify: no findings in 2 files; [0-9]+ rule checks held\n"), r.out());
    }

    @Test
    void verifyJsonIsAnArrayOfFindings() throws IOException {
        Run r = run("verify", "--format", "json", EXAMPLES + "broken/multiply_over_rhs.rs", EXAMPLES + "gemv.rs");
        assertEquals(1, r.exit());
        JsonNode a = json(r.out());
        assertTrue(a.isArray());
        assertEquals(1, a.size());
        JsonNode f = a.get(0);
        assertEquals(List.of("file", "line", "column", "rule", "level", "message", "via", "untested", "expected_panic"),
                names(f));
        assertEquals(0, f.get("via").size());
        // a lone file has no tests of its crate to say whether they run it
        assertTrue(f.get("untested").isNull() && f.get("expected_panic").isNull(), f.toString());
        assertEquals(EXAMPLES + "broken/multiply_over_rhs.rs", f.get("file").asText());
        assertEquals(56, f.get("line").asInt());
        assertEquals("HBM::OVERLAP", f.get("rule").asText());
        assertEquals(0, json(run("verify", "--format", "json", EXAMPLES + "gemv.rs").out()).size());
    }

    @Test
    void verifySarifIsOneRunWhoseResultsPointAtTheirRulesAndLocations() throws IOException {
        Run r = run("verify", "--format", "sarif", EXAMPLES + "broken/gemv_64_byte_flits.rs",
                EXAMPLES + "broken/multiply_over_rhs.rs", EXAMPLES + "gemm.rs");
        assertEquals(1, r.exit());
        JsonNode log = json(r.out());
        assertEquals("2.1.0", log.get("version").asText());
        assertEquals("https://json.schemastore.org/sarif-2.1.0.json", log.get("$schema").asText());
        assertEquals(1, log.get("runs").size());
        JsonNode run = log.get("runs").get(0);
        JsonNode driver = run.get("tool").get("driver");
        assertEquals("layout-prover", driver.get("name").asText());
        List<String> ruleIds = new ArrayList<>();
        driver.get("rules").forEach(rule -> {
            String id = rule.get("id").asText();
            ruleIds.add(id);
            Rule catalogued = Rules.get(id);
            assertEquals(catalogued.statement(), rule.get("shortDescription").get("text").asText());
            assertTrue(rule.get("fullDescription").get("text").asText().contains(catalogued.compares()));
            assertTrue(rule.get("help").get("text").asText().contains(catalogued.invalid()));
            assertEquals(catalogued.book(), rule.get("properties").get("book").asText());
        });
        assertEquals(List.of("Collect::PACKET", "HBM::OVERLAP"), ruleIds);
        assertEquals(2, run.get("results").size());
        Set<String> uris = new HashSet<>();
        for (JsonNode result : run.get("results")) {
            String id = result.get("ruleId").asText();
            assertEquals(ruleIds.indexOf(id), result.get("ruleIndex").asInt());
            assertEquals("error", result.get("level").asText());
            assertTrue(!result.get("message").get("text").asText().isBlank());
            assertEquals(1, result.get("locations").size());
            JsonNode physical = result.get("locations").get(0).get("physicalLocation");
            assertEquals("%SRCROOT%", physical.get("artifactLocation").get("uriBaseId").asText());
            uris.add(physical.get("artifactLocation").get("uri").asText());
            assertTrue(physical.get("region").get("startLine").asInt() >= 1);
            assertTrue(physical.get("region").get("startColumn").asInt() >= 1);
        }
        assertEquals(Set.of("../examples/kernels/broken/gemv_64_byte_flits.rs",
                "../examples/kernels/broken/multiply_over_rhs.rs"), uris);
    }

    @Test
    void verifyJsonAndSarifArePrintedWhenNoFileCanBeRead() throws IOException {
        Run j = run("verify", "--format", "json", EXAMPLES + "missing.rs");
        assertEquals(new Run(2, "[ ]\n", "error: " + EXAMPLES + "missing.rs: no such file\n"), j);
        Run s = run("verify", "--format", "sarif", EXAMPLES + "missing.rs", EXAMPLES + "gemv.rs");
        assertEquals(2, s.exit(), s::toString);
        JsonNode invocation = json(s.out()).get("runs").get(0).get("invocations").get(0);
        assertFalse(invocation.get("executionSuccessful").asBoolean());
        assertEquals(1, invocation.get("toolExecutionNotifications").size());
        JsonNode note = invocation.get("toolExecutionNotifications").get(0);
        assertEquals("error", note.get("level").asText());
        assertEquals(EXAMPLES + "missing.rs: no such file", note.get("message").get("text").asText());
        JsonNode clean = json(run("verify", "--format", "sarif", EXAMPLES + "gemv.rs").out())
                .get("runs").get(0).get("invocations").get(0);
        assertTrue(clean.get("executionSuccessful").asBoolean());
        assertEquals(0, clean.get("toolExecutionNotifications").size());
    }

    @Test
    void aSyntaxErrorIsASarifNotificationWithItsFileLineAndColumn(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.rs");
        Files.writeString(bad, "fn main() {\n  let x = m![A;\n}\n");
        Run s = run("verify", "--format", "sarif", bad.toString(), EXAMPLES + "missing.rs");
        assertEquals(2, s.exit(), s::toString);
        JsonNode notes = json(s.out()).get("runs").get(0).get("invocations").get(0).get("toolExecutionNotifications");
        assertEquals(2, notes.size(), s::toString);
        JsonNode physical = notes.get(0).get("locations").get(0).get("physicalLocation");
        assertEquals(bad.toUri().toString(), physical.get("artifactLocation").get("uri").asText());
        assertEquals(2, physical.get("region").get("startLine").asInt());
        assertEquals(13, physical.get("region").get("startColumn").asInt());
        assertTrue(notes.get(0).get("message").get("text").asText().startsWith(bad + ":2:13: syntax error: "), s::toString);
        // a file that is not there has no line to point at
        assertEquals(EXAMPLES + "missing.rs: no such file", notes.get(1).get("message").get("text").asText());
        assertFalse(notes.get(1).has("locations"), s::toString);
    }

    @Test
    void aFileNamedTwiceIsVerifiedAndListedOnce() {
        String file = EXAMPLES + "broken/multiply_over_rhs.rs";
        Run twice = run("verify", file, "./" + file);
        Run once = run("verify", file);
        assertEquals(1, twice.exit(), twice::toString);
        assertEquals(once, twice);
        assertTrue(once.out().contains("verify: 1 finding in 1 of 1 file;"), once::out);
        assertEquals(run("kernels", EXAMPLES + "gemv.rs"), run("kernels", EXAMPLES + "gemv.rs", EXAMPLES + "../kernels/gemv.rs"));
    }

    @Test
    void sarifRelativeUrisArePercentEncoded() {
        assertEquals("my%20dir/%C3%A4%20b.rs", Sarif.relativeUri("my dir/ä b.rs"));
        assertEquals("../examples/kernels/gemv.rs", Sarif.relativeUri("../examples/kernels/gemv.rs"));
        assertEquals("./a:b/c%23d.rs", Sarif.relativeUri("a:b/c#d.rs"));
    }

    @Test
    void verifyHelpSaysWhatItChecksAndHow() {
        Run r = run("verify", "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("each host function runs on a device that holds no data"), r.out());
        assertTrue(r.out().contains("SARIF 2.1.0"), r.out());
        assertTrue(run("simulate", "--help").out().contains("--seed"));
    }

    private static List<String> names(JsonNode o) {
        List<String> out = new ArrayList<>();
        o.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
