package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FactorFormTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 8, B = 512, C = 13, D = 61, E = 5, F = 2");

    @Test
    void bitRearrangementHasThreeFactorsOfB() {
        FactorForm f = FactorForm.require(MappingParser.parse("m![B / 64, B % 32, B / 32 % 2]", D), "test");
        Axis b = new Axis("B", 512);
        assertEquals(List.of(new Factor(b, 64, 8, 8), new Factor(b, 1, 32, 32), new Factor(b, 32, 2, 2)), f.factors());
        assertEquals(64, f.positionStride(0));
        assertEquals(2, f.positionStride(1));
    }

    @Test
    void paddingOfAPairPadsItsMajorFactor() {
        FactorForm f = FactorForm.require(MappingParser.parse("m![[E, F] # 16]", D), "test");
        assertEquals("[E # 8, F]", f.toString());
    }

    @Test
    void stridesThenModuloStayTwoFactorsWhereTheNormalFormHasOneDigit() {
        Mapping m = MappingParser.parse("m![B / 8, B % 8]", D);
        assertEquals("[B / 8, B % 8]", FactorForm.require(m, "test").toString());
        assertEquals("[512:B×1]", dev.layoutprover.algebra.normal.Normalizer.of(m).orElseThrow().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"m![A, B]", "m![B / 64, B % 32, B / 32 % 2]", "m![C, D # 64]", "m![A / 2 # 8, 1 # 2, B % 4]",
            "m![[E, F] # 16]", "m![B % 4 = 3, A / 4]", "m![1 # 4, A]", "m![B / 32 = 2 # 16]", "m![[A, B] / 64]",
            "m![[A, B] % 1024]", "m![[A, B # 1024] = 2048]", "m![A * F]"})
    void factorFormHoldsWhatTheEvaluatorHoldsAtEveryPosition(String text) {
        Mapping m = MappingParser.parse(text, D);
        FactorForm f = FactorForm.require(m, "test");
        assertEquals(m.size(), f.size());
        assertEquals(Verdict.Proved.class, Oracle.equivalent(m, f.toMapping()).getClass(), text + " vs " + f.toMapping());
        Evaluator e = Evaluator.of(m);
        List<String> names = e.axes().stream().map(Axis::name).toList();
        long[] expected = new long[names.size()];
        List<Long> held = new ArrayList<>();
        f.forEachHeld(names, (coords, p) -> {
            held.add(p);
            assertTrue(e.evaluate(p, expected), "position " + p + " of " + text + " is a hole");
            assertEquals(Arrays.toString(expected), Arrays.toString(coords), "position " + p + " of " + text);
        });
        long holes = 0;
        for (long p = 0; p < m.size(); p++) {
            if (!e.evaluate(p, expected)) {
                holes++;
            }
        }
        assertEquals(m.size() - holes, held.size());
    }

    @Test
    void skewsAndSlidingWindowsHaveNoFactorForm() {
        Declarations d = DeclarationsParser.ofAxes("A = 4, B = 4, B' = B - A, N = 5, G = 3");
        assertTrue(FactorForm.of(MappingParser.parse("m![A, B']", d)).isEmpty());
        assertTrue(FactorForm.of(MappingParser.parse("m![$(N:1, G:2)]", d)).isEmpty());
    }
}
