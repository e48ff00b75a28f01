package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.function.UnaryOperator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * The Vector Reduce Unit on {@code x[R = 4, A = 512]} with {@code R} across neighbouring slices:
 * every op on {@code i32} and {@code f32}, checked against a fold over {@code R} in index order
 * (the reference's reduction), the naive evaluator, and the stage rules.
 */
class InterSliceReduceTest {

    static final KernelAxes L = KernelAxes.of("R = 4, A = 512");

    record Reduce(ElementType type, InterSliceReduceOp op, LogicalTensor.Range range,
            UnaryOperator<VectorTensor> before) implements Kernel {
        public String name() {
            return "inter-slice " + op + " on " + type;
        }

        public List<Input> inputs() {
            return List.of(new Input("x", type, L.m("R, A"), range));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 8, R"), L.m("A % 8"), 0);
            VectorTensor v = before.apply(ctx.main().begin(x).fetch(type, L.m("1"), L.m("A % 8"))
                    .collect(L.m("1"), L.m("A % 8")).vectorInit());
            DmTensor out = v.vectorInterSliceReduce(L.m("A / 8, 1 # 4"), L.m("1"), op).vectorFinal()
                    .commit(L.m("A % 8"), 1 << 12);
            return out.toHbm(ctx.tdma(), L.m("A"), 1 << 28).toHost(ctx.pdma(), L.m("A"));
        }
    }

    private static void check(ElementType type, InterSliceReduceOp op, LogicalTensor.Range range,
            java.util.function.DoubleBinaryOperator fold) {
        Reduce k = new Reduce(type, op, range, v -> v);
        HostTensor x = HostTensor.random("x", type, L.m("R, A"), 5, range);
        HostTensor y = k.run(Context.acquire(Geometry.book()), List.of(x));
        for (int a = 0; a < 512; a++) {
            double acc = x.get(a);
            for (int r = 1; r < 4; r++) {
                acc = fold.applyAsDouble(acc, x.get(r * 512L + a));
            }
            assertEquals(acc, y.get(a), 0.0, "A = " + a);
        }
        ConformanceReport rep = Conformance.run(k, 5);
        assertTrue(rep.conformant(), rep.describe());
    }

    @Test
    void addOnI32Wraps() {
        check(ElementType.I32, InterSliceReduceOp.ADD, LogicalTensor.Range.full(), (a, b) -> (int) ((long) a + (long) b));
    }

    @Test
    void addSatOnI32SaturatesAtEachStepInIndexOrder() {
        check(ElementType.I32, InterSliceReduceOp.ADD_SAT, LogicalTensor.Range.full(),
                (a, b) -> Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, a + b)));
    }

    @Test
    void maxAndMinOnI32() {
        check(ElementType.I32, InterSliceReduceOp.MAX, LogicalTensor.Range.full(), Math::max);
        check(ElementType.I32, InterSliceReduceOp.MIN, LogicalTensor.Range.full(), Math::min);
    }

    @Test
    void addOnF32RoundsEachStep() {
        check(ElementType.F32, InterSliceReduceOp.ADD, LogicalTensor.Range.full(), (a, b) -> (float) (a + b));
    }

    @Test
    void maxAndMinOnF32() {
        check(ElementType.F32, InterSliceReduceOp.MAX, LogicalTensor.Range.full(), Math::max);
        check(ElementType.F32, InterSliceReduceOp.MIN, LogicalTensor.Range.full(), Math::min);
    }

    @Test
    void mulOnF32RoundsEachStepInIndexOrder() {
        check(ElementType.F32, InterSliceReduceOp.MUL, LogicalTensor.Range.full(), (a, b) -> (float) (a * b));
    }

    @Test
    void mulOnI32BreaksVectorType() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> new Reduce(ElementType.I32,
                InterSliceReduceOp.MUL, LogicalTensor.Range.full(), t -> t).run(Context.acquire(Geometry.book()),
                List.of(HostTensor.random("x", ElementType.I32, L.m("R, A"), 1, LogicalTensor.Range.full()))));
        assertEquals("Vector::TYPE", v.rule());
    }

    @Test
    void addSatOnF32BreaksVectorType() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> new Reduce(ElementType.F32,
                InterSliceReduceOp.ADD_SAT, LogicalTensor.Range.full(), t -> t).run(Context.acquire(Geometry.book()),
                List.of(HostTensor.random("x", ElementType.F32, L.m("R, A"), 1, LogicalTensor.Range.full()))));
        assertEquals("Vector::TYPE", v.rule());
    }

    @Test
    void anIntraSliceOperationAfterTheReduceOfAnIntraFirstPassBreaksVectorOrder() {
        Reduce k = new Reduce(ElementType.I32, InterSliceReduceOp.ADD, LogicalTensor.Range.full(),
                v -> v.vectorIntraSliceBranch(BranchMode.UNCONDITIONAL).vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1)));
        HostTensor x = HostTensor.random("x", ElementType.I32, L.m("R, A"), 1, LogicalTensor.Range.full());
        // The reduce itself is allowed last; an Fxp operation after it is not.
        assertTrue(Conformance.run(k, 1).conformant());
        Context ctx = Context.acquire(Geometry.book());
        DmTensor dm = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 8, R"), L.m("A % 8"), 0);
        VectorTensor v = ctx.main().begin(dm).fetch(ElementType.I32, L.m("1"), L.m("A % 8"))
                .collect(L.m("1"), L.m("A % 8")).vectorInit().vectorIntraSliceBranch(BranchMode.UNCONDITIONAL)
                .vectorInterSliceReduce(L.m("A / 8, 1 # 4"), L.m("1"), InterSliceReduceOp.ADD);
        RuleViolation e = assertThrows(RuleViolation.class, () -> v.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1)));
        assertEquals("Vector::ORDER", e.rule());
    }

    @Property(tries = 16)
    void theSimulatorAndTheNaiveEvaluatorAgree(@ForAll InterSliceReduceOp op, @ForAll boolean floating,
            @ForAll @LongRange(min = 0, max = 500) long seed) {
        if (floating ? op == InterSliceReduceOp.ADD_SAT : op == InterSliceReduceOp.MUL) {
            return;
        }
        ConformanceReport r = Conformance.run(new Reduce(floating ? ElementType.F32 : ElementType.I32, op,
                LogicalTensor.Range.full(), v -> v), seed);
        assertTrue(r.conformant(), r.describe());
    }
}
