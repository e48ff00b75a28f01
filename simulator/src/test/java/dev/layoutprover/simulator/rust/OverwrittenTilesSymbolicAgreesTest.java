package dev.layoutprover.simulator.rust;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tiles of tiles copied between views, and tiles written over part of a region written before, in
 * the symbolic check: each digit both views fix lands at the target's value, and what was written
 * before keeps the rest of its region. The mosaic and unseen crates' kernels are their own readings,
 * conformant as their concrete runs ({@link MovedDataSymbolicAgreesTest}); against the identity each
 * is refuted at the first index its copy moved, replayed; with the last quarter's copy left out that
 * quarter is never written ({@link UnwrittenPartsSymbolicAgreesTest}).
 */
class OverwrittenTilesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static final Path MOSAIC = Path.of("..", "cli", "src", "test", "resources", "crates", "mosaic");
    private static final String IDENTITY = "x[P,K] -> [P,K]";

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "mosaic | moves/views.rs | lower_into_upper | [P=256, K=0] | x[P=0, K=12]",
        "mosaic | moves/views.rs | upper_over_lower | [P=0, K=0] | x[P=256, K=0]",
        "unseen | moves/windows.rs | window_of_two | [P=320, K=0] | x[P=64, K=0]"})
    void againstTheIdentityTheFirstMovedIndexIsRefutedAsConcretely(String crate, String file, String function,
            String at, String term) {
        SymbolicAgreement.refuted(RUNS, source(crate, file), function, IDENTITY, "at the output index " + at + " the"
                + " kernel adds the product " + term + ", which the spec does not have there", "replayed: with " + term
                + " 1 and 0 elsewhere, the kernel gives 1 at " + at + " and the spec 0");
    }

    private static Path source(String crate, String file) {
        return (crate.equals("mosaic") ? MOSAIC : SpatialTilesSymbolicAgreesTest.UNSEEN).resolve("src").resolve(file);
    }
}
