package dev.layoutprover.simulator.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A fold of block maxima read as one maximum over the blocks, and only then. */
class FoldedReductionTest {

    static final Map<String, Long> SIZES = Map.of("A", 4L, "R", 8L);
    static final Part ROW_IN_BLOCK = new Part("R", 1, 4);
    static final Part BLOCK = new Part("R", 4, 2);

    /** max over R % 4 of x with the block digit R / 4 % 2 fixed to {@code block}. */
    static Content blockMax(String op, List<Part> bound, long block) {
        Content x = Content.input("x", SIZES).restrict(BLOCK, block);
        return new Content(List.of(new Reduced(op, bound, x)), 64);
    }

    static Applied fold(String op, Content a, Content b) {
        return (Applied) a.applied(op, b, 32, false).items().get(0);
    }

    @Test
    void theMaximumOfTheBlockMaximaIsTheMaximumOverBothBlocks() {
        Content b0 = blockMax("max", List.of(ROW_IN_BLOCK), 0);
        Content b1 = blockMax("max", List.of(ROW_IN_BLOCK), 1);
        Reduced whole = FoldedReduction.of(fold("max", b1, b0)).orElseThrow();
        assertEquals("max", whole.op());
        assertEquals(List.of(ROW_IN_BLOCK, BLOCK), whole.bound());
        // the defining law: the whole reduction at each block value is that block's operand
        assertEquals(((Reduced) b0.items().get(0)).inner(), whole.inner().restrict(BLOCK, 0));
        assertEquals(((Reduced) b1.items().get(0)).inner(), whole.inner().restrict(BLOCK, 1));
    }

    @Test
    void aFoldThatMeetsOneBlockTwiceIsAPartialReduction() {
        Content b0 = blockMax("max", List.of(ROW_IN_BLOCK), 0);
        NotModelled e = assertThrows(NotModelled.class, () -> FoldedReduction.of(fold("max", b0, b0)));
        assertTrue(e.getMessage().contains("folds max over 1 of the 2 blocks R / 4 % 2 (not over block 1)"),
                e.getMessage());
    }

    @Test
    void theMinimumOfMaximaOrMaximaOverDifferentDigitsStayAsTheyAre() {
        Content b0 = blockMax("max", List.of(ROW_IN_BLOCK), 0);
        Content b1 = blockMax("max", List.of(ROW_IN_BLOCK), 1);
        assertEquals(Optional.empty(), FoldedReduction.of(fold("min", b0, b1)));
        Content narrower = blockMax("max", List.of(new Part("R", 1, 2)), 1);
        assertEquals(Optional.empty(), FoldedReduction.of(fold("max", b0, narrower)));
        Content sum = blockMax("add", List.of(ROW_IN_BLOCK), 1);
        assertEquals(Optional.empty(), FoldedReduction.of(fold("max", b0, sum)));
    }
}
