package dev.layoutprover.algebra.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import org.junit.jupiter.api.Test;

/** Each equivalence law listed in seed 000, at the seed's sizes ({@code A = 8, B = 512}). */
class SeedEquivalenceLawsTest {

    private static final Declarations D = Declarations.ofAxes("axes![A = 8, B = 512, C = 3]")
            .withAlias("E", "m![A, B / 64]")
            .withAlias("E1", "m![A]")
            .withAlias("E2", "m![B / 64]")
            .withAlias("E3", "m![C]");

    private static void equivalent(String left, String right) {
        Verdict v = Oracle.equivalent(D.parse(left), D.parse(right));
        assertInstanceOf(Verdict.Proved.class, v, () -> left + " vs " + right + ": " + v);
    }

    @Test
    void identityOfPairs() {
        equivalent("m![{ E }, 1]", "m![{ E }]");
        equivalent("m![1, { E }]", "m![{ E }]");
        equivalent("m![1, A]", "m![A]");
        equivalent("m![A, 1]", "m![A]");
    }

    @Test
    void strideModuloDecomposition() {
        equivalent("m![B / 64, B % 64]", "m![B]");
        equivalent("m![[{ E }] / 8, [{ E }] % 8]", "m![{ E }]");
    }

    @Test
    void pairProjection() {
        equivalent("m![[A, B] / 512]", "m![A]");
        equivalent("m![[A, B] % 512]", "m![B]");
    }

    @Test
    void associativityOfPairs() {
        equivalent("m![{ E1 }, { E2 }, { E3 }]", "m![[{ E1 }, { E2 }], { E3 }]");
        equivalent("m![{ E1 }, { E2 }, { E3 }]", "m![{ E1 }, [{ E2 }, { E3 }]]");
    }

    @Test
    void idempotentOperations() {
        equivalent("m![{ E } / 1]", "m![{ E }]");
        equivalent("m![{ E } # 64]", "m![{ E }]");
        equivalent("m![{ E } = 64]", "m![{ E }]");
    }

    @Test
    void moduloByOne() {
        equivalent("m![B % 1]", "m![1]");
        equivalent("m![[{ E }] % 1]", "m![1]");
    }

    @Test
    void unconditionalStatementsFailWhereTheSeedsConditionIsMissing() {
        // E = A, B with A = 2, B = 3 does not split at 2: position 3 is {A: 1} but the pair gives {B: 3}.
        Declarations d = Declarations.ofAxes("A = 2, B = 3");
        Verdict split = Oracle.equivalent(d.parse("m![A, B]"), d.parse("m![[A, B] / 2, [A, B] % 2]"));
        assertEquals(new Counterexample.Mismatch(3, Slot.of(TensorIndex.of("A", 1)),
                Slot.of(TensorIndex.of("B", 3))), ((Verdict.Refuted) split).counterexample());
        // Bottom padding makes position 0 a hole, so E % 1 is not the identity.
        Verdict modOne = Oracle.equivalent(D.parse("m![B #_ 513 % 1]"), D.parse("m![1]"));
        assertEquals(new Counterexample.Mismatch(0, Slot.hole(), Slot.of(TensorIndex.EMPTY)),
                ((Verdict.Refuted) modOne).counterexample());
    }
}
