package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.layoutprover.algebra.text.MappingParser;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/** Encodings do not depend on the calls made before them. */
class EncoderTest {

    private static final Declarations D = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("B = 512");
    private static final List<Axis> AXES = List.of(new Axis("B", 512));

    @Test
    void aSharedEncodingListsEveryDefinitionItUsesWhicheverCallMadeIt() {
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Encoder encoder = new Encoder(session.formulas(), "v");
            IntegerFormula p = encoder.variable("p");
            Mapping m = MappingParser.parse("m![B / 64, B % 64]", D);
            Relation first = encoder.shared(m, p, AXES);
            Relation second = encoder.shared(m, p, AXES);
            assertFalse(first.shared().isEmpty());
            assertEquals(first.shared(), second.shared());
            assertEquals(first.index(), second.index());
        }
    }

    @Test
    void anEncodingOfItsOwnSharesNothing() {
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Encoder encoder = new Encoder(session.formulas(), "v");
            IntegerFormula p = encoder.variable("p");
            Mapping m = MappingParser.parse("m![B / 64, B % 64]", D);
            encoder.shared(m, p, AXES);
            assertTrue(encoder.encode(m, p, AXES).shared().isEmpty());
        }
    }

    @Test
    void theSessionCountsItsChecks() {
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
            Prover prover = session.prover(Prover.Strategy.SOLVER_ONLY);
            prover.equivalent(MappingParser.parse("m![B / 64, B % 64]", D), MappingParser.parse("m![B]", D));
            assertTrue(session.statistics().checks() >= 1, session.statistics()::toString);
            assertEquals(0, session.statistics().timeouts());
        }
    }
}
