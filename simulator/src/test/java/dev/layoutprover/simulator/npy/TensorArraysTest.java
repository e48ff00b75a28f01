package dev.layoutprover.simulator.npy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Arrays feed parameters of their kind, rounded to the parameter's type; misfits name what is wrong. */
class TensorArraysTest {

    private static final List<Axis> IK = List.of(new Axis("I", 2), new Axis("K", 3));

    @Test
    void float32ValuesRoundToBf16NearestEven() {
        NpyArray a = NpyArray.float32(new long[] {2, 3}, new float[] {1.00390625f, 1.01171875f, -0.0f, 3, 1e-3f, 65504});
        LogicalTensor t = TensorArrays.toTensor("a", "bf16 m![I, K]", a, ElementType.BF16, IK);
        assertEquals(1.0, t.value(0));        // halfway between 1 and 1 + 2^-7: the even one
        assertEquals(1.015625, t.value(1));   // halfway between 1 + 2^-7 and 1 + 2^-6: the even one
        assertEquals(3.0, t.value(3));
        assertEquals(ElementType.BF16.round(1e-3f), t.value(4));
        assertEquals(65536.0, t.value(5));
    }

    @Test
    void aWrongShapeNamesTheParameterTheShapeItNeedsAndWhatTheFileHolds() {
        NpyArray a = NpyArray.float32(new long[] {3, 2}, new float[6]);
        NpyFormatException e = assertThrows(NpyFormatException.class,
                () -> TensorArrays.toTensor("a", "bf16 m![I, K]", a, ElementType.BF16, IK));
        assertEquals("input a: bf16 m![I, K] needs shape (2, 3) (axes I, K); the file holds float32 (3, 2)",
                e.getMessage());
    }

    /** A unit dimension, in the file or not, holds no order: the values are taken in the same order. */
    @Test
    void anArrayDifferingOnlyByUnitDimensionsIsTakenAsItIs() {
        NpyArray a = NpyArray.int32(new long[] {1, 2, 1, 3}, new int[] {0, 1, 2, 3, 4, 5});
        LogicalTensor t = TensorArrays.toTensor("x", "i32 m![I, K]", a, ElementType.I32, IK);
        assertEquals(List.of(0.0, 1.0, 2.0, 3.0, 4.0, 5.0),
                java.util.stream.IntStream.range(0, 6).mapToObj(t::value).toList());
        NpyArray wide = NpyArray.int32(new long[] {1, 6}, new int[6]);
        NpyFormatException e = assertThrows(NpyFormatException.class,
                () -> TensorArrays.toTensor("x", "i32 m![I, K]", wide, ElementType.I32, IK));
        assertEquals("input x: i32 m![I, K] needs shape (2, 3) (axes I, K); the file holds int32 (1, 6)", e.getMessage());
    }

    @Test
    void aFloatArrayDoesNotFeedAnIntegerParameter() {
        NpyArray a = NpyArray.float32(new long[] {2, 3}, new float[6]);
        NpyFormatException e = assertThrows(NpyFormatException.class,
                () -> TensorArrays.toTensor("x", "i32 m![I, K]", a, ElementType.I32, IK));
        assertEquals("input x: i32 m![I, K] needs an integer array (int8/16/32/64, uint8/16/32/64 or bool) of shape "
                + "(2, 3); the file holds float32 (2, 3)", e.getMessage());
    }

    @Test
    void anIntegerOutsideTheParameterTypeIsNamedWithItsIndex() {
        NpyArray a = NpyArray.int32(new long[] {2, 3}, new int[] {0, 1, 2, 300, 4, 5});
        NpyFormatException e = assertThrows(NpyFormatException.class,
                () -> TensorArrays.toTensor("x", "i8 m![I, K]", a, ElementType.I8, IK));
        assertEquals("input x: element [1, 0] is 300, outside the range of i8 (i8 m![I, K])", e.getMessage());
    }

    @Test
    void outputsAreFloat32ForFloatTypesAndInt32ForIntegers() {
        LogicalTensor f = new LogicalTensor(ElementType.BF16, IK, new double[] {1, 2, 3, 4, 5, 6.5}, null);
        NpyArray a = TensorArrays.toArray(f);
        assertEquals(NpyType.F4, a.type());
        assertEquals(6.5, a.real(5));
        LogicalTensor i = new LogicalTensor(ElementType.I8, IK, new double[] {-1, 2, 3, 4, 5, 127}, null);
        NpyArray b = TensorArrays.toArray(i);
        assertEquals(NpyType.I4, b.type());
        assertEquals(-1, b.integer(0));
        assertEquals("<i4(2, 3)", b.toString());
    }
}
