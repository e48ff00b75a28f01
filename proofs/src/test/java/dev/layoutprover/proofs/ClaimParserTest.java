package dev.layoutprover.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClaimParserTest {

    private static final Path FILE = Path.of("proofs/test.claims");

    private static List<Claim> parse(String text) {
        return ClaimParser.parse(FILE, text);
    }

    private static List<String> problems(String text) {
        CatalogueException e = assertThrows(CatalogueException.class, () -> parse(text));
        return e.problems().stream().map(CatalogueException.Problem::toString).toList();
    }

    @Test
    void anEquivalenceClaimReadsItsMappingsWithTheDeclaredAxes() {
        List<Claim> claims = parse("""
                # blocks of 64
                claim blocks-of-64
                  source: seed 000
                  property: equiv
                  axes: A = 8, B = 512
                  left: m![B / 64, B % 64]
                  right: m![B]
                  expect: proved
                """);
        Claim c = claims.get(0);
        assertEquals("blocks-of-64", c.name());
        assertEquals(2, c.line());
        assertEquals("proofs/test.claims:2", c.location());
        assertEquals("equiv", c.property());
        assertEquals("seed 000", c.source());
        assertEquals(Claim.Expected.PROVED, c.expected());
        Statement.Equivalence e = assertInstanceOf(Statement.Equivalence.class, c.statement());
        Declarations d = DeclarationsParser.ofAxes("A = 8, B = 512");
        assertEquals(MappingParser.parse("B / 64, B % 64", d), e.left());
        assertEquals(MappingParser.parse("B", d), e.right());
    }

    @Test
    void aClaimWithForEveryIsALaw() {
        Claim c = parse("""
                claim split
                  property: equiv
                  for every: mapping E, size n
                  assume: E splits at n
                  left: E
                  right: m![{ E } / n, { E } % n]
                  bound: 5
                  timeout: 7 s
                  expect: proved
                """).get(0);
        Statement.LawStatement l = assertInstanceOf(Statement.LawStatement.class, c.statement());
        assertEquals("E splits at n ⟹ E ≡ E / n, E % n", l.law().toString());
        assertEquals(5, l.bound());
        assertEquals(java.time.Duration.ofSeconds(7), l.timeout());
        assertEquals(List.of("proofs/test.claims:6: timeout: expected seconds from 1 to 60, like '10 s', got 'soon'"),
                problems("""
                        claim slow
                          property: equiv
                          for every: mapping E
                          left: E
                          right: E, 1
                          timeout: soon
                          expect: proved
                        """));
    }

    @Test
    void evalClaimsReadRangesOfSlotsAndMemberships() {
        Claim c = parse("""
                claim rows
                  property: eval
                  axes: N = 5, F = 3
                  mapping: m![$(N:1, F:2)]
                  size: 9
                  at 0..=1: {} hole
                  contains 4: {N: 2, F: 1}
                  expect: proved
                """).get(0);
        Statement.Positions p = assertInstanceOf(Statement.Positions.class, c.statement());
        assertEquals(9L, p.size());
        assertEquals(List.of(new Statement.PositionFact.At(0, Slot.of(TensorIndex.EMPTY)),
                new Statement.PositionFact.At(1, Slot.hole()),
                new Statement.PositionFact.Contains(4, TensorIndex.of("N", 2, "F", 1))), p.facts());
    }

    @Test
    void rangesOfPositionsAreRustsTwoDotsExcludeTheEnd() {
        String claim = """
                claim rows
                  property: eval
                  axes: N = 5, F = 3
                  mapping: m![$(N:1, F:2)]
                  at RANGE: {} hole
                  expect: proved
                """;
        List<Statement.PositionFact> both = List.of(new Statement.PositionFact.At(0, Slot.of(TensorIndex.EMPTY)),
                new Statement.PositionFact.At(1, Slot.hole()));
        assertEquals(both, ((Statement.Positions) parse(claim.replace("RANGE", "0..2")).get(0).statement()).facts());
        assertEquals(both, ((Statement.Positions) parse(claim.replace("RANGE", "0..=1")).get(0).statement()).facts());
        assertEquals(List.of("proofs/test.claims:5: at 0..1: 1 position but 2 slots"),
                problems(claim.replace("RANGE", "0..1")));
    }

    @Test
    void containsNamesOnePositionNotARange() {
        String claim = """
                claim one
                  property: eval
                  axes: A = 4
                  mapping: m![A]
                  FACT
                  expect: proved
                """;
        assertEquals(List.of("proofs/test.claims:5: contains 0..2: contains names one position, not a range"),
                problems(claim.replace("FACT", "contains 0..2: {A: 1}")));
        assertEquals(List.of(new Statement.PositionFact.Contains(1, TensorIndex.of("A", 1))),
                ((Statement.Positions) parse(claim.replace("FACT", "contains 1..=1: {A: 1}")).get(0).statement()).facts());
    }

    @Test
    void propertyClaimsNameTheProperty() {
        Claim c = parse("""
                claim holes
                  property: coverage
                  axes: B = 512
                  mapping: m![B = 2]
                  expect: refuted
                """).get(0);
        Statement.MappingProperty p = assertInstanceOf(Statement.MappingProperty.class, c.statement());
        assertEquals(Property.SURJECTIVE, p.property());
        assertEquals(Claim.Expected.REFUTED, c.expected());
    }

    @Test
    void familiesListEveryMemberAndSayHowMany() {
        Claim c = parse("""
                claim tiling
                  property: xla-pad-reshape-transpose
                  shape: f32[d0,d1]{1,0:T(t,t)}
                  where: d0, d1 in 1..=3; t in 2..=3
                  expect: proved
                """).get(0);
        Statement.XlaPadReshapeTranspose x = assertInstanceOf(Statement.XlaPadReshapeTranspose.class, c.statement());
        assertEquals(18, x.shapes().members().size());
        assertEquals("f32[1,1]{1,0:T(2,2)}", x.shapes().members().get(0).toString());
        assertEquals("d0, d1 in 1..=3; t in 2..=3 (18 shapes)", x.shapes().scope());
        Claim compact = parse("""
                claim inverse
                  property: cute-inverse
                  compact shape: (a,2)
                  where: a in 1..=2
                  expect: proved
                """).get(0);
        Statement.CuteInverse i = assertInstanceOf(Statement.CuteInverse.class, compact.statement());
        assertEquals("[(1,2):(1,1), (1,2):(2,1), (2,2):(1,2), (2,2):(2,1)]", i.layouts().members().toString());
        assertEquals("a in 1..=2 (2 shapes, 4 compact layouts)", i.layouts().scope());
    }

    @Test
    void problemsNameTheFileTheLineAndWhatIsWrong() {
        assertEquals(List.of("proofs/test.claims:4: left: column 7: unknown axis 'Q' (declared: A)\n  m![A, Q]\n        ^"),
                problems("""
                        claim bad-axis
                          property: equiv
                          axes: A = 8
                          left: m![A, Q]
                          right: m![A]
                          expect: proved
                        """));
        assertEquals(List.of("proofs/test.claims:1: claim no-expectation needs 'expect: …'"), problems("""
                claim no-expectation
                  property: injective
                  axes: A = 8
                  mapping: m![A]
                """));
        assertEquals(List.of("proofs/test.claims:3: expect: 'maybe' is not a verdict; expected proved or refuted"),
                problems("""
                        claim unsure
                          property: injective
                          expect: maybe
                        """));
        assertEquals(List.of("proofs/test.claims:2: property 'bijective' is unknown; expected one of equiv, injective,"
                + " surjective, bounds, holes, wraparound, overlap, truncation, subview, eval, cute, xla,"
                + " xla-pad-reshape-transpose, xla-mapping, cute-inverse, cute-mapping, swizzle, trf-sequencer"), problems("""
                claim odd
                  property: bijective
                  expect: proved
                """));
        assertEquals(List.of("proofs/test.claims:5: 'colour' is not a key of a claim with property injective"), problems("""
                claim extra
                  property: injective
                  axes: A = 8
                  mapping: m![A]
                  colour: blue
                  expect: proved
                """));
        assertEquals(List.of("proofs/test.claims:4: at 0..=2: 3 positions but 2 slots"), problems("""
                claim short-row
                  property: eval
                  mapping: m![1 # 3]
                  at 0..=2: {} hole
                  expect: proved
                """));
    }

    @Test
    void structuralProblemsAreAllReported() {
        assertEquals(List.of(
                "proofs/test.claims:1: expected 'claim NAME' to start a claim (the lines of a claim are indented), found 'property: equiv'",
                "proofs/test.claims:3: a claim name is lower-case letters, digits and '-', like pair-identity-right; got 'Bad_Name'",
                "proofs/test.claims:5: claim twice needs 'property: …'",
                "proofs/test.claims:6: expected 'key: value' in claim twice, found 'no colon here'",
                "proofs/test.claims:8: claim twice is defined twice in this file"), problems("""
                property: equiv
                  left: m![A]
                claim Bad_Name
                  expect: proved
                claim twice
                  no colon here
                  expect: proved
                claim twice
                  property: injective
                  mapping: m![1]
                  expect: proved
                """));
    }

    @Test
    void anIndentedLineBeforeAnyClaimIsAProblem() {
        assertEquals(List.of("proofs/test.claims:1: this indented line belongs to no claim; start one with 'claim NAME'"),
                problems("  property: equiv\nclaim ok\n  property: injective\n  mapping: m![1]\n  expect: proved\n"));
    }

    @Test
    void aLawDeclaresItsOwnVariables() {
        assertEquals(List.of("proofs/test.claims:4: a law ('for every: …') declares its own variables; 'axes' belongs to"
                + " claims about fixed sizes"), problems("""
                claim mixed
                  property: equiv
                  for every: mapping E
                  axes: A = 8
                  left: E
                  right: E, 1
                  expect: proved
                """));
        assertEquals(List.of("proofs/test.claims:4: left: column 4: unknown name 'F'; declare it with 'for every: mapping F'\n"
                + "  E, F\n     ^"), problems("""
                claim unknown
                  property: equiv
                  for every: mapping E
                  left: E, F
                  right: E
                  expect: proved
                """));
    }
}
