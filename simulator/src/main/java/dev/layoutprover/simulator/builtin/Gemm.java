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
 * hello-tcp's GEMM {@code IK, KJ → IJ} at the book's sizes, {@code I = J = 512}, {@code K = 2048},
 * {@code bf16} in, {@code f32} accumulation, {@code bf16} out: 512 M multiply-accumulates.
 *
 * <p>The book assigns each slice a {@code 32 × 32} tile ({@code Slice = m![I / 32, J / 32]}), which
 * needs {@code 4 × 2048 × 2 = 16 KB} of TRF per Row (8 KB fit) and places {@code b} at
 * {@code 1 << 12}, inside {@code a}. This kernel keeps the book's structure with a tile of
 * {@code 64 × 16}: {@code Slice = m![I / 64, J / 16]}, {@code Row = m![J % 8]}, TRF element
 * {@code m![J / 8 % 2, K]} (exactly 8 KB), {@code a} at 0 (256 KB), {@code b} at {@code 1 << 18}
 * (64 KB) and the result at {@code 5 << 16}. The fetch broadcasts {@code a} over
 * {@code J / 8 % 2} (stride 0), the Stream Adapter pairs flits over {@code K / 16 % 2}, the tree
 * reduces {@code K % 32}, and the accumulator sums the 64 steps of {@code K / 32}.
 */
public final class Gemm implements Kernel {

    private final KernelAxes l = KernelAxes.of("I = 512, J = 512, K = 2048");

    @Override
    public String name() {
        return "gemm";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("a", BF16, l.m("I, K"), LogicalTensor.Range.full()),
                new Input("b", BF16, l.m("K, J"), LogicalTensor.Range.full()));
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("I / 64, J / 16");
        DmTensor a = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), cluster, slice, l.m("I % 64, K"), 0);
        DmTensor b = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), cluster, slice, l.m("J % 16, K"), 1 << 18);
        TrfTensor bTrf = ctx.sub()
                .begin(b.view())
                .fetch(BF16, l.m("J % 8, J / 8 % 2, K / 16"), l.m("K % 16"))
                .collect(l.m("J % 8, J / 8 % 2, K / 16"), l.m("K % 16"))
                .toTrf(l.m("J % 8"), l.m("J / 8 % 2, K"), TrfAddress.FULL);
        DmTensor result = ctx.main()
                .begin(a.view())
                .fetch(BF16, l.m("I % 64, J / 8 % 2, K / 16"), l.m("K % 16"))
                .collect(l.m("I % 64, J / 8 % 2, K / 16"), l.m("K % 16"))
                .align(l.m("I % 64, J / 8 % 2, K / 32"), l.m("K % 32"), bTrf)
                .contract(l.m("1"))
                .accumulate(l.m("I % 64, J / 8 % 2"), l.m("J % 8"), AccumulationKind.INTERLEAVED)
                .cast(BF16, l.m("J % 8 # 16"))
                .commit(l.m("I % 64, J % 16"), 5 << 16);
        return result.toHbm(ctx.tdma(), l.m("I, J"), 2L << 28).toHost(ctx.pdma(), l.m("I, J"));
    }
}
