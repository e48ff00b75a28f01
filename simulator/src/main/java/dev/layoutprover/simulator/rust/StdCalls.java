package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;

/**
 * The standard library's free functions host code computes addresses with:
 * {@code std::mem::swap(&mut a, &mut b)} (ping-pong buffers), {@code std::mem::replace(&mut a, v)}
 * (the old value), {@code std::cmp::min(a, b)} and {@code max}, and the conversions between
 * integer types {@code usize::from(x)} (of a {@code bool} too: 0 or 1) and {@code u32::try_from(x)}
 * (an {@code Option} here, which {@code .unwrap()}, {@code .expect(…)} and {@code .ok()} read as
 * Rust's {@code Result}).
 *
 * <p>Example: with {@code let mut a = 0x1000; let mut b = 0x2000;},
 * {@code std::mem::swap(&mut a, &mut b)} leaves {@code a = 0x2000}; {@code u8::try_from(300)} is
 * {@code None}, {@code u8::try_from(200)} is {@code Some(200)}. The half crate's {@code bf16::from_f32(x)}
 * and {@code f16::from_f32(x)} ({@code from_f64} too), which the reference's tests write their
 * expected values with, are the nearest value of that type: {@code bf16::from_f32(1.00390625)} is 1.0.
 */
final class StdCalls {

    private StdCalls() {}

    /** Whether the call of {@code segments} is one of these functions. */
    static boolean handles(List<Ast.Segment> segments) {
        int n = segments.size();
        if (n < 2) {
            return false;
        }
        String owner = segments.get(n - 2).name();
        String name = segments.get(n - 1).name();
        return owner.equals("mem") && (name.equals("swap") || name.equals("replace"))
                || owner.equals("cmp") && (name.equals("min") || name.equals("max"))
                || n == 2 && IntegerMethods.width(owner).isPresent() && (name.equals("from") || name.equals("try_from"))
                || n == 2 && (owner.equals("bf16") || owner.equals("f16"))
                        && (name.equals("from_f32") || name.equals("from_f64"));
    }

    /** Calls it with {@code args}, a {@code &mut} argument given as the variable's place. */
    static Object call(Ast.Call c, List<Object> args) {
        List<Ast.Segment> s = c.callee().segments();
        String owner = s.get(s.size() - 2).name();
        String name = s.get(s.size() - 1).name();
        boolean conversion = name.startsWith("from") || name.equals("try_from");
        if (args.size() != (conversion ? 1 : 2)) {
            throw new KernelError(c.at(), c.callee().text() + " takes " + (conversion ? "one argument"
                    : "two arguments") + ", got " + args.size());
        }
        return switch (name) {
            case "from_f32", "from_f64" -> {
                // bf16::from_f32(0.5): the half-precision value nearest, as the half crate rounds (to nearest, ties
                // to even); from_f32 takes an f32, so its argument is an f32 first
                if (!(args.get(0) instanceof Double || args.get(0) instanceof Long)) {
                    throw new KernelError(c.args().get(0).at(), c.callee().text() + " converts a number here, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                double v = ((Number) args.get(0)).doubleValue();
                dev.layoutprover.simulator.ElementType half = owner.equals("bf16")
                        ? dev.layoutprover.simulator.ElementType.BF16 : dev.layoutprover.simulator.ElementType.F16;
                yield half.round(name.equals("from_f32") ? (double) (float) v : v);
            }
            case "swap" -> {
                InterpreterValues.Place a = place(c, args.get(0), 0);
                InterpreterValues.Place b = place(c, args.get(1), 1);
                Object held = a.get();
                a.set(b.get());
                b.set(held);
                yield new InterpreterValues.Tuple(List.of());
            }
            case "replace" -> {
                InterpreterValues.Place a = place(c, args.get(0), 0);
                Object held = a.get();
                a.set(args.get(1));
                yield held;
            }
            case "min", "max" -> {
                if (!(args.get(0) instanceof Long x) || !(args.get(1) instanceof Long y)) {
                    throw new KernelError(c.at(), c.callee().text() + " compares integers here");
                }
                yield name.equals("min") ? Math.min(x, y) : Math.max(x, y);
            }
            default -> {
                if (args.get(0) instanceof Boolean b && name.equals("from")) {
                    yield b ? 1L : 0L; // u64::from(true) is 1: every integer type converts a bool
                }
                if (!(args.get(0) instanceof Long x)) {
                    throw new KernelError(c.args().get(0).at(), c.callee().text() + " converts an integer here, got "
                            + InterpreterValues.describe(args.get(0)));
                }
                boolean fits = OverflowMethods.holds(owner, x);
                if (name.equals("from")) {
                    if (!fits) {
                        throw new KernelError(c.at(), x + " is no " + owner + ": " + owner + "::from takes only "
                                + "values it holds");
                    }
                    yield x;
                }
                yield fits ? new InterpreterValues.Opt(x) : InterpreterValues.NONE;
            }
        };
    }

    private static InterpreterValues.Place place(Ast.Call c, Object v, int i) {
        if (!(v instanceof InterpreterValues.Place p)) {
            throw new KernelError(c.args().get(i).at(), c.callee().text() + " changes a variable: pass &mut of a let "
                    + "mut variable of known value");
        }
        return p;
    }
}
