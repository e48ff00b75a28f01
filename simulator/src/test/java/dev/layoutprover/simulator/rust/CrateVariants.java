package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * A test crate copied whole into a temporary folder with one of its files changed, so that a test
 * can read a kernel that differs from the pinned one by a single edit while the crate's other
 * modules stay as they are.
 *
 * <p>Example: {@code CrateVariants.replaced(crates.resolve("fused"), dir, "src/select/masks.rs",
 * "AddFxpSat", "SubFxpSat")} is {@code dir/fused/src/select/masks.rs}, the saturating add turned
 * into a saturating subtraction.
 */
final class CrateVariants {

    private CrateVariants() {}

    /**
     * A copy of the crate at {@code crate} in {@code dir} (under the crate folder's own name) with
     * {@code from} (which must occur) replaced by {@code to} in its {@code file}: the changed file.
     */
    static Path replaced(Path crate, Path dir, String file, String from, String to) throws IOException {
        Path root = dir.resolve(crate.getFileName().toString());
        try (Stream<Path> files = Files.walk(crate)) {
            for (Path f : files.toList()) {
                Path target = root.resolve(crate.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
        Path changed = root.resolve(file);
        String text = Files.readString(changed);
        assertTrue(text.contains(from), from);
        Files.writeString(changed, text.replace(from, to));
        return changed;
    }
}
