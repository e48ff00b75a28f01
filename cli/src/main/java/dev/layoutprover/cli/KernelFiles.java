package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.rust.Program;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.function.Supplier;

/**
 * Reads kernels for {@code simulate}, {@code verify} and {@code kernels}: a {@code .rs} file, a
 * crate directory or a {@code Cargo.toml} ({@link CrateReader}). A missing file, a syntax or name
 * error, or a construct with no layout meaning is {@link Inputs.BadInput} (exit 2) with
 * {@code file:line:column}, the line and a caret.
 */
final class KernelFiles {

    private KernelFiles() {}

    /**
     * {@code paths} with each later naming of an earlier one left out ({@code a.rs ./a.rs} is
     * {@code a.rs}), so that a file given twice is read and counted once; a path that is no path
     * stays, for {@link #crates} to refuse.
     */
    static List<String> distinct(List<String> paths) {
        java.util.Set<Path> seen = new java.util.HashSet<>();
        List<String> out = new ArrayList<>();
        for (String p : paths) {
            Path key;
            try {
                key = Path.of(p).toAbsolutePath().normalize();
            } catch (java.nio.file.InvalidPathException e) {
                out.add(p);
                continue;
            }
            if (seen.add(key)) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The crates {@code path} names: one for a file, a crate directory or a Cargo.toml; for a
     * directory that is no crate (no {@code src/lib.rs}, {@code src/main.rs} or {@code lib.rs}),
     * each {@code .rs} file in it, in name order, as a crate of its own.
     */
    static List<Crate> crates(String path) {
        Path p = path(path);
        if (Files.isDirectory(p) && !Files.isRegularFile(p.resolve("src/lib.rs"))
                && !Files.isRegularFile(p.resolve("src/main.rs")) && !Files.isRegularFile(p.resolve("lib.rs"))) {
            List<Path> files;
            try (Stream<Path> list = Files.list(p)) {
                files = list.filter(f -> f.toString().endsWith(".rs") && Files.isRegularFile(f)).sorted().toList();
            } catch (IOException e) {
                throw new Inputs.BadInput(path + ": cannot list: " + e.getMessage());
            }
            if (files.isEmpty()) {
                throw new Inputs.BadInput(path + ": no .rs files and no src/lib.rs or src/main.rs");
            }
            List<Crate> out = new ArrayList<>();
            for (Path f : files) {
                out.add(crate(f.toString()));
            }
            return out;
        }
        return List.of(crate(path));
    }

    /**
     * The crate {@code path} names; its unreadable files are in {@link Crate#errors()}. A crate whose
     * files were all read and hold no item at all (no function, {@code axes!}, alias, constant,
     * {@code use} or module) is bad input: there is nothing to list, check or run.
     */
    static Crate crate(String path) {
        Crate crate;
        try {
            crate = CrateReader.read(path(path));
        } catch (CrateReader.NotACrate e) {
            throw new Inputs.BadInput(e.getMessage());
        }
        if (crate.errors().isEmpty() && crate.named().stream()
                .allMatch(m -> m.items().functions().isEmpty() && m.items().declarations().isEmpty())) {
            throw new Inputs.BadInput(path + ": empty: " + crate.rootFile() + " holds no function, axes!, type, "
                    + "const, use or mod item");
        }
        return crate;
    }

    private static Path path(String path) {
        if (path.isBlank()) {
            // Path.of("") is the working directory: an empty argument would read whatever is there
            throw new Inputs.BadInput("PATH '" + path + "': expected a file or directory name, got an empty one");
        }
        Path p;
        try {
            p = Path.of(path);
        } catch (java.nio.file.InvalidPathException e) {
            throw new Inputs.BadInput(path + ": not a path (" + e.getReason() + ")");
        }
        if (Files.exists(p) && !Files.isRegularFile(p) && !Files.isDirectory(p)) {
            // a device, pipe or socket: nothing to read kernels from
            throw new Inputs.BadInput(path + ": neither a file nor a directory (a device, pipe or socket)");
        }
        return p;
    }

    /** The program of {@code path}; the first unreadable file or name error is bad input. */
    static Program read(String path) {
        Crate crate = crate(path);
        if (!crate.errors().isEmpty()) {
            throw new Inputs.BadInput(crate.errors().get(0).getMessage());
        }
        return reading(() -> Program.of(crate));
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
