package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file an option names for writing ({@code show -o}, {@code simulate --output}) or reading
 * ({@code simulate --input}) that cannot serve is bad input naming the option and the path, and
 * nothing is left half-written.
 */
class OutputFileTest {

    private static final String KERNEL = "../examples/kernels/constant_addition.rs";

    @Test
    void showIntoAFileTakenForADirectoryIsBadInputSayingItIsAFile(@TempDir Path dir) throws java.io.IOException {
        Path plain = java.nio.file.Files.writeString(dir.resolve("notes.txt"), "x");
        Path file = plain.resolve("grid.svg");
        Run r = run("show", "--axes", "C=3, D=5", "--format", "svg", "-o", file.toString(), "m![C, D # 8]");
        assertEquals(new Run(2, "", "error: --output " + file + ": " + plain + " is a file, not a directory\n"), r);
        assertEquals("x", java.nio.file.Files.readString(plain));
    }

    @Test
    void aLinkIsWrittenThroughAndStaysALink(@TempDir Path dir) throws java.io.IOException {
        Path target = java.nio.file.Files.writeString(dir.resolve("target.svg"), "old");
        Path link = java.nio.file.Files.createSymbolicLink(dir.resolve("grid.svg"), target);
        Run r = run("show", "--axes", "C=3", "--format", "svg", "-o", link.toString(), "m![C]");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(java.nio.file.Files.isSymbolicLink(link));
        assertTrue(java.nio.file.Files.readString(target).startsWith("<svg"), java.nio.file.Files.readString(target));
    }

    @Test
    void aDeviceIsWrittenToNeverReplacedByAFile() {
        Path devNull = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.exists(devNull)
                && !java.nio.file.Files.isRegularFile(devNull), "no /dev/null device here");
        Run r = run("show", "--axes", "C=3", "--format", "svg", "-o", devNull.toString(), "m![C]");
        assertEquals(0, r.exit(), r::toString);
        assertTrue(!java.nio.file.Files.isRegularFile(devNull), "/dev/null became a regular file");
    }

    @Test
    void aWidthPastTheBufferDrawsOneRowOfItsCellsNotAWiderCanvas() {
        Run wide = run("show", "--axes", "C=3", "--format", "svg", "--width", "99999999999", "m![C]");
        assertEquals(run("show", "--axes", "C=3", "--format", "svg", "--width", "3", "m![C]"), wide);
        assertEquals("m![C]  (3 positions, 3 per row; cells show C)",
                run("show", "--axes", "C=3", "--width", "99999999999", "m![C]").out().lines().findFirst().orElseThrow());
    }

    @Test
    void showIntoAMissingDirectoryIsBadInputNamingIt(@TempDir Path dir) {
        Path file = dir.resolve("missing").resolve("grid.svg");
        Run r = run("show", "--axes", "C=3, D=5", "--format", "svg", "-o", file.toString(), "m![C, D # 8]");
        assertEquals(new Run(2, "", "error: --output " + file + ": the directory " + file.getParent()
                + " does not exist\n"), r);
    }

    @Test
    void showIntoADirectoryIsBadInput(@TempDir Path dir) {
        Run r = run("show", "--axes", "C=3", "-o", dir.toString(), "m![C]");
        assertEquals(new Run(2, "", "error: --output " + dir + ": is a directory; expected a file to write\n"), r);
    }

    @Test
    void showWithABadMappingLeavesNoFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("grid.svg");
        Run r = run("show", "--axes", "C=3", "--format", "svg", "-o", file.toString(), "m![C, Q]");
        assertEquals(2, r.exit(), r::toString);
        assertFalse(Files.exists(file));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void showWritesTheWholeDrawingAndNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("grid.txt");
        Files.writeString(file, "an older drawing, longer than the new one will be ........................");
        Run r = run("show", "--axes", "C=2", "-o", file.toString(), "m![C]");
        assertEquals(new Run(0, "", ""), r);
        assertEquals(run("show", "--axes", "C=2", "m![C]").out(), Files.readString(file));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(file), left.toList());
        }
    }

    @Test
    void simulateIntoADirectoryIsBadInputBeforeTheRun(@TempDir Path dir) {
        Run r = run("simulate", KERNEL, "--output", dir.toString());
        assertEquals(new Run(2, "", "error: --output " + dir + ": is a directory; expected a file to write\n"), r);
    }

    @Test
    void simulateIntoAMissingDirectoryIsBadInput(@TempDir Path dir) {
        Path file = dir.resolve("no").resolve("y.npy");
        Run r = run("simulate", KERNEL, "--output", file.toString());
        assertEquals(new Run(2, "", "error: --output " + file + ": the directory " + file.getParent()
                + " does not exist\n"), r);
    }

    @Test
    void anInputThatIsADirectoryIsNamedSo(@TempDir Path dir) {
        Run r = run("simulate", KERNEL, "--input", "x=" + dir);
        assertEquals(new Run(2, "", "error: --input x=" + dir + ": " + dir + " is a directory; expected a .npy file\n"),
                r);
    }

    @Test
    void anEmptyOutputNameIsBadInput() {
        Run r = run("show", "--axes", "C=2", "-o", "", "m![C]");
        assertEquals(new Run(2, "", "error: --output: expected a file name, got an empty one\n"), r);
    }

    @Test
    void aRunStoppedByABrokenRuleSaysItWroteNoOutput(@TempDir Path dir) {
        Path file = dir.resolve("y.npy");
        Run r = run("simulate", "../examples/kernels/broken/truncated_commit_packet.rs", "--output", file.toString());
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().contains("\n  output not written to " + file + ": the run produced no output\n"), r::out);
        assertFalse(Files.exists(file));
    }
}
