package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.CuteLayouts;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * For random layouts, the solver's verdict on "idx2crd inverts f_L" is proved exactly when
 * enumeration finds the inverse correct at every index and coordinate, and the translation to
 * mappings is proved for every layout whose leaves do not interleave.
 */
class CuteProofsProperties {

    private static CuteProofs proofs;

    @BeforeContainer
    static void open() {
        proofs = CuteProofs.on(SolverSession.open(Solver.Z3, Duration.ofSeconds(20)));
    }

    @AfterContainer
    static void close() {
        proofs.session().close();
    }

    @Provide Arbitrary<CuteLayout> layouts() { return CuteLayouts.layouts(); }
    @Provide Arbitrary<CuteLayout> compact() { return CuteLayouts.compactLayouts(); }
    @Provide Arbitrary<CuteLayout> complementable() { return CuteLayouts.complementable(); }

    @Property(tries = 150)
    void idx2crdInvertsEveryCompactLayout(@ForAll("compact") CuteLayout l) {
        assertInstanceOf(Verdict.Proved.class, proofs.idx2crdInvertsLayoutFunction(l));
    }

    @Property(tries = 200)
    void theVerdictOnIdx2crdAgreesWithEnumeration(@ForAll("layouts") CuteLayout l) {
        Verdict v = proofs.idx2crdInvertsLayoutFunction(l);
        assertEquals(invertsByEnumeration(l), v instanceof Verdict.Proved, l + ": " + v);
    }

    @Property(tries = 100)
    void theTranslationAgreesWithTheLayoutFunction(@ForAll("complementable") CuteLayout l) {
        Verdict v = proofs.translationAgreesWithLayoutFunction(l);
        assertInstanceOf(Verdict.Proved.class, v, l + ": " + v);
    }

    private static boolean invertsByEnumeration(CuteLayout l) {
        for (CuteLayout leaf : l.leaves()) {
            if (leaf.shape().value() > 1 && leaf.stride().value() == 0) {
                return false;
            }
        }
        for (long i = 0; i < l.size(); i++) {
            IntTuple x = l.coordinate(i);
            if (l.apply(Coordinates.compactInverse(i, l.shape(), l.stride())) != i
                    || !Coordinates.compactInverse(l.apply(x), l.shape(), l.stride()).equals(x)) {
                return false;
            }
        }
        return true;
    }
}
