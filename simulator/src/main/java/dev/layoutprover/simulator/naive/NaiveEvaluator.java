package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates an {@link TensorExpr} on dense logical tensors, the straightforward way: data movement is
 * the identity, a contraction is a sum of products over the contracted axes, a reduction a sum (or
 * max, min) over its axis. Floating-point results carry an error bound for the hardware's result:
 * a sum of {@code n} terms accumulated in {@code f32} in any order is within
 * {@code γ(n)·Σ|terms|} of the exact sum, {@code γ(n) = n·u / (1 - n·u)}, {@code u = 2^-24}; a
 * later rounding to a narrower type adds {@code u_type·(2|v| + e)}.
 *
 * <p>Example: for {@code x = [1, 2]}, {@code w = [3, 4]} over axis {@code K},
 * {@code evaluate(Contraction(x, w, kept = []))} holds {@code 11} with error bound
 * {@code γ(2)·11}.
 */
public final class NaiveEvaluator {

    private final Map<TensorExpr, LogicalTensor> memo = new IdentityHashMap<>();
    /** For each expression, how many of its consumers are not computed yet. */
    private final Map<TensorExpr, Integer> pending = new IdentityHashMap<>();

    /**
     * The value of {@code e}. A shared operand is computed once; its value is kept only until its
     * last consumer is computed, so a chain of {@code n} writes into one output (a loop of tiles
     * patching an HBM tensor) holds two copies of it at a time, not {@code n}.
     */
    public static LogicalTensor evaluate(TensorExpr e) {
        NaiveEvaluator n = new NaiveEvaluator();
        n.countConsumers(e);
        return n.eval(e);
    }

    private void countConsumers(TensorExpr root) {
        for (TensorExpr e : Operands.reachable(root)) {
            for (TensorExpr o : Operands.of(e)) {
                pending.merge(o, 1, Integer::sum);
            }
        }
    }

    /** {@code γ(n)} for {@code f32} accumulation. */
    public static double gamma(long n) {
        double nu = n * 0x1p-24;
        return nu / (1 - nu);
    }

    private LogicalTensor eval(TensorExpr e) {
        LogicalTensor cached = memo.get(e);
        if (cached != null) {
            return cached;
        }
        LogicalTensor t = compute(e);
        for (TensorExpr o : Operands.of(e)) {
            if (pending.merge(o, -1, Integer::sum) <= 0) {
                memo.remove(o);
            }
        }
        if (pending.getOrDefault(e, 0) > 0) {
            memo.put(e, t);
        }
        return t;
    }

    /**
     * The value of {@code e} for an operation that computes with its elements: every element must
     * hold a value. An uninitialized one (read from a composite group's padding) is a
     * {@code Kernel::UNMODELLED} finding, as the conformance harness states nothing for arithmetic
     * on it: the run's verdict is unknown.
     */
    private LogicalTensor defined(TensorExpr e) {
        return defined(eval(e));
    }

    private static LogicalTensor defined(LogicalTensor t) {
        if (t.hasValues() && t.hasUninitialized()) {
            throw new RuleViolation("Kernel::UNMODELLED", "an engine computes with " + t.uninitializedOffsets().cardinality()
                    + " uninitialized elements (never written, or read past a composite group or from its padding) in an"
                    + " operation that is not elementwise over them; the naive evaluator"
                    + " only moves them");
        }
        return t;
    }

    /**
     * An elementwise operation over {@code operands}: their uninitialized elements flow to the
     * elements of the result computed from them, as the reference's {@code Opt} does
     * ({@link UndefinedElements}). An operand with an axis the result lacks is not elementwise over
     * it: with uninitialized elements there, it is the finding {@link #defined} raises.
     */
    private LogicalTensor elementwiseOver(List<TensorExpr> operands,
            java.util.function.Function<List<LogicalTensor>, LogicalTensor> op) {
        List<LogicalTensor> in = operands.stream().map(this::eval).toList();
        if (in.stream().noneMatch(t -> t.hasValues() && t.hasUninitialized())) {
            return op.apply(in);
        }
        LogicalTensor result = op.apply(in.stream().map(UndefinedElements::filled).toList());
        if (!result.hasValues()) {
            return result;
        }
        return UndefinedElements.marked(result, in).orElseGet(() -> {
            in.forEach(NaiveEvaluator::defined);
            return result;
        });
    }

    private LogicalTensor compute(TensorExpr e) {
        return switch (e) {
            case TensorExpr.Input in -> in.tensor();
            case TensorExpr.FlatWindow w -> FlatWindows.window(eval(w.input()), w);
            case TensorExpr.FlatPatch p -> FlatWindows.patch(eval(p.base()), eval(p.value()), p);
            case TensorExpr.Convert c -> elementwiseOver(List.of(c.input()), in -> convert(in.get(0), c.type()));
            case TensorExpr.WithConstant w -> elementwiseOver(List.of(w.input()),
                    in -> elementwise(in.get(0), w.op(), null, w.constant(), w.type()));
            case TensorExpr.WithTensor w -> elementwiseOver(List.of(w.input(), w.operand()),
                    in -> elementwise(in.get(0), w.op(), in.get(1), 0, w.type()));
            case TensorExpr.Unary u -> elementwiseOver(List.of(u.input()),
                    in -> elementwise(in.get(0), u.op(), null, u.parameter(), u.type()));
            case TensorExpr.Product p -> product(defined(p.x()), defined(p.w()), p.axes(), p.type());
            case TensorExpr.Contraction c -> Einsum.contract(defined(c.x()), defined(c.w()), c.kept(), c.type());
            case TensorExpr.Reduce r -> reduce(defined(wholeOnce(r)), r.axis(), r.op(), r.type());
            case TensorExpr.PartialReduce r -> PartialReduction.evaluate(defined(r.input()), r.axis(), r.digits(), r.op(),
                    r.type());
            case TensorExpr.Window w -> window(eval(w.input()), w.axes(), w.axis().name(), w.offset());
            case TensorExpr.Stack st -> StackSelect.stack(st.parts().stream().map(this::eval).toList(), st.axes(), st.type());
            case TensorExpr.Select se -> StackSelect.select(eval(se.input()), se.axes(), se.axis().name(), se.index());
            case TensorExpr.Relabel r -> Relabelling.evaluate(defined(r.input()), r.from(), r.to(), r.axes());
            case TensorExpr.Allocated z -> LogicalTensor.allocated(z.type(), z.axes());
            case TensorExpr.Patch pa -> StackSelect.patch(eval(pa.base()), eval(pa.value()), pa.offsets(),
                    pa.windows());
            case TensorExpr.Shuffle g -> StackSelect.gather(defined(g.input()), g.from());
            case TensorExpr.ScatterRows sc -> StackSelect.scatter(eval(sc.base()), eval(sc.data()), defined(sc.index()), sc.key(),
                    sc.row(), sc.divisor(), sc.keyOrder(), sc.indexBuffer());
            case TensorExpr.GatherRows g -> IndexSelect.rows(eval(g.table()), defined(g.index()), g.keys(), g.row(),
                    g.divisor(), g.axes(), g.keyOrder(), g.indexBuffer());
            case TensorExpr.Constant c -> new LogicalTensor(c.type(), List.of(), new double[] {c.value()}, null);
            case TensorExpr.Lanewise l -> elementwiseOver(l.operands(),
                    in -> LanewiseEvaluator.evaluate(l.op(), in, l.axes(), l.type()));
            case TensorExpr.ComparisonIds c -> ExecutionIds.comparisonIds(defined(c.input()), c.comparisons());
            case TensorExpr.ToggleIds t -> ExecutionIds.toggleIds(t.axes(), t.axis(), t.weight(), t.length());
            case TensorExpr.Guarded g -> elementwiseOver(List.of(g.otherwise(), g.applied(), g.ids()),
                    in -> ExecutionIds.guarded(in.get(0), in.get(1), in.get(2), g.group()));
        };
    }

    /**
     * The input of a sum over a whole axis, when no part of that axis was reduced before it: a part
     * reduced earlier holds its result at every member, so a sum over the whole axis would count it
     * once per member. Such a kernel is a {@code Kernel::UNMODELLED} finding (the run is unknown),
     * never a wrong comparison. A max or min over the whole axis is exact either way.
     */
    private static TensorExpr wholeOnce(TensorExpr.Reduce r) {
        if (r.op() == ReduceOp.MAX || r.op() == ReduceOp.MIN) {
            return r.input();
        }
        boolean partly = Operands.reachable(r.input()).stream()
                .anyMatch(e -> e instanceof TensorExpr.PartialReduce p && p.axis().name().equals(r.axis().name()));
        if (partly) {
            throw new RuleViolation("Kernel::UNMODELLED", "the axis " + r.axis().name() + " is reduced whole after a"
                    + " part of it was reduced; the naive evaluator does not sum such an axis");
        }
        return r.input();
    }

    private static LogicalTensor convert(LogicalTensor in, ElementType to) {
        int n = in.size();
        double[] v = new double[n];
        double[] err = in.errors() == null ? null : new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = to == ElementType.F8E4M3 ? F8Grid.round(in.value(i)) : to.round(in.value(i));
            if (err != null) {
                double e = in.error(i);
                err[i] = e == 0 ? 0 : e + to.unitRoundoff() * (2 * Math.abs(in.value(i)) + e) + to.smallestStep();
            }
        }
        return new LogicalTensor(to, in.axes(), v, err);
    }

    private static LogicalTensor elementwise(LogicalTensor in, ElementwiseOp op, LogicalTensor operand, double constant,
            ElementType type) {
        int n = in.size();
        double[] v = new double[n];
        boolean errors = in.errors() != null || (operand != null && operand.errors() != null);
        double[] err = errors ? new double[n] : null;
        int[] map = operand == null ? null : broadcastOffsets(in, operand);
        for (int i = 0; i < n; i++) {
            double a = in.value(i);
            double b = operand == null ? constant : operand.value(map[i]);
            v[i] = Scalars.apply(op, a, b);
            if (errors) {
                double ea = in.error(i);
                double eb = operand == null ? 0 : operand.error(map[i]);
                err[i] = propagate(op, a, b, v[i], ea, eb);
            }
        }
        return new LogicalTensor(type, in.axes(), v, err);
    }

    private static double propagate(ElementwiseOp op, double a, double b, double r, double ea, double eb) {
        if (ea == 0 && eb == 0) {
            return 0;
        }
        double u = 0x1p-24;
        return switch (op) {
            case F_ADD, F_SUB -> ea + eb + u * (Math.abs(r) + ea + eb);
            case F_MUL -> Math.abs(b) * ea + Math.abs(a) * eb + ea * eb + u * (Math.abs(r) + Math.abs(b) * ea
                    + Math.abs(a) * eb + ea * eb);
            case MAX, MIN, F_MAX, F_MIN -> Math.max(ea, eb);
            case F_DIV -> InexactBounds.quotient(a, ea, b, eb, r);
            case F_EXP -> InexactBounds.unary(InexactBounds.Function.EXP, a, ea, r);
            case F_SQRT -> InexactBounds.unary(InexactBounds.Function.SQRT, a, ea, r);
            case F_TANH -> InexactBounds.unary(InexactBounds.Function.TANH, a, ea, r);
            case F_SIGMOID -> InexactBounds.unary(InexactBounds.Function.SIGMOID, a, ea, r);
            default -> throw new IllegalArgumentException("the conformance harness states no error bound for " + op
                    + " applied to inexact (floating-point) inputs");
        };
    }

    /** For each offset of {@code in}, the offset of {@code operand} at the same coordinates of its axes. */
    static int[] broadcastOffsets(LogicalTensor in, LogicalTensor operand) {
        List<Axis> axes = in.axes();
        long[] step = new long[axes.size()];
        List<String> names = operand.axisNames();
        for (int i = 0; i < axes.size(); i++) {
            int j = names.indexOf(axes.get(i).name());
            step[i] = j < 0 ? 0 : operand.stride(j);
        }
        int[] map = new int[in.size()];
        long[] c = new long[axes.size()];
        long off = 0;
        for (int i = 0; i < map.length; i++) {
            map[i] = (int) off;
            for (int k = axes.size() - 1; k >= 0; k--) {
                c[k]++;
                off += step[k];
                if (c[k] < axes.get(k).size()) {
                    break;
                }
                off -= c[k] * step[k];
                c[k] = 0;
            }
        }
        return map;
    }

    private static LogicalTensor product(LogicalTensor x, LogicalTensor w, List<Axis> axes, ElementType type) {
        LogicalTensor shape = new LogicalTensor(type, axes, new double[sizeOf(axes)], null);
        int[] xo = broadcastOffsets(shape, x);
        int[] wo = broadcastOffsets(shape, w);
        double[] v = new double[shape.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = x.value(xo[i]) * w.value(wo[i]);
        }
        return new LogicalTensor(type, axes, v, null);
    }

    private static LogicalTensor reduce(LogicalTensor in, Axis axis, ReduceOp op, ElementType type) {
        if (op == ReduceOp.MUL && in.errors() != null) {
            throw new IllegalArgumentException("the conformance harness states no error bound for a product "
                    + "reduction of inexact (floating-point) inputs");
        }
        int k = in.axes().indexOf(axis);
        List<Axis> outAxes = new java.util.ArrayList<>(in.axes());
        outAxes.remove(axis);
        int outSize = sizeOf(outAxes);
        double[] v = new double[outSize];
        double[] err = type.isFloat() && op == ReduceOp.ADD ? new double[outSize] : null;
        LogicalTensor shape = new LogicalTensor(type, outAxes, new double[outSize], null);
        int[] base = broadcastOffsets(shape, in);
        long stride = k < 0 ? 0 : in.stride(k); // an axis the input lacks: its value, n times over
        long n = axis.size();
        for (int i = 0; i < outSize; i++) {
            double acc = op.identity(type.isFloat());
            double exact = 0;
            double magnitude = 0;
            double inErr = 0;
            for (long j = 0; j < n; j++) {
                int o = (int) (base[i] + j * stride);
                double x = in.value(o);
                if (op == ReduceOp.ADD) {
                    exact += x;
                    magnitude += Math.abs(x);
                    inErr += in.error(o);
                } else {
                    acc = Scalars.combine(op, acc, x);
                    inErr = Math.max(inErr, in.error(o));
                }
            }
            if (op == ReduceOp.ADD) {
                v[i] = exact;
                err[i] = gamma(n) * (magnitude + inErr) + inErr;
            } else {
                v[i] = acc;
            }
        }
        return new LogicalTensor(type, outAxes, v, err);
    }

    /**
     * {@code in} read onto {@code axes} from {@code offset} along {@code axis}: index {@code i} of
     * the result holds {@code in} at the same index of each shared axis and {@code offset} further
     * along {@code axis} (uninitialized where that element is). With {@code axis} absent from
     * {@code axes} it is the slice at {@code offset}.
     */
    static LogicalTensor window(LogicalTensor in, List<Axis> axes, String axis, long offset) {
        LogicalTensor shape = new LogicalTensor(in.type(), axes, new double[sizeOf(axes)], null);
        int[] from = broadcastOffsets(shape, in);
        int k = in.axisNames().indexOf(axis);
        double[] v = new double[shape.size()];
        double[] err = in.errors() == null ? null : new double[v.length];
        java.util.BitSet uninit = new java.util.BitSet();
        for (int i = 0; i < v.length; i++) {
            int o = (int) (from[i] + offset * in.stride(k));
            v[i] = in.value(o);
            if (err != null) {
                err[i] = in.error(o);
            }
            if (in.uninitialized(o)) {
                uninit.set(i);
            }
        }
        return new LogicalTensor(in.type(), axes, v, err, uninit);
    }

    static int sizeOf(List<Axis> axes) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        return Math.toIntExact(n);
    }
}
