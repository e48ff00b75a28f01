package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code crates/generic}: 33 kernels sharing code as engineers write it — helpers and a
 * {@code Plan<T: Tiling>} generic over type parameters with trait bounds and {@code where} clauses,
 * called with a turbofish, with {@code _} and by inference, and {@code Runs<T: Tiling, const N: usize>};
 * an {@code impl Tiling} argument; a generic impl of a trait ({@code impl<T: Tiling> Tiling for Backwards<T>}, nested twice);
 * a trait with associated constants (a default computed from {@code Self}'s), an associated type
 * and default methods, mappings as associated types ({@code S::Part}), impls in another module than
 * their type's, read as {@code T::X}, {@code Self::X} and
 * {@code <T as Trait>::X}; a module read through {@code #[path]}, {@code pub(crate)},
 * {@code pub(super)}, {@code use … as …} and re-exports; sizes from {@code usize::pow},
 * {@code div_ceil}, {@code ilog2}, {@code trailing_zeros}, {@code leading_zeros}, {@code usize::BITS},
 * {@code min} and {@code max} across modules; and {@code while}, {@code loop} with {@code break}
 * values, labels, {@code continue}, {@code for k in 1..}, {@code enumerate}, {@code rev}, slices,
 * array patterns, a table a {@code const} block fills by index, and shadowing. Each gets
 * the verdict the reference gives it.
 */
class GenericCrateTest {

    private static final String GENERIC = "src/test/resources/crates/generic";

    private static final List<String> PATHS = List.of("copies::generic::turbofish_copy",
            "copies::generic::inferred_copy", "copies::generic::turned_copy", "copies::generic::whole_turn",
            "copies::generic::plan_copy", "copies::generic::plan_literal", "copies::generic::strided_past_end",
            "copies::generic::last_run", "copies::generic::backwards", "copies::generic::backwards_twice",
            "copies::splits::split_fourths", "copies::splits::split_halves",
            "copies::splits::split_short",
            "copies::traits::default_method",
            "copies::traits::default_method_turned", "copies::traits::qualified_paths", "copies::traits::generic_span",
            "copies::traits::staged_past_dm", "copies::traits::impl_argument", "flow::while_slots", "flow::loop_value_rev", "flow::enumerated",
            "flow::sliced_order", "flow::labelled_search", "flow::early_break", "flow::table_search", "lanes::tripled", "lanes::doubled_plus",
            "lanes::halved", "lanes::half_word_shift", "lanes::word_shift", "lanes::plus_one_spread",
            "lanes::plus_one_wide");

    /** The verdicts of a concrete run other than conformant. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("copies::generic::strided_past_end", "unknown",
            "copies::splits::split_short", "rule-broken", "flow::early_break", "not-conformant",
            "lanes::halved", "unknown", "lanes::word_shift", "rule-broken", "lanes::plus_one_wide", "rule-broken");

    @Test
    void everyFunctionGetsTheReferencesVerdict() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(GENERIC, 1, PATHS, NOT_CONFORMANT);
        assertEquals(33, r.report().get("totals").get("functions").asInt());
        r.assertReasonHas("flow::early_break", "16384 i32 elements, 4096 never written (first at {A: 1536})");
        r.assertReasonEnds("copies::generic::strided_past_end", "src/copies/mod.rs:22:18: tile start 4 is outside the "
                + "tile dimension A / 512 of size 4");
        r.assertReasonEnds("copies::splits::split_short", "src/copies/splits.rs:75:5: DMA::COVERAGE: x tile.to_dm: the "
                + "source holds {A: 512} which the destination does not hold");
        r.assertReasonEnds("lanes::halved", "src/lanes.rs:37:29: the reference leaves "
                + "FxpBinaryOp::ArithRightShiftRound todo!() (vector_engine/op/semantics.rs:85): no run of it is the "
                + "reference's");
        r.assertReasonEnds("lanes::word_shift", "src/lanes.rs:118:5: Vector::SHIFT: LeftShift shifts an i32 by 0..=31 "
                + "bits, got 32 (the reference's a << (b as u32) overflows from 32 on)");
        r.assertReasonStarts("lanes::plus_one_wide", GENERIC + "/src/lanes.rs:123:5 via plus_one at ");
        r.assertReasonHas("lanes::plus_one_wide", "Slice::SIZE: Slice::SIZE must be 256, got 512");
    }

    @Test
    void verifyFindsTheBrokenRulesTheTilesPastTheEndAndTheStagingPastDm() throws IOException {
        // strided_past_end's quarters 2 and 3 read tiles 4 and 6 of four; Far::BASE = 0x7F000: quarters 1..3 of
        // staged_past_dm end past the 512 KiB of a slice's DM (each told once, for the loop's iterations)
        assertEquals(List.of("src/copies/mod.rs:22:18 Kernel::UNMODELLED warning",
                "src/copies/mod.rs:22:56 DM::CAPACITY warning", "src/copies/splits.rs:53:54 DMA::COVERAGE error", "src/lanes.rs:37:29 Kernel::UNMODELLED warning",
                "src/lanes.rs:106:5 Vector::SHIFT error", "src/lanes.rs:123:5 Slice::SIZE error"),
                CrateVerdicts.findings(GENERIC, 1));
    }

    @Test
    void theSymbolicCheckReadsTheSameGenerics() throws IOException {
        // generic helpers, trait constants and default methods are read as in a concrete run; the rules are checked
        // without data first, so the DMA dropping a digit, the shift of a whole word and the 512 slices are rule-broken
        // as in a concrete run; lane operations without a spec are the kernel's own reading, and so is a permuted
        // output (read where the copies put it, as the concrete run's naive evaluator reads it); a partly written
        // output is not conformant (early_break's last quarter is never written); unknown are a tile past the end
        // and the todo!() of the reference
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(GENERIC, 1, PATHS, NOT_CONFORMANT);
        r.assertReasonHas("copies::splits::split_short", "DMA::COVERAGE: x tile.to_dm: the source holds {A: 512} which the"
                + " destination does not hold (checked without data: a concrete run takes about 16384 MACs, over"
                + " --max-macs 0)");
        r.assertReasonHas("lanes::word_shift", "Vector::SHIFT: LeftShift shifts an i32 by 0..=31 bits, got 32");
    }
}
