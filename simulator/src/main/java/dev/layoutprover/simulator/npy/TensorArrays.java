package dev.layoutprover.simulator.npy;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;

/**
 * Kernel tensors as NumPy arrays: a tensor's array dimensions are its axes in the order they first
 * appear in its mapping ({@code m![M, K]} with {@code M = 64, K = 1024} is shape
 * {@code (64, 1024)}). Float arrays ({@code float16/32/64}) feed float parameters, rounded to the
 * parameter's type to nearest, ties to even; boolean and integer arrays feed integer parameters,
 * whose range every value must fit. An output is written as {@code float32} for float types and
 * {@code int32} for integer types.
 *
 * <p>Example: {@code toTensor("a", Npy.read(file), BF16, [I = 2, K = 3])} takes a {@code float32}
 * array of shape {@code (2, 3)} and rounds {@code 1.00390625} to {@code 1.0}; a {@code float32}
 * array of shape {@code (3, 2)} is refused: {@code input a: bf16 m![I, K] needs shape (2, 3) (axes
 * I, K); the file holds float32 (3, 2)}. Dimensions of size 1 hold no order, so an array that
 * differs only by them is taken as it is: {@code m![1, S, T]} (its unit axis no array dimension)
 * takes a {@code (1, 256, 16)} array as well as a {@code (256, 16)} one.
 */
public final class TensorArrays {

    private TensorArrays() {}

    /** The shape of a tensor over {@code axes}. */
    public static long[] shape(List<Axis> axes) {
        return axes.stream().mapToLong(Axis::size).toArray();
    }

    /**
     * The values of {@code array} as the input {@code param} of element type {@code type} over
     * {@code axes}; {@code what} describes the parameter for messages ({@code "bf16 m![I, K]"}).
     *
     * @throws NpyFormatException naming the parameter, what it needs and what the array holds
     */
    public static LogicalTensor toTensor(String param, String what, NpyArray array, ElementType type, List<Axis> axes) {
        long[] shape = shape(axes);
        String holds = "the file holds " + array.type().numpyName() + " " + array.shapeText();
        String axisNames = axes.isEmpty() ? "no axes" : "axes " + String.join(", ", axes.stream().map(Axis::name).toList());
        if (!java.util.Arrays.equals(withoutUnits(shape), withoutUnits(array.shape()))) {
            throw new NpyFormatException("input " + param + ": " + what + " needs shape " + NpyArray.shapeText(shape)
                    + " (" + axisNames + "); " + holds);
        }
        if (type.isFloat() != array.type().isFloat()) {
            throw new NpyFormatException("input " + param + ": " + what + " needs " + (type.isFloat()
                    ? "a float array (float32, or float16/float64)" : "an integer array (int8/16/32/64, uint8/16/32/64 "
                    + "or bool)") + " of shape " + NpyArray.shapeText(shape) + "; " + holds);
        }
        double[] v = new double[array.size()];
        LogicalTensor shapeOnly = new LogicalTensor(type, axes, new double[v.length], null);
        for (int i = 0; i < v.length; i++) {
            if (type.isFloat()) {
                v[i] = type.round(array.real(i));
            } else {
                long x = array.integer(i);
                if (type.round(x) != x) {
                    throw new NpyFormatException("input " + param + ": element " + java.util.Arrays.toString(
                            shapeOnly.coordinates(i)) + " is " + x
                            + ", outside the range of " + type + " (" + what + ")");
                }
                v[i] = x;
            }
        }
        return new LogicalTensor(type, axes, v, null);
    }

    /** {@code shape} without its dimensions of size 1: {@code (1, 256, 1, 16)} is {@code (256, 16)}. */
    private static long[] withoutUnits(long[] shape) {
        return java.util.Arrays.stream(shape).filter(d -> d != 1).toArray();
    }

    /** {@code tensor} as a {@code float32} array (float types) or an {@code int32} array (integer types). */
    public static NpyArray toArray(LogicalTensor tensor) {
        long[] shape = shape(tensor.axes());
        int n = tensor.size();
        if (tensor.type().isFloat()) {
            float[] f = new float[n];
            for (int i = 0; i < n; i++) {
                f[i] = (float) tensor.value(i);
            }
            return NpyArray.float32(shape, f);
        }
        int[] x = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = (int) tensor.value(i);
        }
        return NpyArray.int32(shape, x);
    }
}
