package dev.layoutprover.simulator.builtin;

import static dev.layoutprover.simulator.ElementType.BF16;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.stream.AccumulationKind;
import java.util.List;

/**
 * hello-tcp's dot product {@code I, I → 1} over 2048 {@code bf16} values on one slice: the sub
 * context loads {@code rhs} into the TRF; the main context pairs 32-byte flits of {@code lhs} into
 * 64-byte packets, contracts them with the reduction tree, accumulates the 64 partial sums over
 * time in {@code f32} and casts to {@code bf16}.
 *
 * <pre>{@code
 * .fetch::<bf16, Time, m![A]>().collect::<m![A / 16], m![A % 16]>()
 * .align::<m![A / 32], m![A % 32], _, _>(&rhs).contract::<m![1]>()
 * .accumulate::<m![1], m![1 # 8]>(Interleaved).cast::<bf16, m![1 # 16]>().commit::<m![1 # 8]>(1 << 13)
 * }</pre>
 */
public final class DotProduct implements Kernel {

    private final KernelAxes l = KernelAxes.of("A = 2048").alias("Time", "m![1]");

    @Override
    public String name() {
        return "dot product";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("lhs", BF16, l.m("A"), LogicalTensor.Range.full()),
                new Input("rhs", BF16, l.m("A"), LogicalTensor.Range.full()));
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("1 # 256");
        Mapping time = l.m("{Time}");
        DmTensor lhs = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), cluster, slice, l.m("A"), 0);
        DmTensor rhs = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), cluster, slice, l.m("A"), 1 << 12);
        TrfTensor rhsTrf = ctx.sub()
                .begin(rhs.view())
                .fetch(BF16, time, l.m("A"))
                .collect(l.m("{Time}, A / 16"), l.m("A % 16"))
                .toTrf(l.m("1"), l.m("A"), TrfAddress.FULL);
        DmTensor result = ctx.main()
                .begin(lhs.view())
                .fetch(BF16, time, l.m("A"))
                .collect(l.m("A / 16"), l.m("A % 16"))
                .align(l.m("A / 32"), l.m("A % 32"), rhsTrf)
                .contract(l.m("1"))
                .accumulate(l.m("1"), l.m("1 # 8"), AccumulationKind.INTERLEAVED)
                .cast(BF16, l.m("1 # 16"))
                .commit(l.m("1 # 8"), 1 << 13);
        return result.toHbm(ctx.tdma(), l.m("1"), 2L << 28).toHost(ctx.pdma(), l.m("1"));
    }
}
