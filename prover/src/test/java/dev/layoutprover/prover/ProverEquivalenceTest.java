package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ProverEquivalenceTest {

    private static final Declarations AB = DeclarationsParser.ofAxes("A = 8, B = 512");
    private static Prover prover;

    @BeforeAll
    static void open() {
        prover = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover(Prover.Strategy.SOLVER_ONLY);
    }

    @AfterAll
    static void close() {
        prover.session().close();
    }

    private static Mapping m(String text) {
        return MappingParser.parse(text, AB);
    }

    @Test
    void strideModuloDecompositionIsProvedByZ3() {
        Verdict v = prover.equivalent(m("A, B / 64, B % 64"), m("A, B"));
        assertInstanceOf(Verdict.Proved.class, v, v::toString);
        assertEquals("z3", prover.solverName());
    }

    @Test
    void nestedStrideDiffersFromTheAxisAtAReplayedPosition() {
        Verdict v = prover.equivalent(m("B / 64, B % 32, B / 32 % 2"), m("B"));
        Counterexample c = assertInstanceOf(Verdict.Refuted.class, v, v::toString).counterexample();
        Counterexample.Mismatch mm = assertInstanceOf(Counterexample.Mismatch.class, c);
        assertEquals(m("B / 64, B % 32, B / 32 % 2").at(mm.position()), mm.left());
        assertEquals(Slot.of(TensorIndex.of("B", mm.position())), mm.right());
    }

    @Test
    void slidingWindowEqualsItsOuterSumSpelling() {
        Declarations nf = DeclarationsParser.ofAxes("N = 5, F = 3");
        Verdict v = prover.equivalent(MappingParser.parse("m![N * F]", nf), MappingParser.parse("m![$(N:3, F:1)]", nf));
        assertInstanceOf(Verdict.Proved.class, v, v::toString);
        Verdict w = prover.equivalent(MappingParser.parse("m![$(N:1, F:2) # 15]", nf), MappingParser.parse("m![N * F]", nf));
        assertInstanceOf(Verdict.Refuted.class, w, w::toString);
    }
}
