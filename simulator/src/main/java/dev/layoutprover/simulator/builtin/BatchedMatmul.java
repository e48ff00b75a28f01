package dev.layoutprover.simulator.builtin;

import static dev.layoutprover.simulator.ElementType.BF16;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.AlignedTensor;
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
 * Seed 004's batched matmul ({@code axes![M = 32, N = 8, K = 16, L = 2, O = 2]}), on one slice:
 * weights {@code [N, O, M] × [K]} go to the TRF as {@code Row = m![N]}, {@code Element =
 * m![O, M, K]}; the input {@code Time = m![M, O, L]}, {@code Packet = m![K]} is aligned to
 * {@code m![M, O]}, {@code m![L, K]} (the Stream Adapter collects 2 flits; the TRF Sequencer reads
 * 32 bytes and broadcasts them twice, with entries {@code {2, 1024}} and {@code {32, 32}}),
 * contracted over {@code K} keeping {@code L}, and accumulated interleaved to
 * {@code Time = m![M, O, L]}, {@code Packet = m![N]} in {@code f32}.
 *
 * <p>The seed writes {@code Cluster = m![1]}, {@code Slice = m![1]}; the exact-match rules require
 * {@code m![1 # 2]} and {@code m![1 # 256]}.
 */
public final class BatchedMatmul implements Kernel {

    private final KernelAxes l = KernelAxes.of("M = 32, N = 8, K = 16, L = 2, O = 2");
    private AlignedTensor lastAlignment;

    @Override
    public String name() {
        return "batched matmul (seed 004)";
    }

    @Override
    public List<Input> inputs() {
        return List.of(new Input("input", BF16, l.m("M, O, L, K"), LogicalTensor.Range.full()),
                new Input("weights", BF16, l.m("N, O, M, K"), LogicalTensor.Range.full()));
    }

    /** The alignment of the last run: its Stream Adapter and TRF Sequencer configurations. */
    public AlignedTensor lastAlignment() {
        return lastAlignment;
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> in) {
        Mapping cluster = l.m("1 # 2");
        Mapping slice = l.m("1 # 256");
        DmTensor input = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), cluster, slice, l.m("M, O, L, K"), 0);
        DmTensor weights = in.get(1).toHbm(ctx.pdma(), 1 << 28)
                .toDm(ctx.tdma(), cluster, slice, l.m("N, O, M, K"), 1 << 13);
        TrfTensor trf = ctx.sub()
                .begin(weights.view())
                .fetch(BF16, l.m("N, O, M"), l.m("K"))
                .collect(l.m("N, O, M"), l.m("K"))
                .toTrf(l.m("N"), l.m("O, M, K"), TrfAddress.FIRST_HALF);
        lastAlignment = ctx.main()
                .begin(input.view())
                .fetch(BF16, l.m("M, O, L"), l.m("K"))
                .collect(l.m("M, O, L"), l.m("K"))
                .align(l.m("M, O"), l.m("L, K"), trf);
        DmTensor result = lastAlignment
                .contract(l.m("L"))
                .accumulate(l.m("M, O, L"), l.m("N"), AccumulationKind.INTERLEAVED)
                .commit(l.m("M, O, L, N"), 1 << 15);
        return result.toHbm(ctx.tdma(), l.m("M, O, L, N"), 2L << 28).toHost(ctx.pdma(), l.m("M, O, L, N"));
    }
}
