package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.List;

/**
 * Evaluates a {@link TensorExpr.Lanewise} operation on dense logical tensors: each operand is broadcast
 * to the result's axes and {@link LaneOp#apply} gives each element. Inexact (floating-point)
 * operands carry their error bound through add, subtract, multiply, fused multiply-add, the
 * min / max family, division and the unary functions ({@link InexactBounds}); other operations on
 * inexact operands state no bound and are refused.
 *
 * <p>Example: {@code F_FMA} of {@code x[A] = [1, 2]} with constants {@code 3} and {@code 1} is
 * {@code [4, 7]}.
 */
final class LanewiseEvaluator {

    private LanewiseEvaluator() {}

    static LogicalTensor evaluate(LaneOp op, List<LogicalTensor> operands, List<Axis> axes, ElementType type) {
        LogicalTensor shape = new LogicalTensor(type, axes, new double[NaiveEvaluator.sizeOf(axes)], null);
        int k = operands.size();
        int[][] maps = new int[k][];
        boolean inexact = false;
        for (int j = 0; j < k; j++) {
            maps[j] = NaiveEvaluator.broadcastOffsets(shape, operands.get(j));
            inexact |= operands.get(j).errors() != null;
        }
        int n = shape.size();
        double[] v = new double[n];
        double[] err = inexact ? new double[n] : null;
        double[] x = new double[k];
        double[] e = new double[k];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < k; j++) {
                x[j] = operands.get(j).value(maps[j][i]);
                e[j] = operands.get(j).error(maps[j][i]);
            }
            v[i] = op.apply(x);
            if (inexact) {
                err[i] = propagate(op, x, e, v[i]);
            }
        }
        return new LogicalTensor(type, axes, v, err);
    }

    private static double propagate(LaneOp op, double[] x, double[] e, double r) {
        double total = 0;
        for (double d : e) {
            total += d;
        }
        if (total == 0) {
            return 0;
        }
        double u = 0x1p-24;
        return switch (op) {
            case F_ADD, F_SUB -> e[0] + e[1] + u * (Math.abs(r) + e[0] + e[1]);
            case F_MUL -> product(x[0], e[0], x[1], e[1]) + u * (Math.abs(r) + product(x[0], e[0], x[1], e[1]));
            case F_FMA -> {
                double p = product(x[0], e[0], x[1], e[1]);
                yield p + e[2] + u * (Math.abs(r) + p + e[2]);
            }
            case F_MIN, F_MAX, F_ABS_MIN, F_ABS_MAX -> Math.max(e[0], e[1]);
            case F_DIV -> InexactBounds.quotient(x[0], e[0], x[1], e[1], r);
            case F_EXP -> InexactBounds.unary(InexactBounds.Function.EXP, x[0], e[0], r);
            case F_NEG_EXP -> InexactBounds.unary(InexactBounds.Function.NEG_EXP, x[0], e[0], r);
            case F_SQRT -> InexactBounds.unary(InexactBounds.Function.SQRT, x[0], e[0], r);
            case F_TANH -> InexactBounds.unary(InexactBounds.Function.TANH, x[0], e[0], r);
            case F_SIGMOID -> InexactBounds.unary(InexactBounds.Function.SIGMOID, x[0], e[0], r);
            case F_LOG -> InexactBounds.unary(InexactBounds.Function.LOG, x[0], e[0], r);
            case F_SIN -> InexactBounds.unary(InexactBounds.Function.SIN, x[0], e[0], r);
            case F_COS -> InexactBounds.unary(InexactBounds.Function.COS, x[0], e[0], r);
            default -> throw new IllegalArgumentException("the conformance harness states no error bound for " + op
                    + " applied to inexact (floating-point) inputs");
        };
    }

    /** The error bound of {@code a · b} from the operands' bounds. */
    private static double product(double a, double ea, double b, double eb) {
        return Math.abs(b) * ea + Math.abs(a) * eb + ea * eb;
    }
}
