package dev.layoutprover.simulator.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.RuleViolation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The rule catalogue: well formed, and the only source of rule names. */
class RulesTest {

    private static final Pattern RULE_NAME = Pattern.compile("\"([A-Z][A-Za-z]*::[A-Z][A-Z0-9_]*)\"");

    @Test
    void everyRuleNameTheSimulatorRaisesIsInTheCatalogue() throws IOException {
        Set<String> named = new TreeSet<>();
        for (Path main : List.of(Path.of("src/main/java"), Path.of("../kernel/src/main/java"),
                Path.of("../cli/src/main/java"))) {
            try (Stream<Path> files = Files.walk(main)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Matcher m = RULE_NAME.matcher(Files.readString(f));
                    while (m.find()) {
                        named.add(m.group(1));
                    }
                }
            }
        }
        named.add("DM::OVERLAP");
        named.add("HBM::OVERLAP");
        named.add("VRF::OVERLAP");
        assertTrue(named.size() > 60, "the scan found the rule names: " + named);
        List<String> missing = named.stream().filter(n -> !Rules.contains(n)).toList();
        assertEquals(List.of(), missing);
    }

    @Test
    void aViolationOfANameOutsideTheCatalogueIsAnInternalError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new RuleViolation("Row::WIDTH", "…"));
        assertEquals("the rule Row::WIDTH is not in the rule catalogue", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RuleViolation.held("Row::WIDTH"));
    }

    @Test
    void everyRuleHasEveryFieldAndAReferenceFileOrTheBook() {
        for (Rule r : Rules.all()) {
            assertTrue(r.id().matches("[A-Z][A-Za-z]*::[A-Z][A-Z0-9_]*"), r.id());
            assertTrue(r.statement().endsWith("."), r.id() + ": a statement is a sentence");
            for (String ref : r.reference()) {
                assertTrue(ref.equals("book") || ref.equals("tool") || ref.startsWith("type") || ref.matches("[a-z_/]+\\.rs(:\\d+)?.*"),
                        r.id() + ": " + ref);
            }
            assertTrue(!r.valid().equals(r.invalid()), r.id());
        }
    }

    @Test
    void referenceLinesPointAtAnAssertionOfTheReferenceWhenItIsPresent() throws IOException {
        Path src = Path.of("../../shared/corpus/reference/furiosa-visa-std/src");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(src), "the reference corpus is not beside "
                + "the checkout (" + src + ")");
        Pattern site = Pattern.compile("([a-z_/]+\\.rs):(\\d+)");
        for (Rule r : Rules.all()) {
            for (String ref : r.reference()) {
                Matcher m = site.matcher(ref);
                if (!m.lookingAt()) {
                    continue;
                }
                List<String> lines = Files.readAllLines(src.resolve(m.group(1)));
                String line = lines.get(Integer.parseInt(m.group(2)) - 1);
                assertTrue(line.matches(".*(assert|panic|expect|unwrap_or_else|fn |trait |impl ).*"),
                        r.id() + " → " + ref + ": " + line.strip());
            }
        }
    }

    @Test
    void toolFindingsAreWarningsAndHardwareRulesTheReferenceChecksAreErrors() {
        for (Rule r : Rules.all()) {
            if (r.isTool()) {
                assertEquals(Rule.Level.WARNING, r.level(), r.id() + ": a finding of the tool is a warning");
                assertEquals("Kernel", r.engine(), r.id());
            } else if (r.inReference()) {
                assertEquals(Rule.Level.ERROR, r.level(), r.id() + ": the reference panics on it");
            }
        }
        // a hardware rule of the book the reference does not check is a warning (the reference accepts kernels
        // breaking it), but for the address overlaps and liveness: the reference does not model addresses
        Set<String> addresses = Set.of("DM::OVERLAP", "HBM::OVERLAP", "VRF::OVERLAP", "DM::LIVE", "TRF::LIVE");
        for (Rule r : Rules.all()) {
            if (r.reference().equals(List.of("book"))) {
                assertEquals(addresses.contains(r.id()) ? Rule.Level.ERROR : Rule.Level.WARNING, r.level(), r.id());
            }
        }
        assertEquals(Rule.Level.WARNING, Rules.get("Kernel::UNMODELLED").level());
        assertEquals(Rule.Level.ERROR, Rules.get("Row::SIZE").level());
    }

    @Test
    void malformedCatalogueTextNamesItsLine() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Rules.parse(List.of("rule Row::SIZE", "statement: x.", "colour: red")));
        assertEquals("rules.catalogue:3: expected one of [statement, compares, reference, decided, book, valid, "
                + "invalid] or [level] inside a rule block, got colour: red", e.getMessage());
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> Rules.parse(List.of("rule Row::SIZE", "statement: x.")));
        assertEquals("rules.catalogue:1: the rule Row::SIZE has no compares", missing.getMessage());
    }
}
