package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.MappingParser;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/** Encodings do not depend on the calls made before them. */
class EncoderTest {

    private static final Declarations D = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("B = 512");
    private static final List<Axis> AXES = List.of(new Axis("B", 512));
    private static final Mapping BLOCKS = MappingParser.parse("m![B / 64, B % 64]", D);

    private SolverSession session;
    private Encoder encoder;
    private IntegerFormula p;

    @BeforeEach
    void open() {
        session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10));
        encoder = new Encoder(session.formulas(), "v");
        p = encoder.variable("p");
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void aSharedEncodingListsEveryDefinitionItUsesWhicheverCallMadeIt() {
        Relation first = encoder.shared(BLOCKS, p, AXES);
        Relation second = encoder.shared(BLOCKS, p, AXES);
        assertFalse(first.shared().isEmpty());
        assertEquals(first.shared(), second.shared());
        assertEquals(first.index(), second.index());
    }

    @Test
    void anEncodingOfItsOwnSharesNothing() {
        encoder.shared(BLOCKS, p, AXES);
        assertTrue(encoder.encode(BLOCKS, p, AXES).shared().isEmpty());
    }

    @Test
    void theSessionCountsItsChecks() {
        Prover prover = session.prover(Prover.Strategy.SOLVER_ONLY);
        prover.equivalent(BLOCKS, MappingParser.parse("m![B]", D));
        assertTrue(session.statistics().checks() >= 1, session.statistics()::toString);
        assertEquals(0, session.statistics().timeouts());
    }
}
