package dev.layoutprover.kernel.syntax;

import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rust's numeric literals: {@code 4096}, {@code 1_000}, {@code 0x1000}, {@code 0o17},
 * {@code 0b1010}, {@code 19usize}, {@code 2.0f32}, {@code 3.4e38f32}, {@code 1e-5}.
 *
 * <p>Example: {@code Literals.integer("0x10_00u64", at)} is 4096; a value past {@code i64} is a
 * {@link KernelError} at {@code at}.
 */
public final class Literals {

    private static final Pattern INT_SUFFIX = Pattern.compile("(?:[iu](?:8|16|32|64|128|size))$");
    private static final Pattern FLOAT_SUFFIX = Pattern.compile("(?:f32|f64)$");

    private Literals() {}

    public static long integer(String text, Location at) {
        String t = text.replace("_", "");
        int radix = 10;
        if (t.startsWith("0x") || t.startsWith("0X")) {
            radix = 16;
            t = t.substring(2);
        } else if (t.startsWith("0o")) {
            radix = 8;
            t = t.substring(2);
        } else if (t.startsWith("0b")) {
            radix = 2;
            t = t.substring(2);
        }
        Matcher m = INT_SUFFIX.matcher(t);
        if (m.find() && (radix != 16 || m.start() > 0)) {
            t = t.substring(0, m.start());
        }
        try {
            BigInteger v = new BigInteger(t, radix);
            if (v.bitLength() > 63) {
                throw new KernelError(at, "the integer " + text + " does not fit a signed 64-bit integer");
            }
            return v.longValueExact();
        } catch (NumberFormatException e) {
            throw new KernelError(at, "'" + text + "' is not an integer literal");
        }
    }

    /**
     * The integer type a literal's suffix writes: {@code "u8"} for {@code 0x10_u8}, {@code "usize"}
     * for {@code 4usize}, {@code ""} for {@code 4096} (and for the hex digits of {@code 0x1f8}).
     */
    public static String suffix(String text) {
        String t = text.replace("_", "");
        Matcher m = INT_SUFFIX.matcher(t);
        boolean hex = t.startsWith("0x") || t.startsWith("0X");
        return m.find() && (!hex || m.start() > 2) ? m.group() : "";
    }

    /**
     * The literal {@code text}'s value {@code value}, checked against the range of the type its
     * suffix writes, as rustc rejects a literal past it: {@code 256u8} is a {@link KernelError} at
     * {@code at}, {@code 255u8} is 255. A literal under a minus ({@code negated}) may reach the
     * signed type's least value: {@code -128i8} reads, {@code 128i8} does not.
     */
    public static long integer(String text, boolean negated, Location at) {
        long value = integer(text, at);
        String type = suffix(text);
        if (type.isEmpty()) {
            return value;
        }
        int bits = switch (type.substring(1)) {
            case "8" -> 8;
            case "16" -> 16;
            case "32" -> 32;
            case "128" -> 128;
            default -> 64; // 64, size
        };
        boolean signed = type.startsWith("i");
        BigInteger max = BigInteger.ONE.shiftLeft(signed ? bits - 1 : bits).subtract(BigInteger.ONE);
        BigInteger reach = signed && negated ? max.add(BigInteger.ONE) : max;
        if (BigInteger.valueOf(value).compareTo(reach) > 0) {
            throw new KernelError(at, "the literal " + (negated ? "-" : "") + text + " is out of range for " + type
                    + ", whose values are " + (signed ? max.add(BigInteger.ONE).negate() : "0") + "..=" + max
                    + ": rustc rejects it");
        }
        return value;
    }

    public static double floating(String text, Location at) {
        String t = text.replace("_", "");
        Matcher m = FLOAT_SUFFIX.matcher(t);
        if (m.find()) {
            t = t.substring(0, m.start());
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new KernelError(at, "'" + text + "' is not a float literal");
        }
    }
}
