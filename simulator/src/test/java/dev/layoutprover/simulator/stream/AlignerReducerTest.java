package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The TRF Sequencer, Stream Adapter and Reducer pages' examples. */
class AlignerReducerTest {

    private static final ElementType BF16 = ElementType.BF16;

    /** The collect stream of a DM tensor {@code host} fetched as {@code [time, packet]} on slice 0. */
    private static Stream collect(Fixture f, String host, String time, String packet, long address) {
        DmTensor t = f.dm(BF16, host, "1 # 2", "1 # 256", host, address);
        Stream s = FetchEngine.fetch(t, ExecutionContext.MAIN, BF16, f.m(time), f.m(packet));
        return CollectEngine.collect(s, f.m(time), f.m(packet));
    }

    private static TrfTensor trf(Fixture f, String host, String time, String packet, String row, String element,
            TrfAddress region) {
        return CollectEngine.toTrf(collect(f, host, time, packet, 1 << 16), f.m(row), f.m(element), region);
    }

    /**
     * Data {@code [O, M, L, K]} against weights {@code [N, O, K]} in the first half of the TRF, O and M
     * in the computation's time and L, K in its packet: 32-byte reads, each broadcast twice.
     */
    private static AlignedPair twoRowsOnHalfTheTrf(Fixture f) {
        TrfTensor w = trf(f, "N, O, K", "N, O", "K", "N", "O, K", TrfAddress.FIRST_HALF);
        return Aligner.align(collect(f, "O, M, L, K", "O, M, L", "K", 0), w, f.m("O, M"), f.m("L, K"));
    }

    @Test
    void basicWeightBroadcastingReadsSixtyFourBytesAndBroadcastsM() {
        Fixture f = new Fixture("M = 32, N = 8, K = 32");
        TrfTensor w = trf(f, "N, K", "N, K / 16", "K % 16", "N", "K", TrfAddress.FULL);
        AlignedPair a = Aligner.align(collect(f, "M, K", "M, K / 16", "K % 16", 0), w, f.m("M"), f.m("K"));
        assertEquals(64, a.sequencer().regReadBytes());
        assertEquals(List.of(new Entry(32, 0)), a.sequencer().entries());
        assertEquals(2, a.adapter().collectFlits());
    }

    @Test
    void smallRegReadSizeBroadcastsTheReadTwice() {
        Fixture f = new Fixture("M = 32, N = 8, K = 16, L = 2, O = 2");
        AlignedPair a = twoRowsOnHalfTheTrf(f);
        assertEquals(32, a.sequencer().regReadBytes());
        assertEquals(2, a.sequencer().repeat());
        assertEquals(List.of(new Entry(32, 0), new Entry(2, 32)), a.sequencer().entries());
    }

    @Test
    void aPaddedPacketStoredAsTheTrfElementIsReadAsOneSixtyFourByteRun() {
        // packet m![A # 8, C]: its own entries are {8 (4 valid), stride 4}, {4, stride 1}, yet TRF positions
        // 0..31 of the element m![A # 8, C] are the packet, padding included: one read of 64 bytes
        Fixture f = new Fixture("A = 4, C = 4");
        Stream[] padded = new Stream[2];
        for (int i = 0; i < 2; i++) {
            DmTensor t = f.dm(BF16, "A, C", "1 # 2", "1 # 256", "A # 8, C", (long) i << 16);
            Stream s = FetchEngine.fetch(t, i == 0 ? ExecutionContext.MAIN : ExecutionContext.SUB, BF16, f.m("1"),
                    f.m("A # 8, C"));
            padded[i] = CollectEngine.collect(s, f.m("1 # 2"), f.m("A, C"));
        }
        TrfTensor w = CollectEngine.toTrf(padded[1], f.m("1"), f.m("A # 8, C"), TrfAddress.FULL);
        AlignedPair a = Aligner.align(padded[0], w, f.m("1"), f.m("A # 8, C"));
        assertEquals(64, a.sequencer().regReadBytes());
        assertEquals(1, a.sequencer().repeat());
        double[] xs = read(f, 0, 32);
        double[] ws = read(f, 1 << 16, 32);
        Packets out = Reducer.contract(a, f.m("A")).source().produce(0);
        assertEquals(1, out.time());
        for (int i = 0; i < 4; i++) {
            double expected = 0;
            for (int c = 0; c < 4; c++) {
                expected += xs[4 * i + c] * ws[4 * i + c];
            }
            assertEquals(expected, ElementType.F32.decode(out.bytes(), out.offset(0) + 4 * i),
                    1e-3 * (1 + Math.abs(expected)), "A = " + i);
        }
    }

    @Test
    void interleavedAndSequentialAccumulationSumTheReducedAxes() {
        Fixture f = new Fixture("M = 4, N = 8, K = 64");
        TrfTensor w = trf(f, "N, K", "N, K / 16", "K % 16", "N", "K", TrfAddress.FULL);
        Stream x = collect(f, "K, M", "K / 16, M", "K % 16", 0);
        AlignedPair a = Aligner.align(x, w, f.m("K / 16, M"), f.m("K % 16 # 32"));
        assertEquals(1, a.adapter().collectFlits());
        Stream c = Reducer.contract(a, f.m("K % 16 / 4"));
        Stream inter = Reducer.accumulate(c, AccumulationKind.INTERLEAVED, f.m("M, K % 16 / 4"), f.m("N"));
        Stream seq = Reducer.accumulate(c, AccumulationKind.SEQUENTIAL, f.m("M, N"), f.m("K % 16 / 4 # 8"));
        double[][][] expected = new double[4][8][4];
        double[] xs = read(f, 0, 256);
        double[] ws = read(f, 1 << 16, 512);
        for (int m = 0; m < 4; m++) {
            for (int n = 0; n < 8; n++) {
                for (int k = 0; k < 64; k++) {
                    expected[m][n][k % 16 / 4] += xs[k * 4 + m] * ws[n * 64 + k];
                }
            }
        }
        Packets pi = inter.source().produce(0);
        Packets ps = seq.source().produce(0);
        assertEquals(16, pi.time());
        assertEquals(32, ps.time());
        for (int m = 0; m < 4; m++) {
            for (int n = 0; n < 8; n++) {
                for (int q = 0; q < 4; q++) {
                    double i = ElementType.F32.decode(pi.bytes(), pi.offset(m * 4 + q) + 4 * n);
                    double s = ElementType.F32.decode(ps.bytes(), ps.offset(m * 8 + n) + 4 * q);
                    assertEquals(expected[m][n][q], i, 1e-3, "interleaved at M " + m + " N " + n + " q " + q);
                    assertEquals(i, s, "sequential at M " + m + " N " + n + " q " + q);
                }
            }
        }
    }

    private static double[] read(Fixture f, long address, int n) {
        byte[] b = new byte[2 * n];
        f.ctx.device().dm(0).read(address, b, 0, b.length);
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = BF16.decode(b, 2 * i);
        }
        return v;
    }

    @Test
    void theReducerRejectsWhatItsTreeCannotDo() {
        Fixture f = new Fixture("M = 32, N = 8, K = 16, L = 2, O = 2");
        AlignedPair a = twoRowsOnHalfTheTrf(f);
        RuleViolation depth = assertThrows(RuleViolation.class, () -> Reducer.contract(a, f.m("L, K % 2 = 1 # 3")));
        assertEquals("Reducer::CONTRACT", depth.rule());
        assertEquals("OutPacket::SIZE must be a power of two, got 6 for L, K % 2 = 1 # 3", depth.getMessage());
        RuleViolation layout = assertThrows(RuleViolation.class, () -> Reducer.contract(a, f.m("K / 8")));
        assertEquals("Reducer::CONTRACT", layout.rule());
        Stream c = Reducer.contract(a, f.m("L"));
        RuleViolation acc = assertThrows(RuleViolation.class,
                () -> Reducer.accumulate(c, AccumulationKind.INTERLEAVED, f.m("O, L, M"), f.m("N")));
        assertEquals("Reducer::ACCUMULATE_LAYOUT", acc.rule());
    }

    @Test
    void theAccumulatorHoldsAtMost128InterleavedPositions() {
        Fixture f = new Fixture("M = 256, N = 8, K = 64");
        TrfTensor w = trf(f, "N, K", "N, K / 16", "K % 16", "N", "K", TrfAddress.FULL);
        AlignedPair a = Aligner.align(collect(f, "K, M", "K / 16, M", "K % 16", 0), w, f.m("K / 16, M"),
                f.m("K % 16 # 32"));
        Stream c = Reducer.contract(a, f.m("1 # 2"));
        // OutTime holds the packet without its padding (stream_tensor.rs:1399): M, not M, 1 # 2
        RuleViolation padded = assertThrows(RuleViolation.class,
                () -> Reducer.accumulate(c, AccumulationKind.INTERLEAVED, f.m("M, 1 # 2"), f.m("N")));
        assertEquals("Reducer::ACCUMULATE_LAYOUT", padded.rule());
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> Reducer.accumulate(c, AccumulationKind.INTERLEAVED, f.m("M"), f.m("N")));
        assertEquals("INTERLEAVED accumulation buffers 256 positions inside the outermost reduced axis (at most 128)"
                + " using 2048 of 1024 slots", v.getMessage());
    }

    @Test
    void theMacPacketIsSixtyFourBytes() {
        Fixture f = new Fixture("M = 32, N = 8, K = 16");
        TrfTensor w = trf(f, "N, K", "N", "K", "N", "K", TrfAddress.FULL);
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> Aligner.align(collect(f, "M, K", "M", "K", 0), w, f.m("M"), f.m("K")));
        assertEquals("OutPacket must be 64 bytes (mac_width), got 16 × 2 = 32 bytes for K", v.getMessage());
    }

    @Test
    void aTrfTensorOverwrittenByALaterLoadCannotBeAligned() {
        Fixture f = new Fixture("M = 32, N = 8, K = 16");
        TrfTensor first = trf(f, "N, K", "N", "K", "N", "K", TrfAddress.FIRST_HALF);
        Mapping element = f.m("K");
        CollectEngine.toTrf(collect(f, "N, K", "N", "K", 1 << 17), f.m("N"), element, TrfAddress.FULL);
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> Aligner.align(collect(f, "M, K", "M", "K", 0), first, f.m("M"), f.m("K # 32")));
        assertEquals("TRF::LIVE", v.rule());
    }
}
