package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.Float8E4M3;
import dev.layoutprover.simulator.npy.NpyArray;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The contraction engine on {@code f8e4m3} ({@code f8_matmul.rs}: fetch, TRF, Aligner, a tree of
 * depth 6, accumulation in {@code f32}) agrees with the naive evaluator's own matrix product
 * (decoded values, summed in {@code double} within the {@code f32} error bound) for matrices drawn
 * from every f8e4m3 code: ±448, the subnormals, zeros of both signs and, in some draws, NaN.
 */
class Float8ContractionProperties extends KernelProperties {

    @Property(tries = 8)
    void theEnginesAndTheNaiveEvaluatorAgree(@ForAll("seeds") long seed, @ForAll("nanRates") int nanRate) {
        SplittableRandom r = new SplittableRandom(seed);
        NpyArray a = NpyArray.float32(new long[] {256, 128}, codes(r, 256 * 128, nanRate));
        NpyArray b = NpyArray.float32(new long[] {128, 64}, codes(r, 128 * 64, nanRate));
        Simulation s = run(Kernels.example("f8_matmul.rs"), Optional.of("f8_matmul"), OptionalLong.empty(),
                Map.of("a", a, "b", b), Optional.empty());
        assertTrue(s.passed(), () -> "seed " + seed + ", NaN rate " + nanRate + ": " + s);
    }

    /** {@code n} decoded f8e4m3 values: any code, an edge code one time in four, NaN one time in {@code nanRate}. */
    private static float[] codes(SplittableRandom r, int n, int nanRate) {
        int[] edges = {0x00, 0x80, 0x01, 0x81, 0x07, 0x08, 0x7e, 0xfe, 0x38, 0xb8};
        float[] v = new float[n];
        for (int i = 0; i < n; i++) {
            int code = r.nextInt(4) == 0 ? edges[r.nextInt(edges.length)] : r.nextInt(256);
            if ((code & 0x7f) == 0x7f && (nanRate == 0 || r.nextInt(nanRate) != 0)) {
                code = 0x7e;
            }
            v[i] = Float8E4M3.toFloat((byte) code);
        }
        return v;
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(0, 1L << 40);
    }

    /** 0: no NaN; else a NaN code is kept one time in that many. */
    @Provide
    Arbitrary<Integer> nanRates() {
        return Arbitraries.of(0, 0, 0, 50000);
    }
}
