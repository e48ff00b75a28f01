package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.VectorTensor;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One Way8 pass of the Vector Engine over {@code x[A]} ({@code A = 2048}, 8 elements per slice in
 * two packets of 4 lanes padded to 8) whose branch unit runs {@code mode}; the body runs between
 * the branch and {@code vector_final}.
 */
record BranchPass(String name, ElementType type, LogicalTensor.Range range, BranchConfig mode,
        UnaryOperator<VectorTensor> body) implements Kernel {

    public List<Input> inputs() {
        return List.of(new Input("x", type, OnePass.L.m("A"), range));
    }

    public HostTensor run(Context ctx, List<HostTensor> in) {
        var l = OnePass.L;
        DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("A / 8"), l.m("A % 8"), 0);
        VectorTensor v = ctx.main().begin(x)
                .fetch(type, l.m("A % 8 / 4"), l.m("A % 4 # 8"))
                .collect(l.m("A % 8 / 4"), l.m("A % 4 # 8"))
                .vectorInit()
                .vectorIntraSliceBranch(mode);
        DmTensor out = body.apply(v).vectorFinal().commit(l.m("A % 8"), 1 << 12);
        return out.toHbm(ctx.tdma(), l.m("A"), 1 << 28).toHost(ctx.pdma(), l.m("A"));
    }
}
