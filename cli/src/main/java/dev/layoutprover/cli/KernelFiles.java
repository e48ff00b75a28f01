package dev.layoutprover.cli;

import dev.layoutprover.simulator.rust.KernelError;
import dev.layoutprover.simulator.rust.Parser;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Source;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Reads kernel files for {@code simulate} and {@code verify}: a missing file, a syntax or name
 * error, or a construct outside the kernel subset is {@link Inputs.BadInput} (exit 2) with
 * {@code file:line:column}, the line and a caret.
 */
final class KernelFiles {

    private KernelFiles() {}

    static Program read(String path) {
        Path p;
        try {
            p = Path.of(path);
        } catch (java.nio.file.InvalidPathException e) {
            throw new Inputs.BadInput(path + ": not a path (" + e.getReason() + ")");
        }
        if (!Files.isRegularFile(p)) {
            throw new Inputs.BadInput(path + ": no such file");
        }
        String text;
        try {
            text = Files.readString(p, StandardCharsets.UTF_8);
            if (text.startsWith("\uFEFF")) {
                text = text.substring(1); // a UTF-8 byte-order mark, as some editors write
            }
        } catch (IOException e) {
            throw new Inputs.BadInput(path + ": cannot read: " + e.getMessage());
        }
        String source = text;
        return reading(() -> Program.of(Parser.parse(Source.of(path, source))));
    }

    /** Runs {@code body}, turning a {@link KernelError} it raises into bad input. */
    static <T> T reading(Supplier<T> body) {
        try {
            return body.get();
        } catch (KernelError e) {
            throw new Inputs.BadInput(e.getMessage());
        }
    }
}
