package dev.layoutprover.simulator.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The spec's values come from the inputs alone; a difference is named with its index, values and terms. */
class ExpectationTest {

    private static final Axis I = new Axis("I", 3);
    private static final Axis K = new Axis("K", 8);
    private static final Axis J = new Axis("J", 2);

    private static LogicalTensor tensor(ElementType type, List<Axis> axes, double... values) {
        return new LogicalTensor(type, axes, values, null);
    }

    private static LogicalTensor iota(ElementType type, List<Axis> axes, int offset) {
        int n = 1;
        for (Axis a : axes) {
            n *= (int) a.size();
        }
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = (i * 7 + offset) % 11 - 5;
        }
        return tensor(type, axes, v);
    }

    /** {@code c[i, j] = Σ_{k in [from, to)} a[i, k]·b[k, j]}, computed here by hand. */
    private static LogicalTensor product(LogicalTensor a, LogicalTensor b, ElementType type, int from, int to) {
        double[] c = new double[(int) (I.size() * J.size())];
        for (int i = 0; i < I.size(); i++) {
            for (int j = 0; j < J.size(); j++) {
                double s = 0;
                for (int k = from; k < to; k++) {
                    s += a.value((int) (i * K.size() + k)) * b.value((int) (k * J.size() + j));
                }
                c[(int) (i * J.size() + j)] = type.round(s);
            }
        }
        return tensor(type, List.of(I, J), c);
    }

    private static Map<String, LogicalTensor> inputs(LogicalTensor a, LogicalTensor b) {
        Map<String, LogicalTensor> m = new LinkedHashMap<>();
        m.put("a", a);
        m.put("b", b);
        return m;
    }

    @Test
    void anIntegerMatrixProductMatchesExactly() {
        LogicalTensor a = iota(ElementType.I32, List.of(I, K), 0);
        LogicalTensor b = iota(ElementType.I32, List.of(K, J), 3);
        SpecVerdict v = Expectation.bind(SpecParser.parse("a[M,K] * b[K,N] -> [M,N]"), inputs(a, b), List.of(I, J),
                ElementType.I32).check(product(a, b, ElementType.I32, 0, 8));
        assertTrue(v.matches(), v.describe().toString());
        assertEquals(6, v.elements());
        assertEquals(0, v.maxDifference());
    }

    @Test
    void aSkippedTileOfTheSummedAxisIsNamedWithItsTerms() {
        LogicalTensor a = LogicalTensor.random(ElementType.I32, List.of(I, K), 1, new LogicalTensor.Range(-100, 100));
        LogicalTensor b = LogicalTensor.random(ElementType.I32, List.of(K, J), 2, new LogicalTensor.Range(-100, 100));
        SpecVerdict v = Expectation.bind(SpecParser.parse("a[I,K] * b[K,J] -> [I,J]"), inputs(a, b), List.of(I, J),
                ElementType.I32).check(product(a, b, ElementType.I32, 0, 4));
        assertFalse(v.matches());
        Difference d = v.first().orElseThrow();
        LogicalTensor whole = product(a, b, ElementType.I32, 0, 8);
        LogicalTensor half = product(a, b, ElementType.I32, 0, 4);
        int first = 0;
        while (whole.value(first) == half.value(first)) {
            first++;
        }
        assertEquals(Map.of("I", (long) (first / 2), "J", (long) (first % 2)), d.index());
        assertEquals(half.value(first), d.kernel());
        assertEquals(whole.value(first), d.spec());
        assertEquals(8, d.termCount());
        assertEquals(List.of("K"), d.summed());
        assertEquals("the spec's sum without the terms K = 4..=7 (4 of 8 terms)", d.explanation().orElseThrow());
        assertEquals(Map.of("K", 0L), d.terms().get(0).at());
        assertEquals(List.of("a[" + first / 2 + ", 0]", "b[0, " + first % 2 + "]"),
                List.copyOf(d.terms().get(0).operands().keySet()));
    }

    @Test
    void aKernelThatFollowsItsOwnSkippedTileAgreesWithTheNaiveEvaluatorButNotWithTheSpec() {
        // The expression a kernel that reads only K = 0..=3 carries: the naive evaluator follows it.
        LogicalTensor a = iota(ElementType.I32, List.of(I, K), 1);
        LogicalTensor b = iota(ElementType.I32, List.of(K, J), 2);
        Axis k4 = new Axis("K", 4);
        TensorExpr skipped = new TensorExpr.Contraction(new TensorExpr.Window(new TensorExpr.Input("a", a), k4, 0),
                new TensorExpr.Window(new TensorExpr.Input("b", b), k4, 0), List.of(I, J), ElementType.I32);
        LogicalTensor kernel = NaiveEvaluator.evaluate(skipped);
        SpecVerdict v = Expectation.bind(SpecParser.parse("a[I,K] * b[K,J] -> [I,J]"), inputs(a, b), List.of(I, J),
                ElementType.I32).check(kernel);
        assertFalse(v.matches());
        assertEquals("the spec's sum without the terms K = 4..=7 (4 of 8 terms)",
                v.first().orElseThrow().explanation().orElseThrow());
    }

    @Test
    void aProductWithoutItsBiasIsNamedThoughTheBiasAloneSumsNoAxis() {
        // the bias alone sums no axis: its evaluator's coordinates are fewer than the whole spec's
        Axis i = new Axis("I", 2);
        Axis k = new Axis("K", 2);
        LogicalTensor x = tensor(ElementType.I32, List.of(i, k), 1, 2, 3, 4);
        LogicalTensor w = tensor(ElementType.I32, List.of(k), 5, 6);
        LogicalTensor bias = tensor(ElementType.I32, List.of(i), 100, 200);
        LogicalTensor kernel = tensor(ElementType.I32, List.of(i), 17, 39); // x · w, the bias left out
        SpecVerdict v = Expectation.bind(SpecParser.parse("x[I,K] * w[K] + bias[I] -> [I]"),
                Map.of("x", x, "w", w, "bias", bias), List.of(i), ElementType.I32).check(kernel);
        assertEquals(2, v.mismatchCount());
        assertEquals(117, v.first().orElseThrow().spec());
        assertEquals("what (x[I, K] * w[K]) alone gives, without the spec's + bias[I]",
                v.first().orElseThrow().explanation().orElseThrow());
    }

    @Test
    void maxInsteadOfAddIsCaughtAndNamed() {
        Axis n = new Axis("N", 4);
        LogicalTensor x = tensor(ElementType.I32, List.of(n), -3, 9, 0, 7);
        LogicalTensor kernel = tensor(ElementType.I32, List.of(n), 7, 9, 7, 7);
        SpecVerdict v = Expectation.bind(SpecParser.parse("x[N] + 7 -> [N]"), Map.of("x", x), List.of(n), ElementType.I32)
                .check(kernel);
        assertEquals(3, v.mismatchCount());   // max(0, 7) = 0 + 7
        Difference d = v.first().orElseThrow();
        assertEquals(Map.of("N", 0L), d.index());
        assertEquals(7, d.kernel());
        assertEquals(4, d.spec());
        assertEquals("what max(x[N], 7) gives, where the spec has +", d.explanation().orElseThrow());
        assertEquals(Map.of("x[0]", -3.0, "7", 7.0), d.terms().get(0).operands());
    }


    @Test
    void integerOperationsWrapInTheOutputTypeBeforeMaxCompares() {
        // The reference states i32::max(x.wrapping_mul(2), x): 2·1.5e9 wraps to -1294967296, below x.
        Axis n = new Axis("N", 3);
        LogicalTensor x = tensor(ElementType.I32, List.of(n), 1_500_000_000, -1_500_000_000, 5);
        LogicalTensor wrapping = tensor(ElementType.I32, List.of(n), 1_500_000_000, 1_294_967_296, 10);
        Spec spec = SpecParser.parse("max(x[N] * 2, x[N]) -> [N]");
        assertTrue(Expectation.bind(spec, Map.of("x", x), List.of(n), ElementType.I32).check(wrapping).matches());
        LogicalTensor exact = tensor(ElementType.I32, List.of(n), (int) 3_000_000_000L, -1_500_000_000, 10);
        SpecVerdict v = Expectation.bind(spec, Map.of("x", x), List.of(n), ElementType.I32).check(exact);
        assertEquals(2, v.mismatchCount());
        assertEquals(Map.of("N", 0L), v.first().orElseThrow().index());
        // In i8 the same spec wraps at 8 bits: 2·100 = 200 is -56, so max(-56, 100) = 100.
        LogicalTensor small = tensor(ElementType.I8, List.of(n), 100, -100, 60);
        LogicalTensor i8 = tensor(ElementType.I8, List.of(n), 100, 56, 120);
        assertTrue(Expectation.bind(spec, Map.of("x", small), List.of(n), ElementType.I8).check(i8).matches());
    }
    @Test
    void integerResultsWrapToTheOutputTypeAsTheReferenceConverts() {
        Axis n = new Axis("N", 2);
        LogicalTensor x = tensor(ElementType.I8, List.of(n), 100, -128);
        LogicalTensor y = tensor(ElementType.I8, List.of(n), 100, -1);
        SpecVerdict v = Expectation.bind(SpecParser.parse("x[N] + y[N] -> [N]"), Map.of("x", x, "y", y), List.of(n),
                ElementType.I8).check(tensor(ElementType.I8, List.of(n), -56, 127));
        assertTrue(v.matches(), v.describe().toString());
    }

    @Test
    void axisNamesThatAreTheTensorsOwnBindByNameOtherwiseByPosition() {
        LogicalTensor a = iota(ElementType.I32, List.of(I, K), 0);
        LogicalTensor b = iota(ElementType.I32, List.of(K, J), 3);
        LogicalTensor c = product(a, b, ElementType.I32, 0, 8);
        // b[J, K] names b's own axes in another order; the output [J, I] likewise.
        assertTrue(Expectation.bind(SpecParser.parse("a[I,K] * b[J,K] -> [J,I]"), inputs(a, b), List.of(I, J),
                ElementType.I32).check(c).matches());
        // Other names rename each tensor's axes by position: L is a's K and b's K.
        assertTrue(Expectation.bind(SpecParser.parse("a[M,L] * b[L,N] -> [M,N]"), inputs(a, b), List.of(I, J),
                ElementType.I32).check(c).matches());
        // Here b's first axis (K = 8) is called N, which the output's second axis (J = 2) also is.
        SpecException e = assertThrows(SpecException.class, () -> Expectation.bind(
                SpecParser.parse("a[M,L] * b[N,L] -> [M,N]"), inputs(a, b), List.of(I, J), ElementType.I32));
        assertEquals("--expect: axis N is 2 in the output but 8 in input b", e.getMessage());
    }

    @Test
    void unknownNamesAndRanksAreBadInput() {
        LogicalTensor a = iota(ElementType.I32, List.of(I, K), 0);
        SpecException e = assertThrows(SpecException.class, () -> Expectation.bind(SpecParser.parse("q[I] -> [I]"),
                Map.of("a", a), List.of(I), ElementType.I32));
        assertEquals("--expect: column 1: no input named q (inputs: a)", e.getMessage());
        SpecException rank = assertThrows(SpecException.class, () -> Expectation.bind(SpecParser.parse("a[I] -> [I]"),
                Map.of("a", a), List.of(I), ElementType.I32));
        assertEquals("--expect: input a is written with 1 axes [I] but has 2 [I = 3, K = 8]", rank.getMessage());
    }

    @Test
    void aBf16ProductIsWithinItsStatedBoundAndAWrongOneIsNot() {
        LogicalTensor a = LogicalTensor.random(ElementType.BF16, List.of(I, K), 5, LogicalTensor.Range.full());
        LogicalTensor b = LogicalTensor.random(ElementType.BF16, List.of(K, J), 6, LogicalTensor.Range.full());
        // Accumulated in f32 in reverse order, then rounded to bf16, as an engine may.
        double[] c = new double[6];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 2; j++) {
                float s = 0;
                for (int k = 7; k >= 0; k--) {
                    s += (float) (a.value(i * 8 + k) * b.value(k * 2 + j));
                }
                c[i * 2 + j] = ElementType.BF16.round(s);
            }
        }
        Expectation e = Expectation.bind(SpecParser.parse("a[I,K] * b[K,J] -> [I,J]"), inputs(a, b), List.of(I, J),
                ElementType.BF16);
        SpecVerdict ok = e.check(tensor(ElementType.BF16, List.of(I, J), c));
        assertTrue(ok.matches(), ok.describe().toString());
        c[3] += 0.25;
        SpecVerdict wrong = e.check(tensor(ElementType.BF16, List.of(I, J), c));
        assertEquals(1, wrong.mismatchCount());
        assertEquals(Map.of("I", 1L, "J", 1L), wrong.first().orElseThrow().index());
    }

    /**
     * {@code x · 0.01} computed in f32 multiplies by the f32 nearest 0.01 (0.00999999977648258): at
     * {@code x = -0.8131446838378906} that is {@code -0.008131446316838264}, 5.2e-10 from the exact
     * product, more than the product's own rounding (4.8e-10) but within it plus the constant's
     * (0.81 · 2.2e-10). One step of the f32 grid further from it is refuted.
     */
    @Test
    void aFloatConstantIsHeldAsTheF32NearestIt() {
        float x = -0.8131446838378906f;
        LogicalTensor in = tensor(ElementType.F32, List.of(I), x, 1.5f, -3f);
        double[] kernel = {x * 0.01f, 1.5f * 0.01f, -3f * 0.01f};
        assertEquals(-0.008131446316838264, kernel[0], 0);
        Expectation e = Expectation.bind(SpecParser.parse("x[I] * 0.01 -> [I]"), Map.of("x", in), List.of(I),
                ElementType.F32);
        SpecVerdict ok = e.check(tensor(ElementType.F32, List.of(I), kernel));
        assertTrue(ok.matches(), ok.describe().toString());
        kernel[0] = Math.nextUp((float) kernel[0]);
        SpecVerdict wrong = e.check(tensor(ElementType.F32, List.of(I), kernel));
        assertEquals(1, wrong.mismatchCount(), wrong.describe().toString());
    }

    @Test
    void aSumInsideALargerExpressionIsTakenWhereItsTensorsMeet() {
        LogicalTensor a = iota(ElementType.I32, List.of(I, K), 0);
        LogicalTensor b = iota(ElementType.I32, List.of(K, J), 3);
        LogicalTensor c = product(a, b, ElementType.I32, 0, 8);
        double[] plusOne = new double[6];
        for (int i = 0; i < 6; i++) {
            plusOne[i] = Math.max(c.value(i), 0) + 1;
        }
        SpecVerdict v = Expectation.bind(SpecParser.parse("max(a[I,K] * b[K,J], 0) + 1 -> [I,J]"), inputs(a, b),
                List.of(I, J), ElementType.I32).check(tensor(ElementType.I32, List.of(I, J), plusOne));
        assertTrue(v.matches(), v.describe().toString());
    }
}
