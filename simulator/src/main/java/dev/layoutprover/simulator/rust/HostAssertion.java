package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * What one assertion of a test's host code ({@code assert_eq!}, {@code assert_ne!}, {@code assert!},
 * also inside a helper it calls) said on the simulated run: it held, it failed (with the first
 * differing position and both values), or it could not be evaluated (with why: an operand is host
 * data the simulator does not compute, such as the reference's host {@code Tensor::contraction}).
 * The tests' expected values are the reference's own oracle.
 *
 * <p>Example: {@code assert_eq!(out.to_host::<m![A]>(…).await.to_buf(), (0..4).map(Opt::Init).collect::<Vec<_>>())}
 * on an output reading {@code 0, 1, 7, 3} is {@code failed: "index 2: left Init(7), right Init(2)"}.
 *
 * @param at where the assertion is written
 * @param status held, failed or not evaluated
 * @param detail why it failed or was not evaluated; empty when it held
 */
public record HostAssertion(Location at, Status status, String detail) {

    /** An assertion's outcome. */
    public enum Status {
        HELD, FAILED, NOT_EVALUATED;

        /** As the report writes it: {@code held}, {@code failed}, {@code not-evaluated}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /** An assertion whose operands could not be computed, for {@code why}. */
    static HostAssertion notEvaluated(Location at, String why) {
        return new HostAssertion(at, Status.NOT_EVALUATED, why);
    }

    /** {@code assert!(cond)} on the value {@code cond}. */
    static HostAssertion condition(Location at, boolean cond) {
        return new HostAssertion(at, cond ? Status.HELD : Status.FAILED, cond ? "" : "the condition is false");
    }

    /**
     * {@code assert_eq!(left, right)} ({@code equal} true) or {@code assert_ne!}: Rust's {@code ==} of
     * the two values, item by item for lists, {@code structEq} deciding for the crate's structs (its
     * {@code impl PartialEq}, or field by field).
     */
    static HostAssertion compare(Location at, boolean equal, Object left, Object right,
            BiPredicate<Object, Object> structEq) {
        String difference = difference(left, right, structEq);
        boolean same = difference == null;
        if (same == equal) {
            return new HostAssertion(at, Status.HELD, "");
        }
        if (equal && difference.startsWith(NEAR)) {
            return notEvaluated(at, difference.substring(NEAR.length()));
        }
        return new HostAssertion(at, Status.FAILED, equal ? difference : "both sides are equal: " + show(left));
    }

    /**
     * Where {@code a} and {@code b} first differ, or null when they are equal. Against a host tensor's
     * buffer of floats ({@link HostBuffers.Items}), a float of the other side is first rounded to its
     * element type: the host computes in double precision what the reference computes in {@code D}.
     */
    private static String difference(Object a, Object b, BiPredicate<Object, Object> structEq) {
        if (a instanceof List<?> x && b instanceof List<?> y) {
            java.util.function.UnaryOperator<Object> atType = floatType(x).or(() -> floatType(y))
                    .<java.util.function.UnaryOperator<Object>>map(t -> v -> rounded(v, t))
                    .orElse(java.util.function.UnaryOperator.identity());
            int n = Math.min(x.size(), y.size());
            for (int i = 0; i < n; i++) {
                Object l = atF32(atType.apply(x.get(i)));
                Object r = atF32(atType.apply(y.get(i)));
                if (!equal(l, r, structEq)) {
                    String at = "index " + i + ": left " + show(l) + ", right " + show(r);
                    long ulps = ulps(l, r);
                    return ulps <= NEAR_ULPS ? NEAR + at + " differ by " + ulps + " f32 ulp, as the host's f32 "
                            + "arithmetic computed in double precision (rounded once, not at each operation) may" : at;
                }
            }
            return x.size() == y.size() ? null : "the lengths differ: left " + x.size() + ", right " + y.size();
        }
        return equal(atF32(a), atF32(b), structEq) ? null : "left " + show(a) + ", right " + show(b);
    }

    /** The mark of a difference of floats too small to decide ({@link #NEAR_ULPS}). */
    private static final String NEAR = "near: ";

    /**
     * The most f32 ulps by which the host's value of a chain of f32 operations, computed here in double
     * precision and rounded once, may stand from Rust's, which rounds each operation
     * ({@code (x as f32).sqrt() + (y as f32).sqrt()} differs by one): so close a difference leaves the
     * assertion not evaluated, never failed.
     */
    private static final long NEAR_ULPS = 4;

    /** How many f32 values lie between the floats in {@code a} and {@code b}; past the bound when either holds none. */
    private static long ulps(Object a, Object b) {
        Object x = a instanceof InterpreterValues.Opt o ? o.value() : a;
        Object y = b instanceof InterpreterValues.Opt o ? o.value() : b;
        if (x instanceof InterpreterValues.Struct s && s.fields().size() == 1) {
            x = s.fields().values().iterator().next();
        }
        if (y instanceof InterpreterValues.Struct s && s.fields().size() == 1) {
            y = s.fields().values().iterator().next();
        }
        if (!(x instanceof Double d) || !(y instanceof Double e) || d.isNaN() || e.isNaN() || d.isInfinite()
                || e.isInfinite()) {
            return Long.MAX_VALUE;
        }
        return Math.abs(ordered((float) (double) d) - ordered((float) (double) e));
    }

    /** The float's bits as an integer that orders like the floats. */
    private static long ordered(float f) {
        int bits = Float.floatToRawIntBits(f);
        return bits < 0 ? -(long) (bits & 0x7fffffff) : bits;
    }

    /**
     * {@code v} with each float in it (in an {@code Opt}, a struct's fields) rounded to {@code f32}: the
     * API's floats are at most {@code f32} wide (its {@code Scalar}s, scalar.rs), and host code computes
     * them here in double precision; one operation on {@code f32} operands rounded so is Rust's
     * {@code f32} result.
     */
    private static Object atF32(Object v) {
        return switch (v) {
            case Double d -> (double) (float) (double) d;
            case InterpreterValues.Opt o when o.value() != null -> new InterpreterValues.Opt(atF32(o.value()));
            case InterpreterValues.Struct s -> {
                java.util.Map<String, Object> fields = new java.util.LinkedHashMap<>();
                s.fields().forEach((k, x) -> fields.put(k, atF32(x)));
                yield new InterpreterValues.Struct(s.type(), s.name(), fields, s.generics());
            }
            default -> v;
        };
    }

    private static java.util.Optional<dev.layoutprover.simulator.ElementType> floatType(List<?> l) {
        return l instanceof HostBuffers.Items items && items.type().isFloat() ? java.util.Optional.of(items.type())
                : java.util.Optional.empty();
    }

    /** {@code v}, an {@code Opt} of a float or a float, rounded to {@code type}. */
    private static Object rounded(Object v, dev.layoutprover.simulator.ElementType type) {
        return switch (v) {
            case InterpreterValues.Opt o when o.value() instanceof Double d -> new InterpreterValues.Opt(type.round(d));
            case Double d -> type.round(d);
            default -> v;
        };
    }

    /** Rust's {@code ==}: a float is never equal to NaN; an integer and a float compare by value. */
    static boolean equal(Object a, Object b, BiPredicate<Object, Object> structEq) {
        if (a instanceof InterpreterValues.Opt x && b instanceof InterpreterValues.Opt y) {
            return x.value() == null || y.value() == null ? x.value() == y.value() : equal(x.value(), y.value(), structEq);
        }
        if (a instanceof Long x && b instanceof Long y) {
            return x.longValue() == y.longValue();
        }
        if (a instanceof Number x && b instanceof Number y) {
            return x.doubleValue() == y.doubleValue();
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            return difference(x, y, structEq) == null;
        }
        if (a instanceof InterpreterValues.Struct && b instanceof InterpreterValues.Struct) {
            return structEq.test(a, b);
        }
        return a.equals(b);
    }

    /** A value as the message shows it: {@code Init(7)}, {@code Uninit}, {@code 2.5}, a list by its length. */
    static String show(Object v) {
        return switch (v) {
            case InterpreterValues.Opt o -> o.value() == null ? "Uninit" : "Init(" + show(o.value()) + ")";
            case List<?> l -> "a list of " + l.size();
            case Long n -> String.valueOf(n);
            case Double d -> String.valueOf(d);
            case InterpreterValues.Struct s when s.fields().size() == 1 ->
                    s.name() + "(" + show(s.fields().values().iterator().next()) + ")";
            default -> InterpreterValues.describe(v);
        };
    }
}
