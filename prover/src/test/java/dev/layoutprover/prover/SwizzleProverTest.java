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
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.Layouts;
import java.time.Duration;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Swizzled mappings decided by each solver through the exact integer encoding of the XOR. */
class SwizzleProverTest {

    private static final Declarations NONE = DeclarationsParser.ofAxes("");
    private static final Declarations AB = DeclarationsParser.ofAxes("A = 4, B = 8");

    /** Asks {@code questions} of the solver-only prover of a fresh session of {@code solver}. */
    private static void onProver(Solver solver, Consumer<Prover> questions) {
        try (SolverSession session = SolverSession.open(solver, Duration.ofSeconds(30))) {
            questions.accept(session.prover(Prover.Strategy.SOLVER_ONLY));
        }
    }

    /** The counterexample of a refutation, of the kind expected. */
    private static <C extends Counterexample> C refutedBy(Class<C> kind, Verdict v) {
        return assertInstanceOf(kind, assertInstanceOf(Verdict.Refuted.class, v, v::toString).counterexample());
    }

    private static void assertProved(Verdict v, Object what) {
        assertInstanceOf(Verdict.Proved.class, v, () -> what + ": " + v);
    }

    private static Mapping parse(String text, Declarations d) {
        return Layouts.parse(text, d);
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void aSwizzleAppliedTwiceIsTheMappingItself(Solver solver) {
        onProver(solver, p -> assertProved(p.equivalent(parse("Sw<3,4,3> o Sw<3,4,3> o [D0, D1]",
                DeclarationsParser.ofAxes("D0 = 8, D1 = 64")), parse("cute:(8,64):(64,1)", NONE)), "equivalent"));
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void theFirstPositionASwizzleMovesIsTheCounterexample(Solver solver) {
        onProver(solver, p -> {
            Counterexample.Mismatch m = refutedBy(Counterexample.Mismatch.class,
                    p.equivalent(parse("Sw<1,0,1> o [A, B]", AB), parse("A, B", AB)));
            assertEquals(2, m.position());
            assertEquals(Slot.of(TensorIndex.of("B", 3)), m.left());
            assertEquals(Slot.of(TensorIndex.of("B", 2)), m.right());
        });
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void theCutlassSharedMemoryLayoutIsInjectiveAndCoversItsAxes(Solver solver) {
        Mapping smem = parse("cute:Sw<3,4,3> o (8,64):(64,1)", NONE);
        onProver(solver, p -> {
            for (Property property : new Property[] {Property.INJECTIVE, Property.SURJECTIVE, Property.BOUNDS,
                    Property.HOLES, Property.OVERLAP}) {
                assertProved(p.check(property, smem), property);
            }
        });
    }

    @Test
    void aMillionOffsetSwizzledLayoutIsDecidedWithTheSwizzleSetAside() {
        Mapping big = parse("cute:Sw<3,4,3> o (1024,1024):(1024,1)", NONE);
        onProver(Solver.Z3, p -> {
            for (Property property : new Property[] {Property.INJECTIVE, Property.SURJECTIVE, Property.HOLES}) {
                assertProved(p.check(property, big), property);
            }
            assertProved(p.equivalent(big, parse("Sw<3,4,3> o [D0, D1]",
                    DeclarationsParser.ofAxes("D0 = 1024, D1 = 1024"))), "equivalent");
        });
    }

    @ParameterizedTest
    @EnumSource(value = Solver.class, names = {"Z3", "SMTINTERPOL"})
    void aSwizzleOfAStridedLayoutLeavesTheSameHolesElsewhere(Solver solver) {
        Mapping strided = parse("cute:Sw<3,4,3> o (8,64):(128,2)", NONE);
        onProver(solver, p -> {
            Counterexample.Holes h = refutedBy(Counterexample.Holes.class, p.check(Property.HOLES, strided));
            assertEquals(1024 - 512, h.count());
            assertEquals(1L, h.first().get(0));
        });
    }
}
