package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The naive contraction, however it lays out its work (operands copied with the summed axes
 * innermost, four outputs side by side, outputs shared out over the cores), computes each output
 * as the sum of its terms in the summed axes' row-major order: bit for bit what the plain
 * definition below gives, value and error bound.
 */
class EinsumProperties {

    /** Operand axes drawn from five axes of sizes 1 to 6, the kept ones any subset, in any order. */
    record Case(List<Axis> x, List<Axis> w, List<Axis> kept, long seed, boolean floating) {}

    private static final List<Axis> AXES = List.of(new Axis("A", 3), new Axis("B", 5), new Axis("C", 1),
            new Axis("D", 6), new Axis("E", 4));

    /** Axes long enough that outputs come four at a time along them, with a remainder (D = 17, E = 1030). */
    private static final List<Axis> LONG_AXES = List.of(new Axis("A", 3), new Axis("B", 2), new Axis("C", 1),
            new Axis("D", 17), new Axis("E", 1030));

    @Provide
    Arbitrary<Case> cases() {
        return casesOver(AXES);
    }

    @Provide
    Arbitrary<Case> longCases() {
        return casesOver(LONG_AXES);
    }

    private static Arbitrary<Case> casesOver(List<Axis> axes) {
        Arbitrary<List<Axis>> subsets = Arbitraries.of(axes).set().ofMinSize(1).ofMaxSize(4)
                .map(ArrayList::new).flatMap(l -> Arbitraries.shuffle(l));
        return Combinators.combine(subsets, subsets, Arbitraries.integers().between(0, 31), Arbitraries.longs(),
                Arbitraries.of(true, false)).as((x, w, mask, seed, floating) -> {
                    List<Axis> all = TensorExpr.union(x, w);
                    List<Axis> kept = new ArrayList<>();
                    for (int i = 0; i < all.size(); i++) {
                        if ((mask >> i & 1) == 1) {
                            kept.add(all.get(i));
                        }
                    }
                    Collections.rotate(kept, (int) (seed & 3));
                    return new Case(x, w, kept, seed, floating);
                });
    }

    @Property(tries = 400)
    void everyOutputIsTheSumOfItsTermsInTheirOrder(@ForAll("cases") Case c) {
        ElementType type = c.floating() ? ElementType.F32 : ElementType.I32;
        LogicalTensor x = LogicalTensor.random(type, c.x(), c.seed(), LogicalTensor.Range.full());
        LogicalTensor w = LogicalTensor.random(type, c.w(), c.seed() + 1, LogicalTensor.Range.full());
        LogicalTensor fast = Einsum.contract(x, w, c.kept(), type);
        LogicalTensor plain = definition(x, w, c.kept(), type);
        assertArrayEquals(plain.values(), fast.values(), c.toString());
        if (c.floating()) {
            assertArrayEquals(plain.errors(), fast.errors(), c.toString());
        }
    }

    @Property(tries = 150)
    void outputsAlongLongAxesAreTheSumsOfTheirTermsInTheirOrder(@ForAll("longCases") Case c) {
        everyOutputIsTheSumOfItsTermsInTheirOrder(c);
    }

    @Test
    void aMatrixProductLargeEnoughForBothCoresMatchesTheDefinitionBitForBit() {
        Axis i = new Axis("I", 96);
        Axis k = new Axis("K", 160);
        Axis j = new Axis("J", 70);
        LogicalTensor a = LogicalTensor.random(ElementType.F32, List.of(i, k), 7, LogicalTensor.Range.full());
        LogicalTensor b = LogicalTensor.random(ElementType.F32, List.of(k, j), 8, LogicalTensor.Range.full());
        LogicalTensor fast = Einsum.contract(a, b, List.of(i, j), ElementType.F32);
        LogicalTensor plain = definition(a, b, List.of(i, j), ElementType.F32);
        assertArrayEquals(plain.values(), fast.values());
        assertArrayEquals(plain.errors(), fast.errors());
        double row0col5 = 0;
        for (int kk = 0; kk < 160; kk++) {
            row0col5 += a.value(kk) * b.value(kk * 70 + 5);
        }
        assertEquals(row0col5, fast.value(5));
    }

    /**
     * The definition: for each output in row-major order of {@code kept}, the terms in row-major
     * order of the summed axes, one at a time.
     */
    static LogicalTensor definition(LogicalTensor x, LogicalTensor w, List<Axis> kept, ElementType type) {
        List<Axis> summed = new ArrayList<>(TensorExpr.union(x.axes(), w.axes()));
        summed.removeAll(kept);
        int outSize = NaiveEvaluator.sizeOf(kept);
        int terms = NaiveEvaluator.sizeOf(summed);
        double[] v = new double[outSize];
        double[] err = type.isFloat() ? new double[outSize] : null;
        for (int o = 0; o < outSize; o++) {
            double sum = 0;
            double magnitude = 0;
            for (int t = 0; t < terms; t++) {
                double p = x.value(offset(x, kept, o, summed, t)) * w.value(offset(w, kept, o, summed, t));
                sum += p;
                magnitude += Math.abs(p);
            }
            if (type.isFloat()) {
                v[o] = sum;
                err[o] = NaiveEvaluator.gamma(terms) * magnitude;
            } else {
                v[o] = (int) (long) sum;
            }
        }
        return new LogicalTensor(type, kept, v, err);
    }

    /** The offset in {@code t} of output {@code o} (over {@code kept}) and term {@code s} (over {@code summed}). */
    private static int offset(LogicalTensor t, List<Axis> kept, int o, List<Axis> summed, int s) {
        long off = 0;
        off += digits(t, kept, o);
        off += digits(t, summed, s);
        return (int) off;
    }

    private static long digits(LogicalTensor t, List<Axis> axes, int n) {
        long off = 0;
        for (int k = axes.size() - 1; k >= 0; k--) {
            long d = n % axes.get(k).size();
            n /= (int) axes.get(k).size();
            int j = t.axes().indexOf(axes.get(k));
            if (j >= 0) {
                off += d * t.stride(j);
            }
        }
        return off;
    }
}
