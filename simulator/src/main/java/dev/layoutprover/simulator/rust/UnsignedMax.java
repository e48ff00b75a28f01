package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.math.BigInteger;
import java.util.List;

/**
 * {@code u64::MAX} or {@code usize::MAX}, 2^64 - 1: the one integer past the signed 64-bit values
 * the reader otherwise holds, kept whole where a kernel engineer uses it, as the start of a running
 * minimum or a "not found" mark. It is compared with any integer ({@code x < usize::MAX}), kept,
 * passed and stored, taken by {@code min}, {@code max} and {@code cmp} (an iterator's {@code min()} and
 * {@code max()} too), by the saturating, wrapping and checked
 * methods ({@link OverflowMethods}), cast to its own width or a float, and is an operand of
 * arithmetic whose exact result is again a held integer ({@code u64::MAX / 2}, {@code u64::MAX - x}
 * past 2^63 is an error naming the value, never a wrapped one).
 *
 * <p>Example: {@code let mut best = u64::MAX; for x in [7, 3, 9] { best = best.min(x); }} leaves
 * {@code best} 3; {@code usize::MAX.saturating_add(1)} is {@code usize::MAX}; {@code 0u64.wrapping_sub(1)}
 * is {@code u64::MAX}.
 *
 * @param type the type it was written as, {@code u64} or {@code usize}
 */
record UnsignedMax(String type) {

    /** 2^64 - 1. */
    static final BigInteger VALUE = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** Whether either operand is this value. */
    static boolean either(Object left, Object right) {
        return left instanceof UnsignedMax || right instanceof UnsignedMax;
    }

    /** The exact value of an integer operand, this one included; null for anything else. */
    static BigInteger exact(Object v) {
        return switch (v) {
            case Long n -> BigInteger.valueOf(n);
            case UnsignedMax m -> VALUE;
            default -> null;
        };
    }

    /**
     * The held value of the exact integer {@code v}: a {@code Long}, or this value for 2^64 - 1 of
     * the 64-bit unsigned {@code type}; null when it is neither.
     */
    static Object held(BigInteger v, String type) {
        if (v.bitLength() <= 63) {
            return v.longValue();
        }
        return v.equals(VALUE) && (type.equals("u64") || type.equals("usize")) ? new UnsignedMax(type) : null;
    }

    /**
     * An iterator's {@code sum()} ({@code product()} when {@code product}) of integers, this value among
     * them or not: exact, the result held as {@link #held} holds it ({@code [usize::MAX, 0].sum()} is
     * {@code usize::MAX}); past that it is the overflow Rust panics at.
     */
    static Object total(Ast.MethodCall c, List<?> items, boolean product) {
        BigInteger total = product ? BigInteger.ONE : BigInteger.ZERO;
        String type = "i64";
        for (Object o : items) {
            BigInteger v = exact(o);
            if (v == null) {
                throw new KernelError(c.at(), "." + c.name() + "() " + (product ? "multiplies" : "adds") + " integers, got "
                        + InterpreterValues.describe(o));
            }
            if (o instanceof UnsignedMax m) {
                type = m.type();
            }
            total = product ? total.multiply(v) : total.add(v);
        }
        Object held = held(total, type);
        if (held == null) {
            throw new KernelError(c.at(), "." + c.name() + "() of " + items.size() + " integers is " + total
                    + ", past " + (type.equals("i64") ? "64 bits" : type + "::MAX") + ": Rust panics on the overflow");
        }
        return held;
    }

    /** A comparison of {@code left} and {@code right}, one of them this value, the other an integer. */
    static Object compare(Ast.Binary b, Object left, Object right) {
        BigInteger l = exact(left);
        BigInteger r = exact(right);
        if (l == null || r == null) {
            throw new KernelError(b.at(), "the operator " + b.op() + " takes known numbers or booleans, got "
                    + InterpreterValues.describe(left) + " and " + InterpreterValues.describe(right));
        }
        int c = l.compareTo(r);
        return switch (b.op()) {
            case "==" -> c == 0;
            case "!=" -> c != 0;
            case "<" -> c < 0;
            case "<=" -> c <= 0;
            case ">" -> c > 0;
            case ">=" -> c >= 0;
            default -> throw unread(b.at(), "the operator " + b.op());
        };
    }

    /** {@code + - * / % >>} with this value as an operand, exact; the result must be held again. */
    static Object arithmetic(Ast.Binary b, Object left, Object right) {
        BigInteger l = exact(left);
        BigInteger r = exact(right);
        if (l == null || r == null) {
            throw new KernelError(b.at(), "'" + b.op() + "' takes two integers, got " + InterpreterValues.describe(left)
                    + " and " + InterpreterValues.describe(right));
        }
        String type = (left instanceof UnsignedMax m ? m : (UnsignedMax) right).type();
        BigInteger out = switch (b.op()) {
            case "+" -> l.add(r);
            case "-" -> l.subtract(r);
            case "*" -> l.multiply(r);
            case "/", "%" -> {
                if (r.signum() == 0) {
                    throw new KernelError(b.at(), "division by zero");
                }
                yield b.op().equals("/") ? l.divide(r) : l.remainder(r);
            }
            case ">>" -> {
                if (r.signum() < 0 || r.compareTo(BigInteger.valueOf(63)) > 0) {
                    throw new KernelError(b.at(), "a shift by " + r + " bits is outside 0..=63");
                }
                yield l.shiftRight(r.intValue());
            }
            default -> throw unread(b.at(), "the operator " + b.op());
        };
        if (out.signum() < 0 || out.compareTo(VALUE) > 0) {
            throw new KernelError(b.at(), l + " " + b.op() + " " + r + " overflows " + type
                    + ": the host code panics here");
        }
        Object held = held(out, type);
        if (held == null) {
            throw new KernelError(b.at(), l + " " + b.op() + " " + r + " is " + out
                    + ", past the 64-bit integers values are read as");
        }
        return held;
    }

    /** Whether {@code receiver.method(args)} is a method this class answers. */
    static boolean handles(Object receiver, String method, List<Object> args) {
        boolean integers = exact(receiver) != null && args.stream().allMatch(a -> exact(a) != null);
        boolean involved = receiver instanceof UnsignedMax || args.stream().anyMatch(a -> a instanceof UnsignedMax);
        return integers && involved && (method.equals("min") || method.equals("max") || method.equals("cmp"));
    }

    /** {@code a.min(b)}, {@code a.max(b)} or {@code a.cmp(&b)}, either of them this value. */
    static Object invoke(Ast.MethodCall c, Object receiver, List<Object> args) {
        if (args.size() != 1) {
            throw new KernelError(c.at(), "." + c.name() + " takes one integer");
        }
        int order = exact(receiver).compareTo(exact(args.get(0)));
        if (c.name().equals("cmp")) {
            return order < 0 ? Comparisons.Ordering.LESS : order == 0 ? Comparisons.Ordering.EQUAL
                    : Comparisons.Ordering.GREATER;
        }
        boolean receiverWins = c.name().equals("min") ? order <= 0 : order >= 0;
        return receiverWins ? receiver : args.get(0);
    }

    /** {@code usize::MAX as T}: itself for its own width, a float for {@code f32}/{@code f64}. */
    Object cast(Ast.Cast c) {
        return switch (c.type().name()) {
            case "u64", "usize" -> new UnsignedMax(c.type().name());
            case "f32", "f64" -> VALUE.doubleValue();
            default -> throw unread(c.at(), "a cast to " + c.type().name());
        };
    }

    /** The error for a use of this value the reader does not follow. */
    static KernelError unread(dev.layoutprover.kernel.syntax.Location at, String use) {
        return new KernelError(at, "u64::MAX and usize::MAX (2^64 - 1) are read where they are compared, kept, "
                + "taken by min, max and the saturating, wrapping and checked methods, cast to u64, usize or a float, "
                + "or in arithmetic giving a 64-bit signed integer; not in " + use);
    }

    @Override
    public String toString() {
        return type + "::MAX";
    }
}
