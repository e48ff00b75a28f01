package dev.layoutprover.simulator.npy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A NumPy array in C (row-major) order: element type, byte order, shape, and the raw element
 * bytes as the file stores them.
 *
 * <p>Example: {@code NpyArray.float32(new long[] {2, 3}, new float[] {1, 2, 3, 4, 5, 6})} is a
 * 2×3 little-endian {@code float32} array; {@code real(4)} is {@code 5.0}, the element at
 * {@code [1, 1]}.
 *
 * @param type the element type
 * @param order the byte order of multi-byte elements
 * @param shape the dimensions, outermost first ({@code []} for a scalar)
 * @param data {@code size() · type.bytes()} bytes
 */
public record NpyArray(NpyType type, ByteOrder order, long[] shape, byte[] data) {

    public NpyArray {
        shape = shape.clone();
        long n = 1;
        for (long d : shape) {
            if (d < 0) {
                throw new IllegalArgumentException("negative dimension in shape " + Arrays.toString(shape));
            }
            n = Math.multiplyExact(n, d);
        }
        if (data.length != Math.multiplyExact(n, type.bytes())) {
            throw new IllegalArgumentException(data.length + " bytes for " + n + " elements of " + type.numpyName());
        }
    }

    /** A little-endian {@code float32} array of {@code values}. */
    public static NpyArray float32(long[] shape, float[] values) {
        ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) {
            b.putFloat(v);
        }
        return new NpyArray(NpyType.F4, ByteOrder.LITTLE_ENDIAN, shape, b.array());
    }

    /** A little-endian {@code int32} array of {@code values}. */
    public static NpyArray int32(long[] shape, int[] values) {
        ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : values) {
            b.putInt(v);
        }
        return new NpyArray(NpyType.I4, ByteOrder.LITTLE_ENDIAN, shape, b.array());
    }

    /** The number of elements. */
    public int size() {
        return data.length / type.bytes();
    }

    /** The shape as NumPy prints it: {@code (64, 1024)}, {@code (3,)}, {@code ()}. */
    public String shapeText() {
        return shapeText(shape);
    }

    /** {@code shape} as NumPy prints it. */
    public static String shapeText(long[] shape) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < shape.length; i++) {
            b.append(i == 0 ? "" : ", ").append(shape[i]);
        }
        return b.append(shape.length == 1 ? ",)" : ")").toString();
    }

    /** Element {@code i} (row-major) as a double: exact for floats, booleans and integers up to 2^53. */
    public double real(int i) {
        ByteBuffer b = ByteBuffer.wrap(data).order(order);
        int at = i * type.bytes();
        return switch (type) {
            case F2 -> Float.float16ToFloat(b.getShort(at));
            case F4 -> b.getFloat(at);
            case F8 -> b.getDouble(at);
            default -> integer(i);
        };
    }

    /**
     * Element {@code i} of an integer or boolean array, exactly.
     *
     * @throws NpyFormatException for a {@code uint64} value above {@code 2^63 - 1}
     */
    public long integer(int i) {
        ByteBuffer b = ByteBuffer.wrap(data).order(order);
        int at = i * type.bytes();
        return switch (type) {
            case B1 -> data[at] == 0 ? 0 : 1;
            case I1 -> data[at];
            case U1 -> data[at] & 0xFF;
            case I2 -> b.getShort(at);
            case U2 -> b.getShort(at) & 0xFFFF;
            case I4 -> b.getInt(at);
            case U4 -> b.getInt(at) & 0xFFFF_FFFFL;
            case I8 -> b.getLong(at);
            case U8 -> {
                long v = b.getLong(at);
                if (v < 0) {
                    throw new NpyFormatException("element " + i + " is " + Long.toUnsignedString(v)
                            + ", beyond 2^63 - 1");
                }
                yield v;
            }
            case F2, F4, F8 -> throw new IllegalStateException("element " + i + " of a " + type.numpyName()
                    + " array is not an integer");
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NpyArray a && a.type == type && a.order.equals(order) && Arrays.equals(a.shape, shape)
                && Arrays.equals(a.data, data);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(shape) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return (order == ByteOrder.LITTLE_ENDIAN ? "<" : ">") + type.code() + shapeText();
    }
}
