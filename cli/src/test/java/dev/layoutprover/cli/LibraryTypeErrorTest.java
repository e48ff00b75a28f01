package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crates/shelf}: a package whose test file launches one kernel of its library. cargo builds the
 * library before the test, so a type error anywhere in the library is the test's too, while the
 * library's runtime assertions are reached only by what the test launches.
 */
class LibraryTypeErrorTest {

    private static final Path SHELF = Path.of("src/test/resources/crates/shelf");

    @Test
    void aTestOfACleanLibraryHasNoFinding(@TempDir Path tmp) throws IOException {
        Path crate = copy(tmp);
        // its assert_eq! is read as the to_host it holds, whose rules hold
        assertEquals(List.of(), errorsAndWarnings(crate));
    }

    @Test
    void aTestInheritsATypeErrorOfAKernelOfItsLibraryItNeverLaunches(@TempDir Path tmp) throws IOException {
        Path crate = copy(tmp);
        edit(crate.resolve("src/lib.rs"), ".fetch::<i32, m![N % 16 / 8]", ".fetch::<f32, m![N % 16 / 8]");
        edit(crate.resolve("src/lib.rs"), "-> HbmTensor<i32", "-> HbmTensor<f32");
        assertEquals(List.of("Fetch::CAST src/lib.rs"), errorsAndWarnings(crate));
    }

    @Test
    void aTestDoesNotInheritAnAssertionOfAKernelOfItsLibraryItNeverLaunches(@TempDir Path tmp) throws IOException {
        Path crate = copy(tmp);
        // widen's 8-element collect of i32 (32 bytes) padded to 16: a 64-byte packet, asserted only when it runs
        edit(crate.resolve("src/lib.rs"), "collect::<m![N % 16 / 8], m![N % 8]>();",
                "collect::<m![N % 16 / 8], m![N % 8 # 16]>();");
        assertEquals(List.of(), errorsAndWarnings(crate));
        assertEquals(List.of("Collect::PACKET src/lib.rs"), verify(crate.resolve("src/lib.rs")).stream()
                .map(f -> f.replace(crate + "/", "")).filter(f -> !f.startsWith("Kernel::")).toList());
    }

    /** The findings of the crate's test file, each as its rule and file relative to the crate. */
    private static List<String> errorsAndWarnings(Path crate) {
        return verify(crate.resolve("tests/copy_tests.rs")).stream().map(f -> f.replace(crate + "/", "")).toList();
    }

    private static List<String> verify(Path file) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "verify", "--format", "json", file.toString());
        List<String> found = new ArrayList<>();
        try {
            for (JsonNode f : new ObjectMapper().readTree(out.toString())) {
                found.add(f.get("rule").asText() + " " + Path.of(f.get("file").asText()).toAbsolutePath().normalize());
            }
        } catch (IOException e) {
            throw new AssertionError(out + "\n" + err, e);
        }
        return found;
    }

    private static Path copy(Path tmp) throws IOException {
        Path to = tmp.toAbsolutePath().normalize().resolve("shelf");
        try (Stream<Path> files = Files.walk(SHELF)) {
            for (Path p : files.toList()) {
                Path target = to.resolve(SHELF.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertEquals(1, text.split(java.util.regex.Pattern.quote(from), -1).length - 1, from);
        Files.writeString(file, text.replace(from, to));
    }
}
