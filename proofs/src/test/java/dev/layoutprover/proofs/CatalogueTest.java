package dev.layoutprover.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogueTest {

    private static final String CLAIM = """
            claim %s
              property: eval
              mapping: m![1]
              at 0: {}
              expect: proved
            """;

    @Test
    void theRepositoryCatalogueReadsWithoutProblems() {
        // Tests run in the module's directory, which holds the claim files.
        List<Claim> claims = Catalogue.load(List.of(Path.of(".")));
        assertTrue(claims.size() >= 60, "only " + claims.size() + " claims");
        assertEquals(claims.size(), new HashSet<>(claims.stream().map(Claim::name).toList()).size());
        assertTrue(claims.stream().anyMatch(c -> c.expected() == Claim.Expected.REFUTED));
        assertTrue(claims.stream().anyMatch(c -> c.statement() instanceof Statement.LawStatement));
    }

    @Test
    void directoriesContributeTheirClaimFilesInPathOrderSkippingTarget(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("b.claims"), CLAIM.formatted("second"));
        Files.writeString(dir.resolve("a.claims"), CLAIM.formatted("first"));
        Files.writeString(dir.resolve("notes.txt"), "not claims");
        Files.createDirectories(dir.resolve("target"));
        Files.writeString(dir.resolve("target/c.claims"), CLAIM.formatted("built"));
        assertEquals(List.of("first", "second"), Catalogue.load(List.of(dir)).stream().map(Claim::name).toList());
    }

    @Test
    void namesAreUniqueAcrossFiles(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.claims"), CLAIM.formatted("same"));
        Files.writeString(dir.resolve("b.claims"), "\n" + CLAIM.formatted("same"));
        CatalogueException e = assertThrows(CatalogueException.class, () -> Catalogue.load(List.of(dir)));
        assertEquals(List.of(new CatalogueException.Problem(dir.resolve("b.claims").toString(), 2,
                "claim same is already defined at " + dir.resolve("a.claims") + ":1")), e.problems());
    }

    @Test
    void aMissingPathIsAProblem(@TempDir Path dir) {
        CatalogueException missing = assertThrows(CatalogueException.class,
                () -> Catalogue.load(List.of(dir.resolve("nope.claims"))));
        assertEquals(dir.resolve("nope.claims") + ": no such file or directory", missing.getMessage());
    }

    @Test
    void anEmptyDirectoryAndDevNullHoldNoClaims(@TempDir Path dir) {
        assertEquals(List.of(), Catalogue.load(List.of(dir)));
        java.nio.file.Path devNull = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.exists(devNull), "no /dev/null here");
        assertEquals(List.of(), Catalogue.load(List.of(devNull)));
    }

    @Test
    void aByteOrderMarkAtTheStartOfAClaimFileIsSkipped(@TempDir Path dir) throws java.io.IOException {
        Path file = dir.resolve("bom.claims");
        java.nio.file.Files.writeString(file, "\uFEFFclaim with-a-mark\n  property: eval\n  axes: A = 2\n"
                + "  mapping: m![A]\n  at 1: {A: 1}\n  expect: proved\n");
        List<Claim> claims = Catalogue.load(List.of(file));
        assertEquals(1, claims.size());
        assertEquals("with-a-mark", claims.get(0).name());
    }
}
