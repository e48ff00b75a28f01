package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The command contract: outputs, JSON shapes and exit statuses. */
class CliTest {

    @Test
    void evalPrintsSeedPositionsOnePerLine() {
        Run r = run("eval", "--axes", "B=512", "m![B / 64, B % 32, B / 32 % 2]", "67");
        assertEquals(new Run(0, "67: {B: 97}\n", ""), r);
    }

    @Test
    void evalPrintsHolesSetsAndRanges() {
        assertEquals("60: {D: 60}\n61: hole\n62: hole\n63: hole\n64: {C: 1}\n",
                run("eval", "--axes", "C=13, D=61", "m![C, D # 64]", "60..65").out());
        assertEquals("4: [{F: 2}, {N: 2, F: 1}, {N: 4}]\n",
                run("eval", "--axes", "N=5, F=3", "m![$(N:1, F:2)]", "4").out());
        assertEquals("519: {A: 1, B: 7}\n0: {}\n", run("eval", "--axes", "A=8, B=512", "A, B", "519", "0").out());
    }

    @Test
    void rangesAreRustsTheEndExcludedByTwoDotsAndIncludedByDotsEquals() {
        assertEquals("0: {}\n1: {A: 1}\n2: {A: 2}\n", run("eval", "--axes", "A=8", "A", "0..3").out());
        assertEquals("0: {}\n1: {A: 1}\n2: {A: 2}\n3: {A: 3}\n", run("eval", "--axes", "A=8", "A", "0..=3").out());
        assertEquals("7: {A: 7}\n", run("eval", "--axes", "A=8", "A", "7..=7").out());
        assertEquals("", run("eval", "--axes", "A=8", "A", "5..5").out());
        assertEquals(new Run(2, "", "error: POSITION 0..=8: outside the mapping's positions 0..8\n"),
                run("eval", "--axes", "A=8", "A", "0..=8"));
        assertEquals("f_L(4) = 5, coordinate (1,1)\nf_L(5) = 7, coordinate (2,1)\n",
                run("cute", "eval", "(3,2):(2,3)", "4..=5").out());
    }

    @Test
    void evalJsonIsAnArrayOfPositionsAndIndices() {
        Run r = run("eval", "--json", "--axes", "N=5, F=3", "m![$(N:1, F:2)]", "0", "4");
        String compact = r.out().replaceAll("\\s", "");
        assertEquals("[{\"position\":0,\"index\":{}},{\"position\":4,\"index\":[{\"F\":2},{\"N\":2,\"F\":1},{\"N\":4}]}]",
                compact);
        Run hole = run("eval", "--json", "--axes", "C=13, D=61", "m![C, D # 64]", "61");
        assertEquals("[{\"position\":61,\"index\":null}]", hole.out().replaceAll("\\s", ""));
    }

    @Test
    void badInputExitsTwoWithTheColumnAndPrintsNothingElse() {
        Run r = run("eval", "--axes", "A=8", "m![A, Q]", "0");
        assertEquals(2, r.exit());
        assertEquals("", r.out());
        assertEquals("error: MAPPING: column 7: unknown axis 'Q' (declared: A)\n  m![A, Q]\n        ^\n", r.err());
        Run stride = run("equiv", "--axes", "B=512", "m![B / 48]", "m![B]");
        assertEquals(2, stride.exit());
        assertTrue(stride.err().contains("stride 48 does not divide the size 512 of B"), stride.err());
        Run position = run("eval", "--axes", "A=8", "A", "3", "8");
        assertEquals(new Run(2, "", "error: POSITION 8: outside the mapping's positions 0..8\n"), position);
    }

    @Test
    void equivalenceVerdictsExitZeroOrOne() {
        assertEquals(0, run("equiv", "--axes", "A=8, B=512", "m![B / 64, B % 64]", "m![B]").exit());
        Run refuted = run("equiv", "--axes", "B=512", "m![B / 64, B % 32, B / 32 % 2]", "m![B]");
        assertEquals(1, refuted.exit());
        assertTrue(refuted.out().contains("at position 1 the left holds {B: 32} and the right holds {B: 1}"), refuted.out());
    }

    @Test
    void equivalenceJsonHasTheContractKeys() {
        Run r = run("equiv", "--json", "--axes", "B=512", "m![B / 64, B % 32, B / 32 % 2]", "m![B]");
        String compact = r.out().replaceAll("\\s", "");
        assertTrue(compact.startsWith("{\"verdict\":\"refuted\",\"property\":\"equiv\""), compact);
        assertTrue(compact.contains("\"counterexample\":{\"position\":1,\"left\":{\"B\":32},\"right\":{\"B\":1}"), compact);
        assertTrue(compact.contains("\"solver\":\"z3\""), compact);
        assertTrue(compact.matches(".*\"millis\":[0-9]+}$"), compact);
    }

    @Test
    void everyVerdictsJsonHasTheSameFields() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        java.util.List<String> fields = java.util.List.of("verdict", "property", "claim", "subject", "counterexample",
                "method", "reason", "solver", "millis");
        Run proved = run("check", "injective", "--json", "--axes", "A=8", "m![A]");
        Run refuted = run("check", "injective", "--json", "--axes", "A=8", "m![A, A]");
        Run unknown = run("check", "injective", "--json", "--solver", "enumerate", "--axes", "A=1048576, B=1048576",
                "m![A, B]");
        for (Run r : java.util.List.of(proved, refuted, unknown)) {
            com.fasterxml.jackson.databind.JsonNode o = json.readTree(r.out());
            java.util.List<String> names = new java.util.ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            assertEquals(fields, names, r::toString);
        }
        assertEquals(java.util.List.of(0, 1, 3), java.util.List.of(proved.exit(), refuted.exit(), unknown.exit()));
        assertTrue(json.readTree(proved.out()).get("reason").isNull());
        assertTrue(json.readTree(refuted.out()).get("method").isNull());
        assertEquals("enumeration is limited to 4194304 positions (2^22); A, B has 1099511627776",
                json.readTree(unknown.out()).get("reason").asText());
    }

    @Test
    void aliasesComeFromLet() {
        Run r = run("equiv", "--axes", "A=8, B=512", "--let", "L=m![A]", "--let", "R=m![B]", "m![{ L }, { R }]", "m![A, B]");
        assertEquals(0, r.exit(), r.out() + r.err());
        Run typed = run("equiv", "--axes", "A=8, B=512", "--let", "type L = m![A];", "m![{ L }, B]", "m![A, B]");
        assertEquals(0, typed.exit(), typed.out() + typed.err());
    }

    @Test
    void checkPropertiesExitOneWithTheirCounterexample() {
        Run holes = run("check", "holes", "--axes", "C=13, D=61", "m![C, D # 64]");
        assertEquals(1, holes.exit());
        assertTrue(holes.out().contains("39 holes, first at 61, 62, 63"), holes.out());
        Run injective = run("check", "injective", "--axes", "A=8", "m![A, A]");
        assertTrue(injective.out().contains("{A: 1} is stored at positions 1 and 8"), injective.out());
        assertEquals(0, run("check", "surjective", "--axes", "A=8, B=512", "m![A, B / 64, B % 64]").exit());
        Run wrap = run("check", "wraparound", "--axes", "A=4, B=4, B'=B-A", "m![A, B' = 4]");
        // The solver names some wrapping position; it must be one: row A = a wraps from B' = 4 - a.
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("(?s).*at position (\\d+) the skewed axis B' wraps around; the position holds (\\{[^}]*\\}).*")
                .matcher(wrap.out());
        assertTrue(m.matches(), wrap.out());
        long p = Long.parseLong(m.group(1));
        assertTrue(p / 4 + p % 4 >= 4, "position " + p + " wraps");
        assertEquals(1, wrap.exit());
    }

    @Test
    void subviewOfOverlappingBlockTiles() {
        String[] base = {"check", "subview", "--axes", "A=8, B=512", "--parent", "m![A, B]", "--tile", "m![B / 32]",
            "--size", "2"};
        assertEquals(0, run(concat(base, "--start", "14", "m![A, B / 32 = 2 # 16, B % 32]")).exit());
        assertEquals(1, run(concat(base, "--start", "15", "m![A, B / 32 = 2 # 16, B % 32]")).exit());
    }

    @Test
    void subviewNamesTheOptionOfABadSizeOrStart() {
        String[] base = {"check", "subview", "--axes", "A=8, B=512", "--parent", "m![A, B]", "--tile", "m![B / 32]"};
        String view = "m![A, B / 32 = 2 # 16, B % 32]";
        assertEquals(new Run(2, "", "error: --size 0: expected a positive number of tile steps\n"),
                run(concat(base, "--size", "0", "--start", "3", view)));
        assertEquals(new Run(2, "", "error: --start -3: expected a tile step that is not negative\n"),
                run(concat(base, "--size", "2", "--start", "-3", view)));
    }

    @Test
    void aTimeoutOutOfRangeIsShownAsWritten() {
        assertEquals(new Run(2, "", "error: --timeout 0: expected a number of seconds, above 0 and at most a day\n"),
                run("equiv", "--timeout", "0", "--axes", "A=8", "m![A]", "m![A]"));
        assertEquals(new Run(2, "", "error: --timeout 86400.5: expected a number of seconds, above 0 and at most a day\n"),
                run("equiv", "--timeout", "86400.5", "--axes", "A=8", "m![A]", "m![A]"));
    }

    @Test
    void positionRangesExcludeTheirEndOrIncludeItWithEquals() {
        assertEquals(new Run(0, "0: {}\n1: {A: 1}\n2: {A: 2}\n", ""), run("eval", "--axes", "A=4", "m![A]", "0..3"));
        assertEquals(new Run(0, "0: {}\n1: {A: 1}\n2: {A: 2}\n3: {A: 3}\n", ""),
                run("eval", "--axes", "A=4", "m![A]", "0..=3"));
        assertEquals(new Run(2, "", "error: POSITION 0..=4: outside the mapping's positions 0..4\n"),
                run("eval", "--axes", "A=4", "m![A]", "0..=4"));
        assertEquals(new Run(2, "", "error: POSITION 3..3: the range is empty (3..3 excludes 3; 3..=3 includes it)\n"),
                run("eval", "--axes", "A=4", "m![A]", "3..3"));
        assertEquals(new Run(0, "3: {A: 3}\n", ""), run("eval", "--axes", "A=4", "m![A]", "3..=3"));
        assertEquals(new Run(2, "", "error: INDEX 2..2: the range is empty (2..2 excludes 2; 2..=2 includes it)\n"),
                run("cute", "eval", "(3,2):(2,3)", "2..2"));
    }

    @Test
    void crossNotationEquivalence() {
        assertEquals(0, run("equiv", "cute:(3,5):(5,1)", "xla:f32[3,5]{1,0}").exit());
        assertEquals(1, run("equiv", "cute:(3,5):(1,3)", "xla:f32[3,5]{1,0}").exit());
    }

    @Test
    void aMappingMayNameTheAxesACuteOrXlaLayoutOnTheOtherSideDeclares() {
        Run tiled = run("equiv", "xla:f32[4,8]{1,0:T(2,4)(2,1)}", "m![D0 / 2, D1 / 4, D1 % 4, D0 % 2]");
        assertEquals(0, tiled.exit(), tiled::toString);
        Run reversed = run("equiv", "m![D0 / 2, D1 / 4, D1 % 4, D0 % 2]", "xla:f32[4,8]{1,0:T(2,4)(2,1)}");
        assertEquals(0, reversed.exit(), reversed::toString);
        Run nested = run("equiv", "m![D0 % 2, D1, D0 / 2]", "cute:((2,2),3):((1,6),2)");
        assertEquals(1, nested.exit(), nested::toString);
        assertTrue(nested.out().contains("at position 1 the left holds {D0: 2} and the right holds {D0: 1}"), nested::toString);
        // an axis neither side declares is still the left's error, with its column and the axes there are
        assertEquals(new Run(2, "", "error: LEFT: column 8: unknown axis 'Q' (declared: D0, D1)\n  m![D0, Q]\n         ^\n"),
                run("equiv", "m![D0, Q]", "cute:(4,3):(3,1)"));
    }

    @Test
    void missingPropertyIsAUsageError() {
        assertEquals(2, run("check").exit());
        assertEquals(2, run("equiv", "--axes", "A=8", "A").exit());
    }

    @Test
    void showDrawsTheSkewTableRowByRow() {
        Run r = run("show", "--axes", "A=4, B=4, B'=B-A", "m![A, B' = 4]");
        assertEquals("m![A, B' = 4]  (16 positions, 4 per row; cells show A,B)\n"
                + " 0 │ 0,0 0,1 0,2 0,3\n"
                + " 4 │ 1,1 1,2 1,3 1,0\n"
                + " 8 │ 2,2 2,3 2,0 2,1\n"
                + "12 │ 3,3 3,0 3,1 3,2\n", r.out());
        Run svg = run("show", "--format", "svg", "--axes", "C=3, D=5", "m![C, D # 8]");
        assertTrue(svg.out().startsWith("<svg") && svg.out().contains("<title>5: hole</title>"), svg.out());
        assertEquals(2, run("show", "--format", "png", "--axes", "C=3", "C").exit());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
