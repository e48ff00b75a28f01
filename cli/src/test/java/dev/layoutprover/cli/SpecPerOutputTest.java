package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * {@code simulate --expect} repeated for a function that brings several tensors back: the k-th
 * spec is the k-th output's, each checked on the run's own inputs; a spec too many is bad input.
 */
class SpecPerOutputTest {

    private static final String FUSED = "src/test/resources/crates/fused";
    private static final String SUM = "a[A,B] + b[A,B] -> [A,B]";
    private static final String DIFFERENCE = "a[A,B] - b[A,B] -> [A,B]";

    @Test
    void eachOutputMeetsItsOwnSpec() {
        Run r = run("simulate", FUSED, "--fn", "sum_and_difference", "--expect", SUM, "--expect", DIFFERENCE);
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  output 2: expect " + DIFFERENCE + ": 2048 f32 elements, "), r.out());
        assertTrue(r.out().endsWith("conformant; each output is its spec's\n"), r.out());
    }

    @Test
    void aSecondOutputThatIsNotItsSpecsIsNamedWithTheFirstDifference() {
        Run r = run("simulate", FUSED, "--fn", "sum_and_difference", "--expect", SUM, "--expect", SUM);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  output 2: expect " + SUM + ": 2048 f32 elements, 2048 differ from the spec\n"
                + "              first at {A: 0, B: 0}: kernel "), r.out());
        assertTrue(r.out().contains("the kernel's value is what (a[A, B] - b[A, B]) gives, where the spec has +"), r.out());
        assertTrue(r.out().endsWith("not conformant: output 2 is not its spec's\n"), r.out());
    }

    @Test
    void jsonListsTheFurtherOutputsSpecs() throws Exception {
        Run r = run("simulate", FUSED, "--fn", "sum_and_difference", "--json", "--expect", SUM, "--expect", DIFFERENCE);
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertTrue(o.get("conformant").asBoolean(), r.out());
        assertEquals(SUM, o.get("expectation").get("spec").asText());
        assertEquals(1, o.get("later_expectations").size());
        assertEquals(DIFFERENCE, o.get("later_expectations").get(0).get("spec").asText());
        assertTrue(o.get("later_expectations").get(0).get("matches").asBoolean());
    }

    @Test
    void moreSpecsThanOutputsIsBadInput() {
        Run r = run("simulate", FUSED, "--fn", "sum_and_difference", "--expect", SUM, "--expect", DIFFERENCE,
                "--expect", SUM);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("3 specs (--expect) for 2 outputs: sum_and_difference brings 2 tensors back to the "
                + "host, and the k-th spec is the k-th's"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aSpecThatDoesNotParseIsNamedByItsPlace() {
        Run r = run("simulate", FUSED, "--fn", "sum_and_difference", "--expect", SUM, "--expect", "a[A,B] - -> [A,B]");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("error: --expect #2: column 10: "), r.err());
    }
}
