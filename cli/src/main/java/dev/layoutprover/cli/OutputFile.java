package dev.layoutprover.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file an option names for a command to write ({@code show -o FILE}, {@code simulate --output
 * FILE.npy}): checked before any work is done, and written whole or not at all. The bytes go to a
 * temporary file beside the target, which is then moved over it, so a failure leaves no partial
 * file and an existing file unchanged.
 *
 * <p>Example: {@code OutputFile.check("--output", "missing/out.npy")} throws the bad input
 * {@code --output missing/out.npy: the directory missing does not exist}.
 */
final class OutputFile {

    private OutputFile() {}

    /**
     * The path {@code text} names, checked writable as far as can be told before writing: its
     * directory exists and is writable, and it is not itself a directory.
     */
    static Path check(String option, String text) {
        Path file;
        try {
            file = Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new Inputs.BadInput(option + " " + Guard.visible(text) + ": not a path: " + e.getReason());
        }
        if (text.isBlank()) {
            throw new Inputs.BadInput(option + ": expected a file name, got an empty one");
        }
        if (Files.isDirectory(file)) {
            throw new Inputs.BadInput(option + " " + text + ": is a directory; expected a file to write");
        }
        Path dir = directory(file);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new Inputs.BadInput(option + " " + text + ": " + dir + " is a file, not a directory");
        }
        if (!Files.isDirectory(dir)) {
            throw new Inputs.BadInput(option + " " + text + ": the directory " + dir + " does not exist");
        }
        if (!Files.isWritable(dir) || (Files.exists(file) && !Files.isWritable(file))) {
            throw new Inputs.BadInput(option + " " + text + ": permission denied; cannot write there");
        }
        return file;
    }

    /**
     * Writes {@code bytes} to the file {@code text} names, whole or not at all. A link is written
     * through (the file it names is replaced, the link stays); a device or pipe
     * ({@code /dev/null}, {@code /dev/stdout}) is written to directly, never replaced by a file.
     */
    static void write(String option, String text, byte[] bytes) {
        Path file = check(option, text);
        Path temp = null;
        try {
            if (Files.exists(file)) {
                file = file.toRealPath();
                if (!Files.isRegularFile(file)) {
                    Files.write(file, bytes);
                    return;
                }
            }
            temp = Files.createTempFile(directory(file), "." + file.getFileName() + ".", ".part");
            Files.write(temp, bytes);
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new Inputs.BadInput(option + " " + text + ": cannot write: " + e.getMessage());
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // the temporary file is gone or was never made; the message above says what failed
                }
            }
        }
    }

    private static Path directory(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? file.toAbsolutePath().getRoot() : parent;
    }
}
