package dev.layoutprover.simulator.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.layoutprover.simulator.ElementType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A copy holds every field of its tensor, and a list of pieces of its own. */
class TensorCopyTest {

    private static Tensor stream() {
        Tensor s = new Tensor("stream", ElementType.F32);
        s.coord = List.of(new Part("C", 1, 2));
        s.chip = List.of();
        s.slice = List.of(new Part("A", 1, 4));
        s.elem = List.of(new Part("B", 1, 8));
        s.packet = List.of(new Part("B", 8, 2));
        s.row = Optional.of(List.of(new Part("R", 1, 2)));
        s.partner = new Tensor("TrfTensor", ElementType.BF16);
        s.partnerKind = "align";
        s.vectorStage = 3;
        s.alus = Set.of("FxpAdd");
        s.unzipped = true;
        s.stash = List.of();
        s.stashType = ElementType.I32;
        s.groupDigit = new Part("B", 1, 2);
        return s;
    }

    @Test
    void everyFieldButThePiecesIsCarried() throws IllegalAccessException {
        Tensor s = stream();
        Tensor t = s.copy();
        for (Field f : Tensor.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("pieces")) {
                continue;
            }
            if (f.getType().isPrimitive()) {
                assertEquals(f.get(s), f.get(t), f.getName());
            } else {
                assertSame(f.get(s), f.get(t), f.getName());
            }
        }
    }

    @Test
    void piecesAddedToTheCopyAreNotAddedToTheOriginal() {
        Tensor s = stream();
        Tensor t = s.copy();
        assertNotSame(s.pieces, t.pieces);
        assertEquals(s.pieces, t.pieces);
        t.pieces.add(null);
        assertEquals(0, s.pieces.size());
        assertEquals(1, t.pieces.size());
    }
}
