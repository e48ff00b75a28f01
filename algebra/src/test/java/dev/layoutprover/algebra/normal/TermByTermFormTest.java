package dev.layoutprover.algebra.normal;

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
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The term-by-term normal form: the digits as the terms are written, meaning what the mapping means. */
class TermByTermFormTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 8, B = 512, C = 13, D = 61, E = 5, F = 2");

    private static NormalForm form(String text) {
        return Normalizer.termByTerm(MappingParser.parse(text, D)).orElseThrow();
    }

    @Test
    void bitRearrangementHasThreeDigitsOfB() {
        NormalForm f = form("m![B / 64, B % 32, B / 32 % 2]");
        assertEquals(List.of(new Digit(8, 0, 8, "B", 64), new Digit(32, 0, 32, "B", 1), new Digit(2, 0, 2, "B", 32)),
                f.digits());
        assertEquals(64, f.placeValue(0));
        assertEquals(2, f.placeValue(1));
    }

    @Test
    void paddingOfAPairPadsItsMajorDigit() {
        assertEquals("[8:E×1[0..=4] | 2:F×1]", form("m![[E, F] # 16]").toString());
    }

    @Test
    void strideThenModuloStayTwoDigitsWhereTheCanonicalFormHasOne() {
        Mapping m = MappingParser.parse("m![B / 8, B % 8]", D);
        assertEquals("[64:B×8 | 8:B×1]", Normalizer.termByTerm(m).orElseThrow().toString());
        assertEquals("[512:B×1]", Normalizer.of(m).orElseThrow().toString());
    }

    @Test
    void thenAppendsTheMinorDigitsWithoutMerging() {
        NormalForm f = form("m![B / 8]").then(form("m![B % 8]"));
        assertEquals("[64:B×8 | 8:B×1]", f.toString());
        assertEquals(512, f.size());
    }

    @Test
    void skewsHaveDigitsOfTheSkewedCoordinateAndSlidingWindowsHaveNone() {
        Declarations d = DeclarationsParser.ofAxes("A = 4, B = 4, B' = B - A, N = 5, G = 3");
        assertEquals("[4:A×1 | 4:B'×1]", Normalizer.termByTerm(MappingParser.parse("m![A, B']", d)).orElseThrow().toString());
        assertTrue(Normalizer.termByTerm(MappingParser.parse("m![$(N:1, G:2)]", d)).isEmpty());
    }

    @Test
    void reachedListsTheCoordinatesOfOneAxis() {
        BitSet expected = new BitSet();
        List.of(0, 1, 4, 5).forEach(expected::set);
        assertEquals(expected, form("m![A / 4 % 2, A % 2]").reached("A", 8));
        assertEquals(BitSet.valueOf(new long[] {1}), form("m![A / 4 % 2, A % 2]").reached("B", 512));
    }

    @ParameterizedTest
    @ValueSource(strings = {"m![A, B]", "m![B / 64, B % 32, B / 32 % 2]", "m![C, D # 64]", "m![A / 2 # 8, 1 # 2, B % 4]",
            "m![[E, F] # 16]", "m![B % 4 = 3, A / 4]", "m![1 # 4, A]", "m![B / 32 = 2 # 16]", "m![[A, B] / 64]",
            "m![[A, B] % 1024]", "m![[A, B # 1024] = 2048]", "m![A * F]", "m![E #_ 8, A]", "m![[E, F] #_ 16]",
            "m![C = 5 #_ 8]"})
    void termByTermFormHoldsWhatTheEvaluatorHoldsAtEveryPosition(String text) {
        Mapping m = MappingParser.parse(text, D);
        NormalForm f = Normalizer.termByTerm(m).orElseThrow();
        assertEquals(m.size(), f.size());
        Evaluator e = Evaluator.of(m);
        Map<String, Axis> axes = new LinkedHashMap<>();
        e.axes().forEach(a -> axes.put(a.name(), a));
        assertEquals(Verdict.Proved.class, Oracle.equivalent(m, f.toMapping(axes)).getClass(),
                text + " vs " + f.toMapping(axes));
        List<String> names = List.copyOf(axes.keySet());
        long[] expected = new long[names.size()];
        List<Long> held = new ArrayList<>();
        f.forEachLive(names, (coords, p) -> {
            assertTrue(held.isEmpty() || held.get(held.size() - 1) < p, "positions in increasing order");
            held.add(p);
            assertTrue(e.evaluate(p, expected), "position " + p + " of " + text + " is a hole");
            assertEquals(Arrays.toString(expected), Arrays.toString(coords), "position " + p + " of " + text);
        });
        long live = 0;
        for (long p = 0; p < m.size(); p++) {
            if (e.evaluate(p, expected)) {
                live++;
                for (int i = 0; i < names.size(); i++) {
                    assertTrue(f.reached(names.get(i), axes.get(names.get(i)).size()).get((int) expected[i]),
                            names.get(i) + " = " + expected[i] + " of " + text);
                }
            }
        }
        assertEquals(live, held.size());
        assertEquals(live, f.live());
    }
}
