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
 * hello-tcp's GEMV {@code IJ, J → I} with {@code I = 256}, {@code J = 2048} in {@code bf16}: the
 * output axis {@code I} is the slice, the DMA broadcasts the vector to every slice, and each slice
 * reduces its row over {@code J} (32 elements per packet by the tree, 64 packets over time).
 *
 * <p>Two changes from the book's listing, both forced by its rules: the 64-byte fetch packets are
 * collected into 32-byte flits ({@code m![J / 16]}, {@code m![J % 16]}) before the Aligner pairs
 * them again, and the result is committed as {@code m![1 # 4]} (8 bytes, the smallest
 * {@code commit_in_size}) at {@code 1 << 13} rather than over the matrix at 0.
 */
public final class Gemv implements Kernel {

    private final KernelAxes l = KernelAxes.of("I = 256, J = 2048");

    @Override
    public String name() {
        return "gemv";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("matrix", BF16, l.m("I, J"), LogicalTensor.Range.full()),
                new Input("vector", BF16, l.m("J"), LogicalTensor.Range.full()));
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("I");
        DmTensor matrix = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), cluster, slice, l.m("J"), 0);
        DmTensor vector = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), cluster, slice, l.m("J"), 1 << 12);
        TrfTensor vectorTrf = ctx.sub()
                .begin(vector.view())
                .fetch(BF16, l.m("1"), l.m("J"))
                .collect(l.m("J / 16"), l.m("J % 16"))
                .toTrf(l.m("1"), l.m("J"), TrfAddress.FULL);
        DmTensor result = ctx.main()
                .begin(matrix.view())
                .fetch(BF16, l.m("J / 32"), l.m("J % 32"))
                .collect(l.m("J / 16"), l.m("J % 16"))
                .align(l.m("J / 32"), l.m("J % 32"), vectorTrf)
                .contract(l.m("1"))
                .accumulate(l.m("1"), l.m("1 # 8"), AccumulationKind.INTERLEAVED)
                .cast(BF16, l.m("1 # 16"))
                .commit(l.m("1 # 4"), 1 << 13);
        return result.toHbm(ctx.tdma(), l.m("I"), 2L << 28).toHost(ctx.pdma(), l.m("I"));
    }
}
