package dev.layoutprover.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.model.PanicExpectations;
import dev.layoutprover.kernel.syntax.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The device functions a crate's tests expect to panic, read from its tests/ directory. */
class PanicExpectationsTest {

    private static final String TESTS = """
            use my_crate::ops::{ok_kernel, bad_kernel as renamed};
            use std::panic::{AssertUnwindSafe, catch_unwind};

            #[tokio::test]
            async fn test_ok() {
                let out = launch(ok_kernel, (&mut *ctx, &input)).await;
                let result = catch_unwind(AssertUnwindSafe(|| 1));
                assert!(result.is_ok());
            }

            #[tokio::test]
            async fn test_bad() {
                let result = catch_unwind(AssertUnwindSafe(|| {
                    tokio::runtime::Runtime::new().unwrap().block_on(async {
                        launch(renamed, (&mut *ctx, &input_hbm)).await;
                    });
                }));
                assert!(
                    result.is_err(),
                    "Expected panic"
                );
            }

            #[tokio::test]
            async fn test_caught_but_not_asserted() {
                let result = catch_unwind(AssertUnwindSafe(|| launch(other, (&mut *ctx,))));
                assert!(result.is_ok());
            }

            #[test]
            #[should_panic(expected = "ALU")]
            fn test_should_panic() {
                launch(my_crate::ops::third, (&mut *ctx,));
            }
            """;

    @Test
    void aCaughtUnwindAssertedToBeAnErrorAndShouldPanicAreExpectations() {
        List<PanicExpectations.PanicTest> e = PanicExpectations.read(Source.of("t.rs", TESTS), "my-crate");
        assertEquals(List.of("ops::bad_kernel by test_bad at t.rs:12:1", "ops::third by test_should_panic at t.rs:32:1"),
                e.stream().map(x -> x.launched() + " by " + x.test() + " at " + x.at()).toList());
    }

    @Test
    void theExpectationsResolveToTheCratesDeviceFunctions(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"my-crate\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.createDirectories(dir.resolve("tests/sub"));
        String kernel = """
                #[device(chip = 1)]
                pub fn NAME(ctx: &mut Context) {}
                """;
        Files.writeString(dir.resolve("src/lib.rs"), "pub mod ops;\n");
        Files.writeString(dir.resolve("src/ops.rs"), kernel.replace("NAME", "ok_kernel")
                + kernel.replace("NAME", "bad_kernel") + kernel.replace("NAME", "third"));
        Files.writeString(dir.resolve("tests/sub/t.rs"), TESTS);
        Crate c = CrateReader.read(dir);
        Map<String, PanicExpectations.PanicTest> m = new TreeMap<>(PanicExpectations.of(c));
        assertEquals(List.of("ops::bad_kernel", "ops::third"), List.copyOf(m.keySet()));
        assertEquals("test_bad", m.get("ops::bad_kernel").test());
    }

    @Test
    void theCorpusTestsExpectTheVectorEnginesRejectedKernelsToPanic() {
        Crate c = CrateReader.read(CrateReaderTest.corpus());
        Map<String, PanicExpectations.PanicTest> m = PanicExpectations.of(c);
        assertEquals(List.of("vector_engine::normal::ve_elementwise_fxp_chain", "vector_engine::normal::ve_stash_fxp_fp",
                "vector_engine::normal::ve_stash_fp_fxp"), List.copyOf(m.keySet()));
        assertEquals("test_ve_stash_fxp_fp", m.get("vector_engine::normal::ve_stash_fxp_fp").test());
        assertEquals(176, m.get("vector_engine::normal::ve_stash_fxp_fp").at().line());
    }
}
