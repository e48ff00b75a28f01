package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.Layouts;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Swizzled mappings decided by each solver through the exact integer encoding of the XOR. */
class SwizzleProverTest {

    private static final Declarations NONE = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("");
    private static final Declarations AB = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A = 4, B = 8");

    private static SolverSession session(Solver solver) {
        return SolverSession.open(solver, Duration.ofSeconds(30));
    }

    private static Mapping parse(String text, Declarations d) {
        return Layouts.parse(text, d);
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void aSwizzleAppliedTwiceIsTheMappingItself(Solver solver) {
        try (SolverSession session = session(solver)) {
            Prover p = session.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.equivalent(parse("Sw<3,4,3> o Sw<3,4,3> o [D0, D1]", dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("D0 = 8, D1 = 64")),
                    parse("cute:(8,64):(64,1)", NONE));
            assertInstanceOf(Verdict.Proved.class, v, v::toString);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void theFirstPositionASwizzleMovesIsTheCounterexample(Solver solver) {
        try (SolverSession session = session(solver)) {
            Prover p = session.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.equivalent(parse("Sw<1,0,1> o [A, B]", AB), parse("A, B", AB));
            Counterexample.Mismatch m = assertInstanceOf(Counterexample.Mismatch.class,
                    assertInstanceOf(Verdict.Refuted.class, v, v::toString).counterexample());
            assertEquals(2, m.position());
            assertEquals(Slot.of(TensorIndex.of("B", 3)), m.left());
            assertEquals(Slot.of(TensorIndex.of("B", 2)), m.right());
        }
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void theCutlassSharedMemoryLayoutIsInjectiveAndCoversItsAxes(Solver solver) {
        Mapping smem = parse("cute:Sw<3,4,3> o (8,64):(64,1)", NONE);
        try (SolverSession session = session(solver)) {
            Prover p = session.prover(Prover.Strategy.SOLVER_ONLY);
            for (Property property : new Property[] {Property.INJECTIVE, Property.SURJECTIVE, Property.BOUNDS,
                    Property.HOLES, Property.OVERLAP}) {
                Verdict v = p.check(property, smem);
                assertInstanceOf(Verdict.Proved.class, v, () -> property + ": " + v);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void aMillionOffsetSwizzledLayoutIsDecidedWithTheSwizzleSetAside() {
        Mapping big = parse("cute:Sw<3,4,3> o (1024,1024):(1024,1)", NONE);
        try (SolverSession session = session(Solver.Z3)) {
            Prover p = session.prover(Prover.Strategy.SOLVER_ONLY);
            for (Property property : new Property[] {Property.INJECTIVE, Property.SURJECTIVE, Property.HOLES}) {
                Verdict v = p.check(property, big);
                assertInstanceOf(Verdict.Proved.class, v, () -> property + ": " + v);
            }
            Verdict e = p.equivalent(big, parse("Sw<3,4,3> o [D0, D1]", dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("D0 = 1024, D1 = 1024")));
            assertInstanceOf(Verdict.Proved.class, e, e::toString);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void aSwizzleOfAStridedLayoutLeavesTheSameHolesElsewhere(Solver solver) {
        Mapping strided = parse("cute:Sw<3,4,3> o (8,64):(128,2)", NONE);
        try (SolverSession session = session(solver)) {
            Prover p = session.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.check(Property.HOLES, strided);
            Counterexample.Holes h = assertInstanceOf(Counterexample.Holes.class,
                    assertInstanceOf(Verdict.Refuted.class, v, v::toString).counterexample());
            assertEquals(1024 - 512, h.count());
            assertEquals(1L, h.first().get(0));
        }
    }
}
