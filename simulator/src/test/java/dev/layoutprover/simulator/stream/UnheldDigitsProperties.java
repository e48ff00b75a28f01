package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.naive.TensorExpr.PartialReduce.ReducedDigit;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The digits a reduction's output does not hold, checked by enumeration: two indices of the axis
 * fall in one sum (they agree outside the unheld digits) exactly when every held digit of theirs is
 * equal.
 */
class UnheldDigitsProperties {

    /** An axis cut into mixed-radix digits, lowest first, and which of them the output holds. */
    record Cut(List<Integer> radices, List<Boolean> held) {}

    @Provide
    Arbitrary<Cut> cuts() {
        return Arbitraries.integers().between(2, 4).list().ofMinSize(1).ofMaxSize(4)
                .flatMap(r -> Arbitraries.of(true, false).list().ofSize(r.size()).map(h -> new Cut(r, h)));
    }

    @Property(tries = 300)
    void indicesShareASumExactlyWhenTheirHeldDigitsAgree(@ForAll("cuts") Cut cut) {
        int size = cut.radices().stream().reduce(1, Math::multiplyExact);
        List<int[]> held = new ArrayList<>(); // {weight, radix}
        List<String> terms = new ArrayList<>();
        int weight = 1;
        for (int i = 0; i < cut.radices().size(); i++) {
            int r = cut.radices().get(i);
            if (cut.held().get(i)) {
                held.add(new int[] {weight, r});
                terms.add(weight == 1 ? "A % " + r : i == cut.radices().size() - 1 ? "A / " + weight
                        : "A / " + weight + " % " + r);
            }
            weight *= r;
        }
        Declarations d = DeclarationsParser.ofAxes("A = " + size);
        List<Mapping> outputs = terms.isEmpty() ? List.of()
                : List.of(MappingParser.parse("m![" + String.join(", ", terms.reversed()) + "]", d));
        List<ReducedDigit> unheld = UnheldDigits.unheld(new Axis("A", size), outputs);
        for (int i = 0; i < size; i++) {
            for (int j = 0; j < size; j++) {
                boolean same = true;
                for (int[] h : held) {
                    same &= i / h[0] % h[1] == j / h[0] % h[1];
                }
                assertEquals(same, base(i, unheld) == base(j, unheld), cut + ": indices " + i + " and " + j);
            }
        }
    }

    @Example
    void theHeldDigitsOfSlicesAndTimeLeaveTheDigitBetweenThem() {
        Declarations d = DeclarationsParser.ofAxes("I = 256");
        List<ReducedDigit> unheld = UnheldDigits.unheld(new Axis("I", 256),
                List.of(MappingParser.parse("m![I / 16]", d), MappingParser.parse("m![I % 8]", d)));
        assertEquals(List.of(new ReducedDigit(8, 2)), unheld);
        assertEquals(List.of(new ReducedDigit(16, 16)), UnheldDigits.unheld(new Axis("I", 256),
                List.of(MappingParser.parse("m![I % 16 # 32]", d))));
    }

    private static long base(long i, List<ReducedDigit> unheld) {
        long b = i;
        for (ReducedDigit r : unheld) {
            b -= i / r.stride() % r.count() * r.stride();
        }
        return b;
    }
}
