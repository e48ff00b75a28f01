package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The mistakes of the book's listings, as the example kernels under broken/ make them. */
class BrokenKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static List<String> findings(String file) {
        return Verification.run(Kernels.example("broken/" + file), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location()).toList();
    }

    @Test
    void gemmWith32By32TilesOverflowsTheTrfAndReadsAAfterBWasPlacedInsideIt() {
        List<Finding> fs = Verification.run(Kernels.example("broken/gemm_32x32_tiles.rs"), RUNS.prover).findings();
        assertEquals(List.of("TRF::CAPACITY at broken/gemm_32x32_tiles.rs:46:10",
                "DM::OVERLAP at broken/gemm_32x32_tiles.rs:50:18"),
                fs.stream().map(f -> f.rule() + " at " + f.location()).toList());
        assertEquals("DM tensor a at [0, 131072) is read after b at [4096, 135168) overwrote it", fs.get(1).message());
        assertEquals("TRF Element::SIZE × size_of::<bf16>() = 8192 × 2 = 16384 bytes must be at most 8192 "
                + "(Row::SIZE = 8, FULL): in all 8 × 16384 = 131072 bytes against the 65536 of the region "
                + "(stream_tensor.rs:1140)", fs.get(0).message());
    }

    @Test
    void gemvCollecting64BytePacketsAsOneFlitBreaksTheCollectPacketRule() {
        assertEquals(List.of("Collect::PACKET at broken/gemv_64_byte_flits.rs:52:10"), findings("gemv_64_byte_flits.rs"));
    }

    @Test
    void aCommitKeepingLanesNoAxisFactorsFormBreaksCommitLayoutRatherThanFailingTheRun() {
        List<Finding> fs = Verification.run(Kernels.example("broken/truncated_commit_packet.rs"), RUNS.prover).findings();
        assertEquals(List.of("Commit::LAYOUT at broken/truncated_commit_packet.rs:19:10"),
                fs.stream().map(f -> f.rule() + " at " + f.location()).toList());
        assertEquals("commit packet mismatch (stream_tensor.rs:1716): the inner 6 positions of Element must be the "
                + "input packet m![A % 2, C # 4] or a truncation of it: [A % 8, C # 3] % 6 against [A % 2, C # 4] = 6 "
                + "fails: at position 3 the left holds {A: 1} and the right holds a hole", fs.get(0).message());
    }

    @Test
    void multiplicationWritingItsOutputOverRhsOverlapsInHbm() {
        assertEquals(List.of("HBM::OVERLAP at broken/multiply_over_rhs.rs:56:12"), findings("multiply_over_rhs.rs"));
    }

    @Test
    void aSimulationStopsAtTheFirstBrokenRuleWithItsCall() {
        Simulation s = Simulation.run(Kernels.example("broken/multiply_over_rhs.rs"), Optional.empty(),
                OptionalLong.empty(), RUNS.prover);
        assertFalse(s.passed());
        assertTrue(s.report().isEmpty());
        Finding v = s.violation().orElseThrow();
        assertEquals("HBM::OVERLAP at broken/multiply_over_rhs.rs:56:12", v.rule() + " at " + v.location());
        assertEquals("HBM range [268435456, 268443648) of out_dm overlaps live tensor rhs at [268435456, 268443648)",
                v.message());
        assertTrue(s.checks().calls().stream().anyMatch(c -> c.call().equals(".vector_fxp")),
                "the checks before the violation are kept");
    }
}
