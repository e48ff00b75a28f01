package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reference crate's vector-engine kernels (and its binary add) run through the engines: each is
 * conformant with the naive evaluator, or breaks the rule the crate's own tests expect it to panic
 * on. Reads {@code ../shared/corpus} beside the repository; skipped where it is absent.
 */
class CorpusEngineKernelsTest {

    private static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src");

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @ParameterizedTest(name = "{1} ({0})")
    @CsvSource({
        "vector_engine/normal.rs, ve_elementwise_fxp_const, conformant",
        "vector_engine/normal.rs, ve_elementwise_fxp_chain, Vector::ALU",
        "vector_engine/normal.rs, ve_elementwise_full_pipeline, conformant",
        "vector_engine/normal.rs, ve_elementwise_stash_f32, conformant",
        "vector_engine/normal.rs, ve_elementwise_stash_i32, conformant",
        "vector_engine/normal.rs, ve_elementwise_fp_unary_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_fp_binary_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_fp_ternary_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_logic_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_fxp_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_fp_div_with_mode, conformant",
        "vector_engine/normal.rs, ve_elementwise_clip_with_mode, conformant",
        "vector_engine/normal.rs, ve_group_pair_fp_zip_with_mode, conformant",
        "vector_engine/normal.rs, ve_stash_fxp_fxp, conformant",
        "vector_engine/normal.rs, ve_stash_fxp_fp, Vector::STASH",
        "vector_engine/normal.rs, ve_stash_fp_fp, conformant",
        "vector_engine/normal.rs, ve_stash_fp_fxp, Vector::STASH",
        "vector_engine/normal.rs, ve_elementwise_logic, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_add_fxp_sat, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_max_i32, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_min_i32, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_add_f32, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_split_time_packet, conformant",
        "vector_engine/reduce.rs, ve_intra_slice_reduce_split_slice_time, conformant",
        "vector_engine/reduce.rs, ve_inter_slice_reduce_add_sat_i32, conformant",
        "vector_engine/reduce.rs, ve_inter_slice_reduce_max_i32, conformant",
        "vector_engine/reduce.rs, ve_inter_slice_reduce_add_f32, conformant",
        "vector_engine/reduce.rs, ve_vru_then_vau_i32, conformant",
        "vector_engine/reduce.rs, ve_inter_slice_reduce_promote_f32, conformant",
        "vector_engine/zip.rs, ve_group_pair_add, conformant",
        "vector_engine/zip.rs, ve_group_pair_preprocess_both, conformant",
        "vector_engine/zip.rs, ve_group_pair_preprocess_g0, conformant",
        "vector_engine/zip.rs, ve_group_pair_preprocess_g1, conformant",
        "vector_engine/zip.rs, ve_group_pair_chain, conformant",
        "vector_engine/zip.rs, ve_group_pair_fxp, conformant",
        "vector_engine/zip.rs, ve_group_pair_logic, conformant",
        "vector_engine/zip.rs, ve_group_pair_fp, conformant",
        "vector_engine/zip.rs, ve_group_pair_fp_multi_packet, conformant",
        "vector_engine/zip.rs, ve_elementwise_ternary, conformant",
        "vector_engine/zip.rs, ve_elementwise_ternary_stash, conformant",
        "vector_engine/zip.rs, ve_group_pair_ternary, conformant",
        "vector_engine/zip.rs, ve_group_pair_ternary_selective, conformant",
        "tile.rs, tile_simple, conformant"})
    void theCorpusKernelRunsAsItsTestsExpect(String file, String function, String expected) {
        Path path = CORPUS.resolve(file);
        Assumptions.assumeTrue(Files.isRegularFile(path), "the reference corpus is not beside the repository");
        Program program = Program.of(CrateReader.read(path));
        Simulation s = Simulation.run(program, Optional.of(function), OptionalLong.empty(), RUNS.prover);
        if (expected.equals("conformant")) {
            assertTrue(s.violation().isEmpty(), () -> s.violation().get().toString());
            assertTrue(s.passed(), () -> s.report().map(r -> r.describe()).orElse("no report"));
        } else {
            assertEquals(expected, s.violation().map(Finding::rule).orElse("no rule broken"));
        }
    }
}
