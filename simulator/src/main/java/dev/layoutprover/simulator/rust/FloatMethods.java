package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;

/**
 * The methods of Rust's float types a kernel computes its constants with: {@code sqrt}, {@code recip},
 * {@code abs}, {@code exp}, {@code ln}, {@code log2}, {@code powi}, {@code powf}, {@code floor},
 * {@code ceil}, {@code round}, {@code trunc}, {@code min}, {@code max}, {@code sin}, {@code cos},
 * {@code tanh}, {@code mul_add}. Each is computed in {@code f64}; a constant passed to an engine is rounded to
 * {@code f32} there, as one {@code f32} operation on an exact operand rounds.
 *
 * <p>Example: {@code 1.0 / (128.0f32).sqrt()} is {@code 0.08838834764831845}, and
 * {@code 2.0f32.powi(-3)} is {@code 0.125}.
 */
final class FloatMethods {

    private FloatMethods() {}

    /** Whether {@code method} is one of these methods. */
    static boolean handles(String method) {
        return switch (method) {
            case "sqrt", "recip", "abs", "exp", "ln", "log2", "powi", "powf", "floor", "ceil", "round", "trunc",
                    "min", "max", "sin", "cos", "tanh", "mul_add" -> true;
            default -> false;
        };
    }

    /** Whether {@code method} asks a question of a float: {@code is_nan}, {@code is_infinite}, {@code is_finite}. */
    static boolean tests(String method) {
        return switch (method) {
            case "is_nan", "is_infinite", "is_finite", "is_sign_negative", "is_sign_positive" -> true;
            default -> false;
        };
    }

    /** The answer of {@code x.method()}, one of {@link #tests}: {@code f32::NAN.is_nan()} is true. */
    static boolean test(Ast.MethodCall c, double x, List<Object> args) {
        if (!args.isEmpty()) {
            throw new KernelError(c.at(), "." + c.name() + " of a float takes no argument, got " + args.size());
        }
        return switch (c.name()) {
            case "is_nan" -> Double.isNaN(x);
            case "is_infinite" -> Double.isInfinite(x);
            case "is_finite" -> Double.isFinite(x);
            case "is_sign_negative" -> (Double.doubleToRawLongBits(x) & Long.MIN_VALUE) != 0;
            case "is_sign_positive" -> (Double.doubleToRawLongBits(x) & Long.MIN_VALUE) == 0;
            default -> throw new IllegalArgumentException(c.name());
        };
    }

    /** Whether {@code type} is a primitive number type, whose methods may be called by path ({@code f32::sqrt(x)}). */
    static boolean isPrimitive(String type) {
        return type.equals("f32") || type.equals("f64") || IntegerMethods.width(type).isPresent();
    }

    /**
     * {@code f32::MAX}, {@code f32::MIN}, {@code f32::INFINITY}, {@code f32::NEG_INFINITY},
     * {@code f32::EPSILON} and {@code f32::MIN_POSITIVE} (and {@code f64}'s): a float constant.
     */
    static java.util.Optional<Object> constant(String type, String name) {
        boolean single = type.equals("f32");
        if (!single && !type.equals("f64")) {
            return java.util.Optional.empty();
        }
        Double v = switch (name) {
            case "MAX" -> single ? (double) Float.MAX_VALUE : Double.MAX_VALUE;
            case "MIN" -> single ? -(double) Float.MAX_VALUE : -Double.MAX_VALUE;
            case "INFINITY" -> Double.POSITIVE_INFINITY;
            case "NEG_INFINITY" -> Double.NEGATIVE_INFINITY;
            case "EPSILON" -> single ? (double) Math.ulp(1.0f) : Math.ulp(1.0);
            case "MIN_POSITIVE" -> single ? (double) Float.MIN_NORMAL : Double.MIN_NORMAL;
            default -> null;
        };
        return java.util.Optional.ofNullable(v);
    }

    static double invoke(Ast.MethodCall c, double x, List<Object> args) {
        int arity = switch (c.name()) {
            case "powi", "powf", "min", "max" -> 1;
            case "mul_add" -> 2;
            default -> 0;
        };
        if (args.size() != arity) {
            throw new KernelError(c.at(), "." + c.name() + " of a float takes " + arity + " argument" + (arity == 1 ? "" : "s")
                    + ", got " + args.size());
        }
        return switch (c.name()) {
            case "sqrt" -> Math.sqrt(x);
            // x * a + b rounded once (std's mul_add, a fused multiply-add)
            case "mul_add" -> Math.fma(x, number(c, args.get(0)), number(c, args.get(1)));
            case "recip" -> 1 / x;
            case "abs" -> Math.abs(x);
            case "exp" -> Math.exp(x);
            case "ln" -> Math.log(x);
            case "log2" -> Math.log(x) / Math.log(2);
            case "powi" -> Math.pow(x, integer(c, args.get(0)));
            case "powf" -> Math.pow(x, number(c, args.get(0)));
            case "floor" -> Math.floor(x);
            case "ceil" -> Math.ceil(x);
            case "round" -> Math.signum(x) * Math.floor(Math.abs(x) + 0.5); // half away from zero, as Rust
            case "trunc" -> x < 0 ? Math.ceil(x) : Math.floor(x);
            case "min" -> dev.layoutprover.simulator.naive.LaneOp.minNum(x, number(c, args.get(0)), true);
            case "max" -> dev.layoutprover.simulator.naive.LaneOp.minNum(x, number(c, args.get(0)), false);
            case "sin" -> Math.sin(x);
            case "cos" -> Math.cos(x);
            case "tanh" -> Math.tanh(x);
            default -> throw new IllegalArgumentException(c.name());
        };
    }

    private static long integer(Ast.MethodCall c, Object v) {
        if (v instanceof Long n) {
            return n;
        }
        throw new KernelError(c.at(), ".powi takes an integer exponent, got " + InterpreterValues.describe(v));
    }

    private static double number(Ast.MethodCall c, Object v) {
        if (v instanceof Double d) {
            return d;
        }
        throw new KernelError(c.at(), "." + c.name() + " of a float takes a float, got " + InterpreterValues.describe(v));
    }
}
