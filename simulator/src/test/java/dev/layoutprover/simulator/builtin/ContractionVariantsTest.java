package dev.layoutprover.simulator.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
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
import org.junit.jupiter.api.Test;

/** Contractions beyond hello-tcp: the Stream Adapter's time broadcast, and i8 inputs widened to i32. */
class ContractionVariantsTest {

    /**
     * The Stream Adapter page's time broadcast: the weights have an axis {@code T = 5} the data
     * lacks, so each data packet is repeated 5 times ({@code OutTime = m![M, T]}), with
     * {@code collect_flits = 1} ({@code OutPacket = m![K # 32]}).
     */
    static final class TimeBroadcast implements Kernel {
        private final KernelAxes l = KernelAxes.of("M = 32, N = 8, K = 16, T = 5");
        AlignedTensor aligned;

        public String name() {
            return "time broadcast";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.BF16, l.m("M, K"), LogicalTensor.Range.full()),
                    new Input("w", ElementType.BF16, l.m("N, T, K"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"), l.m("M, K"), 0);
            DmTensor w = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"),
                    l.m("N, T, K"), 1 << 12);
            TrfTensor trf = ctx.sub().begin(w).fetch(ElementType.BF16, l.m("N, T"), l.m("K"))
                    .collect(l.m("N, T"), l.m("K")).toTrf(l.m("N"), l.m("T, K"), TrfAddress.FULL);
            aligned = ctx.main().begin(x).fetch(ElementType.BF16, l.m("M"), l.m("K")).collect(l.m("M"), l.m("K"))
                    .align(l.m("M, T"), l.m("K # 32"), trf);
            DmTensor out = aligned.contract(l.m("1"))
                    .accumulate(l.m("M, T"), l.m("N"), AccumulationKind.INTERLEAVED)
                    .commit(l.m("M, T, N"), 1 << 13);
            return out.toHbm(ctx.tdma(), l.m("M, T, N"), 2L << 28).toHost(ctx.pdma(), l.m("M, T, N"));
        }
    }

    /** {@code y[M, N] = Σ_K x[M, K] · w[N, K]} on i8, a tree of depth 6 and an exact i32 result. */
    static final class Int8 implements Kernel {
        private final KernelAxes l = KernelAxes.of("M = 32, N = 8, K = 256");

        public String name() {
            return "i8 matmul";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I8, l.m("M, K"), LogicalTensor.Range.full()),
                    new Input("w", ElementType.I8, l.m("N, K"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor x = in.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"), l.m("M, K"), 0);
            DmTensor w = in.get(1).toHbm(ctx.pdma(), 1 << 28).toDm(ctx.tdma(), l.m("1 # 2"), l.m("1 # 256"),
                    l.m("N, K"), 1 << 13);
            TrfTensor trf = ctx.sub().begin(w).fetch(ElementType.I8, l.m("N, K / 32"), l.m("K % 32"))
                    .collect(l.m("N, K / 32"), l.m("K % 32")).toTrf(l.m("N"), l.m("K"), TrfAddress.FULL);
            DmTensor out = ctx.main().begin(x).fetch(ElementType.I8, l.m("M, K / 32"), l.m("K % 32"))
                    .collect(l.m("M, K / 32"), l.m("K % 32"))
                    .align(l.m("M, K / 64"), l.m("K % 64"), trf)
                    .contract(l.m("1"))
                    .accumulate(l.m("M"), l.m("N"), AccumulationKind.INTERLEAVED)
                    .commit(l.m("M, N"), 1 << 14);
            return out.toHbm(ctx.tdma(), l.m("M, N"), 2L << 28).toHost(ctx.pdma(), l.m("M, N"));
        }
    }

    @Test
    void timeBroadcastRepeatsTheDataOverTheWeightsOwnAxis() {
        TimeBroadcast k = new TimeBroadcast();
        ConformanceReport r = Conformance.run(k, 9);
        assertTrue(r.conformant(), r.describe());
        assertEquals(32 * 5 * 8, r.elements());
        assertEquals(1, k.aligned.pair().adapter().collectFlits());
        assertEquals(5, k.aligned.pair().adapter().tiling());
        assertEquals(32, k.aligned.pair().sequencer().regReadBytes());
    }

    @Test
    void int8ContractionIsExact() {
        ConformanceReport r = Conformance.run(new Int8(), 10);
        assertTrue(r.conformant(), r.describe());
        assertEquals(0.0, r.maxDifference());
        assertEquals("i32", r.type());
    }
}
