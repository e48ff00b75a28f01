package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The position a form holds an index at is one whose coordinates are that index. */
class InverseTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 64, C = 16, R = 4");

    private static NormalForm form(String m) {
        return EngineMappings.require(MappingParser.parse(m, D), "test");
    }

    @Test
    void anInjectiveFormHoldsEachIndexAtItsDigits() {
        Inverse inverse = new Inverse(form("m![A % 8, A / 8]"), List.of("A"));
        assertEquals(3 * 8 + 2, inverse.position(new long[] {19}));
    }

    @Test
    void aFormStoringAnIndexTwiceHoldsEachIndexSomewhere() {
        // m![C, R, R % 2]: R is the sum of R's digit and R % 2's, so {R: 2} sits at R's digit 2, R % 2's 0
        NormalForm f = form("m![C, R, R % 2]");
        Inverse inverse = new Inverse(f, List.of("C", "R"));
        for (long c = 0; c < 16; c++) {
            for (long r = 0; r < 4; r++) {
                long p = inverse.position(new long[] {c, r});
                assertEquals(java.util.Optional.of(Map.of("C", c, "R", r).entrySet().stream()
                        .filter(e -> e.getValue() != 0).collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
                                Map.Entry::getValue))), f.coordinates(p).map(Map::copyOf), "C = " + c + ", R = " + r);
            }
        }
        assertEquals(-1, inverse.position(new long[] {0, 5}));
    }
}
