package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.TestedFunctions;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which device functions a crate's own tests run: through helpers, ignored or not. */
class TestedFunctionsTest {

    private static final String TESTS = """
            use my_crate::ops::{plain, renamed as other};
            use my_crate::layers;

            async fn run_layers(ctx: &mut Context) {
                launch(
                    layers::forward,
                    (&mut *ctx,),
                ).await;
            }

            async fn run_all(ctx: &mut Context) {
                run_layers(ctx).await;
            }

            #[tokio::test]
            #[ignore = "too slow"]
            async fn test_layers() {
                run_all(&mut ctx).await;
            }

            #[tokio::test]
            async fn test_plain() {
                launch(plain, (&mut *ctx,)).await;
            }

            #[test]
            #[cfg_attr(
                not(furiosa_opt),
                ignore = "only on the device"
            )]
            fn test_device_only() {
                launch(other, (&mut *ctx,));
            }

            #[test]
            #[cfg_attr(furiosa_opt, ignore = "not on the device")]
            fn test_host_only() {
                launch(my_crate::ops::host, (&mut *ctx,));
            }

            #[test]
            #[ignore]
            fn test_bare_ignore() {
                launch(my_crate::ops::host, (&mut *ctx,));
            }

            fn not_a_test() {
                launch(my_crate::ops::stray, (&mut *ctx,));
            }
            """;

    @Test
    void eachTestWithWhatItLaunchesThroughItsHelpersAndWhetherItIsIgnored() {
        List<TestedFunctions.Test> tests = TestedFunctions.read(Source.of("t.rs", TESTS), "my-crate");
        assertEquals(List.of(
                "test_layers at t.rs:17:1 ignored [too slow] launches [layers::forward]",
                "test_plain at t.rs:22:1 runs launches [ops::plain]",
                "test_device_only at t.rs:31:1 ignored [only on the device] launches [ops::renamed]",
                "test_host_only at t.rs:37:1 runs launches [ops::host]",
                "test_bare_ignore at t.rs:43:1 ignored [] launches [ops::host]"),
                tests.stream().map(t -> t.describe() + " " + t.ignored().map(r -> "ignored [" + r + "]").orElse("runs")
                        + " launches " + t.launched()).toList());
    }

    @Test
    void theFunctionsNoTestRunsEachWithWhy(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"my-crate\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.createDirectories(dir.resolve("tests"));
        String kernel = """
                #[device(chip = 1)]
                pub fn NAME(ctx: &mut Context) {}
                """;
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod ops;\npub mod layers;\n");
        Files.writeString(dir.resolve("src/ops.rs"), kernel.replace("NAME", "plain") + kernel.replace("NAME", "renamed")
                + kernel.replace("NAME", "host") + kernel.replace("NAME", "stray"));
        Files.writeString(dir.resolve("src/layers.rs"), kernel.replace("NAME", "forward"));
        Files.writeString(dir.resolve("tests/t.rs"), TESTS);
        Crate c = CrateReader.read(dir);
        Map<String, String> notRun = TestedFunctions.notRun(c).orElseThrow();
        String tests = dir.resolve("tests/t.rs").toString();
        assertEquals(Map.of(
                "layers::forward", "its only test, test_layers at " + tests + ":17:1, is ignored: \"too slow\"",
                "ops::renamed", "its only test, test_device_only at " + tests + ":31:1, is ignored: \"only on the device\"",
                "ops::stray", "no test of the crate launches it"), notRun);
    }

    @Test
    void aCrateWithNoTestSaysNothing(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"bare\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(dir.resolve("src/lib.rs"), "#[device(chip = 1)]\npub fn k(ctx: &mut Context) {}\n");
        assertEquals(Optional.empty(), TestedFunctions.notRun(CrateReader.read(dir)));
    }

    @Test
    void theReferenceCratesIgnoredTestsLeaveItsUnfinishedKernelsUnrun() throws IOException {
        Path crate = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples").normalize();
        Assumptions.assumeTrue(Files.isDirectory(crate), "the corpus ../shared/corpus is absent: skipping the reference crate");
        Map<String, String> notRun = TestedFunctions.notRun(CrateReader.read(crate)).orElseThrow();
        for (String f : List.of("transformer::embedding::forward", "transformer::attention::forward",
                "transformer::decoder::forward", "transformer::head::forward")) {
            assertTrue(notRun.getOrDefault(f, "").startsWith("its only test, run_qwen at "), f + ": " + notRun.get(f));
        }
        assertTrue(notRun.get("mnist::forward").endsWith("is ignored: \"fc1_bias_prepared's reshape-around-padding trips "
                + "CPU-sim verify_transpose; run via `cargo furiosa-opt test`\""), notRun.get("mnist::forward"));
        assertTrue(notRun.containsKey("reshape::different_axes::reshape_different_num_axes"), notRun.toString());
        for (String run : List.of("reshape::reshape", "binary_add::binary_add_2048", "matmul::matmul_4096::matmul_4096",
                "vector_engine::normal::ve_elementwise_fxp_chain")) {
            assertTrue(!notRun.containsKey(run), run + " is run by the crate's tests: " + notRun.get(run));
        }
    }
}
