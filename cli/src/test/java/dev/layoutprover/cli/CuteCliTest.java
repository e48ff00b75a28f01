package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code layout cute}: results in CuTe notation, each law with its verdict, JSON, and exit statuses. */
class CuteCliTest {

    @Test
    void evalPrintsTheSeedsValueAndCoordinate() {
        assertEquals(new Run(0, "f_L(5) = 7, coordinate (2,1)\n", ""), run("cute", "eval", "(3,2):(2,3)", "5"));
        assertEquals("f_L(0) = 0, coordinate ((0,0),0)\nf_L(5) = 5, coordinate ((1,2),0)\n",
                run("cute", "eval", "cute:((2,3),4):((1,2),6)", "0", "5").out());
    }

    @Test
    void evalJsonListsIndexCoordinateAndValue() {
        assertEquals("[{\"index\":5,\"coordinate\":[2,1],\"value\":7}]",
                run("cute", "eval", "--json", "(3,2):(2,3)", "5").out().replaceAll("\\s", ""));
        assertEquals("[{\"index\":1,\"coordinate\":[[1,0],0],\"value\":1}]",
                run("cute", "eval", "--json", "((2,3),4):((1,2),6)", "1").out().replaceAll("\\s", ""));
    }

    @Test
    void idx2crdOfACompactLayoutIsProved() {
        Run r = run("cute", "idx2crd", "(3,2):(1,3)", "4");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().startsWith("idx2crd(4) = (1,1); f_L((1,1)) = 4\n"
                + "  proved: idx2crd(f_L(x)) = x and f_L(idx2crd(i)) = i for L = (3,2):(1,3)\n    how: z3: "), r.out());
    }

    @Test
    void idx2crdOfTheSeedsNonCompactLayoutIsRefutedWithAPoint() {
        Run r = run("cute", "idx2crd", "(3,2):(2,3)", "4");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().startsWith("idx2crd(4) = (2,1); f_L((2,1)) = 7\n  refuted: "), r.out());
        assertTrue(r.out().matches("(?s).*counterexample: at [ix] = \\d+: .*"), r.out());
    }

    @Test
    void compositionPrintsTheResultAndProvesBothLaws() {
        Run r = run("cute", "composition", "(6,2):(8,2)", "(4,3):(3,1)");
        assertEquals(0, r.exit(), r.out());
        String[] lines = r.out().split("\n");
        assertEquals("composition((6,2):(8,2), (4,3):(3,1)) = ((2,2),3):((24,2),8)", lines[0]);
        assertEquals("  proved: size(A ∘ B) = 12", lines[1]);
        assertEquals("  proved: R(c) = A(B(c)) for A = (6,2):(8,2), B = (4,3):(3,1), R = ((2,2),3):((24,2),8)", lines[3]);
        assertTrue(lines[4].startsWith("    how: z3: no point of [0, 12) violates it"), lines[4]);
        assertTrue(lines[5].matches("  solver: z3, \\d+ ms"), lines[5]);
    }

    @Test
    void eachOperationPrintsItsResultInCuteNotation() {
        assertEquals("coalesce((2,(1,6)):(1,(6,2))) = 12:1", firstLine("coalesce", "(2,(1,6)):(1,(6,2))"));
        assertEquals("complement(4:2, 24) = (2,3):(1,8)", firstLine("complement", "4:2", "24"));
        assertEquals("complement((2,2):(1,6), 1) = 3:2", firstLine("complement", "(2,2):(1,6)"));
        assertEquals("right-inverse((3,2):(2,1)) = (2,3):(3,1)", firstLine("right-inverse", "(3,2):(2,1)"));
        assertEquals("left-inverse(4:2) = (2,4):(4,1)", firstLine("left-inverse", "4:2"));
        assertEquals("logical-divide(16:1, 4:2) = (4,(2,2)):(2,(1,8))", firstLine("logical-divide", "16:1", "4:2"));
        assertEquals("logical-product((2,2):(4,1), 6:1) = ((2,2),(2,3)):((4,1),(2,8))",
                firstLine("logical-product", "(2,2):(4,1)", "6:1"));
    }

    private static String firstLine(String... operation) {
        String[] args = new String[operation.length + 1];
        args[0] = "cute";
        System.arraycopy(operation, 0, args, 1, operation.length);
        Run r = run(args);
        assertEquals(0, r.exit(), r.out() + r.err());
        return r.out().split("\n")[0];
    }

    @Test
    void theCasesCuteComputesAreComputedAndProved() {
        assertEquals("composition((8,1):(1,9), 2:3) = 2:3", firstLine("composition", "(8,1):(1,9)", "2:3"));
        assertEquals("complement((4,10):(1,10), 1) = 2:4", firstLine("complement", "(4,10):(1,10)"));
        assertEquals("composition(8:-1, 2:2) = 2:-2", firstLine("composition", "8:-1", "2:2"));
        assertEquals("right-inverse((4,3,2):(1,4,0)) = 12:1", firstLine("right-inverse", "(4,3,2):(1,4,0)"));
        assertEquals("logical-divide((8,4):(1,8), 2:1) = (2,16):(1,2)", firstLine("logical-divide", "(8,4):(1,8)", "2"));
        assertEquals("logical-divide((8,4):(1,8), <2:1,2:1>) = ((2,4),(2,2)):((1,2),(8,16))",
                firstLine("logical-divide", "(8,4):(1,8)", "(2,2)"));
        assertEquals("composition((8,4):(1,8), <2:1,2:1>) = (2,2):(1,8)", firstLine("composition", "(8,4):(1,8)", "<2,2>"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            zipped-divide   | (8,4):(1,8) | <2,2>       | zipped-divide((8,4):(1,8), <2:1,2:1>) = ((2,2),(4,2)):((1,8),(2,16))
            tiled-divide    | (8,4):(1,8) | <2,2>       | tiled-divide((8,4):(1,8), <2:1,2:1>) = ((2,2),4,2):((1,8),2,16)
            flat-divide     | (8,4):(1,8) | <2,2>       | flat-divide((8,4):(1,8), <2:1,2:1>) = (2,2,4,2):(1,8,2,16)
            zipped-product  | (8,4):(1,8) | <2,2>       | zipped-product((8,4):(1,8), <2:1,2:1>) = ((8,4),(2,2)):((1,8),(8,1))
            tiled-product   | (8,4):(1,8) | <2,2>       | tiled-product((8,4):(1,8), <2:1,2:1>) = ((8,4),2,2):((1,8),8,1)
            flat-product    | (8,4):(1,8) | <2,2>       | flat-product((8,4):(1,8), <2:1,2:1>) = (8,4,2,2):(1,8,8,1)
            blocked-product | (2,5):(5,1) | (3,4):(1,3) | blocked-product((2,5):(5,1), (3,4):(1,3)) = (6,(5,4)):(5,(1,30))
            raked-product   | (2,5):(5,1) | (3,4):(1,3) | raked-product((2,5):(5,1), (3,4):(1,3)) = ((3,2),(4,5)):((10,5),(30,1))
            """)
    void theGatheredDividesAndProductsPrintCutesLayouts(String operation, String a, String b, String line) {
        assertEquals(line, firstLine(operation, a, b));
    }

    @Test
    void evalOfASwizzledLayoutPrintsTheSwizzledValueAndTheLayoutsValue() {
        assertEquals(new Run(0, "f(1) = 144, coordinate (1,0), before the swizzle 128\n"
                + "f(8) = 1, coordinate (0,1), before the swizzle 1\n", ""),
                run("cute", "eval", "Sw<3,4,3> o (8,128):(128,1)", "1", "8"));
        assertEquals("[{\"index\":1,\"coordinate\":[1,0],\"value\":144,\"layoutvalue\":128}]",
                run("cute", "eval", "--json", "cute:Sw<3,4,3> o (8,128):(128,1)", "1").out().replaceAll("\\s", ""));
        assertEquals("f_L(3) = -3, coordinate 3\n", run("cute", "eval", "4:-1", "3").out());
    }

    @Test
    void swizzledLayoutsAreProvedInjectiveWithinBoundsAndTheirOwnInverse() {
        Run injective = run("cute", "injective", "Sw<3,4,3> o (8,128):(128,1)");
        assertEquals(0, injective.exit(), injective.out());
        assertTrue(injective.out().startsWith("injective(Sw<3,4,3> o (8,128):(128,1))\n  proved: "), injective.out());
        Run bounds = run("cute", "bounds", "Sw<3,4,3> o (8,128):(128,1)");
        assertEquals(0, bounds.exit(), bounds.out());
        assertTrue(bounds.out().startsWith("bounds(Sw<3,4,3> o (8,128):(128,1)) = [0, 1024)\n"), bounds.out());
        assertEquals(0, run("cute", "equiv", "Sw<3,4,3> o Sw<3,4,3> o (8,128):(128,1)", "(8,128):(128,1)").exit());
    }

    @Test
    void aSwizzleCollisionOrDifferenceIsRefutedWithThePoint() {
        Run r = run("cute", "injective", "Sw<3,4,3> o (8,128):(128,2)");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains("counterexample: at i = 1, j = 512: F(i) = F(j) = 144"), r.out());
        Run e = run("cute", "equiv", "Sw<1,0,1> o 4:1", "(2,2):(1,2)");
        assertEquals(1, e.exit(), e.out());
        assertTrue(e.out().contains("counterexample: at i = 2: (2,2):(1,2) gives 2 but Sw<1,0,1> o 4:1 gives 3"), e.out());
        Run b = run("cute", "bounds", "Sw<3,4,3> o (8,128):(128,1)", "0", "1000");
        assertEquals(1, b.exit(), b.out());
        assertTrue(b.out().contains("counterexample: at i = 7: F(i) = 1008 is outside [0, 1000)"), b.out());
    }

    @Test
    void aBadSwizzleOrTilerIsBadInputWithItsColumn() {
        assertEquals(new Run(2, "", "error: F: column 1: Sw<3,4,2>: |S| must be at least B, so that the bits read are not"
                + " the bits written\n  Sw<3,4,2> o 8:1\n  ^\n"), run("cute", "injective", "Sw<3,4,2> o 8:1"));
        Run t = run("cute", "zipped-divide", "(8,4):(1,8)", "<2,2");
        assertEquals(2, t.exit());
        assertTrue(t.err().startsWith("error: TILER: column 5: "), t.err());
        Run rank = run("cute", "zipped-divide", "8:1", "<2,2>");
        assertEquals(2, rank.exit());
        assertTrue(rank.err().startsWith("error: zipped-divide: the tiler <2:1,2:1> has 2 modes but 8:1 has only 1"), rank.err());
    }

    @Test
    void jsonHasTheResultAndEveryLawWithItsVerdict() {
        Run r = run("cute", "complement", "--json", "4:2", "24");
        String compact = r.out().replaceAll("\\s", "");
        assertTrue(compact.startsWith("{\"operation\":\"complement\",\"arguments\":[\"4:2\",\"24\"],\"result\":\"(2,3):(1,8)\","
                + "\"verdict\":\"proved\",\"laws\":[{\"law\":\"A(a)≠R(b)unlessbothare0,forA=4:2,R=(2,3):(1,8)\","
                + "\"verdict\":\"proved\",\"method\":\"z3:"), compact);
        assertEquals(4, compact.split("\"verdict\":\"proved\",\"method\"").length - 1, compact);
        assertTrue(compact.matches(".*\"solver\":\"z3\",\"millis\":[0-9]+}$"), compact);
    }

    @Test
    void enumerationChecksTheLawsPointByPoint() {
        Run r = run("cute", "composition", "--solver", "enumerate", "20:2", "(5,4):(4,1)");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains("how: enumeration of 20 points"), r.out());
    }

    @Test
    void badLayoutsExitTwoWithTheColumnAndPrintNothingElse() {
        assertEquals(new Run(2, "", "error: A: column 4: a shape extent must be positive\n  (6,-2):(8,2)\n     ^\n"),
                run("cute", "composition", "(6,-2):(8,2)", "4:1"));
        Run prefixed = run("cute", "eval", "cute:(3,2):(2,3", "5");
        assertEquals(2, prefixed.exit());
        assertTrue(prefixed.err().startsWith("error: LAYOUT: column 16: "), prefixed.err());
        assertEquals(new Run(2, "", "error: INDEX 6: outside the layout's indices 0..6\n"), run("cute", "eval", "(3,2):(2,3)", "6"));
    }

    @Test
    void inputsAnOperationRefusesAreBadInput() {
        Run r = run("cute", "left-inverse", "(4,2):(0,1)");
        assertEquals(2, r.exit());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("error: left-inverse: layout (4,2):(0,1) is not injective"), r.err());
    }

    @Test
    void anUnknownLawMakesTheStatusThreeUnlessAnotherIsRefuted() {
        LawReport.CheckedLaw proved = new LawReport.CheckedLaw("R(c) = A(B(c))", new Verdict.Proved("z3"));
        LawReport.CheckedLaw unknown = new LawReport.CheckedLaw("R(i) < R(i + 1)", new Verdict.Unknown("z3 did not finish within 1 s"));
        LawReport.CheckedLaw refuted = new LawReport.CheckedLaw("R(b) < 8", new Verdict.Refuted(
                new Counterexample.Violation("R(b) < 8", 3, "at b = 3: R(b) = 9 is not below 8")));
        LawReport r = new LawReport("complement", List.of("4:2", "8"), List.of("complement(4:2, 8) = 2:1"), "2:1",
                List.of(proved, unknown), "z3", 5);
        assertEquals(3, r.exitCode());
        assertEquals("complement(4:2, 8) = 2:1\n  proved: R(c) = A(B(c))\n    how: z3\n  unknown: R(i) < R(i + 1)\n"
                + "    reason: z3 did not finish within 1 s\n  solver: z3, 5 ms", r.toText());
        LawReport worse = new LawReport("complement", List.of("4:2", "8"), List.of(), "2:1", List.of(unknown, refuted), "z3", 5);
        assertEquals(1, worse.exitCode());
        assertTrue(worse.toText().endsWith("  refuted: R(b) < 8\n    counterexample: at b = 3: R(b) = 9 is not below 8\n  solver: z3, 5 ms"),
                worse.toText());
    }

    @Test
    void aMissingOperationIsAUsageError() {
        Run r = run("cute");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Missing OPERATION"), r.err());
    }

    @Test
    void theCompositionThatOnceHungIsBadInputNamingTheCarry() {
        Run r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                () -> run("cute", "composition", "(2^40,2):(1,2^45)", "(2^39,2):(3,1)"));
        assertEquals(new Run(2, "", "error: composition: cannot compose (1099511627776,2):(1,35184372088832) with"
                + " (549755813888,2):(3,1): the modes of B add with a carry across 1099511627776 in A, so A(B(c)) is"
                + " not the sum of A over B's modes\n"), r);
    }

    @Test
    void anOperationOnPlainLayoutsSaysWhichTakeASwizzle() {
        String message = ": this operation takes a plain layout SHAPE:STRIDE, not a swizzled one; eval, equiv,"
                + " injective and bounds take Sw<B,M,S> o SHAPE:STRIDE\n";
        assertEquals(new Run(2, "", "error: L" + message), run("cute", "right-inverse", "Sw<1,1,1> o (4,4):(4,1)"));
        assertEquals(new Run(2, "", "error: TILER" + message),
                run("cute", "composition", "(4,4):(4,1)", "cute:Sw<1,1,1> o (4,4):(4,1)"));
        assertEquals(new Run(2, "", "error: A" + message),
                run("cute", "complement", "Sw<1,1,1> o (4,4):(4,1)", "64"));
        assertEquals(0, run("cute", "injective", "Sw<1,1,1> o (4,4):(4,1)").exit());
    }
}
