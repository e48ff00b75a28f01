package dev.layoutprover.simulator.naive;

import dev.layoutprover.simulator.ElementType;

/**
 * One comparison of the Vector Engine's branch unit ({@code InputCmp::I32(InputCmpI32::Less
 * { boundary: 3 })}, {@code InputCmp::F32(InputCmpF32::True)}): it sets one bit of an element's
 * execution id when it holds of the element's value. {@link #matches} is the naive evaluator's own
 * definition on exact numbers; the branch unit of the engines decides the same on lane bits.
 *
 * <p>The unsigned forms compare {@code i32} values as {@code u32} and {@code f32} values by their
 * bit patterns, as the reference's {@code x as u32} and {@code to_bits()} do: {@code -1 <u 0} is
 * false, {@code -0.0 >u 0.0} is true.
 *
 * <p>Example: {@code new InputCmp(I32, Kind.LESS_UNSIGNED, 5).matches(-1)} is {@code false}
 * ({@code 0xFFFFFFFF} is not below 5); {@code new InputCmp(F32, Kind.EQUAL, 0).matches(-0.0)} is
 * {@code true}.
 *
 * @param type {@code i32} or {@code f32}: the element type the comparison is written for
 * @param boundary the boundary, an {@code i32} or an {@code f32} value (0 for {@code True},
 *     {@code False})
 */
public record InputCmp(ElementType type, Kind kind, double boundary) {

    /** The comparisons, named as the reference's {@code InputCmpI32} and {@code InputCmpF32} variants. */
    public enum Kind {
        EQUAL, LESS, GREATER, LESS_UNSIGNED, GREATER_UNSIGNED, TRUE, FALSE;

        /** Whether the variant carries a {@code boundary} field. */
        public boolean bounded() {
            return this != TRUE && this != FALSE;
        }
    }

    public InputCmp {
        if (type != ElementType.I32 && type != ElementType.F32) {
            throw new IllegalArgumentException("a branch comparison is on i32 or f32, got " + type);
        }
        if (type == ElementType.I32 && (boundary != Math.rint(boundary) || boundary < Integer.MIN_VALUE
                || boundary > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("the boundary " + boundary + " is not an i32");
        }
        if (type == ElementType.F32 && !Double.isNaN(boundary) && (float) boundary != boundary) {
            throw new IllegalArgumentException("the boundary " + boundary + " is not an f32");
        }
    }

    /** Whether the comparison holds of the value {@code x} of its type. */
    public boolean matches(double x) {
        return switch (kind) {
            case TRUE -> true;
            case FALSE -> false;
            case EQUAL -> x == boundary;
            case LESS -> x < boundary;
            case GREATER -> x > boundary;
            case LESS_UNSIGNED -> unsigned(x) < unsigned(boundary);
            case GREATER_UNSIGNED -> unsigned(x) > unsigned(boundary);
        };
    }

    /** The value as the unsigned 32-bit number the unsigned forms compare. */
    private long unsigned(double x) {
        if (type == ElementType.I32) {
            return Math.floorMod((long) x, 1L << 32);
        }
        return Float.floatToRawIntBits((float) x) & 0xFFFF_FFFFL;
    }

    /** As the reference prints it: {@code <u5}, {@code =0}, {@code true}. */
    @Override
    public String toString() {
        String b = type == ElementType.I32 ? Long.toString((long) boundary) : Float.toString((float) boundary);
        return switch (kind) {
            case TRUE -> "true";
            case FALSE -> "false";
            case EQUAL -> "=" + b;
            case LESS -> "<" + b;
            case GREATER -> ">" + b;
            case LESS_UNSIGNED -> "<u" + b;
            case GREATER_UNSIGNED -> ">u" + b;
        };
    }
}
