package dev.layoutprover.algebra.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import org.junit.jupiter.api.Test;

/** Each equivalence law listed in seed 000, at the seed's sizes ({@code A = 8, B = 512}). */
class SeedEquivalenceLawsTest {

    private static final Declarations D = DeclarationsParser.parse("""
            axes![A = 8, B = 512, C = 3];
            type E = m![A, B / 64];
            type E1 = m![A];
            type E2 = m![B / 64];
            type E3 = m![C];
            """);

    private static void equivalent(String left, String right) {
        Verdict v = Oracle.equivalent(MappingParser.parse(left, D), MappingParser.parse(right, D));
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
        Declarations d = DeclarationsParser.ofAxes("A = 2, B = 3");
        Verdict split = Oracle.equivalent(MappingParser.parse("m![A, B]", d), MappingParser.parse("m![[A, B] / 2, [A, B] % 2]", d));
        assertEquals(new Counterexample.Mismatch(3, Slot.of(TensorIndex.of("A", 1)),
                Slot.of(TensorIndex.of("B", 3))), ((Verdict.Refuted) split).counterexample());
        // Bottom padding makes position 0 a hole, so E % 1 is not the identity.
        Verdict modOne = Oracle.equivalent(MappingParser.parse("m![B #_ 513 % 1]", D), MappingParser.parse("m![1]", D));
        assertEquals(new Counterexample.Mismatch(0, Slot.hole(), Slot.of(TensorIndex.EMPTY)),
                ((Verdict.Refuted) modOne).counterexample());
    }
}
