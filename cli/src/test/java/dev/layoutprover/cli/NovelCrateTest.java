package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crates/novel}: 51 kernels the reference crate does not show (nested modules, shared axes,
 * generic helpers, loops with address counters, {@code match}, {@code while}, {@code loop},
 * {@code if let}, {@code &mut} helpers, impl constants, raw identifiers, tiles of tiles, chip,
 * cluster and slice tiles away from 0, two and four chips, every legal transpose, every
 * {@code SwitchConfig}, parallel copies, scatter, casts, K-tiled and sequential contractions,
 * vector pipelines) and its {@code tests/}, through {@code kernels}, {@code verify} and
 * {@code simulate}, with exact verdicts.
 */
class NovelCrateTest {

    private static final String NOVEL = "src/test/resources/crates/novel";
    private static final List<String> PATHS = List.of(
            "contract::gemv::gemv_i8", "contract::gemv::gemv_bf16", "contract::ktiles::gemv_k_tiles",
            "contract::sequential::gemv_sequential", "contract::tiled::tiled_gemv", "control::quarters_while",
            "control::quarters_loop", "engines::switch::swap_slice_digits", "engines::switch::broadcast_one",
            "engines::switch::broadcast_both", "engines::switch::trade_slices_for_time",
            "engines::switch::ring_swap", "engines::switch::transposed_broadcast", "engines::transpose::i8_cols8",
            "engines::transpose::i8_cols16", "engines::transpose::i8_cols32", "engines::transpose::bf16_cols16",
            "engines::transpose::f32_cols8", "engines::transpose::f32_cols32", "engines::transpose::bf16_rows8",
            "copy::reshape::regroup", "copy::tiles::tiled_transpose", "copy::tiles::tiled_roundtrip",
            "copy::views::rotate_q", "copy::views::nested_tiles", "dm::parallel::cluster_tiles_reversed",
            "dm::parallel::chip_tiles_permuted", "dm::scatter::scatter_rows",
            "dm::views::swap_clusters_by_stream", "dm::views::tile_of_cluster_tile", "dm::views::pcopy_quarters",
            "multi::clusters::swap_twice", "multi::clusters::broadcast_cluster", "multi::pair::cross_chips",
            "multi::chips::rotate_chips", "multi::chips::replicate_chip0", "odd::odd_copy", "odd::generic_helper",
            "odd::counter_addresses", "odd::half_slices", "vector::casts::widen_add_narrow",
            "vector::casts::widen_scale_narrow", "vector::casts::narrow_after_collect",
            "vector::elementwise::scale_shift", "vector::elementwise::relu", "vector::elementwise::add_bias",
            "vector::halves::fold_halves", "vector::pairs::pair_max", "vector::pairs::pair_sum_f32",
            "vector::reduce::sum_groups", "vector::reduce::row_max");

    /** The verdicts of a concrete run other than conformant. */
    private static final Map<String, String> NOT_CONFORMANT = Map.of("engines::transpose::bf16_rows8", "rule-broken");

    @Test
    void everyFunctionGetsItsVerdictAndTheUnmodelledOnesSayWhat() throws IOException {
        // bf16_rows8 is rule-broken; the u8 views (a storage Scalar) run to their verdicts
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(NOVEL, 1, PATHS, NOT_CONFORMANT);
        r.assertReasonEnds("engines::transpose::bf16_rows8", "src/engines/transpose.rs:225:10: "
                + "Transpose::LAYOUT: no transpose (in_rows ≤ 4, in_cols 8, 16 or 32, out_rows ≤ in_cols, each packet's "
                + "first 8 elements kept but for padding) of Time D, Packet E # 16 gives Time E, Packet D # 16; in_rows, "
                + "the output packet without its padding (D), is 8 × 2 = 16 bytes, more than 8 (stream_tensor.rs:1003)");
        r.assertReasonStarts("odd::half_slices", "the reference's tests expect a panic "
                + "(test_half_slices_panics at ");
        r.assertReasonHas("odd::half_slices", "src/odd.rs:84:10: Slice::SIZE: Slice::SIZE must be 256, "
                + "got 128 for N % 128");
        assertEquals(51, r.report().get("totals").get("functions").asInt());
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): each decided one gets its concrete
     * run's verdict (48 conformant, the rule-broken transpose); chip and
     * cluster tiles read, written and copied, a tile of a cluster tile, halves of a tensor added
     * through their tiles, inputs whose mappings leave digits out and a TRF tensor typed by its
     * helper's return type are decided, and what stays unknown says why: a reshape onto other axes
     * and a scatter whose rows are data.
     */
    @Test
    void theSymbolicCheckDecidesAllButTwoAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(NOVEL, 1, PATHS, NOT_CONFORMANT,
                "copy::reshape::regroup", "dm::scatter::scatter_rows");
        r.assertReasonEnds("copy::reshape::regroup", "src/copy/reshape.rs:14:79: the reshape to DmTensor leaves the"
                + " data's digits [R % 256, S % 128] unindexed (its mappings [U % 2, V % 256, X % 128]): a formula reads"
                + " each input at digits of the input's own axes, so data read as digits of other axes is not modelled"
                + " symbolically");
        r.assertReasonEnds("dm::scatter::scatter_rows", "src/dm/scatter.rs:19:13: .dma_scatter writes where the values"
                + " of its index input say: a formula of the symbolic check reads its inputs at indices made of axis"
                + " digits, never of data, so only a concrete run decides it");
    }

    @Test
    void verifyFindsTheMisalignedTileWriteAndTheBrokenTransposeAndFetch() throws IOException {
        // rotate_q's u8 tile at start 1 is written at 0x8001: the book's alignment, a warning
        assertEquals(List.of("src/copy/views.rs:18:10 DMA::WRITE_ALIGN warning",
                "src/engines/transpose.rs:225:10 Transpose::LAYOUT error", "src/odd.rs:84:10 Slice::SIZE error"),
                CrateVerdicts.findings(NOVEL, 1));
        Run tests = run("verify", NOVEL + "/tests/novel_tests.rs");
        assertEquals(1, tests.exit(), tests.out() + tests.err());
        // the one error is half_slices', launched inside catch_unwind by the test expecting its panic
        assertEquals(List.of("src/test/resources/crates/novel/src/odd.rs:84:10: error[Slice::SIZE]: Slice::SIZE must be"
                + " 256, got 128 for N % 128 (pad with # 256)"),
                tests.out().lines().filter(l -> l.contains("error[")).map(l -> l.substring(l.indexOf("src/test/"))).toList(),
                tests.out());
        // a switch's route and an unzip's packet order are one check each, not one per position or packet; an
        // assert_eq! holding a to_host is read as that transfer (its rules checked), not skipped
        assertTrue(tests.out().endsWith("verify: 6 findings in 1 of 1 file; 627 rule checks held; 1 of the 1 error in"
                + " a function its tests expect to panic\n"), tests.out());
        // the crate's tests launch half_slices expecting a panic and launch neither rotate_q nor bf16_rows8
        JsonNode results = new ObjectMapper().readTree(run("verify", "--format", "sarif", NOVEL).out())
                .get("runs").get(0).get("results");
        assertEquals(3, results.size(), results.toString());
        assertEquals("in copy::views::rotate_q, which no test of the crate runs: no test of the crate launches it",
                results.get(0).get("properties").get("untested").asText());
        assertEquals("in engines::transpose::bf16_rows8, which no test of the crate runs: no test of the crate launches it",
                results.get(1).get("properties").get("untested").asText());
        assertTrue(results.get(2).get("properties").get("expectedPanic").asText().startsWith(
                "in odd::half_slices, which the crate's tests expect to panic (test_half_slices_panics at "), results.toString());
    }

    @Test
    void kernelsListsEveryDeviceFunctionWithItsChipsAndRawNamesRead() throws IOException {
        Run r = run("kernels", "--format", "json", NOVEL);
        assertEquals(0, r.exit(), r.err());
        JsonNode list = new ObjectMapper().readTree(r.out());
        assertEquals(51, list.size());
        Map<String, Integer> chips = new LinkedHashMap<>();
        list.forEach(f -> chips.put(f.get("path").asText(), f.get("chip").asInt()));
        assertEquals(2, chips.get("copy::reshape::regroup"));
        assertEquals(4, chips.get("multi::chips::rotate_chips"));
        assertEquals(1, chips.get("odd::odd_copy"));
        assertEquals(2, chips.get("multi::pair::cross_chips"));
    }

    @Test
    void aFileThatCannotBeReadIsNeitherCleanNorHalfReported(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("k.rs");
        Files.writeString(file, "use furiosa_visa_std::prelude::*;\naxes![A = 64];\nfn broken( {\n");
        Run v = run("verify", file.toString());
        assertEquals(2, v.exit(), v.out() + v.err());
        assertEquals("", v.out());
        assertTrue(v.err().startsWith("error: " + file + ":3:10: syntax error: this '(' is never closed: the file ends at "
                + "3:13"), v.err());
        Path empty = tmp.resolve("empty");
        Files.createDirectories(empty.resolve("src"));
        Files.writeString(empty.resolve("Cargo.toml"), "[package]\nname = \"empty\"\n");
        Files.writeString(empty.resolve("src/lib.rs"), "//! nothing yet\n");
        for (String command : List.of("kernels", "verify", "simulate")) {
            Run e = run(command, empty.toString());
            assertEquals(2, e.exit(), command + ": " + e.out() + e.err());
            assertEquals("", e.out(), command);
            assertEquals("error: " + empty + ": empty: " + empty.resolve("src/lib.rs") + " holds no function, axes!, "
                    + "type, const, use or mod item\n", e.err(), command);
        }
    }

    @Test
    void aCrateWithOneUnreadableFileSaysSoAndExitsTwo(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("novel");
        copy(Path.of(NOVEL), dir);
        Path odd = dir.resolve("src/odd.rs");
        Files.writeString(odd, Files.readString(odd) + "\nfn broken( {\n");
        Run s = run("simulate", dir.toString());
        assertEquals(2, s.exit(), s.out() + s.err());
        assertTrue(s.err().startsWith("error: " + odd + ":"), s.err());
        assertTrue(s.out().contains("total: 47 functions"), s.out());
        Run v = run("verify", dir.toString());
        assertEquals(2, v.exit(), v.out() + v.err());
        // of the files read, one error lies in a function no test launches
        assertTrue(v.out().matches("(?s).*, 1 not read in full; \\d+ rule checks held; 1 of the 1 error is in a function "
                + "no test of the crate runs\n"), v.out());
    }

    private static void copy(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
