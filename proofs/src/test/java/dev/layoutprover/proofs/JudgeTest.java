package dev.layoutprover.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every kind of claim decided, with the exact outcome: verdict, detail, scope and solver. */
class JudgeTest {

    @RegisterExtension
    static final TestJudge JUDGE = new TestJudge();

    private static Outcome decide(String block) {
        return JUDGE.decide(block);
    }

    private static Outcome proved(String detail, String scope, String solver) {
        return new Outcome(Outcome.Answer.PROVED, detail, scope, solver);
    }

    private static Outcome refuted(String detail, String scope, String solver) {
        return new Outcome(Outcome.Answer.REFUTED, detail, scope, solver);
    }

    @Test
    void concreteEquivalenceIsDecidedByTheLayoutQuestions() {
        assertEquals(refuted("at position 1 the left holds {B: 32} and the right holds {B: 1}", "B=512", "enumerate"),
                decide("""
                        claim c
                          property: equiv
                          axes: B = 512
                          left: m![B / 64, B % 32, B / 32 % 2]
                          right: m![B]
                          expect: refuted
                        """));
        assertEquals(proved("enumeration of 6 positions", "D0=3, D1=2", "enumerate"), decide("""
                claim c
                  property: equiv
                  left: cute:(3,2):(2,1)
                  right: m![D0, D1]
                  expect: proved
                """));
    }

    @Test
    void lawsAreProvedForAllSizesByZ3() {
        assertEquals(proved("z3 found no counterexample with the sizes as integer variables", "all sizes", "z3"), decide("""
                claim c
                  property: equiv
                  for every: mapping E
                  left: E
                  right: 1, E
                  expect: proved
                """));
    }

    @Test
    void aFalseLawIsUnknownNeverProved() {
        Outcome o = decide("""
                claim c
                  property: equiv
                  for every: mapping E, size n
                  left: E
                  right: E / n, E % n
                  bound: 3
                  expect: proved
                """);
        assertEquals(Outcome.Answer.UNKNOWN, o.answer());
        assertEquals("|E|, n <= 3 (5 instances)", o.scope());
    }

    @Test
    void statedPositionsAreEvaluated() {
        String claim = """
                claim c
                  property: eval
                  axes: B = 512
                  mapping: m![B / 64, B % 32, B / 32 % 2]
                  size: 512
                  at 67: {B: VALUE}
                  expect: proved
                """;
        assertEquals(proved("evaluated 2 stated values", "B=512", "evaluator"), decide(claim.replace("VALUE", "97")));
        assertEquals(refuted("position 67 holds {B: 97}, not {B: 96}", "B=512", "evaluator"), decide(claim.replace("VALUE", "96")));
        assertEquals(refuted("position 4 holds [{F: 2}, {N: 2, F: 1}, {N: 4}], which does not include {F: 1}",
                "N=5, F=3", "evaluator"), decide("""
                        claim c
                          property: eval
                          axes: N = 5, F = 3
                          mapping: m![$(N:1, F:2)]
                          contains 4: {F: 1}
                          expect: proved
                        """));
    }

    @Test
    void tileRangesNameTheFirstTileThatFails() {
        Outcome o = decide("""
                claim c
                  property: subview
                  axes: A = 8, B = 512
                  parent: m![A, B]
                  tile: m![B / 32]
                  tile size: 2
                  start: 13..=15
                  view: m![A, B / 32 = 2 # 16, B % 32]
                  expect: proved
                """);
        assertEquals(refuted("tile 15: the view does not address what the parent stores (tile start {B: 480} at parent"
                + " position 480): at view position 32 the view addresses {B: 512} but the parent stores {A: 1}",
                "A=8, B=512; starts 13..=15", "enumerate"), o);
    }

    @Test
    void cuteAndXlaValuesAreComputed() {
        assertEquals(refuted("f_L(5) is 7, not 8", "(3,2):(2,3)", "evaluator"), decide("""
                claim c
                  property: cute
                  layout: (3,2):(2,3)
                  f(2): 4
                  f(5): 8
                  expect: proved
                """));
        assertEquals(refuted("linear_index_with_tile([2, 3]) is 17, not 18", "f32[3,5]{1,0:T(2,2)}", "evaluator"), decide("""
                claim c
                  property: xla
                  shape: f32[3,5]{1,0:T(2,2)}
                  index(2, 3): 18
                  expect: proved
                """));
        assertEquals(proved("evaluated 5 stated values", "f32[3,5]{1,0:T(2,2)}", "evaluator"), decide("""
                claim c
                  property: xla
                  shape: f32[3,5]{1,0:T(2,2)}
                  row 2: 12 13 16 17 20
                  expect: proved
                """));
    }

    @Test
    void correspondencesEnumerateEveryElement() {
        assertEquals(proved("enumeration of 15 elements", "f32[3,5]{1,0:T(2,2)}", "enumerate"), decide("""
                claim c
                  property: xla-pad-reshape-transpose
                  shape: f32[3,5]{1,0:T(2,2)}
                  expect: proved
                """));
        assertEquals(proved("enumeration of 24 positions", "f32[3,5]{1,0:T(2,2)}", "enumerate"), decide("""
                claim c
                  property: xla-mapping
                  shape: f32[3,5]{1,0:T(2,2)}
                  expect: proved
                """));
        assertEquals(refuted("(3,2):(2,3): the compact inverse of 1 is (0,0), which f_L sends to 0", "(3,2):(2,3)",
                "enumerate"), decide("""
                        claim c
                          property: cute-inverse
                          layout: (3,2):(2,3)
                          expect: proved
                        """));
        assertEquals(proved("enumeration of 8 positions", "(3,2):(2,3)", "enumerate"), decide("""
                claim c
                  property: cute-mapping
                  layout: (3,2):(2,3)
                  expect: proved
                """));
    }

    @Test
    void membersTooLargeToEnumerateGoToTheProver() {
        assertEquals(proved("z3: no element of the 4194304 has two positions (linear integer arithmetic, division by"
                + " constants)", "bf16[1024,4096]{1,0:T(8,128)(2,1)}", "z3"), decide("""
                        claim c
                          property: xla-pad-reshape-transpose
                          shape: bf16[1024,4096]{1,0:T(8,128)(2,1)}
                          expect: proved
                        """));
        // Which violating point the solver's model names is its own choice; the point must be real.
        Outcome inverse = decide("""
                        claim c
                          property: cute-inverse
                          layout: (1024,1024):(1,1000)
                          expect: refuted
                        """);
        assertEquals(Outcome.Answer.REFUTED, inverse.answer());
        assertEquals("(1024,1024):(1,1000)", inverse.scope());
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("at i = (\\d+): idx2crd\\(i\\) = \\((\\d+),(\\d+)\\) but f_L\\(\\(\\d+,\\d+\\)\\) = (\\d+)")
                .matcher(inverse.detail());
        assertTrue(m.matches(), inverse.detail());
        long i = Long.parseLong(m.group(1));
        long c0 = Long.parseLong(m.group(2));
        long c1 = Long.parseLong(m.group(3));
        assertEquals(i % 1024, c0, "idx2crd's first coordinate is (i / 1) % 1024");
        assertEquals(i / 1000 % 1024, c1, "idx2crd's second coordinate is (i / 1000) % 1024");
        assertEquals(c0 + 1000 * c1, Long.parseLong(m.group(4)), "f_L of the coordinate");
        assertTrue(c0 + 1000 * c1 != i, "the point violates the inverse law");
        Outcome mixed = decide("""
                claim c
                  property: xla-pad-reshape-transpose
                  shape: f32[d0,1000]{1,0:T(8,128)}
                  where: d0 in 65..=66
                  expect: proved
                """);
        assertEquals(proved("enumeration of 65000 elements; z3: no element of the 66000 has two positions (linear integer"
                + " arithmetic, division by constants)", "d0 in 65..=66 (2 shapes)", "enumerate, z3"), mixed);
    }

    @Test
    void trfSequencerEntriesComeFromTheSimulator() {
        String claim = """
                claim c
                  property: trf-sequencer
                  axes: M = 32, N = 8, K = 16, L = 2, O = 2
                  type: bf16
                  row: m![N]
                  element: m![O, M, K]
                  time: m![M, O]
                  packet: m![L, K]
                  entry 0: size 2, stride STRIDE
                  expect: proved
                """;
        String scope = "M=32, N=8, K=16, L=2, O=2";
        assertEquals(refuted("the simulator derives 2 entries, not 1: {size 2, stride 1024}, {size 32, stride 32}",
                scope, "simulator"), decide(claim.replace("STRIDE", "1024")));
        assertEquals(refuted("entry 0 is {size 2, stride 1024}, not {size 2, stride 512} (derived {size 2, stride 1024},"
                + " {size 32, stride 32})", scope, "simulator"), decide(claim.replace("STRIDE", "512")));
        assertEquals(proved("the simulator derives {size 2, stride 1024}, {size 32, stride 32}, reg_read_size 32 B"
                + " repeated 2 times; what they read is the computation mapping [time, packet] (enumeration)", scope,
                "simulator"), decide(claim.replace("STRIDE", "1024").replace("  expect:", "  entry 1: size 32, stride 32\n  expect:")));
    }

    @Test
    void anUnknownVerdictMeetsNoExpectation() {
        Claim c = ClaimParser.parse(Path.of("t.claims"), """
                claim c
                  property: injective
                  axes: X = 2^23
                  mapping: m![X]
                  expect: proved
                """).get(0);
        Outcome o = JUDGE.judge.decide(c);
        assertEquals(Outcome.Answer.UNKNOWN, o.answer());
        assertEquals(false, new Result(c, o, 0).met());
        assertEquals(true, new Result(c, new Outcome(Outcome.Answer.PROVED, "", "", ""), 0).met());
    }
}
