package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One file of a crate named on its own. Its tests are found among every function of the crate (two
 * modules each with a {@code forward}: a test launching one never counts for the other). A file with
 * no {@code #[device]} and no host function, helpers only or module declarations only, simulates the
 * device functions whose code it holds: those calling its helpers, those of the modules it declares.
 */
class FileOfCrateTest {

    private static final String RELAY = "src/test/resources/crates/relay";

    /**
     * A crate whose modules {@code a} and {@code b} each hold a device function {@code forward}: a's
     * through the helper of {@code copy.rs}, b's breaking DMA::COVERAGE. Its one test that runs
     * launches a's; the test launching b's is ignored.
     */
    private static Path twins(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src"));
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"twins\"\nversion = \"0.1.0\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod a;\npub mod b;\npub mod copy;\n");
        Files.writeString(dir.resolve("src/a.rs"), """
                use furiosa_visa_std::prelude::*;

                axes![A = 2048];

                #[device(chip = 1)]
                pub fn forward(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                    crate::copy::staged(ctx, x)
                }
                """);
        Files.writeString(dir.resolve("src/b.rs"), """
                use furiosa_visa_std::prelude::*;

                axes![B = 2048];

                #[device(chip = 1)]
                pub fn forward(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![B]>) -> HbmTensor<i8, m![1], m![B]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![B / 16], m![B % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![B]>(&mut ctx.tdma, 1 << 20)
                }
                """);
        Files.writeString(dir.resolve("src/copy.rs"), """
                use crate::a::A;
                use furiosa_visa_std::prelude::*;

                pub fn staged(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i8, m![1], m![A]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
                }
                """);
        Files.writeString(dir.resolve("tests/forward_tests.rs"), """
                use furiosa_visa_std::prelude::*;
                use twins::a::{A, forward};

                #[tokio::test]
                async fn runs_a() {
                    let mut ctx = Context::acquire();
                    let x = HostTensor::<i8, m![A]>::uninit().to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0).await;
                    let _ = launch(forward, (&mut *ctx, &x)).await;
                }

                #[tokio::test]
                #[ignore = "run on the device only"]
                async fn runs_b() {
                    use twins::b::B;
                    let mut ctx = Context::acquire();
                    let x = HostTensor::<i8, m![B]>::uninit().to_hbm::<m![1], m![B]>(&mut ctx.pdma, 0).await;
                    let _ = launch(twins::b::forward, (&mut *ctx, &x)).await;
                }
                """);
        return dir;
    }

    @Test
    void aTestLaunchingOneForwardNeverCountsForTheOtherWhenOneFileIsNamed(@TempDir Path dir) throws IOException {
        Path crate = twins(dir);
        Run b = run("verify", crate.resolve("src/b.rs").toString());
        assertEquals(1, b.exit(), b.out() + b.err());
        assertTrue(b.out().contains("error[DMA::COVERAGE]: x.to_dm: the source holds {B: 8} which the destination "
                + "does not hold\n"), b.out());
        assertTrue(b.out().contains("  note: in b::forward, which no test of the crate runs: its only test, runs_b at "
                + crate.resolve("tests/forward_tests.rs") + ":13:1, is ignored: \"run on the device only\"\n"), b.out());
        assertTrue(b.out().endsWith("; 1 of the 1 error is in a function no test of the crate runs\n"), b.out());
        // the same note as when the whole crate is verified
        Run whole = run("verify", crate.toString());
        assertTrue(whole.out().contains("  note: in b::forward, which no test of the crate runs: its only test, runs_b"),
                whole.out());
    }

    @Test
    void aFileOfHelpersRunsTheDeviceFunctionsCallingThem(@TempDir Path dir) throws IOException {
        Path copy = twins(dir).resolve("src/copy.rs");
        Run r = run("simulate", copy.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("simulate: " + copy + " holds no #[device] or host function: running the device "
                + "function calling its helper staged\n"), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("a::forward  conformant  simulated  2048 MACs  "), r.out());
        assertTrue(lines.get(1).startsWith("total: 1 function: 1 conformant, 0 not-conformant, 0 rule-broken, 0 unknown"),
                r.out());
        // the options of one run are that function's: the spec is checked against it, and refuted when wrong
        Run spec = run("simulate", copy.toString(), "--expect", "x[A] -> [A]");
        assertEquals(0, spec.exit(), spec.out() + spec.err());
        assertTrue(spec.out().contains("  expect x[A] -> [A]: 2048 i8 elements, exact at every index\n"), spec.out());
        Run wrong = run("simulate", copy.toString(), "--expect", "x[A] + 1 -> [A]");
        assertEquals(1, wrong.exit(), wrong.out() + wrong.err());
        assertTrue(wrong.out().endsWith("not conformant: the output is not the spec's\n"), wrong.out());
    }

    @Test
    void theRootFileRunsTheDeviceFunctionsOfTheModulesItDeclares(@TempDir Path dir) throws IOException {
        Path lib = twins(dir).resolve("src/lib.rs");
        Run r = run("simulate", lib.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("simulate: " + lib + " holds no #[device] or host function: running the 2 device "
                + "functions of the modules it declares\n"), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("a::forward  conformant  simulated  2048 MACs  "), r.out());
        assertTrue(lines.get(1).startsWith("b::forward  rule-broken  simulated  2048 MACs  "), r.out());
        assertTrue(lines.get(1).endsWith("DMA::COVERAGE: x.to_dm: the source holds {B: 8} which the destination does "
                + "not hold  — the crate's tests do not run it: its only test, runs_b at " + dir.resolve(
                        "tests/forward_tests.rs") + ":13:1, is ignored: \"run on the device only\""), r.out());
        Run spec = run("simulate", lib.toString(), "--expect", "x[A] -> [A]");
        assertEquals(2, spec.exit(), spec.out() + spec.err());
        assertEquals("error: --expect needs --fn: " + lib + " holds no #[device] or host function and the 2 device "
                + "functions of the modules it declares (a::forward, b::forward)\n", spec.err());
    }

    @Test
    void aModFileDeclaringHelperModulesRunsTheDeviceFunctionsCallingThem(@TempDir Path dir) throws IOException {
        Path crate = twins(dir);
        Files.createDirectories(crate.resolve("src/tools"));
        Files.move(crate.resolve("src/copy.rs"), crate.resolve("src/tools/copy.rs"));
        Files.writeString(crate.resolve("src/tools/mod.rs"), "pub mod copy;\n");
        Files.writeString(crate.resolve("src/lib.rs"), "pub mod a;\npub mod b;\npub mod tools;\n");
        Files.writeString(crate.resolve("src/a.rs"), Files.readString(crate.resolve("src/a.rs"))
                .replace("crate::copy::staged", "crate::tools::copy::staged"));
        Path tools = crate.resolve("src/tools/mod.rs");
        Run r = run("simulate", tools.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("simulate: " + tools + " holds no #[device] or host function: running the device "
                + "function calling the helpers of the modules it declares\n"), r.err());
        assertTrue(r.out().startsWith("a::forward  conformant  simulated  2048 MACs  "), r.out());
    }

    @Test
    void aModuleOfHelpersInTheRelayCrateRunsItsFourCallers() {
        Run r = run("simulate", RELAY + "/src/fabric/moves.rs");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("simulate: " + RELAY + "/src/fabric/moves.rs holds no #[device] or host function: "
                + "running the 4 device functions calling its helpers band_half, pass_along, ring_add\n"), r.err());
        assertEquals(List.of("fabric::chips::blocks_rotated_bf16", "fabric::chips::rows_regrouped_i16",
                "fabric::chips::blocks_all_reduced_i32", "fabric::clusters::band_summed_i32"),
                r.out().lines().filter(l -> !l.startsWith("total: ")).map(l -> l.substring(0, l.indexOf("  ")))
                        .toList());
    }

    @Test
    void aRootFileDeclaringOnlyAxesHasNothingToRun(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"shapes\"\nversion = \"0.1.0\"\n");
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod axes;\n");
        Files.writeString(dir.resolve("src/axes.rs"), "use furiosa_visa_std::prelude::*;\n\naxes![A = 64];\n");
        Run r = run("simulate", dir.resolve("src/lib.rs").toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("error: " + dir.resolve("src/lib.rs") + ":1:1: no function to run: no #[device] "
                + "function and no host function; nor do the module file it declares (" + dir.resolve("src/axes.rs")
                + ")\n"), r.err());
    }
}
