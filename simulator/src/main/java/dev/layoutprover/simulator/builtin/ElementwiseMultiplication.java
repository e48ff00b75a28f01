package dev.layoutprover.simulator.builtin;

import static dev.layoutprover.simulator.ElementType.I32;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.stream.BranchMode;
import dev.layoutprover.simulator.stream.FxpBinaryOp;
import dev.layoutprover.simulator.stream.Operand;
import java.util.List;

/**
 * hello-tcp's second kernel: multiplies two {@code i32} vectors elementwise ({@code MulInt},
 * wrapping). The sub context loads {@code rhs} into the VRF; the main context streams {@code lhs}
 * and multiplies each element by its VRF counterpart. The result goes to HBM at {@code 2 << 28}
 * (the book writes it at {@code 1 << 28}, where {@code rhs} still lives).
 */
public final class ElementwiseMultiplication implements Kernel {

    private final KernelAxes l = KernelAxes.of("A = 2048");

    @Override
    public String name() {
        return "elementwise multiplication";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("lhs", I32, l.m("A"), LogicalTensor.Range.full()),
                new Input("rhs", I32, l.m("A"), LogicalTensor.Range.full()));
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("A / 8 # 256");
        DmTensor lhs = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), cluster, slice, l.m("A % 8"), 0);
        DmTensor rhs = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), cluster, slice, l.m("A % 8"), 1 << 12);
        VrfTensor rhsVrf = ctx.sub()
                .begin(rhs.view())
                .fetch(I32, l.m("1"), l.m("A % 8"))
                .collect(l.m("A % 8 / 8"), l.m("A % 8 % 8"))
                .toVrf(l.m("A % 8"), 0);
        DmTensor result = ctx.main()
                .begin(lhs.view())
                .fetch(I32, l.m("1"), l.m("A % 8"))
                .collect(l.m("1"), l.m("A % 8"))
                .vectorInit()
                .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL)
                .vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(rhsVrf))
                .vectorFinal()
                .commit(l.m("A % 8"), 1 << 13);
        return result.toHbm(ctx.tdma(), l.m("A"), 2L << 28).toHost(ctx.pdma(), l.m("A"));
    }
}
