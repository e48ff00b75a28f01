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
import java.util.function.DoubleUnaryOperator;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code vector_stash}, {@code vector_split} and {@code vector_concat} on {@code x[B = 4096]}, 16
 * elements per slice in two 8-lane packets: exact values, agreement with the naive evaluator, and
 * the rules.
 */
class StashSplitConcatTest {

    static final KernelAxes L = KernelAxes.of("B = 4096");

    record Pass(ElementType type, UnaryOperator<VectorTensor> body) implements Kernel {
        public String name() {
            return "stash / split / concat";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", type, L.m("B"), new LogicalTensor.Range(-1000, 1000)));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("B / 16"), L.m("B % 16"), 0);
            VectorTensor v = ctx.main().begin(x).fetch(type, L.m("B % 16 / 8"), L.m("B % 8"))
                    .collect(L.m("B % 16 / 8"), L.m("B % 8")).vectorInit()
                    .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL);
            DmTensor out = body.apply(v).vectorFinal().commit(L.m("B % 16"), 1 << 12);
            return out.toHbm(ctx.tdma(), L.m("B"), 1 << 28).toHost(ctx.pdma(), L.m("B"));
        }
    }

    private static void check(Pass k, DoubleUnaryOperator expected) {
        HostTensor x = HostTensor.random("x", k.type(), L.m("B"), 3, new LogicalTensor.Range(-1000, 1000));
        HostTensor y = k.run(Context.acquire(Geometry.book()), List.of(x));
        for (long p = 0; p < 4096; p++) {
            assertEquals(expected.applyAsDouble(x.get(p)), y.get(p), 0.0, "B = " + p);
        }
        ConformanceReport r = Conformance.run(k, 3);
        assertTrue(r.conformant(), r.describe());
    }

    @Test
    void theClipMaxReadsTheStashedInput() {
        check(new Pass(ElementType.I32, v -> v.vectorStash().vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(2))
                .vectorClip(ClipBinaryOp.MAX, ArgMode.Binary.MODE01, new Operand.Stash())),
                x -> Math.max(2 * x, x));
    }

    @Test
    void splitStashMultiplyConcatSquaresEachElement() {
        check(new Pass(ElementType.F32, v -> v.vectorSplit(L.m("B % 16 / 4"), L.m("B % 4")).vectorStash()
                .vectorFpBinary(FpBinaryOp.MUL_F_MUL0, ArgMode.Binary.MODE01, new Operand.Stash())
                .vectorFpBinary(FpBinaryOp.ADD_F, Operand.of(1.0))
                .vectorConcat(L.m("B % 16 / 8"), L.m("B % 8"))), x -> (float) ((float) (x * x) + 1f));
    }

    @Test
    void theStashStashedOnFourLanesIsReadOnEight() {
        check(new Pass(ElementType.F32, v -> v.vectorSplit(L.m("B % 16 / 4"), L.m("B % 4"))
                .vectorFpBinary(FpBinaryOp.MUL_F_MUL0, Operand.of(2.0)).vectorStash()
                .vectorFpBinary(FpBinaryOp.MUL_F_MUL1, Operand.of(3.0)).vectorConcat(L.m("B % 16 / 8"), L.m("B % 8"))
                .vectorClip(ClipBinaryOp.MAX, ArgMode.Binary.MODE01, new Operand.Stash())),
                x -> Math.max((float) (x * 6), (float) (x * 2)));
    }

    @Test
    void readingTheStashBeforeStashingBreaksVectorStash() {
        assertRule("Vector::STASH", new Pass(ElementType.I32,
                v -> v.vectorClip(ClipBinaryOp.MAX, ArgMode.Binary.MODE01, new Operand.Stash())));
    }

    @Test
    void readingAnI32StashAsF32BreaksVectorStash() {
        assertRule("Vector::STASH", new Pass(ElementType.I32, v -> v.vectorStash().vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(2))
                .vectorFxpToFp(8).vectorClip(ClipBinaryOp.MAX, ArgMode.Binary.MODE01, new Operand.Stash())));
    }

    @Test
    void stashingAfterTheReduceStageBreaksVectorStash() {
        assertRule("Vector::STASH", new Pass(ElementType.F32, v -> v.vectorSplit(L.m("B % 16 / 4"), L.m("B % 4"))
                .vectorIntraSliceReduce("B", L.m("1"), L.m("1 # 4"), IntraSliceReduceOp.ADD).vectorStash()));
    }

    @Test
    void concatOnEightLanesBreaksVectorWay() {
        assertRule("Vector::WAY", new Pass(ElementType.F32, v -> v.vectorConcat(L.m("1"), L.m("B % 16"))));
    }

    @Test
    void aSplitThatMisplacesTheHalvesBreaksVectorLayout() {
        assertRule("Vector::LAYOUT", new Pass(ElementType.F32,
                v -> v.vectorSplit(L.m("B % 4 / 2, B % 16 / 8, B % 2"), L.m("B % 8 / 4 # 4"))));
    }

    private static void assertRule(String rule, Pass k) {
        HostTensor x = HostTensor.random("x", k.type(), L.m("B"), 1, LogicalTensor.Range.full());
        RuleViolation e = assertThrows(RuleViolation.class, () -> k.run(Context.acquire(Geometry.book()), List.of(x)));
        assertEquals(rule, e.rule(), e.getMessage());
    }
}
