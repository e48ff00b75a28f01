package dev.layoutprover.simulator.builtin;

import static dev.layoutprover.simulator.ElementType.I32;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.Operand;
import java.util.List;

/**
 * hello-tcp's first kernel: adds the constant 1 to 2048 {@code i32} values, 8 per slice on the 256
 * slices of one cluster, through Fetch, Collect, the Vector Engine's {@code AddFxp} and Commit.
 *
 * <pre>{@code
 * axes![A = 2048];  Cluster = m![1 # 2];  Slice = m![A / 8 # 256];
 * dm.begin().fetch::<i32, m![1], m![A % 8]>().collect::<m![1], m![A % 8]>()
 *   .vector_init().vector_intra_slice_branch(Unconditional).vector_fxp(AddFxp, 1).vector_final()
 *   .commit::<m![A % 8]>(1 << 12)
 * }</pre>
 */
public final class ConstantAddition implements Kernel {

    private final KernelAxes l = KernelAxes.of("A = 2048");

    @Override
    public String name() {
        return "constant addition";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("input", I32, l.m("A"), LogicalTensor.Range.full()));
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("A / 8 # 256");
        HbmTensor inHbm = in.get(0).toHbm(ctx.pdma(), 0);
        DmTensor dm = inHbm.toDm(ctx.tdma(), cluster, slice, l.m("A % 8"), 0);
        DmTensor result = ctx.main()
                .begin(dm.view())
                .fetch(I32, l.m("1"), l.m("A % 8"))
                .collect(l.m("1"), l.m("A % 8"))
                .vectorInit()
                .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL)
                .vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1))
                .vectorFinal()
                .commit(l.m("A % 8"), 1 << 12);
        HbmTensor outHbm = result.toHbm(ctx.tdma(), l.m("A"), 1 << 28);
        return outHbm.toHost(ctx.pdma(), l.m("A"));
    }
}
