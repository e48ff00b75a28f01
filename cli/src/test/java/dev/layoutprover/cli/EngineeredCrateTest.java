package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/engineered}: 24 kernels written as engineers write a crate — a layout module whose
 * constants come from {@code const fn}s, {@code const} blocks and items a {@code macro_rules!}
 * writes; cursors moved by field assignments and {@code &mut self} methods; a {@code Default} impl,
 * a trait with a constant, a unit struct, {@code let} patterns, {@code let … else} and {@code assert!}; an enum of tile orders
 * and one of lane operations, matched with guards, {@code if let} and {@code matches!}; a generic
 * {@code Tiles<const N: usize>}; tiles over a digit inside an axis ({@code m![A % 256 / 64]}); and a
 * bf16 GEMM of 2^37 multiply-accumulates whose tiling is a struct, whose visiting order is an enum
 * and whose loop is labelled, checked symbolically. Each gets the verdict the reference gives it, and the symbolic
 * check reads the same Rust.
 */
class EngineeredCrateTest {

    private static final String ENGINEERED = "src/test/resources/crates/engineered";

    private static final List<String> PATHS = List.of("lanes::steps::scale_then_add", "lanes::steps::clamp_doubled",
            "lanes::steps::shifted_relu", "lanes::steps::shift_doubled", "lanes::steps::shift_past_width",
            "large::gemm::gemm_bands_first", "large::gemm::gemm_blocks_first", "large::gemm::gemm_last_block_skipped",
            "moves::cursors::field_cursor", "moves::cursors::method_cursor", "moves::cursors::pairs_by_helper",
            "moves::digits::digit_quarters", "moves::digits::digit_rotated", "moves::digits::digit_halves",
            "moves::orders::forward", "moves::orders::backward", "moves::orders::whole_turn",
            "moves::orders::rotate_one", "moves::orders::stride_past_end", "moves::orders::picked_by_pattern",
            "moves::runs::tile_run", "moves::runs::two_runs", "moves::runs::macro_slots",
            "moves::runs::default_parts");

    /** The verdicts of a concrete run other than conformant. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("lanes::steps::shift_past_width", "rule-broken",
            "large::gemm::gemm_last_block_skipped", "not-conformant", "moves::orders::stride_past_end", "unknown");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(ENGINEERED, 1, PATHS, NOT_CONFORMANT);
        assertEquals(24, r.report().get("totals").get("functions").asInt());
        r.assertReasonStarts("lanes::steps::shift_past_width", "src/test/resources/crates/engineered/src/lanes/"
                + "steps.rs:59:34 via run_step at ");
        r.assertReasonEnds("lanes::steps::shift_past_width", "src/lanes/steps.rs:115:5: Vector::SHIFT: LeftShift "
                + "shifts an i32 by 0..=31 bits, got 32 (the reference's a << (b as u32) overflows from 32 on)");
        r.assertReasonEnds("moves::orders::stride_past_end", "src/moves/mod.rs:31:5: tile start 4 is outside the "
                + "tile dimension A / 512 of size 4");
        // over --max-macs: the symbolic check, which finds the last column block never written
        r.assertReasonEnds("large::gemm::gemm_last_block_skipped", "symbolic check: the output index [M=0, N=3968] is "
                + "never written");
        for (var f : r.report().get("functions")) {
            String method = f.get("path").asText().startsWith("large::") ? "symbolic" : "simulated";
            assertEquals(method, f.get("method").asText(), f.get("path").asText());
        }
    }

    @Test
    void verifyFindsTheBrokenRuleAndTheTilesPastTheEndOnly() throws IOException {
        // stride_past_end's quarters 2 and 3 read tiles 4 and 6 of four (told once, for both iterations)
        assertEquals(List.of("src/lanes/steps.rs:59:34 Vector::SHIFT error",
                "src/moves/mod.rs:31:5 Kernel::UNMODELLED warning"),
                CrateVerdicts.findings(ENGINEERED, 1));
    }

    @Test
    void theSymbolicCheckReadsTheRustTheConcreteRunReads() throws IOException {
        // structs, field assignments, &mut self, enums and matches!, loop values and labelled breaks, generic
        // structs and macro-written items: read as in a concrete run; lane operations are the kernel's own reading;
        // the shift past the width is rule-broken (its rules are checked without data first); a permuted output is
        // the kernel's own reading, as the concrete run's; what is unknown is a tile the symbolic check does not
        // model (a resized window, one past the end)
        CrateVerdicts.assertSymbolicVerdicts(ENGINEERED, 1, PATHS, NOT_CONFORMANT, "moves::digits::digit_halves");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "gemm_bands_first|0|for each of the 33554432 output indices the kernel sums a·b over each of the 4096 values "
                + "of K exactly once, as the spec a[M,K] * b[K,N] -> [M,N]",
        "gemm_blocks_first|0|for each of the 33554432 output indices the kernel sums a·b over each of the 4096 values "
                + "of K exactly once, as the spec a[M,K] * b[K,N] -> [M,N]",
        "gemm_last_block_skipped|1|1048576 output indices are never written, e.g. M = 0..=255, N = 3968..=4095",
    })
    void theLargeProductIsProvedOrRefutedSymbolically(String function, int exit, String line) {
        Run r = run("simulate", "--fn", function, "--expect", "a[M,K] * b[K,N] -> [M,N]", ENGINEERED);
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("large::gemm::" + function + ": " + (exit == 0 ? "conformant" : "not-conformant")
                + " (symbolic: a concrete run takes about 137438953472 MACs"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.strip().equals(line)), r.out());
    }
}
