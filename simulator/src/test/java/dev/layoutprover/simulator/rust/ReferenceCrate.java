package dev.layoutprover.simulator.rust;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The reference crate of real kernels, read from beside the checkout
 * ({@code ../shared/corpus/furiosa-visa-examples}); a test of one of its files is skipped, not
 * failed, where the crate is not there.
 *
 * <p>Example: {@code ReferenceCrate.source("vector_engine", "reduce.rs")} is
 * {@code ../../shared/corpus/furiosa-visa-examples/src/vector_engine/reduce.rs} from a module's
 * directory, and the calling test stops as skipped if no such file exists.
 */
final class ReferenceCrate {

    private ReferenceCrate() {}

    /** The crate's {@code src} directory, as seen from a module's directory (where the tests run). */
    static final Path SRC = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src");

    /** The file at {@code parts} below {@link #SRC}; the test is skipped where it is not a file. */
    static Path source(String... parts) {
        Path file = SRC;
        for (String part : parts) {
            file = file.resolve(part);
        }
        Assumptions.assumeTrue(Files.isRegularFile(file), "no reference crate beside the checkout");
        return file;
    }
}
