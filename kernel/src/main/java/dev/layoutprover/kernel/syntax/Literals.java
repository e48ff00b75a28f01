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
