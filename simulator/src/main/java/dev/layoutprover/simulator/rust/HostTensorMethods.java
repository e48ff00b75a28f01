package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.ElementType;
import java.util.List;
import java.util.Optional;
import java.util.function.BinaryOperator;

/**
 * The methods of the reference's host {@code Tensor} (tensor.rs) a test computes its expected values
 * with, over {@link HostLogical} items: {@code transpose::<Dst>(allow_broadcast)}, {@code reduce_add::<Dst>()},
 * {@code reduce::<Dst>(f, identity)}, {@code reduce_then_broadcast::<Dst>()}, {@code transmute::<M2>()},
 * {@code zip_with} of tensors of
 * one set of axes in two layouts, and {@code Tensor::contraction::<Union, Lhs, Rhs>(&lhs, &rhs)}. A
 * {@code Dst} neither the turbofish nor the expected type writes is the one Rust infers from where the
 * tensor goes: a {@code transpose(true)} passed to {@code zip_with} takes the receiver's mapping
 * ({@link Unplaced}). What the reference would panic at, or a tensor over part of an axis, is host data
 * the simulator does not compute, with why.
 *
 * <p>Example: {@code lhs.into_inner().zip_with(&rhs.into_inner().transpose(true), |a, b| a + b)} for
 * {@code lhs} over {@code m![A, B]} and {@code rhs} over {@code m![B]} adds {@code rhs[b]} to each
 * {@code lhs[a, b]}; {@code Tensor::contraction::<m![A, B], _, _>(&x, &y)} into a {@code Tensor<i32, m![A]>}
 * is {@code sum over b of x[a, b] * y[b]}, summed in the reference's order.
 */
final class HostTensorMethods {

    private HostTensorMethods() {}

    /**
     * A {@code transpose(allow_broadcast)} whose {@code Dst} Rust infers from where it goes
     * ({@code rhs.transpose(true)} as the argument of {@code zip_with}): the tensor transposed, and its
     * element type when known. {@code map} of it is the transpose of the map (both are by index).
     *
     * @param items the items by index of the tensor transposed
     * @param allowBroadcast the transpose's {@code allow_broadcast}
     * @param type the element type, null when unknown
     */
    record Unplaced(HostLogical items, boolean allowBroadcast, ElementType type) {

        /** The transpose to the axes {@code dst}. */
        HostLogical at(List<Axis> dst) {
            return items.transposed(dst, allowBroadcast);
        }
    }

    /** {@code c} on a tensor known by its items and a mapping ({@link HostBuffers.Written}) or by its items only. */
    static Object call(CallSite c, Object receiver) {
        try {
            return switch (c.method()) {
                case "transpose" -> {
                    c.arity(1, "(allow_broadcast)");
                    if (!(c.args.get(0) instanceof Boolean allow)) {
                        yield new InterpreterValues.HostData("Tensor.transpose(…) of an unknown allow_broadcast");
                    }
                    if (receiver instanceof Unplaced) {
                        yield new InterpreterValues.HostData("Tensor.transpose(…) of a transpose whose Dst is not written");
                    }
                    Optional<Mapping> dst = destination(c);
                    if (dst.isEmpty()) {
                        yield new Unplaced(logical(receiver), allow, type(receiver));
                    }
                    yield placed(logical(receiver).transposed(Evaluator.of(dst.get()).axes(), allow), dst.get(),
                            type(receiver));
                }
                case "reduce_add", "reduce_then_broadcast" -> {
                    c.arity(0, "()");
                    ElementType t = type(receiver);
                    Optional<Mapping> dst = destination(c);
                    if (dst.isEmpty()) {
                        yield new InterpreterValues.HostData("Tensor." + c.method() + "(…) of an unwritten Dst");
                    }
                    BinaryOperator<Object> add = (a, b) -> arithmetic("+", a, b, t);
                    List<Axis> to = Evaluator.of(dst.get()).axes();
                    HostLogical reduced = logical(receiver).reduce(to, add, ZERO, add, ZERO);
                    if (c.method().equals("reduce_then_broadcast")) {
                        // tensor.rs:226: the sum over the axes Dst lacks, broadcast to those it adds
                        reduced = reduced.transposed(to, true);
                    }
                    yield placed(reduced, dst.get(), t);
                }
                case "reduce" -> {
                    c.arity(2, "(reduce_fn, identity)");
                    ElementType t = type(receiver);
                    Optional<Mapping> dst = destination(c);
                    if (dst.isEmpty() || !(c.args.get(0) instanceof InterpreterValues.Closure f)) {
                        yield new InterpreterValues.HostData("Tensor.reduce(…) of an unwritten Dst");
                    }
                    Location at = c.node.at();
                    HostLogical reduced = logical(receiver).reduce(Evaluator.of(dst.get()).axes(),
                            (a, b) -> c.in.applyToItems(f, List.of(a, b), at, t), c.args.get(1),
                            (a, b) -> arithmetic("+", a, b, t), ZERO);
                    yield placed(reduced, dst.get(), t);
                }
                case "transmute" -> {
                    // tensor.rs:99: the same items by index, read with another mapping
                    c.arity(0, "()");
                    Optional<Mapping> dst = destination(c);
                    if (dst.isEmpty() || receiver instanceof Unplaced) {
                        yield new InterpreterValues.HostData("Tensor.transmute(…) of an unwritten mapping");
                    }
                    yield placed(logical(receiver), dst.get(), type(receiver));
                }
                case "zip_with" -> zip(c, receiver);
                default -> receiver instanceof HostBuffers.Written w ? HostBuffers.written(c, w) : unplaced(c,
                        (Unplaced) receiver);
            };
        } catch (HostLogical.Unsupported e) {
            return new InterpreterValues.HostData("Tensor." + c.method() + "(…): " + e.getMessage());
        }
    }

    /** {@code map} and the others on a tensor whose mapping is not known yet. */
    private static Object unplaced(CallSite c, Unplaced u) {
        if (c.method().equals("map") && c.args.size() == 1 && c.args.get(0) instanceof InterpreterValues.Closure f) {
            return new Unplaced(u.items().map(x -> c.in.applyToItems(f, List.of(x), c.node.at(), u.type())),
                    u.allowBroadcast(), keptType(f, u.type()));
        }
        if (c.method().equals("clone")) {
            return u;
        }
        return new InterpreterValues.HostData("Tensor." + c.method() + "(…) of a tensor whose mapping is not written");
    }

    /**
     * {@code a.zip_with(&b, f)}: of two tensors of one mapping item by item ({@link HostBuffers#written}),
     * else by index, the result in the mapping of the one that has it (Rust's {@code Tensor<D, Mapping>} is
     * the same type on both sides).
     */
    private static Object zip(CallSite c, Object receiver) {
        c.arity(2, "(&other, f)");
        Object other = c.args.get(0);
        if (!(c.args.get(1) instanceof InterpreterValues.Closure f)
                || !(other instanceof HostBuffers.Written || other instanceof Unplaced)) {
            return new InterpreterValues.HostData("Tensor.zip_with(…)");
        }
        if (receiver instanceof HostBuffers.Written w && other instanceof HostBuffers.Written o
                && o.mapping().equals(w.mapping())) {
            return HostBuffers.written(c, w);
        }
        if (!(receiver instanceof HostBuffers.Written) && !(other instanceof HostBuffers.Written)) {
            return new InterpreterValues.HostData("Tensor.zip_with(…) of two transposes whose Dst is not written");
        }
        Location at = c.node.at();
        ElementType t = type(receiver) != null ? type(receiver) : type(other);
        Mapping m = receiver instanceof HostBuffers.Written w ? w.mapping() : ((HostBuffers.Written) other).mapping();
        List<Axis> axes = Evaluator.of(m).axes();
        HostLogical zipped = logical(receiver, axes).zip(logical(other, axes),
                (a, b) -> c.in.applyToItems(f, List.of(a, b), at, t));
        return placed(zipped, m, keptType(f, t));
    }

    /**
     * {@code Tensor::contraction::<Union, Lhs, Rhs>(&lhs, &rhs)} into a {@code Tensor<D, out>} (tensor.rs:320):
     * {@code lhs.transpose::<Union>(true).zip_with(&rhs.transpose(true), |a, b| a * b).reduce_add()}.
     */
    static Object contraction(Object lhs, Object rhs, Mapping union, Mapping out) {
        if (!(lhs instanceof HostBuffers.Written || lhs instanceof Unplaced)
                || !(rhs instanceof HostBuffers.Written || rhs instanceof Unplaced)) {
            return new InterpreterValues.HostData("Tensor::contraction(…) of host data");
        }
        try {
            ElementType t = type(lhs) != null ? type(lhs) : type(rhs);
            List<Axis> all = Evaluator.of(union).axes();
            HostLogical products = logical(lhs, all).transposed(all, true).zip(logical(rhs, all).transposed(all, true),
                    (a, b) -> arithmetic("*", a, b, t));
            BinaryOperator<Object> add = (a, b) -> arithmetic("+", a, b, t);
            return placed(products.reduce(Evaluator.of(out).axes(), add, ZERO, add, ZERO), out, t);
        } catch (HostLogical.Unsupported e) {
            return new InterpreterValues.HostData("Tensor::contraction(…): " + e.getMessage());
        }
    }

    /** {@code Opt::zero()}: {@code Init(0)}, as an integer; a float operand makes the sum a float. */
    private static final Object ZERO = new InterpreterValues.Opt(0L);

    /**
     * {@code a op b} of two {@code Opt<D>}s (scalar.rs:96, 124): {@code Uninit} if either is, else {@code D}'s
     * operation: a float type's result rounded as the reference rounds it (through {@code f32}, as
     * {@code bf16}'s {@code Add} computes in {@code f32}, scalar.rs:280), an integer's wrapped to {@code D}
     * ({@link #wrapped}); of an unknown integer type, exact.
     */
    static Object arithmetic(String op, Object a, Object b, ElementType type) {
        if (!(a instanceof InterpreterValues.Opt x) || !(b instanceof InterpreterValues.Opt y)) {
            throw new HostLogical.Unsupported("'" + op + "' of " + InterpreterValues.describe(a) + " and "
                    + InterpreterValues.describe(b));
        }
        if (x.value() == null || y.value() == null) {
            return InterpreterValues.NONE;
        }
        if (x.value() instanceof Long l && y.value() instanceof Long r && (type == null || !type.isFloat())) {
            if (type != null) {
                // modulo 2^64 first: the same residue modulo D's narrower width
                return new InterpreterValues.Opt(wrapped(op.equals("+") ? l + r : l * r, type));
            }
            try {
                return new InterpreterValues.Opt(op.equals("+") ? Math.addExact(l, r) : Math.multiplyExact(l, r));
            } catch (ArithmeticException e) {
                throw new HostLogical.Unsupported(l + " " + op + " " + r + " overflows 64 bits");
            }
        }
        if (!(x.value() instanceof Number l) || !(y.value() instanceof Number r)) {
            throw new HostLogical.Unsupported("'" + op + "' of " + InterpreterValues.describe(x.value()) + " and "
                    + InterpreterValues.describe(y.value()));
        }
        if (type == null || !type.isFloat()) {
            throw new HostLogical.Unsupported("'" + op + "' of floats of an unknown element type");
        }
        double v = op.equals("+") ? l.doubleValue() + r.doubleValue() : l.doubleValue() * r.doubleValue();
        return new InterpreterValues.Opt(type.round((float) v));
    }

    /**
     * {@code v} wrapped to the integer type {@code type}'s width, two's complement ({@code u8} unsigned): Rust's
     * arithmetic without overflow checks. The reference's tests expect it so: the device's {@code i32} result
     * cast to {@code i8} is {@code as i8} (cast.rs:54), which the host's {@code i8} contraction equals only
     * when its products and sums wrap (tests/matmul_tests.rs, test_matmul_wo_broadcast).
     */
    static long wrapped(long v, ElementType type) {
        int bits = type.bits();
        long mask = (1L << bits) - 1;
        long low = v & mask;
        return type == ElementType.U8 || low < 1L << (bits - 1) ? low : low - (1L << bits);
    }

    /**
     * The element type of what {@code map(f)} or {@code zip_with(&b, f)} makes of items of {@code type}:
     * {@code type} unless {@code f} casts ({@code |x| x.map(|x| x as i32)}), when it is not known.
     */
    static ElementType keptType(InterpreterValues.Closure f, ElementType type) {
        boolean[] casts = {false};
        dev.layoutprover.kernel.syntax.AstWalk.forEachExpr(List.of(new Ast.ExprStmt(f.code().body(), true,
                f.code().at())), e -> casts[0] |= e instanceof Ast.Cast || e instanceof Ast.Call call
                        && call.callee().text().matches(".*::from|.*::from_f32"));
        return casts[0] ? null : type;
    }

    /**
     * Whether {@code f} over items of {@code type} computes in {@code f32}: the items are {@code f32}, or it
     * casts to {@code f32} ({@code (x as f32).sqrt()}), and it names no {@code f64}.
     */
    static boolean computesInF32(InterpreterValues.Closure f, ElementType type) {
        boolean[] f32 = {type == ElementType.F32};
        boolean[] f64 = {false};
        dev.layoutprover.kernel.syntax.AstWalk.forEachExpr(List.of(new Ast.ExprStmt(f.code().body(), true,
                f.code().at())), e -> {
                    if (e instanceof Ast.Cast k) {
                        f32[0] |= k.type().name().equals("f32");
                        f64[0] |= k.type().name().equals("f64");
                    }
                    if (e instanceof Ast.Path p && p.text().startsWith("f64::")
                            || e instanceof Ast.Call call && call.callee().text().startsWith("f64::")) {
                        f64[0] = true;
                    }
                });
        return f32[0] && !f64[0];
    }

    /** The mapping {@code Dst} of a call: its turbofish's one argument, or the expected {@code Tensor<D, Dst>}'s second. */
    private static Optional<Mapping> destination(CallSite c) {
        List<Ast.GenericArg> given = c.node.generics();
        if (given.size() == 1 && !(given.get(0) instanceof Ast.Inferred)) {
            return Optional.of(c.mapping(given.get(0)));
        }
        return expectedMapping(c.expected.type(), c);
    }

    /** The mapping of an expected {@code Tensor<D, M>}, when written. */
    static Optional<Mapping> expectedMapping(Ast.Type t, CallSite c) {
        if (t == null || !t.name().equals("Tensor") || t.args().size() != 2 || t.args().get(1) instanceof Ast.Inferred) {
            return Optional.empty();
        }
        return Optional.of(c.mapping(t.args().get(1)));
    }

    private static HostBuffers.Written placed(HostLogical items, Mapping mapping, ElementType type) {
        return new HostBuffers.Written(mapping, items.bufferAt(mapping), type);
    }

    /** The items of a tensor known by a mapping. */
    private static HostLogical logical(Object tensor) {
        if (tensor instanceof HostBuffers.Written w) {
            return HostLogical.of(w.mapping(), w.buffer());
        }
        throw new HostLogical.Unsupported(InterpreterValues.describe(tensor) + " has no written mapping");
    }

    /** The items of a tensor, a transpose of unwritten {@code Dst} taking the axes {@code axes}. */
    private static HostLogical logical(Object tensor, List<Axis> axes) {
        return tensor instanceof Unplaced u ? u.at(axes) : logical(tensor);
    }

    private static ElementType type(Object tensor) {
        return switch (tensor) {
            case HostBuffers.Written w -> w.type();
            case Unplaced u -> u.type();
            default -> null;
        };
    }
}
