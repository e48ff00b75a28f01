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
import org.junit.jupiter.api.io.TempDir;

/** {@code layout simulate CRATE}: one verdict per device function, totals, exit statuses. */
class CrateSimulateTest {

    private static final String THREE = "src/test/resources/crates/three";

    private static Path corpus() {
        Path dir = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(dir), "the corpus ../shared/corpus is absent beside the repository: "
                + dir + " (skipped)");
        return dir;
    }

    @Test
    void fnTakesARustPathFromCrateAsRustWritesIt() {
        Run plain = run("simulate", THREE, "--fn", "ops::add");
        Run rooted = run("simulate", THREE, "--fn", "crate::ops::add");
        assertEquals(0, rooted.exit(), rooted::toString);
        assertEquals(plain.out(), rooted.out());
        assertEquals(new Run(2, "", "error: --fn crate::ops::nope: no such function (functions: ops::add,"
                + " ops::wide_packets, ops::placed)\n"), run("simulate", THREE, "--fn", "crate::ops::nope"));
    }

    @Test
    void aCrateWhoseOnlyFileDoesNotParseStillPrintsItsJson(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"broken\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "fn f() {\n    let x = ;\n}\n");
        Run r = run("simulate", "--json", dir.toString());
        assertEquals(2, r.exit(), r::toString);
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals(dir.toString(), o.get("path").asText());
        assertEquals(0, o.get("functions").size());
        assertEquals(0, o.get("totals").get("functions").asInt());
        assertEquals(1, o.get("errors").size());
        assertTrue(o.get("errors").get(0).asText().startsWith(dir.resolve("src/lib.rs") + ":2:"), r::out);
        assertTrue(r.err().startsWith("error: " + dir.resolve("src/lib.rs") + ":2:"), r::err);
    }

    @Test
    void aCrateRunGivesEachFunctionItsOwnVerdictAndOneFailureStopsNoOther() throws IOException {
        Run r = run("simulate", "--json", THREE);
        assertEquals(1, r.exit(), r.out() + r.err());
        JsonNode o = new ObjectMapper().readTree(r.out());
        JsonNode fs = o.get("functions");
        assertEquals(3, fs.size(), r.out());
        assertEquals("ops::add", fs.get(0).get("path").asText());
        assertEquals("conformant", fs.get(0).get("verdict").asText());
        assertEquals("simulated", fs.get(0).get("method").asText());
        assertEquals(2048, fs.get(0).get("macs").asLong());
        assertTrue(fs.get(0).get("reason").isNull(), r.out());
        assertEquals("ops::wide_packets", fs.get(1).get("path").asText());
        assertEquals("rule-broken", fs.get(1).get("verdict").asText());
        assertTrue(fs.get(1).get("reason").asText().contains("Slice::SIZE"), r.out());
        assertEquals("ops::placed", fs.get(2).get("path").asText());
        assertEquals("unknown", fs.get(2).get("verdict").asText());
        assertTrue(fs.get(2).get("reason").asText().contains("the reference leaves .vector_filter todo!() "
                + "(vector_engine/tensor/vector_tensor.rs:1856)"), r.out());
        JsonNode t = o.get("totals");
        assertEquals(3, t.get("functions").asInt());
        assertEquals(1, t.get("conformant").asInt());
        assertEquals(0, t.get("not-conformant").asInt());
        assertEquals(1, t.get("rule-broken").asInt());
        assertEquals(1, t.get("unknown").asInt());
        List<String> progress = r.err().lines().toList();
        assertEquals(List.of("simulate [1/3] ops::add: conformant", "simulate [2/3] ops::wide_packets: rule-broken",
                "simulate [3/3] ops::placed: unknown"), progress.stream().map(l -> l.replaceAll(" \\(\\d+ ms\\)$", ""))
                .toList());
    }

    /** {@code three} with add's two inputs both at DM address 0, and a test expecting wide_packets to panic. */
    private static Path overlappingWithTests(Path tmp) throws IOException {
        Path dir = tmp.resolve("three");
        Files.createDirectories(dir.resolve("src"));
        Files.createDirectories(dir.resolve("tests"));
        for (String f : List.of("Cargo.toml", "src/lib.rs", "src/ops.rs")) {
            Files.copy(Path.of(THREE, f), dir.resolve(f));
        }
        Path ops = dir.resolve("src/ops.rs");
        Files.writeString(ops, Files.readString(ops).replaceFirst("32 \\* 1024", "0"));
        Files.writeString(dir.resolve("tests/ops_tests.rs"), """
                use three::ops::{add, wide_packets};
                use std::panic::{AssertUnwindSafe, catch_unwind};

                #[tokio::test]
                async fn test_wide_packets() {
                    let result = catch_unwind(AssertUnwindSafe(|| {
                        tokio::runtime::Runtime::new().unwrap().block_on(async {
                            launch(wide_packets, (&mut *ctx, &lhs, &rhs)).await;
                        });
                    }));
                    assert!(result.is_err(), "Slice::SIZE");
                }
                """);
        return dir;
    }

    @Test
    void anOverlapIsAWarningWithLogicalAddressesAndAnExpectedPanicRejectedByARuleIsConformant(@TempDir Path tmp)
            throws IOException {
        Path dir = overlappingWithTests(tmp);
        Run r = run("simulate", "--json", dir.toString());
        assertEquals(3, r.exit(), r.out() + r.err());
        JsonNode fs = new ObjectMapper().readTree(r.out()).get("functions");
        JsonNode add = fs.get(0);
        assertEquals("conformant", add.get("verdict").asText(), r.out());
        assertTrue(add.get("expected").isNull(), r.out());
        assertEquals(1, add.get("warnings").size(), r.out());
        String w = add.get("warnings").get(0).asText();
        assertTrue(w.contains("ops.rs:33:5: DM::OVERLAP: DM tensor lhs at [0, 8) is read after rhs at [0, 8) "
                + "overwrote it (addresses: logical, each tensor keeps its own data)"), w);
        JsonNode wide = fs.get(1);
        assertEquals("conformant", wide.get("verdict").asText(), r.out());
        assertEquals("panic", wide.get("expected").asText(), r.out());
        String why = wide.get("reason").asText();
        assertTrue(why.startsWith("the reference's tests expect a panic (test_wide_packets at "), why);
        assertTrue(why.contains("ops_tests.rs:5:1); rejected by ") && why.contains("ops.rs:45:5: Slice::SIZE"), why);
        String text = run("simulate", dir.toString()).out();
        assertTrue(text.lines().anyMatch(l -> l.startsWith("ops::wide_packets  conformant  simulated  2048 MACs  ")
                && l.contains("— the reference's tests expect a panic")), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("ops::add  conformant  simulated  2048 MACs  ")
                && l.contains("— warning: ") && l.contains("DM::OVERLAP")), text);
        // no test launches add or placed, and the one launching wide_packets runs it; only placed is not conformant
        assertEquals("no test of the crate launches it", add.get("untested").asText(), r.out());
        assertTrue(wide.get("untested").isNull(), r.out());
        assertEquals("no test of the crate launches it", fs.get(2).get("untested").asText(), r.out());
        assertEquals(1, new ObjectMapper().readTree(r.out()).get("totals").get("untested-not-conformant").asInt(), r.out());
        assertTrue(text.lines().anyMatch(l -> l.startsWith("ops::placed  unknown  ")
                && l.endsWith("  — the crate's tests do not run it: no test of the crate launches it")), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("total: 3 functions: 2 conformant, 0 not-conformant, 0 rule-broken, "
                + "1 unknown (") && l.endsWith(" s); 1 of the 1 not conformant is run by no test of the crate")), text);
    }

    @Test
    void withPhysicalAddressesTheOverlapRejectsTheKernelAndWithLogicalOnesAnExpectedPanicIsNotConformant(
            @TempDir Path tmp) throws IOException {
        Path dir = overlappingWithTests(tmp);
        Path test = dir.resolve("tests/ops_tests.rs");
        Files.writeString(test, Files.readString(test).replace("launch(wide_packets", "launch(add"));
        Run r = run("simulate", "--json", "--addresses", "physical", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        JsonNode add = new ObjectMapper().readTree(r.out()).get("functions").get(0);
        // the overlap stops the run: a rule rejects it, as the test expects
        assertEquals("conformant", add.get("verdict").asText(), r.out());
        assertEquals("panic", add.get("expected").asText(), r.out());
        assertTrue(add.get("reason").asText().contains("; rejected by ") && add.get("reason").asText()
                .contains("DM::OVERLAP"), r.out());
        Run logical = run("simulate", "--json", dir.toString());
        add = new ObjectMapper().readTree(logical.out()).get("functions").get(0);
        assertEquals("not-conformant", add.get("verdict").asText(), logical.out());
        assertTrue(add.get("reason").asText().endsWith(", but it ran without a broken rule"), logical.out());
        assertEquals(2, run("simulate", "--addresses", "virtual", dir.toString()).exit());
    }

    @Test
    void theTextReportHasOneLinePerFunctionAndATotal() {
        Run r = run("simulate", THREE + "/Cargo.toml");
        assertEquals(1, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        assertTrue(lines.get(0).matches("ops::add  conformant  simulated  2048 MACs  \\d+ ms"), lines.get(0));
        assertTrue(lines.get(1).startsWith("ops::wide_packets  rule-broken  simulated  2048 MACs  "), lines.get(1));
        assertTrue(lines.get(1).contains("ops.rs:45:5: Slice::SIZE"), lines.get(1));
        assertTrue(lines.get(2).startsWith("ops::placed  unknown  simulated  2048 MACs  "), lines.get(2));
        assertTrue(lines.get(3).matches("total: 3 functions: 1 conformant, 0 not-conformant, 1 rule-broken, "
                + "1 unknown \\(\\d+\\.\\d s\\)"), lines.get(3));
    }

    @Test
    void overTheBudgetABrokenRuleIsFoundBeforeTheSymbolicCheck() {
        Run r = run("simulate", "--max-macs", "100", THREE);
        // every function is over a budget of 100 MACs: none runs; the rules are checked without data (wide_packets
        // breaks Slice::SIZE, as a concrete run and verify say), then the symbolic check decides each or says why not
        assertEquals(1, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("ops::add  conformant  symbolic  2048 MACs  \\d+ ms"), lines.get(0));
        assertTrue(lines.get(1).startsWith("ops::wide_packets  rule-broken  symbolic  ")
                && lines.get(1).contains("ops.rs:45:5: Slice::SIZE"), lines.get(1));
        assertTrue(lines.get(2).startsWith("ops::placed  unknown  symbolic  2048 MACs  ")
                && lines.get(2).contains("over --max-macs 100; symbolic check: ")
                && lines.get(2).contains("ops.rs:60:9: the stream stage .vector_filter is not modelled symbolically"),
                lines.get(2));
    }

    @Test
    void aFileWhoseOnlyFunctionIsADeviceFunctionKeepsTheBudgetWithoutFn() {
        // no host function, one device function: it is the one run, and over the budget it is checked symbolically
        Run r = run("simulate", "--max-macs", "1", "../examples/kernels/partial_accumulate.rs");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals("row_pair_sums: conformant (symbolic: a concrete run takes about 16777216 MACs, over --max-macs 1)",
                r.out().lines().findFirst().orElseThrow());
        Run within = run("simulate", "../examples/kernels/partial_accumulate.rs");
        assertEquals(0, within.exit(), within.out() + within.err());
        assertTrue(within.out().contains("131072 i32 elements, exact at every index"), within.out());
    }

    @Test
    void oneFunctionOverTheBudgetReportsTheRuleItBreaksAsVerifyDoes() {
        Run r = run("simulate", "--max-macs", "100", "--fn", "wide_packets", THREE);
        assertEquals(1, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("ops::wide_packets: rule-broken (symbolic: a concrete run takes about 2048 MACs, over --max-macs 100)",
                lines.get(0));
        assertTrue(lines.get(1).contains("ops.rs:45:5: Slice::SIZE") && lines.get(1).endsWith("(checked without data:"
                + " a concrete run takes about 2048 MACs, over --max-macs 100)"), lines.get(1));
        Run verify = run("verify", THREE);
        assertTrue(verify.out().contains("ops.rs:45:5: error[Slice::SIZE]"), verify.out());
    }

    @Test
    void fnTakesACratePathOrASimpleName() {
        Run byPath = run("simulate", "--fn", "ops::add", THREE);
        assertEquals(0, byPath.exit(), byPath.out() + byPath.err());
        assertTrue(byPath.out().endsWith("\nconformant\n"), byPath.out());
        Run byName = run("simulate", "--fn", "wide_packets", THREE);
        assertEquals(1, byName.exit(), byName.out() + byName.err());
        assertTrue(byName.out().contains("Slice::SIZE"), byName.out());
        Run withCrate = run("simulate", "--fn", "three::ops::add", THREE);
        assertEquals(0, withCrate.exit(), withCrate.out() + withCrate.err());
        Run missing = run("simulate", "--fn", "ops::nothing", THREE);
        assertEquals(2, missing.exit(), missing.out() + missing.err());
        assertTrue(missing.err().contains("--fn ops::nothing: no such function (functions: ops::add, "
                + "ops::wide_packets, ops::placed)"), missing.err());
    }

    /** A function that names an element type the simulator does not run is rule-broken by name, not a failure. */
    @Test
    void fnOnAFunctionOfAnUnmodelledElementTypeIsUnknownAndOfANonScalarRuleBroken(@TempDir Path tmp) throws IOException {
        Path k = tmp.resolve("k.rs");
        Files.writeString(k, """
                use furiosa_visa_std::prelude::*;

                axes![A = 2048];

                #[device(chip = 1)]
                fn bytes(ctx: &mut Context, x: &HbmTensor<f8, m![1], m![A]>) -> HbmTensor<f8, m![1], m![A]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
                }

                #[device(chip = 1)]
                fn halves(ctx: &mut Context, x: &HbmTensor<f16, m![1], m![A]>) -> HbmTensor<f16, m![1], m![A]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
                }
                """);
        // f8 is a Scalar of the reference the simulator lacks: unknown, not a broken rule
        Run bytes = run("simulate", "--fn", "bytes", k.toString());
        assertEquals(3, bytes.exit(), bytes.out() + bytes.err());
        assertTrue(bytes.out().startsWith("unknown: ") && bytes.out().contains("the element type f8 is not modelled"),
                bytes.out());
        // f16 is no Scalar of the reference: its type bound rejects the kernel
        Run halves = run("simulate", "--fn", "halves", k.toString());
        assertEquals(1, halves.exit(), halves.out() + halves.err());
        assertTrue(halves.out().contains("Type::ELEMENT") && halves.out().contains(
                "f16 is not an element type of the reference"), halves.out());
    }

    @Test
    void anAmbiguousSimpleNameAsksForTheRustPath() {
        Path dir = corpus();
        Run r = run("simulate", "--fn", "forward", dir.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("error: --fn forward: several functions have that name (mnist::forward, "
                + "transformer::attention::forward, transformer::decoder::forward, transformer::embedding::forward, "
                + "transformer::head::forward): give its Rust path\n", r.err());
    }

    @Test
    void aSpecNeedsOneFunction() {
        Run r = run("simulate", "--expect", "lhs[A] + rhs[A] -> [A]", THREE);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("error: --expect needs --fn when " + THREE + " holds 3 device "
                + "functions (ops::add, ops::wide_packets, ops::placed)\n", r.err());
        Run two = run("simulate", "--seed", "7", "--output", "out.npy", THREE);
        assertEquals(2, two.exit(), two.out() + two.err());
        assertTrue(two.err().startsWith("error: --output and --seed need --fn when "), two.err());
    }

    @Test
    void aSpecOnACrateOfOneDeviceFunctionIsThatFunctions(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src/kernels"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"one\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod kernels;\n");
        // the book's elementwise product: one device function and its host main
        Files.copy(Path.of("../examples/kernels/elementwise_multiplication.rs"), dir.resolve("src/kernels/mod.rs"));
        Run product = run("simulate", "--expect", "lhs[N] * rhs[N] -> [N]", dir.toString());
        assertEquals(0, product.exit(), product::toString);
        assertTrue(product.out().contains("  expect lhs[N] * rhs[N] -> [N]: 8192 i32 elements, exact at every index\n"),
                product::out);
        assertTrue(product.out().endsWith("conformant; the output is the spec's\n"), product::out);
        Run difference = run("simulate", "--expect", "lhs[N] - rhs[N] -> [N]", dir.toString());
        assertEquals(1, difference.exit(), difference::toString);
    }

    @Test
    void aCorpusFunctionOverTheBudgetIsProvedSymbolically() {
        Path dir = corpus();
        Run r = run("simulate", "--fn", "matmul::matmul_16384::matmul_16384", "--expect", "lhs[A,B] * rhs[B,C] -> [A,C]",
                dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("matmul::matmul_16384::matmul_16384: conformant (symbolic: a concrete run takes about "
                + 16384L * 16384 * 16384 + " MACs, over --max-macs 100000000000)", lines.get(0));
        assertEquals("  for each of the 268435456 output indices the kernel sums lhs·rhs over each of the 16384 values of"
                + " B exactly once, as the spec lhs[A,B] * rhs[B,C] -> [A,C]", lines.get(1));
        // the rules are checked without data first; on a loaded machine that check may stop at its time limit
        String engines = "  the engines are taken to move the elements their mappings name; the layout rules were checked"
                + " without data ";
        assertTrue(lines.get(3).equals(engines + "first, as `layout verify` checks them: none that stops this run is broken")
                || lines.get(3).equals(engines + "for 20 s, then stopped: `layout verify` checks the rest"), lines.get(3));
    }

    @Test
    void aCopyThatSkipsATileIsRefutedSymbolicallyWithJson(@TempDir Path tmp)
            throws IOException {
        Path file = corpus().resolve("src/matmul/matmul_16384.rs");
        Path copy = tmp.resolve("matmul_16384.rs");
        Files.writeString(copy, Files.readString(file)
                .replace("for j in 0..4", "for j in 0..3"));
        Run r = run("simulate", "--fn", "matmul_16384", "--expect", "lhs[A,B] * rhs[B,C] -> [A,C]", "--json",
                copy.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("\"verdict\" : \"not-conformant\""), r.out());
        assertTrue(r.out().contains("\"method\" : \"symbolic\""), r.out());
        assertTrue(r.out().contains("missing terms: lhs[A=0, B=b]·rhs[B=b, C=0] for 8192 of the 16384 values of B: "
                + "B = 8192..=16383"), r.out());
    }

    @Test
    void theCrateRunChecksFunctionsOverTheBudgetSymbolically() {
        Path dir = corpus();
        Run r = run("simulate", "--json", dir.toString());
        JsonNode fs;
        try {
            fs = new ObjectMapper().readTree(r.out()).get("functions");
        } catch (IOException e) {
            throw new AssertionError(r.out(), e);
        }
        JsonNode m = null;
        for (JsonNode f : fs) {
            if (f.get("path").asText().equals("matmul::matmul_16384::matmul_16384")) {
                m = f;
            }
        }
        assertTrue(m != null, r.out());
        assertEquals("conformant", m.get("verdict").asText(), m.toString());
        assertEquals("symbolic", m.get("method").asText(), m.toString());
    }
}
