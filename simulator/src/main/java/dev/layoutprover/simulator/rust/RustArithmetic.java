package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
/**
 * Integer arithmetic of addresses and constants ({@code 1 << 12}, {@code 2 << 28},
 * {@code 3 * 4096}) with Rust's meaning and overflow as an error rather than a wrap; negation and
 * {@code + - * / %} also of floats ({@code -0.5}, {@code 1.0 / 128.0}).
 */
final class RustArithmetic {

    private RustArithmetic() {}

    static Object binary(Ast.Binary b, Object left, Object right) {
        if (left == InterpreterValues.POISON || right == InterpreterValues.POISON) {
            return InterpreterValues.POISON;
        }
        if (UnsignedMax.either(left, right)) {
            return UnsignedMax.arithmetic(b, left, right);
        }
        if (left instanceof Double l && right instanceof Double r) {
            return floating(b, l, r);
        }
        if (!(left instanceof Long l) || !(right instanceof Long r)) {
            throw new KernelError(b.at(), "'" + b.op() + "' takes two integers, got " + InterpreterValues.describe(left) + " and "
                    + InterpreterValues.describe(right));
        }
        try {
            return switch (b.op()) {
                case "<<" -> shiftLeft(b, l, r);
                case ">>" -> {
                    requireShift(b, r);
                    yield l >> r;
                }
                case "+" -> Math.addExact(l, r);
                case "-" -> Math.subtractExact(l, r);
                case "*" -> Math.multiplyExact(l, r);
                case "/" -> {
                    requireNonZero(b, r);
                    yield l / r;
                }
                case "%" -> {
                    requireNonZero(b, r);
                    yield l % r;
                }
                default -> throw new KernelError(b.at(), "unknown operator " + b.op());
            };
        } catch (ArithmeticException e) {
            throw new KernelError(b.at(), l + " " + b.op() + " " + r + " overflows 64 bits");
        }
    }

    /**
     * {@code + - * / %} of two float constants ({@code 1.0 / 128.0} is 0.0078125): computed in
     * {@code f64}, which rounds to the same {@code f32} as one {@code f32} operation does.
     */
    private static double floating(Ast.Binary b, double l, double r) {
        return switch (b.op()) {
            case "+" -> l + r;
            case "-" -> l - r;
            case "*" -> l * r;
            case "/" -> l / r;
            case "%" -> l % r;
            default -> throw new KernelError(b.at(), "'" + b.op() + "' takes two integers, got the numbers " + l + " and " + r);
        };
    }

    static Object negate(Ast.Negate n, Object value) {
        return switch (value) {
            case Long l when l == Long.MIN_VALUE -> throw new KernelError(n.at(), "-(" + l + ") overflows 64 bits");
            case Long l -> -l;
            case Double d -> -d;
            case InterpreterValues.Poison p -> p;
            default -> throw new KernelError(n.at(), "'-' takes a number, got " + InterpreterValues.describe(value));
        };
    }

    private static long shiftLeft(Ast.Binary b, long l, long r) {
        requireShift(b, r);
        long shifted = l << r;
        if ((shifted >> r) != l) {
            throw new ArithmeticException();
        }
        return shifted;
    }

    private static void requireShift(Ast.Binary b, long r) {
        if (r < 0 || r > 63) {
            throw new KernelError(b.at(), "a shift by " + r + " bits is outside 0..=63");
        }
    }

    private static void requireNonZero(Ast.Binary b, long r) {
        if (r == 0) {
            throw new KernelError(b.at(), "division by zero");
        }
    }

    /**
     * The method of {@code std::ops} an operator calls on a struct: {@code add} for {@code +},
     * {@code shl} for {@code <<}.
     */
    static java.util.Optional<String> operatorMethod(String op) {
        return java.util.Optional.ofNullable(switch (op) {
            case "+" -> "add";
            case "-" -> "sub";
            case "*" -> "mul";
            case "/" -> "div";
            case "%" -> "rem";
            case "&" -> "bitand";
            case "|" -> "bitor";
            case "^" -> "bitxor";
            case "<<" -> "shl";
            case ">>" -> "shr";
            default -> null;
        });
    }
}
