package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.algebra.check.LayoutQuestions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An intra-slice reduce of an axis split across Slice and Time reduces only its Time digit: the
 * Slice digit stays, and each step of the saturating add saturates in {@code i32}.
 */
class SplitReduceTest {

    /** {@code x[S, A]}, {@code S = 15} padded to 16: Slice holds {@code S # 16 / 4}, Time {@code S # 16 % 4}. */
    private static final class SliceTimeReduce implements Kernel {
        final KernelAxes l = KernelAxes.of("S = 15, A = 512");

        public String name() {
            return "i32 reduce of the Time digit of S";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I32, l.m("S, A"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("S # 16 / 4, A / 8"),
                    l.m("S # 16 % 4, A % 8"), 1 << 12);
            DmTensor out = ctx.main().begin(x)
                    .fetch(ElementType.I32, l.m("S # 16 % 4"), l.m("A % 8"))
                    .collect(l.m("S # 16 % 4"), l.m("A % 8"))
                    .vectorInit()
                    .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL)
                    .vectorSplit(l.m("S # 16 % 4, A / 4 % 2"), l.m("A % 4"))
                    .vectorIntraSliceReduce("S", l.m("A / 4 % 2"), l.m("A % 4"), IntraSliceReduceOp.ADD_SAT)
                    .vectorConcat(l.m("1"), l.m("A % 8"))
                    .vectorFinal()
                    .commit(l.m("A % 8"), 1 << 13);
            return out.toHbm(ctx.tdma(), l.m("S # 16 / 4, A"), 1 << 28).toHost(ctx.pdma(), l.m("S # 16 / 4, A"));
        }
    }

    @Test
    void reducingTheTimeDigitOfASplitAxisIsConformantOnFullRangeIntegers() {
        ConformanceReport r = Conformance.run(new SliceTimeReduce(), 42);
        assertTrue(r.conformant(), r.describe());
    }

    @Test
    void theSimulatorSaturatesAtEachStepOfTheFoldAsTheReferenceDoes() {
        SliceTimeReduce k = new SliceTimeReduce();
        List<Axis> axes = List.of(new Axis("S", 15), new Axis("A", 512));
        double[] x = new double[15 * 512];
        // A = 0: S = 12, 13, 14 hold MAX, 1, -1 (S = 15 is padding); S = 0..3 hold MIN, -5, 10, 0.
        x[12 * 512] = Integer.MAX_VALUE;
        x[13 * 512] = 1;
        x[14 * 512] = -1;
        x[0] = Integer.MIN_VALUE;
        x[512] = -5;
        x[2 * 512] = 10;
        x[4 * 512 + 7] = 3;
        x[7 * 512 + 7] = 4;
        LogicalTensor input = new LogicalTensor(ElementType.I32, axes, x, null);
        Conformance.Run run = Conformance.run(k, List.of(input), 0, Geometry.book(), LayoutQuestions.enumeration());
        assertTrue(run.report().conformant(), run.report().describe());
        LogicalTensor out = run.output();
        assertEquals(Integer.MAX_VALUE - 1, out.value(12 * 512));
        assertEquals(Integer.MIN_VALUE + 10, out.value(0));
        assertEquals(7, out.value(4 * 512 + 7));
    }
}
