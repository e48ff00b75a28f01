package dev.layoutprover.algebra.normal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NormalFormSkewTest {

    @Test
    void aSkewedAxisAtCoordinateZeroStillMovesItsTarget() {
        // B' = 0 means B = A, so [B' = 2, A] % 5 stores {A: p, B: p}, not {A: p}.
        Declarations d = DeclarationsParser.ofAxes("A = 5, B = 6, B' = B - A");
        Mapping left = MappingParser.parse("m![1, [B' = 2, A] % 5]", d);
        Mapping right = MappingParser.parse("m![A]", d);
        assertEquals(Slot.of(TensorIndex.of("A", 1, "B", 1)), left.at(1));
        Optional<Verdict> v = NormalFormChecks.equivalent(left, right);
        v.ifPresent(verdict -> assertEquals(new Verdict.Refuted(new Counterexample.Mismatch(1,
                Slot.of(TensorIndex.of("A", 1, "B", 1)), Slot.of(TensorIndex.of("A", 1)))), verdict));
    }
}
