package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The contraction engine on {@code i4} ({@code i4_matmul.rs}: storage two to a byte, DMA, fetch,
 * TRF, Aligner, a tree of depth 7, accumulation in {@code i32}, and the Cast Engine's
 * {@code i32 → i4}) agrees exactly with the naive evaluator's own matrix product and wrap for
 * matrices drawn from -8..=7, the edges -8 and 7 often, whole rows of them in some draws.
 */
class Int4ContractionProperties extends KernelProperties {

    @Property(tries = 8)
    void theEnginesAndTheNaiveEvaluatorAgree(@ForAll("seeds") long seed, @ForAll("functions") String fn) {
        SplittableRandom r = new SplittableRandom(seed);
        NpyArray a = NpyArray.int32(new long[] {256, 256}, values(r, 256 * 256));
        NpyArray b = NpyArray.int32(new long[] {64, 256}, values(r, 64 * 256));
        Simulation s = run(Kernels.example("i4_matmul.rs"), Optional.of(fn), OptionalLong.empty(),
                Map.of("a", a, "b", b), Optional.empty());
        assertTrue(s.passed(), () -> fn + ", seed " + seed + ": " + s);
        assertTrue(s.report().orElseThrow().maxDifference() == 0, () -> fn + ", seed " + seed + ": not exact");
    }

    /** {@code n} values of -8..=7: any one, or the edges -8 and 7 one time in three, in runs of 256 half the time. */
    private static int[] values(SplittableRandom r, int n) {
        int[] v = new int[n];
        boolean runs = r.nextBoolean();
        int edge = 0;
        for (int i = 0; i < n; i++) {
            if (!runs || i % 256 == 0) {
                edge = r.nextInt(3) == 0 ? (r.nextBoolean() ? -8 : 7) : 0;
            }
            v[i] = edge != 0 ? edge : r.nextInt(16) - 8;
        }
        return v;
    }

    @Provide
    Arbitrary<String> functions() {
        return Arbitraries.of("i4_matmul", "i4_matmul_requant");
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(0, 1L << 40);
    }
}
