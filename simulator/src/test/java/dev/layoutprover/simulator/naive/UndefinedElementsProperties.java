package dev.layoutprover.simulator.naive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.BitSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The defining law of uninitialized elements in an elementwise operation, checked element by
 * element against its statement: {@code x[M, N] + y[N]} is uninitialized at {@code (m, n)} exactly
 * when {@code x[m, n]} or {@code y[n]} is, never written exactly when one of those was never
 * written, and elsewhere holds the wrapped sum.
 */
class UndefinedElementsProperties {

    private static final Axis M = new Axis("M", 3);
    private static final Axis N = new Axis("N", 4);

    /** Each element: 0 a value, 1 no value (read past a group), 2 never written. */
    record Case(List<Integer> x, List<Integer> xKinds, List<Integer> y, List<Integer> yKinds) {}

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<List<Integer>> kinds12 = Arbitraries.integers().between(0, 2).list().ofSize(12);
        Arbitrary<List<Integer>> kinds4 = Arbitraries.integers().between(0, 2).list().ofSize(4);
        Arbitrary<List<Integer>> values12 = Arbitraries.integers().list().ofSize(12);
        Arbitrary<List<Integer>> values4 = Arbitraries.integers().list().ofSize(4);
        return Combinators.combine(values12, kinds12, values4, kinds4).as(Case::new);
    }

    private static LogicalTensor tensor(List<Axis> axes, List<Integer> values, List<Integer> kinds) {
        double[] v = new double[values.size()];
        BitSet undefined = new BitSet();
        for (int i = 0; i < v.length; i++) {
            v[i] = switch (kinds.get(i)) {
                case 0 -> values.get(i);
                case 1 -> Double.NaN;
                default -> LogicalTensor.UNWRITTEN;
            };
            undefined.set(i, kinds.get(i) != 0);
        }
        return new LogicalTensor(ElementType.I32, axes, v, null, undefined);
    }

    @Property
    void anElementIsUndefinedExactlyWhereAnOperandElementItReadsIs(@ForAll("cases") Case c) {
        TensorExpr sum = new TensorExpr.WithTensor(new TensorExpr.Input("x", tensor(List.of(M, N), c.x(), c.xKinds())),
                ElementwiseOp.ADD_WRAP, new TensorExpr.Input("y", tensor(List.of(N), c.y(), c.yKinds())), ElementType.I32);
        LogicalTensor out = NaiveEvaluator.evaluate(sum);
        for (int m = 0; m < 3; m++) {
            for (int n = 0; n < 4; n++) {
                int o = m * 4 + n;
                int xk = c.xKinds().get(o);
                int yk = c.yKinds().get(n);
                String at = "at (" + m + ", " + n + ")";
                assertEquals(xk != 0 || yk != 0, out.uninitialized(o), at);
                assertEquals(xk == 2 || yk == 2, out.unwritten(o), at);
                if (xk == 0 && yk == 0) {
                    assertEquals((double) (c.x().get(o) + c.y().get(n)), out.value(o), at);
                }
            }
        }
    }
}
