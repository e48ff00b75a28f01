package dev.layoutprover.cli.rewrite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.layoutprover.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What {@code layout verify} and {@code layout simulate} say of one kernel file, reduced to what a
 * semantics-preserving rewrite keeps: the exit status and each finding's rule and level (sorted; places
 * move), or each function's verdict. A file of a crate is checked in a copy of its crate.
 *
 * <p>Example: {@code Kernels.verify(Path.of("examples/kernels/gemm.rs"))} is {@code "exit 0: []"}.
 */
final class Kernels {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Kernels() {}

    /** A kernel to rewrite: the file, and the crate directory holding it (null for a file on its own). */
    record Kernel(Path file, Path crate) {

        String label() {
            return crate == null ? file.toString() : crate.getFileName() + "/" + crate.relativize(file);
        }

        /** Writes {@code source} in place of the file, in a copy made in {@code dir}; gives the copy's path. */
        Path writeRewritten(Path dir, String source) {
            try {
                if (crate == null) {
                    Path out = dir.resolve(file.getFileName());
                    Files.writeString(out, source);
                    return out;
                }
                Path root = dir.resolve(crate.getFileName());
                copy(crate.resolve("Cargo.toml"), root.resolve("Cargo.toml"));
                try (Stream<Path> files = Files.walk(crate.resolve("src"))) {
                    for (Path p : files.filter(Files::isRegularFile).toList()) {
                        copy(p, root.resolve(crate.relativize(p)));
                    }
                }
                Path out = root.resolve(crate.relativize(file));
                Files.writeString(out, source);
                return out;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.copy(from, to);
    }

    /** {@code verify --format json}: the exit status and the sorted rule and level of each finding. */
    static String verify(Path file) {
        String[] r = run("verify", "--format", "json", file.toString());
        List<String> findings = new ArrayList<>();
        try {
            for (JsonNode f : JSON.readTree(r[1])) {
                findings.add(f.get("rule").asText() + " " + f.get("level").asText());
            }
        } catch (IOException | RuntimeException e) {
            findings.add("unreadable output: " + r[1].lines().findFirst().orElse("") + " "
                    + r[2].lines().findFirst().orElse(""));
        }
        findings.sort(null);
        return "exit " + r[0] + ": " + findings + (r[0].equals("0") || r[0].equals("1") ? "" : " " + firstLine(r[2]));
    }

    /** {@code simulate --json}: the exit status and each function's verdict, or the one function's outcome. */
    static String simulate(Path file) {
        String[] r = run("simulate", "--json", file.toString());
        StringBuilder b = new StringBuilder("exit " + r[0] + ":");
        try {
            JsonNode o = JSON.readTree(r[1]);
            if (o.has("functions")) {
                for (JsonNode f : o.get("functions")) {
                    b.append(' ').append(f.get("path").asText()).append('=').append(f.get("verdict").asText());
                }
            } else {
                b.append(' ').append(o.path("function").asText()).append(" conformant=").append(o.path("conformant"))
                        .append(" violation=").append(o.path("violation").path("rule").asText(""));
            }
        } catch (IOException | RuntimeException e) {
            b.append(" unreadable output ").append(firstLine(r[2]));
        }
        return b.toString();
    }

    private static String firstLine(String s) {
        return s.lines().filter(l -> !l.isBlank()).findFirst().orElse("");
    }

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new String[] {Integer.toString(exit), out.toString(), err.toString()};
    }
}
