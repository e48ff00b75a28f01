package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/ledger}: kernels beside everyday Rust a team writes around them — addresses from a
 * configuration struct's {@code const fn} methods, {@code Result} helpers with {@code ?} and
 * {@code let … else}, {@code static} tables, {@code size_of::<i32>()} and a {@code const { assert!(…) }}
 * block; {@code println!}, {@code eprintln!}, {@code dbg!} and the {@code log} crate's macros (qualified and
 * imported) in device bodies; copies chosen by {@code zip}, {@code rev}, {@code step_by} and
 * {@code enumerate}; generic helpers bounded by {@code where} clauses and {@code impl Into<u64>};
 * operations picked by {@code match}; i4, f8e4m3, bf16 and i8 element types; the stash; reductions;
 * the switch's {@code Transpose}; views of views copied by the parallel copy; a struct, an enum with
 * an impl and a static declared inside device bodies; and {@code u64::rotate_left}, which the simulator does
 * not compute: that function alone is unknown. Each file is read alone too (exit 0 or 1, never 2).
 */
class LedgerCrateTest {

    private static final String LEDGER = "src/test/resources/crates/ledger";

    private static final List<String> PATHS = List.of(
            "copies::nested::half_groups_swapped", "copies::nested::last_group", "copies::tiles::columns_reversed",
            "copies::tiles::columns_paired", "copies::tiles::columns_rotated", "engines::logged::add_seven_logged",
            "engines::logged::triple_logged", "engines::logged::flipped_dbg", "engines::matches::quarter_by_match",
            "engines::matches::lift_negatives", "engines::narrow::i4_zero_point", "engines::narrow::f8_plus_half",
            "engines::narrow::bf16_exp", "engines::narrow::i8_square_wide", "engines::reduced::row_sums",
            "engines::reduced::row_peaks", "engines::reduced::slice_minimum", "engines::stashed::max_of_two_paths",
            "engines::stashed::min_of_fma", "engines::switched::slices_swapped", "plan::bounds::decrement_generic",
            "plan::bounds::halved_generic", "plan::config::minus_five_planned", "plan::config::masked_planned",
            "plan::config::local_slots", "plan::config::local_sides", "plan::consts::xor_const_addrs",
            "plan::consts::or_one_pow", "plan::consts::rotated_slot", "plan::fallible::doubled_checked",
            "plan::fallible::relu_checked");

    /**
     * Every function runs conformant, those declaring a struct, an enum, an impl or a static in their
     * body too, but {@code rotated_slot}: its {@code u64::rotate_left} is not computed, so it alone is
     * unknown and the rest of its file is read.
     */
    @Test
    void everyFunctionRunsConformantButTheRotatedSlot() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(LEDGER, 3, PATHS,
                Map.of("plan::consts::rotated_slot", "unknown"));
        assertEquals(31, r.report().get("totals").get("functions").asInt());
        r.assertReasonEnds("plan::consts::rotated_slot", "src/plan/consts.rs:59:35: the simulator does not model the "
                + "integer method .rotate_left yet");
    }

    /** The crate's findings: the one-element i32 tiles' 4-byte DM writes and the rotation not modelled. */
    @Test
    void verifyFindsTheNarrowTileWritesAndTheRotation() throws IOException {
        assertEquals(List.of("src/copies/tiles.rs:13:14 DMA::WRITE_ALIGN warning",
                "src/copies/tiles.rs:13:14 DMA::WRITE_ALIGN warning",
                "src/copies/tiles.rs:26:56 DMA::WRITE_ALIGN warning",
                "src/copies/tiles.rs:26:56 DMA::WRITE_ALIGN warning",
                "src/copies/tiles.rs:40:14 DMA::WRITE_ALIGN warning",
                "src/copies/tiles.rs:40:14 DMA::WRITE_ALIGN warning",
                "src/plan/consts.rs:59:35 Kernel::UNMODELLED warning"),
                CrateVerdicts.findings(LEDGER, 1));
    }

    /** Each file of the crate verified alone: its exit status and summary line. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "src/lib.rs|0|verify: no findings in 1 file; 0 rule checks held",
        "src/copies/mod.rs|0|verify: no findings in 1 file; 0 rule checks held",
        "src/copies/nested.rs|0|verify: no findings in 1 file; 150 rule checks held",
        "src/copies/tiles.rs|1|verify: 6 findings in 1 of 1 file; 369 rule checks held",
        "src/engines/mod.rs|0|verify: no findings in 1 file; 0 rule checks held",
        "src/engines/logged.rs|0|verify: no findings in 1 file; 231 rule checks held",
        "src/engines/matches.rs|0|verify: no findings in 1 file; 160 rule checks held",
        "src/engines/narrow.rs|0|verify: no findings in 1 file; 337 rule checks held",
        "src/engines/reduced.rs|0|verify: no findings in 1 file; 248 rule checks held",
        "src/engines/stashed.rs|0|verify: no findings in 1 file; 194 rule checks held",
        "src/engines/switched.rs|0|verify: no findings in 1 file; 65 rule checks held",
        "src/plan/mod.rs|0|verify: no findings in 1 file; 0 rule checks held",
        "src/plan/bounds.rs|0|verify: no findings in 1 file; 158 rule checks held",
        "src/plan/config.rs|0|verify: no findings in 1 file; 292 rule checks held",
        "src/plan/consts.rs|1|verify: 1 finding in 1 of 1 file; 152 rule checks held",
        "src/plan/fallible.rs|0|verify: no findings in 1 file; 146 rule checks held",
        "tests/ledger_tests.rs|0|verify: no findings in 1 file; 146 rule checks held",
        "tests/plan_tests.rs|0|verify: no findings in 1 file; 146 rule checks held",
    })
    void eachFileIsReadAlone(String file, int exit, String summary) {
        Run r = run("verify", LEDGER + "/" + file);
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertEquals(summary, r.out().lines().filter(l -> l.startsWith("verify:")).findFirst().orElse(r.out()));
    }

    /**
     * The math the kernels state: logging, {@code dbg!}, the plan's addresses and the generic helpers
     * leave the values alone; a wrong constant is refuted.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "add_seven_logged|x[A] + 7 -> [A]|0",
        "add_seven_logged|x[A] + 8 -> [A]|1",
        "minus_five_planned|x[A] - 5 -> [A]|0",
        "local_sides|x[A] * 2 -> [A]|0",
        "local_slots|x[A] + 100 -> [A]|0",
        "decrement_generic|x[A] - 1 -> [A]|0",
        "decrement_generic|x[A] + 1 -> [A]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(LEDGER, function, spec, exit);
    }
}
