package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One pass of the Vector Engine over {@code x[A]} ({@code A = 2048}, 8 elements per slice on 256
 * slices): the pass body runs between {@code vector_intra_slice_branch} and {@code vector_final};
 * a float pass runs on 4 lanes (trimmed and padded around the body).
 */
record OnePass(String name, ElementType type, LogicalTensor.Range range, boolean way4,
        UnaryOperator<VectorTensor> body) implements Kernel {

    static final KernelAxes L = KernelAxes.of("A = 2048");

    public List<Input> inputs() {
        return List.of(new Input("x", type, L.m("A"), range));
    }

    public HostTensor run(Context ctx, List<HostTensor> in) {
        DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 8"), L.m("A % 8"), 0);
        VectorTensor v = ctx.main().begin(x)
                .fetch(type, L.m("A % 8 / 4"), L.m("A % 4 # 8"))
                .collect(L.m("A % 8 / 4"), L.m("A % 4 # 8"))
                .vectorInit()
                .vectorIntraSliceBranch(BranchMode.UNCONDITIONAL);
        if (way4) {
            v = v.vectorTrimWay4(L.m("A % 4"));
        }
        v = body.apply(v);
        if (way4) {
            v = v.vectorPadWay8(L.m("A % 4 # 8"));
        }
        DmTensor out = v.vectorFinal().commit(L.m("A % 8"), 1 << 12);
        return out.toHbm(ctx.tdma(), L.m("A"), 1 << 28).toHost(ctx.pdma(), L.m("A"));
    }
}
