package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file read alone, in no package (no {@code Cargo.toml} above it), is most often one module copied
 * out of its crate: what its {@code use crate::…}, {@code use super::…} or another crate's {@code use}
 * brings, and what a {@code mod x;} without a file holds, was not read. A function that needs such a
 * name is a {@code Kernel::UNRESOLVED} warning naming the import, and is not run; the file's other
 * functions are checked as in the crate. In a package the same file is bad input, as for rustc.
 */
class LoneFileTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path copied(Path dir) throws IOException {
        Path file = dir.resolve("copied_module.rs");
        try (var in = LoneFileTest.class.getResourceAsStream("/alone/copied_module.rs")) {
            Files.copy(in, file);
        }
        return file;
    }

    /** rule → functions or lines, from {@code verify --format json}. */
    private static Map<String, List<String>> findings(Run r) throws IOException {
        Map<String, List<String>> out = new TreeMap<>();
        for (JsonNode f : JSON.readTree(r.out())) {
            out.computeIfAbsent(f.get("rule").asText(), k -> new ArrayList<>()).add(f.get("line").asInt() + ": "
                    + f.get("message").asText());
        }
        return out;
    }

    @Test
    void whatAnUnreadModuleBringsIsAWarningOfTheFunctionAndTheOthersAreChecked(@TempDir Path dir) throws IOException {
        Path file = copied(dir);
        Run verify = run("verify", "--format", "json", file.toString());
        assertEquals(1, verify.exit(), verify.out() + verify.err());
        assertEquals("", verify.err());
        Map<String, List<String>> found = findings(verify);
        assertEquals(List.of("Collect::PACKET", "Kernel::UNRESOLVED"), List.copyOf(found.keySet()), found.toString());
        // the file's own kernels are checked: the half-flit collect is the reference's 32-byte packet rule
        assertEquals(1, found.get("Collect::PACKET").size());
        assertTrue(found.get("Collect::PACKET").get(0).startsWith("39: "), found.toString());
        List<String> unresolved = found.get("Kernel::UNRESOLVED");
        assertEquals(4, unresolved.size(), unresolved.toString());
        assertTrue(unresolved.get(0).startsWith("7: the module helpers is not read: it has no file (expected "),
                unresolved.get(0));
        assertTrue(unresolved.get(1).startsWith("49: shaped is not checked: unknown axis 'T', which use crate::shapes::* "
                + "(line 5) or use crate::sizes::T (line 6) would bring from a module not read"), unresolved.get(1));
        assertTrue(unresolved.get(2).startsWith("55: wide is not checked: unknown axis 'W', which use crate::shapes::* "
                + "(line 5) or use crate::sizes::Wide as W (line 6) would bring"), unresolved.get(2));
        assertTrue(unresolved.get(3).startsWith("62: helped is not checked: unknown function helpers::stage, which "
                + "mod helpers; (line 7, no file) would bring"), unresolved.get(3));

        Run text = run("verify", file.toString());
        assertEquals(1, text.exit());
        assertTrue(text.out().contains("warning[Kernel::UNRESOLVED]"), text.out());
        assertTrue(text.out().lines().anyMatch(l -> l.matches("verify: 5 findings in 1 of 1 file; [1-9][0-9]* rule checks "
                + "held; 3 functions and 1 module not checked, as read alone \\(Kernel::UNRESOLVED\\): name the crate to "
                + "check them")), text.out());
    }

    @Test
    void simulateRunsTheFunctionsItCanReadAndCallsTheOthersUnknown(@TempDir Path dir) throws IOException {
        Run r = run("simulate", "--json", copied(dir).toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        Map<String, String> verdicts = new LinkedHashMap<>();
        Map<String, String> why = new LinkedHashMap<>();
        for (JsonNode f : JSON.readTree(r.out()).get("functions")) {
            verdicts.put(f.get("path").asText(), f.get("verdict").asText());
            why.put(f.get("path").asText(), f.get("reason").asText());
        }
        assertEquals(Map.of("add_seven", "conformant", "add_seven_half_flits", "rule-broken", "shaped", "unknown",
                "wide", "unknown", "helped", "unknown"), verdicts);
        assertTrue(why.get("shaped").contains("shaped is not checked: unknown axis 'T', which use crate::shapes::*"),
                why.get("shaped"));
        assertTrue(why.get("helped").contains("helpers::stage"), why.get("helped"));
    }

    @Test
    void kernelsListsWhatItCanReadAndWarnsOfTheRest(@TempDir Path dir) throws IOException {
        Run r = run("kernels", copied(dir).toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(List.of("add_seven", "add_seven_half_flits", "helped"),
                r.out().lines().map(l -> l.split("\\s+")[1]).toList());
        assertEquals(2, r.err().lines().filter(l -> l.startsWith("warning: ")).count(), r.err());
        assertTrue(r.err().contains("shaped is not listed: unknown axis 'T'"), r.err());
    }

    @Test
    void inAPackageTheSameFileIsBadInputAsForRustc(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Cargo.toml"), "[package]\nname = \"copied\"\nversion = \"0.1.0\"\n");
        Files.createDirectories(dir.resolve("src"));
        Files.copy(copied(dir), dir.resolve("src/lib.rs"));
        Files.writeString(dir.resolve("src/helpers.rs"), "");
        Run r = run("verify", dir.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("unknown axis 'T'"), r.err());
        assertTrue(!r.out().contains("Kernel::UNRESOLVED") && !r.err().contains("Kernel::UNRESOLVED"), r.out() + r.err());
    }

    @Test
    void aFileWhoseModulesAreAllMissingIsReadWithAWarningForEach(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("lib.rs");
        Files.writeString(file, "pub mod attention;\npub mod matmul;\n");
        Run r = run("verify", "--format", "json", file.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        Map<String, List<String>> found = findings(r);
        assertEquals(List.of("Kernel::UNRESOLVED"), List.copyOf(found.keySet()));
        assertEquals(List.of(1, 2), found.get("Kernel::UNRESOLVED").stream()
                .map(s -> Integer.parseInt(s.substring(0, s.indexOf(':')))).toList());
    }

    private static Path corpus() {
        Path crate = Path.of("").toAbsolutePath().getParent().resolve("../shared/corpus/furiosa-visa-examples")
                .normalize();
        Assumptions.assumeTrue(Files.isDirectory(crate), "the corpus ../shared/corpus is absent beside the repository: "
                + crate + "; skipping the reference crate's files read alone");
        return crate;
    }

    /**
     * Every source file of the reference crate, copied alone to a directory of its own, is read (exit 0
     * or 1), and reading it alone invents nothing: each finding other than {@code Kernel::UNRESOLVED} is
     * one the file has in its crate (same rule, same line).
     */
    @Test
    void everyFileOfTheReferenceCrateCopiedAloneIsReadAndItsFindingsAreThoseInItsCrate(@TempDir Path dir)
            throws IOException {
        Path src = corpus().resolve("src");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(src)) {
            files = walk.filter(f -> f.toString().endsWith(".rs")).sorted().toList();
        }
        Map<String, String> inCrate = new TreeMap<>();
        Run whole = run("verify", "--format", "json", corpus().toString());
        for (JsonNode f : JSON.readTree(whole.out())) {
            inCrate.put(src.relativize(Path.of(f.get("file").asText()).toAbsolutePath().normalize()) + ":"
                    + f.get("line").asInt() + " " + f.get("rule").asText(), f.get("message").asText());
        }
        int checked = 0;
        for (Path f : files) {
            String rel = src.relativize(f).toString();
            Path alone = dir.resolve(rel.replace('/', '_').replace(".rs", "")).resolve(f.getFileName());
            Files.createDirectories(alone.getParent());
            Files.copy(f, alone);
            Run r = run("verify", "--format", "json", alone.toString());
            assertTrue(r.exit() == 0 || r.exit() == 1, rel + " exits " + r.exit() + ": " + r.err());
            boolean any = false;
            for (JsonNode x : JSON.readTree(r.out())) {
                if (x.get("rule").asText().equals("Kernel::UNRESOLVED")) {
                    continue;
                }
                String key = rel + ":" + x.get("line").asInt() + " " + x.get("rule").asText();
                assertTrue(inCrate.containsKey(key), "read alone, " + key + " is not a finding in the crate: " + x);
                any = true;
            }
            checked += any ? 1 : 0;
        }
        assertTrue(checked >= 10, "files with findings checked alone: " + checked);
    }
}
