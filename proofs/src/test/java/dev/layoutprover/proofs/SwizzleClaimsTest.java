package dev.layoutprover.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code property: swizzle} claims: the swizzle laws over families, facts about swizzled layouts, and their errors. */
class SwizzleClaimsTest {

    @RegisterExtension
    static final TestJudge JUDGE = new TestJudge();

    private static Outcome decide(String block) {
        return JUDGE.decide(block);
    }

    /**
     * Each claim with the outcome it must have: a family proved a bijection on its block, a
     * swizzled layout's wrong stated value refuted with the value it has, a collision refuted at the
     * first pair.
     */
    static Stream<Arguments> decided() {
        return Stream.of(
                Arguments.of("""
                        claim c
                          property: swizzle
                          swizzle: Sw<b,1,s>
                          where: b in 1..=2; s in 2..=3
                          law: bijection on its block
                          expect: proved
                        """, new Outcome(Outcome.Answer.PROVED, "8 laws, each at every point (z3)",
                        "b in 1..=2; s in 2..=3 (4 swizzles)", "z3")),
                Arguments.of("""
                        claim c
                          property: swizzle
                          layout: Sw<3,4,3> o (8,128):(128,1)
                          f(1): 144
                          f(1023): 1023
                          expect: proved
                        """, new Outcome(Outcome.Answer.REFUTED, "F(1023) = 911, not 1023", "Sw<3,4,3> o (8,128):(128,1)",
                        "z3")),
                Arguments.of("""
                        claim c
                          property: swizzle
                          layout: Sw<3,4,3> o (8,128):(128,2)
                          injective: yes
                          within: 0..2048
                          expect: refuted
                        """, new Outcome(Outcome.Answer.REFUTED, "at i = 1, j = 512: F(i) = F(j) = 144",
                        "Sw<3,4,3> o (8,128):(128,2)", "z3")));
    }

    @ParameterizedTest
    @MethodSource("decided")
    void aClaimHasItsOutcome(String claim, Outcome expected) {
        assertEquals(expected, decide(claim));
    }

    @Test
    void aSwizzleIsProvedItsOwnInverseOnEveryOffsetBelow2To62() {
        Outcome o = decide("""
                claim c
                  property: swizzle
                  swizzle: Sw<3,4,3>
                  law: own inverse
                  expect: proved
                """);
        assertEquals(Outcome.Answer.PROVED, o.answer(), o.toString());
    }

    @Test
    void malformedSwizzleClaimsNameTheirLineAndAFamilyMemberItsAssignment() {
        CatalogueException e = assertThrows(CatalogueException.class, () -> ClaimParser.parse(Path.of("t.claims"), """
                claim c
                  property: swizzle
                  swizzle: Sw<3,4,2>
                  law: own inverse
                  expect: proved
                """));
        String problem = e.problems().get(0).toString();
        assertTrue(problem.startsWith("t.claims:3: ") && problem.contains("|S| must be at least B"), problem);
        CatalogueException law = assertThrows(CatalogueException.class, () -> ClaimParser.parse(Path.of("t.claims"), """
                claim c
                  property: swizzle
                  swizzle: Sw<3,4,3>
                  law: involution
                  expect: proved
                """));
        assertEquals("t.claims:4: law: expected 'bijection on its block' or 'own inverse', found 'involution'",
                law.problems().get(0).toString());
        CatalogueException member = assertThrows(CatalogueException.class, () -> ClaimParser.parse(Path.of("t.claims"), """
                claim c
                  property: swizzle
                  swizzle: Sw<3,1,s>
                  where: s in 2..=3
                  law: own inverse
                  expect: proved
                """));
        assertEquals("t.claims:3: with s = 2, swizzle: column 1: Sw<3,1,2>: |S| must be at least B, so that the bits"
                + " read are not the bits written", member.problems().get(0).toString().lines().findFirst().orElseThrow());
    }
}
