package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Solver choice, the fallback from Z3, timeouts, and enumeration. */
class SolversTest {

    private static final Declarations AB = DeclarationsParser.ofAxes("A = 8, B = 512");

    @ParameterizedTest
    @EnumSource(Solver.class)
    void everySolverProvesAndRefutesTheSeedExample(Solver solver) {
        try (SolverSession pSession = SolverSession.open(solver, Duration.ofSeconds(30))) {
            Prover p = pSession.prover(Prover.Strategy.SOLVER_ONLY);
            assertEquals(solver.cliName(), p.solverName());
            assertEquals(Optional.empty(), p.notice());
            assertInstanceOf(Verdict.Proved.class, p.equivalent(MappingParser.parse("m![A, B / 64, B % 64]", AB), MappingParser.parse("m![A, B]", AB)));
            assertInstanceOf(Verdict.Refuted.class, p.equivalent(MappingParser.parse("m![B / 64, B % 32, B / 32 % 2]", AB), MappingParser.parse("m![B]", AB)));
        }
    }

    @Test
    void z3ThatCannotLoadFallsBackToSmtInterpolWithANotice() {
        SolverSession.Opener broken = (solver, timeout) -> {
            if (solver == Solver.Z3) {
                throw new UnsatisfiedLinkError("no z3java in java.library.path");
            }
            return Backend.open(solver, timeout);
        };
        try (SolverSession pSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30), broken)) {
            Prover p = pSession.prover(Prover.Strategy.NORMAL_FORM_FIRST);
            assertEquals("smtinterpol", p.solverName());
            String notice = p.notice().orElseThrow();
            assertTrue(notice.contains("z3") && notice.contains("smtinterpol") && !notice.contains("\n"), notice);
            assertInstanceOf(Verdict.Proved.class, p.check(Property.INJECTIVE, MappingParser.parse("m![A, B]", AB)));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "PRINCESS", "SMTINTERPOL"})
    void aQuestionThatOutlastsTheTimeoutIsUnknownNeverProvedAndTheProverGoesOn(Solver solver) {
        Declarations nf = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("N = 40, F = 30");
        Mapping left = MappingParser.parse("m![$(N:1, F:2)]", nf);
        Mapping right = MappingParser.parse("m![$(F:2, N:1)]", nf);
        try (SolverSession pSession = SolverSession.open(solver, Duration.ofMillis(1))) {
            Prover p = pSession.prover(Prover.Strategy.SOLVER_ONLY);
            for (int i = 0; i < 3; i++) {
                Verdict v = p.equivalent(left, right);
                assertTrue(v instanceof Verdict.Unknown || v instanceof Verdict.Proved, v::toString);
                if (v instanceof Verdict.Unknown u) {
                    assertTrue(u.reason().contains("did not finish within 1 ms"), u.reason());
                }
            }
        }
    }

    @Test
    void smtInterpolSaysUnknownWhereAUniversalIsTooLargeToExpand() {
        Declarations big = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("N = 2^20, F = 2^20");
        try (SolverSession pSession = SolverSession.open(Solver.SMTINTERPOL, Duration.ofSeconds(30))) {
            Prover p = pSession.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.check(Property.SURJECTIVE, MappingParser.parse("m![$(N:1, F:2)]", big));
            Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v);
            assertTrue(u.reason().contains("no quantifiers"), u.reason());
        }
    }

    @Test
    void enumerationIsTheOracleAndRefusesLargeMappings() {
        try (SolverSession pSession = SolverSession.open(Solver.ENUMERATE, Duration.ofSeconds(30))) {
            Prover p = pSession.prover();
            assertEquals("enumerate", p.solverName());
            Verdict v = p.equivalent(MappingParser.parse("m![A, B / 64, B % 64]", AB), MappingParser.parse("m![A, B]", AB));
            assertEquals(new Verdict.Proved("enumeration of 4096 positions"), v);
            Declarations big = DeclarationsParser.ofAxes("B = 2^30");
            assertInstanceOf(Verdict.Unknown.class, p.equivalent(MappingParser.parse("m![B]", big), MappingParser.parse("m![B / 2, B % 2]", big)));
        }
    }

    @Test
    void twoPropertiesAreNotOneMappingQuestions() {
        try (SolverSession pSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover p = pSession.prover();
            assertThrows(IllegalArgumentException.class, () -> p.check(Property.EQUIVALENT, MappingParser.parse("m![A]", AB)));
        }
    }
}
