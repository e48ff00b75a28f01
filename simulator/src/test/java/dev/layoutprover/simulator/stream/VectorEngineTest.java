package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Intra-slice reduce and float operations with VRF operands, against the naive evaluator. */
class VectorEngineTest {

    /** Sums {@code x[S, R, A]} over {@code R} (in Time) with saturating i32 adds. */
    private static final class TimeReduce implements Kernel {
        private final KernelAxes l = KernelAxes.of("S = 256, R = 16, A = 4");

        public String name() {
            return "i32 reduce over time";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I32, l.m("S, R, A"), new LogicalTensor.Range(-1000, 1000)));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("S"), l.m("R, A # 8"), 0);
            DmTensor out = branched(ctx, x, ElementType.I32, l.m("R"), l.m("A # 8"))
                    .vectorTrimWay4(l.m("A"))
                    .vectorIntraSliceReduce("R", l.m("1"), l.m("A"), IntraSliceReduceOp.ADD_SAT)
                    .vectorPadWay8(l.m("A # 8"))
                    .vectorFinal()
                    .commit(l.m("A # 8"), 1 << 12);
            return out.toHbm(ctx.tdma(), l.m("S, A"), 1 << 28).toHost(ctx.pdma(), l.m("S, A"));
        }
    }

    /** {@code Σ_R (x · v + 1.5)} for {@code x[S, T, R]}, {@code v[R]} in the VRF, reduced within the packet. */
    private static final class PacketReduce implements Kernel {
        private final KernelAxes l = KernelAxes.of("S = 256, T = 8, R = 4");

        public String name() {
            return "f32 fma and reduce over the packet";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.F32, l.m("S, T, R"), LogicalTensor.Range.full()),
                    new Input("v", ElementType.F32, l.m("R"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("S"), l.m("T, R # 8"), 0);
            DmTensor v = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), l.m("1 # 2"), l.m("S"), l.m("R # 8"),
                    1 << 12);
            VrfTensor vrf = ctx.sub().begin(v).fetch(ElementType.F32, l.m("1"), l.m("R # 8"))
                    .collect(l.m("1"), l.m("R # 8")).toVrf(l.m("R # 8"), 0);
            DmTensor out = branched(ctx, x, ElementType.F32, l.m("T"), l.m("R # 8"))
                    .vectorTrimWay4(l.m("R"))
                    .vectorFpBinary(FpBinaryOp.MUL_F_MUL0, Operand.of(vrf))
                    .vectorFpBinary(FpBinaryOp.ADD_F, Operand.of(1.5))
                    .vectorIntraSliceReduce("R", l.m("T"), l.m("1 # 4"), IntraSliceReduceOp.ADD)
                    .vectorPadWay8(l.m("1 # 8"))
                    .vectorFinal()
                    .commit(l.m("T, 1 # 8"), 1 << 13);
            return out.toHbm(ctx.tdma(), l.m("S, T"), 2L << 28).toHost(ctx.pdma(), l.m("S, T"));
        }
    }

    @Test
    void reducingOverTimeIsConformant() {
        ConformanceReport r = Conformance.run(new TimeReduce(), 11);
        assertTrue(r.conformant(), r.describe());
        assertEquals(256 * 4, r.elements());
    }

    @Test
    void multiplyingByAVrfOperandAndReducingThePacketIsConformant() {
        ConformanceReport r = Conformance.run(new PacketReduce(), 12);
        assertTrue(r.conformant(), r.describe());
        assertEquals(256 * 8, r.elements());
    }

    private static VectorTensor branch(Context ctx, KernelAxes l) {
        HostTensor x = HostTensor.random("x", ElementType.I32, l.m("A"), 1, LogicalTensor.Range.full());
        DmTensor dm = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("A / 8 # 256"), l.m("A % 8"), 0);
        return branched(ctx, dm, ElementType.I32, l.m("1"), l.m("A % 8"));
    }

    /** {@code dm} fetched and collected as {@code [time, packet]}, in the Vector Engine, every element branched. */
    private static VectorTensor branched(Context ctx, DmTensor dm, ElementType type, Mapping time, Mapping packet) {
        return ctx.main().begin(dm).fetch(type, time, packet).collect(time, packet).vectorInit()
                .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL);
    }

    @Test
    void eachAluServesOneOperationPerPass() {
        KernelAxes l = KernelAxes.of("A = 2048");
        VectorTensor v = branch(Context.acquire(dev.layoutprover.simulator.Geometry.book()), l)
                .vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1)).vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(3));
        RuleViolation e = assertThrows(RuleViolation.class, () -> v.vectorFxp(FxpBinaryOp.SUB_FXP, Operand.of(2)));
        assertEquals("the FxpAdd ALU is already used in this pass", e.getMessage());
    }

    @Test
    void stagesRunInPipelineOrder() {
        KernelAxes l = KernelAxes.of("A = 2048");
        VectorTensor v = branch(Context.acquire(dev.layoutprover.simulator.Geometry.book()), l)
                .vectorClip(ClipBinaryOp.MAX, Operand.of(0));
        RuleViolation e = assertThrows(RuleViolation.class, () -> v.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1)));
        assertEquals("the FXP stage cannot follow the CLIP stage in one pass", e.getMessage());
    }

    @Test
    void floatOperationsNeedFourLanes() {
        KernelAxes l = KernelAxes.of("A = 2048");
        VectorTensor v = branch(Context.acquire(dev.layoutprover.simulator.Geometry.book()), l).vectorFxpToFp(31);
        RuleViolation e = assertThrows(RuleViolation.class, () -> v.vectorFpBinary(FpBinaryOp.ADD_F, Operand.of(1)));
        assertEquals("vector_fp_binary needs Way4, the stream is Way8", e.getMessage());
    }
}
