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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code layout prove}: the table, the JSON document, progress on standard error, exit statuses. */
class ProveCommandTest {

    private static final String CLAIMS = """
            claim blocks-of-64
              property: equiv
              axes: B = 512
              left: m![B / 64, B % 64]
              right: m![B]
              expect: proved

            claim bit-permutation-is-not-the-axis
              property: equiv
              axes: B = 512
              left: m![B / 64, B % 32, B / 32 % 2]
              right: m![B]
              expect: refuted

            claim identity-is-a-unit
              property: equiv
              for every: mapping E
              left: E
              right: E, 1
              expect: proved
            """;

    @Test
    void everyClaimMetExitsZeroWithATable(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.claims"), CLAIMS);
        Run r = run("prove", dir.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(List.of("claim", "verdict", "expected", "scope", "solver", "ms"), List.of(lines.get(0).split("\\s+")));
        assertEquals(List.of("blocks-of-64", "proved", "proved", "B=512", "z3"), columns(lines.get(1)));
        assertEquals(List.of("bit-permutation-is-not-the-axis", "refuted", "refuted", "B=512", "z3"), columns(lines.get(2)));
        assertEquals(List.of("identity-is-a-unit", "proved", "proved", "all", "sizes", "z3"), columns(lines.get(3)));
        assertTrue(r.out().contains("Refuted, as documented:\n  bit-permutation-is-not-the-axis: at position 1 the left"
                + " holds {B: 32} and the right holds {B: 1}\n"), r.out());
        assertTrue(lines.get(lines.size() - 1).startsWith("3 of 3 claims met their expected verdict (2 proved, 1 refuted as"
                + " documented) in "), r.out());
        List<String> progress = r.err().lines().toList();
        assertEquals("proving 3 claims from 1 file", progress.get(0));
        assertTrue(progress.get(2).startsWith("[2/3] bit-permutation-is-not-the-axis: refuted ("), r.err());
    }

    @Test
    void aClaimNotMetExitsOneAndIsListed(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.claims"), CLAIMS.replace("  expect: refuted", "  expect: proved"));
        Run r = run("prove", dir.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("bit-permutation-is-not-the-axis  refuted !  proved"), r.out());
        assertTrue(r.out().contains("Not met:\n  bit-permutation-is-not-the-axis (" + dir.resolve("a.claims") + ":8): expected"
                + " proved, got refuted: at position 1 the left holds {B: 32} and the right holds {B: 1}\n"), r.out());
        assertTrue(r.err().contains("[2/3] bit-permutation-is-not-the-axis: refuted, expected proved ("), r.err());
    }

    @Test
    void jsonListsEveryClaimWithItsVerdictAndWhetherItMetItsExpectation(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.claims"), CLAIMS);
        Run r = run("prove", "--json", dir.resolve("a.claims").toString());
        assertEquals(0, r.exit());
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertEquals(3, doc.get("met").asInt());
        assertEquals(3, doc.get("total").asInt());
        JsonNode second = doc.get("claims").get(1);
        List<String> keys = new ArrayList<>();
        second.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("name", "property", "expected", "verdict", "met", "scope", "solver", "millis", "detail", "file",
                "line", "source"), keys);
        assertEquals("bit-permutation-is-not-the-axis", second.get("name").asText());
        assertEquals("equiv", second.get("property").asText());
        assertEquals("refuted", second.get("expected").asText());
        assertEquals("refuted", second.get("verdict").asText());
        assertTrue(second.get("met").asBoolean());
        assertEquals("B=512", second.get("scope").asText());
        assertEquals(8, second.get("line").asInt());
        assertEquals("all sizes", doc.get("claims").get(2).get("scope").asText());
    }

    @Test
    void aFileThatIsNotUtf8IsBadInputNamingTheByte(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin.claims");
        Files.write(file, "claim x\n  property: eval\n  mapping: m![\u00ff]\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals(new Run(2, "", "error: " + file + ": not UTF-8 text: line 3, column 15 holds the byte 0xff\n"),
                run("prove", file.toString()));
    }

    @Test
    void progressCountsOneClaimInTheSingular(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("one.claims");
        Files.writeString(file, "claim one\n  property: eval\n  axes: A = 4\n  mapping: m![A]\n  at 0..=3: {} {A: 1} {A: 2} {A: 3}\n"
                + "  expect: proved\n");
        Run r = run("prove", file.toString());
        assertEquals(0, r.exit(), r::toString);
        assertTrue(r.err().startsWith("proving 1 claim from 1 file\n"), r::err);
    }

    @Test
    void claimFileErrorsExitTwoNamingFileAndLineAndDecideNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.claims");
        Files.writeString(file, CLAIMS.replace("right: m![B]\n  expect: refuted", "right: m![B, Q]\n  expect: refuted"));
        Run r = run("prove", dir.toString());
        assertEquals(new Run(2, "", "error: " + file + ":12: right: column 7: unknown axis 'Q' (declared: B)\n"
                + "  m![B, Q]\n        ^\n"), r);
        Run missing = run("prove", dir.resolve("none").toString());
        assertEquals(new Run(2, "", "error: " + dir.resolve("none") + ": no such file or directory\n"), missing);
    }

    @Test
    void jsonWithClaimFileErrorsListsThemAndNoClaim(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.claims");
        Files.writeString(file, CLAIMS.replace("right: m![B]\n  expect: refuted", "right: m![B, Q]\n  expect: refuted"));
        Run r = run("prove", "--json", file.toString(), dir.resolve("none").toString());
        assertEquals(2, r.exit(), r::toString);
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertEquals(List.of("claims", "met", "total", "millis", "errors"), names(doc));
        assertEquals(0, doc.get("claims").size());
        JsonNode errors = doc.get("errors");
        assertEquals(2, errors.size());
        // the paths are checked before any file is read
        assertEquals(dir.resolve("none").toString(), errors.get(0).get("file").asText());
        assertEquals(0, errors.get(0).get("line").asInt());
        assertEquals("no such file or directory", errors.get(0).get("message").asText());
        assertEquals(file.toString(), errors.get(1).get("file").asText());
        assertEquals(12, errors.get(1).get("line").asInt());
        assertEquals("right: column 7: unknown axis 'Q' (declared: B)\n  m![B, Q]\n        ^",
                errors.get(1).get("message").asText());
        Files.writeString(file, CLAIMS);
        JsonNode good = new ObjectMapper().readTree(run("prove", "--json", file.toString()).out());
        assertEquals(List.of("claims", "met", "total", "millis", "errors"), names(good));
        assertEquals(0, good.get("errors").size());
    }

    private static List<String> names(JsonNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> columns(String line) {
        List<String> c = new ArrayList<>(List.of(line.split("\\s+")));
        c.remove(c.size() - 1);
        return c;
    }

    @Test
    void anEndlessDeviceIsBadInputNamingItsSizeNotAnExhaustedMemory() {
        assertEquals(new Run(2, "", "error: /dev/zero: cannot be read: more than 67108864 bytes (64 MiB); not a text file\n"),
                Run.run("prove", "/dev/zero"));
    }
}
