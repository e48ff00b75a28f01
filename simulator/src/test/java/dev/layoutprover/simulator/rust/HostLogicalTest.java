package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.ElementType;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The reference's host {@code Tensor} arithmetic over indices (tensor.rs, raw_tensor.rs). */
class HostLogicalTest {

    private static final Declarations D = DeclarationsParser.ofAxes("A = 2, B = 3, K = 16");
    private static final Axis A = new Axis("A", 2);
    private static final Axis B = new Axis("B", 3);
    private static final Axis K = new Axis("K", 16);

    private static Mapping m(String text) {
        return MappingParser.parse(text, D);
    }

    private static List<Object> ints(long... v) {
        return LongStream.of(v).<Object>mapToObj(x -> new InterpreterValues.Opt(x)).toList();
    }

    private static final Object ZERO = new InterpreterValues.Opt(0L);

    private static BinaryOperator<Object> add(ElementType t) {
        return (a, b) -> HostTensorMethods.arithmetic("+", a, b, t);
    }

    @Test
    void aBufferIsReadBackInTheOrderOfTheMappingItIsReadWith() {
        // m![B, A]'s buffer 0..6 holds x[a, b] = b * 2 + a; read with m![A, B]: a * 3 + b's item
        HostLogical x = HostLogical.of(m("B, A"), ints(0, 1, 2, 3, 4, 5));
        assertEquals(List.of(A, B), x.axes());
        assertEquals(ints(0, 2, 4, 1, 3, 5), x.bufferAt(m("A, B")));
        assertEquals(ints(0, 1, 2, 3, 4, 5), x.bufferAt(m("B, A")));
        // the law: to_buf over the mapping from_buf was given is the buffer
        assertEquals(ints(0, 1, 2, 3, 4, 5), HostLogical.of(m("A, B"), ints(0, 1, 2, 3, 4, 5)).bufferAt(m("A, B")));
    }

    @Test
    void aTransposeBroadcastsTheAxesItAddsAndPanicsOnTheOnesItDrops() {
        HostLogical b = HostLogical.of(m("B"), ints(7, 8, 9));
        assertEquals(ints(7, 8, 9, 7, 8, 9), b.transposed(List.of(A, B), true).bufferAt(m("A, B")));
        assertEquals(ints(7, 7, 8, 8, 9, 9), b.transposed(List.of(B, A), true).bufferAt(m("B, A")));
        HostLogical.Unsupported noBroadcast = assertThrows(HostLogical.Unsupported.class,
                () -> b.transposed(List.of(A, B), false));
        assertTrue(noBroadcast.getMessage().contains("tensor_view.rs:75"), noBroadcast::getMessage);
        HostLogical ab = HostLogical.of(m("A, B"), ints(0, 1, 2, 3, 4, 5));
        assertThrows(HostLogical.Unsupported.class, () -> ab.transposed(List.of(B), true));
    }

    @Test
    void aPartialReductionFoldsEachAxisInOrderFromTheIdentity() {
        // x[a, b] = a * 3 + b: the sum over b is [3, 12], over a [3, 5, 7]
        HostLogical x = HostLogical.of(m("A, B"), ints(0, 1, 2, 3, 4, 5));
        assertEquals(ints(3, 12), x.reduce(List.of(A), add(ElementType.I32), ZERO, add(ElementType.I32), ZERO)
                .bufferAt(m("A")));
        assertEquals(ints(3, 5, 7), x.reduce(List.of(B), add(ElementType.I32), ZERO, add(ElementType.I32), ZERO)
                .bufferAt(m("B")));
        // the fold's order: acc then item, from the identity, along the axis
        BinaryOperator<Object> digits = (acc, v) -> new InterpreterValues.Opt(
                (Long) ((InterpreterValues.Opt) acc).value() * 10 + (Long) ((InterpreterValues.Opt) v).value());
        assertEquals(ints(9012, 9345), x.reduce(List.of(A), digits, new InterpreterValues.Opt(9L),
                add(ElementType.I32), ZERO).bufferAt(m("A")));
    }

    @Test
    void aReductionOfEveryAxisIsTheArraysSumWithEightRunningSums() {
        // f32: 2^24 then fifteen 1s. One running sum loses every 1 (2^24 + 1 rounds to 2^24); eight keep them:
        // s0 = 2^24 + 1 = 2^24, s1..s7 = 2, then 0 + (s0 + s4) = 2^24 + 2, + 4, + 4, + 4 = 2^24 + 14
        Object[] items = new Object[16];
        items[0] = new InterpreterValues.Opt(16777216.0);
        for (int k = 1; k < 16; k++) {
            items[k] = new InterpreterValues.Opt(1.0);
        }
        HostLogical x = new HostLogical(List.of(K), List.of(items));
        // the reduce_fn is not called when every axis goes (raw_tensor.rs:194 sums instead)
        BinaryOperator<Object> never = (a, b) -> {
            throw new AssertionError("the reduce_fn of a full reduction");
        };
        HostLogical sum = x.reduce(List.of(), never, ZERO, add(ElementType.F32), ZERO);
        assertEquals(List.of(), sum.axes());
        assertEquals(List.of(new InterpreterValues.Opt(16777230.0)), sum.items());
        // one axis of two reduced folds in order instead: 2^24 + 1 + 1 + … stays 2^24
        HostLogical alongK = new HostLogical(List.of(A, K), java.util.stream.Stream.concat(List.of(items).stream(),
                List.of(items).stream()).toList());
        assertEquals(List.of(new InterpreterValues.Opt(16777216.0), new InterpreterValues.Opt(16777216.0)),
                alongK.reduce(List.of(A), add(ElementType.F32), ZERO, add(ElementType.F32), ZERO).items());
    }

    @Test
    void theItemsArithmeticWrapsAtTheElementTypeAndUninitAbsorbs() {
        assertEquals(new InterpreterValues.Opt(-56L), HostTensorMethods.arithmetic("+", new InterpreterValues.Opt(100L),
                new InterpreterValues.Opt(100L), ElementType.I8));
        assertEquals(new InterpreterValues.Opt(-1799638174L), HostTensorMethods.arithmetic("+",
                new InterpreterValues.Opt(2147483647L), new InterpreterValues.Opt(347845475L), ElementType.I32));
        assertEquals(new InterpreterValues.Opt(44L), HostTensorMethods.arithmetic("+", new InterpreterValues.Opt(200L),
                new InterpreterValues.Opt(100L), ElementType.U8));
        assertEquals(InterpreterValues.NONE, HostTensorMethods.arithmetic("*", InterpreterValues.NONE,
                new InterpreterValues.Opt(3L), ElementType.I32));
        // bf16 computes in f32 and rounds: 1 + 2^-8 is a tie, to the even 1
        assertEquals(new InterpreterValues.Opt(1.0), HostTensorMethods.arithmetic("+", new InterpreterValues.Opt(1.0),
                new InterpreterValues.Opt(0x1p-8), ElementType.BF16));
    }

    @Test
    void zipWithOfDifferentAxesIsTheReferencesPanic() {
        HostLogical a = HostLogical.of(m("A"), ints(1, 2));
        HostLogical b = HostLogical.of(m("B"), ints(1, 2, 3));
        HostLogical.Unsupported e = assertThrows(HostLogical.Unsupported.class, () -> a.zip(b, (x, y) -> x));
        assertTrue(e.getMessage().contains("raw_tensor.rs:119"), e::getMessage);
        assertEquals(ints(2, 4), a.zip(a, add(ElementType.I32)).bufferAt(m("A")));
    }
}
