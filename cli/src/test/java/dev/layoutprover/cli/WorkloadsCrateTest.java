package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code crates/workloads}: 24 kernels of a model's layers written as a kernel engineer writes them
 * against the reference API: row statistics with the hidden axis along time (mean square, mean
 * centring, a three-pass softmax, RMS normalisation with a square root, mean pooling across the
 * slices), gates (SiLU with the up projection in the VRF, a sigmoid GELU narrowed to bf16, a fixed
 * ReLU6, a const-generic shift, both halves of a rotary embedding as a pair of groups, LayerNorm's
 * affine step by a fused multiply-add with a VRF operand), matrix
 * products (a batch on the clusters, bf16 attention scores scaled by {@code 1 / sqrt(128)}, a bias
 * and ReLU epilogue, an i8 requantisation, a transposed input, K split over the clusters and
 * reduce-scattered), moves (a residual add over four row tiles of a 4096-row tensor, a row
 * rotation through DM views, KV-cache rows written by scatter and read by gather) and two chips (a
 * batch over chips and clusters, K split over the chips and exchanged by a chip shuffle). Generic type
 * aliases, tuple-returning helpers, structs with methods and float constant expressions are among
 * their idioms. Each is valid for the reference and conformant; its math is checked by a spec
 * where the notation can state it.
 */
class WorkloadsCrateTest {

    private static final String WORKLOADS = "src/test/resources/crates/workloads";

    private static final List<String> PATHS = List.of("rows::rms_mean_square", "rows::center_rows", "rows::softmax_rows",
            "rows::rms_normalize", "rows::mean_pool_tokens", "gates::silu_gate", "gates::gelu_sigmoid",
            "gates::relu6_fixed", "gates::fixed_point_upscale", "gates::rotary_first_half", "gates::rotary_second_half", "gates::norm_affine",
            "matmul::batched::batched_gemm", "matmul::batched::score_block", "matmul::epilogue::linear_bias_relu",
            "matmul::epilogue::requantized_linear", "matmul::epilogue::transposed_input_linear",
            "matmul::split::k_split_gemm", "moves::residual_add_tiles", "moves::rotate_row_groups",
            "moves::cache_write_rows", "moves::cache_read_rows", "multi::chips_batched", "multi::chip_k_split");

    @Test
    void everyKernelIsConformant() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertVerdicts(WORKLOADS, 0, PATHS, Map.of());
        assertEquals(24, r.report().get("totals").get("functions").asInt());
    }

    /**
     * Every kernel checked symbolically ({@code --max-macs 0}): 22 conformant, helpers' tuple tails and
     * {@code DivF.with_mode} with a VRF divisor read, the cluster reduce-scatter's rows and the one-row
     * rotation's (a tile of 3) read where the copies put them, the row statistics broadcast back over
     * the axis they reduce, the requantising shift; the scatter and gather, at indices that are data,
     * stay unknown, saying why.
     */
    @Test
    void theSymbolicCheckDecidesAllButTheScatterAndGatherAndSaysWhy() throws IOException {
        CrateVerdicts.Simulated r = CrateVerdicts.assertSymbolicVerdicts(WORKLOADS, 3, PATHS, Map.of(),
                "moves::cache_write_rows", "moves::cache_read_rows");
        r.assertReasonEnds("moves::cache_read_rows", "/src/moves.rs:110:67: .dma_gather writes where the values of"
                + " its index input say: a formula of the symbolic check reads its inputs at indices made of axis digits, never of data, so only a concrete"
                + " run decides it");
        assertEquals("symbolic", r.report().get("functions").get(PATHS.indexOf("matmul::epilogue::linear_bias_relu"))
                .get("method").asText());
    }

    @Test
    void verifyFindsNothingAndKernelsListsEveryDeviceFunction() throws IOException {
        assertEquals(List.of(), CrateVerdicts.findings(WORKLOADS, 0));
        CrateVerdicts.assertKernelsListed(WORKLOADS, PATHS);
    }

    /** The math each kernel states, and wrong specs (a bias, a shift, a sign, a scale left out) refuted. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "rms_mean_square|x[T,H] * x[T,H] * 0.0078125 -> [T]|0",
        "rms_mean_square|x[T,H] * x[T,H] -> [T]|1",
        "center_rows|x[T,H] - x[T,J] * 0.0078125 -> [T,H]|0",
        "mean_pool_tokens|x[P,H] * 0.00390625 -> [H]|0",
        "relu6_fixed|min(max(x[T,H], 0), 384) -> [T,H]|0",
        "fixed_point_upscale|x[T,H] * 16 -> [T,H]|0",
        "rotary_first_half|x1[T,H] * cos[T,H] - x2[T,H] * sin[T,H] -> [T,H]|0",
        "rotary_second_half|x2[T,H] * cos[T,H] + x1[T,H] * sin[T,H] -> [T,H]|0",
        "rotary_second_half|x2[T,H] * cos[T,H] - x1[T,H] * sin[T,H] -> [T,H]|1",
        "norm_affine|x[T,H] * gamma[H] + 0.5 -> [T,H]|0",
        "norm_affine|x[T,H] * gamma[H] -> [T,H]|1",
        "batched_gemm|a[B,I,K] * w[B,K,J] -> [B,I,J]|0",
        "score_block|q[I,K] * k[J,K] * 0.08838834764831845 -> [I,J]|0",
        "score_block|q[I,K] * k[J,K] -> [I,J]|1",
        "linear_bias_relu|max(x[I,K] * w[J,K] + bias[J], 0) -> [I,J]|0",
        "linear_bias_relu|x[I,K] * w[J,K] + bias[J] -> [I,J]|1",
        "requantized_linear|min(max(x[I,K] * w[J,K] * 3, -128), 127) -> [I,J]|1",
        "transposed_input_linear|x_t[K,I] * w[J,K] -> [I,J]|0",
        "k_split_gemm|a[I,L] * b[L,J] -> [I,J]|0",
        "residual_add_tiles|hidden[N,D] + residual[N,D] -> [N,D]|0",
        "chips_batched|a[B,I,K] * w[B,K,J] -> [B,I,J]|0",
        "chip_k_split|a[L,I] * b[L,J] -> [I,J]|0",
        "chip_k_split|a[L,I] * b[L,J] + 1 -> [I,J]|1",
    })
    void theKernelMeetsItsSpec(String function, String spec, int exit) {
        CrateVerdicts.assertSpec(WORKLOADS, function, spec, exit);
    }
}
