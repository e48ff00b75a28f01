package dev.layoutprover.prover.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The seed's laws: proved for all sizes or up to a bound, and never proved where they fail. */
class LawProverTest {

    private static final String ALL_SIZES = "z3 found no counterexample with the sizes as integer variables";

    private static LawProver prover;

    /**
     * Time z3 is given for a question: far above what each needs on an idle machine (well under a second), so
     * that a machine busy with other work still proves a law for all sizes rather than falling back to its
     * bounded instances.
     */
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @BeforeAll
    static void open() {
        prover = LawProver.on(SolverSession.open(Solver.Z3, LIMIT), LIMIT);
    }

    @AfterAll
    static void close() {
        prover.session().close();
    }

    static Law law(String vars, String left, String right, String... hypotheses) {
        LawParser.Variables v = LawParser.variables(vars);
        List<Hypothesis> hs = new ArrayList<>();
        for (String h : hypotheses) {
            hs.add(LawParser.hypothesis(h, v));
        }
        return new Law(v.mappings(), v.axes(), v.sizes(), hs, LawParser.term(left, v), LawParser.term(right, v));
    }

    private static void assertProvedForAllSizes(Law law) {
        assertEquals(new LawProver.Decision(new Verdict.Proved(ALL_SIZES), "all sizes"), prover.prove(law, 4), law::toString);
    }

    @Test
    void identityIsAUnitOfPairsForAllSizes() {
        assertProvedForAllSizes(law("mapping E", "E", "E, 1"));
        assertProvedForAllSizes(law("mapping E", "E", "1, E"));
    }

    @Test
    void strideModuloDecompositionHoldsForAllSizesWhenTheMappingSplits() {
        assertProvedForAllSizes(law("mapping E, size n", "E", "E / n, E % n", "E splits at n"));
        assertProvedForAllSizes(law("axis A, size n", "A", "A / n, A % n"));
        assertProvedForAllSizes(law("axis A, sizes k, n", "A / k", "A / k / n, A / k % n"));
    }

    @Test
    void pairProjectionsHoldForAllSizesWhenTheOtherSideStartsEmpty() {
        assertProvedForAllSizes(law("mappings A, B", "[A, B] / |B|", "A", "B(0) = {}"));
        assertProvedForAllSizes(law("mappings A, B", "[A, B] % |B|", "B", "A(0) = {}"));
    }

    @Test
    void idempotentOperationsAndModuloByOneHoldForAllSizes() {
        assertProvedForAllSizes(law("mapping E", "E", "E / 1"));
        assertProvedForAllSizes(law("mapping E", "E", "E # |E|"));
        assertProvedForAllSizes(law("mapping E", "E", "E #_ |E|"));
        assertProvedForAllSizes(law("mapping E", "E", "E = |E|"));
        assertProvedForAllSizes(law("mapping E", "E % 1", "1", "E(0) = {}"));
    }

    @Test
    void associativityFallsBackToEverySizeUpToTheBound() {
        Law assoc = law("mappings E1, E2, E3", "E1, E2, E3", "[E1, E2], E3");
        LawProver.Decision d = prover.bounded(assoc, 3);
        assertEquals(new LawProver.Decision(new Verdict.Proved("z3 found no counterexample in any of the 27 instances"),
                "|E1|, |E2|, |E3| <= 3 (27 instances)"), d);
    }

    @Test
    void unconditionalStatementsAreNeverProved() {
        for (Law wrong : List.of(law("mapping E, size n", "E", "E / n, E % n"),
                law("mappings A, B", "[A, B] / |B|", "A"),
                law("mapping E", "E % 1", "1"),
                law("mappings A, B", "A, B", "B, A"),
                law("mapping E", "E", "E # (|E| * 2)"))) {
            LawProver.Decision d = prover.prove(wrong, 4);
            Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, d.verdict(), wrong::toString);
            assertTrue(u.reason().contains("need not come from any mapping"), u.reason());
        }
    }

    @Test
    void boundedInstancesAreTheWellFormedOnes() {
        Law l = law("mapping E, size n", "E", "E / n, E % n", "E splits at n");
        List<Map<String, Long>> instances = LawProver.instances(l, 4);
        // n must divide |E|: (1,1), (2,1), (2,2), (3,1), (3,3), (4,1), (4,2), (4,4).
        assertEquals(8, instances.size());
        assertEquals(Map.of("|E|", 4L, "n", 2L), instances.get(6));
        assertEquals("|E|, n <= 4 (8 instances)", prover.bounded(l, 4).scope());
    }

    @Test
    void aLawWithoutWellFormedInstancesIsUnknown() {
        Law never = law("mapping E", "E = (|E| * 2)", "E");
        assertEquals(new Verdict.Unknown("no sizes up to 3 make both sides well formed"), prover.bounded(never, 3).verdict());
    }
}
