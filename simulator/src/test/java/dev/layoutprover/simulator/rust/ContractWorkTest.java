package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.kernel.syntax.Ast;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The tensor unit's multiply-accumulates counted from a kernel's source, before it runs. */
class ContractWorkTest {

    /**
     * The rules' GEMM kernel ({@code rules/Reducer/gemm.rs}: a device function {@code gemm}, I×K by
     * K×J, 256·128·256 multiply-accumulates, whatever the tiling) and a kernel whose body is
     * {@code CALLS}.
     */
    private static final String GEMM = RuleCase.kernel(RuleKernelsTest.RULES.resolve(Path.of("Reducer", "gemm.rs")))
            + """

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, a: &HbmTensor<bf16, Chip, m![I, K]>, b: &HbmTensor<bf16, Chip, m![K, J]>)
                -> HbmTensor<bf16, Chip, m![I, J]> {
                CALLS
            }
            """;

    private static final long IJK = 256L * 128 * 256;

    private static Optional<ContractWork.Count> count(String calls) {
        Program p = Kernels.of(GEMM.replace("CALLS", calls));
        Ast.Function kernel = p.function("kernel").orElseThrow();
        return ContractWork.of(p, kernel);
    }

    @Test
    void oneContractionOfAGemmTakesIJKMultiplyAccumulates() {
        // Slice 16·16, Row 8, Time 16·8, Packet 32; the padded second cluster does no work
        ContractWork.Count c = count("gemm(ctx, a, b)").orElseThrow();
        assertEquals(IJK, c.macs());
        assertEquals(1, c.contractions());
    }

    @Test
    void aLoopMultipliesItsBodysCountByItsIterationsNestedLoopsMultiply() {
        ContractWork.Count c = count("""
                for i in 0..3 {
                    for j in 1..=2usize {
                        let _c = gemm(ctx, a, b);
                    }
                }
                gemm(ctx, a, b)
                """).orElseThrow();
        assertEquals(7 * IJK, c.macs());
        assertEquals(7, c.contractions());
    }

    @Test
    void ofTwoBranchesTheLargerCounts() {
        ContractWork.Count c = count("""
                for i in 0..4 {
                    let _c = if i % 2 == 0 { gemm(ctx, a, b); gemm(ctx, a, b) } else { gemm(ctx, a, b) };
                }
                gemm(ctx, a, b)
                """).orElseThrow();
        assertEquals(9 * IJK, c.macs());
        assertEquals(9, c.contractions());
    }

    @Test
    void aKernelWithoutContractionCountsNone() {
        ContractWork.Count c = count("a.to_dm::<Cluster, Slice, m![I % 16, K]>(&mut ctx.tdma, 0).to_hbm(&mut ctx.tdma, 0)")
                .orElseThrow();
        assertEquals(0, c.macs());
        assertEquals(0, c.contractions());
    }

    @Test
    void aTrfTensorWhoseTypeIsNotWrittenCannotBeCounted() {
        String text = GEMM.replace("CALLS", "gemm(ctx, a, b)").replace("    let c: DmTensor", "    let t = b_trf;\n    let c: DmTensor")
                .replace("(&b_trf)", "(&t)");
        Program p = Kernels.of(text);
        assertTrue(ContractWork.of(p, p.function("gemm").orElseThrow()).isEmpty());
    }

    @Test
    void aLoopWhoseBoundIsNotANumberCannotBeCounted() {
        Optional<ContractWork.Count> c = count("""
                let n = a.len();
                for i in 0..n {
                    let _c = gemm(ctx, a, b);
                }
                gemm(ctx, a, b)
                """);
        assertTrue(c.isEmpty());
    }

    private static final Path CRATE = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples");

    private static ContractWork.Count corpus(String function) {
        Assumptions.assumeTrue(Files.isDirectory(CRATE), "the reference crate is not beside the checkout: " + CRATE);
        Program p = Program.of(CrateReader.read(CRATE));
        return ContractWork.of(p, p.named(function).orElseThrow()).orElseThrow();
    }

    @Test
    void theCratesMatmul16384Takes2To42MultiplyAccumulatesIn128Contractions() {
        // per contraction: Cluster 2 (B / 2048 % 2), Slice 256, Row 8, Time 64·2048, Packet 64 = 2^35
        ContractWork.Count c = corpus("matmul::matmul_16384::matmul_16384");
        assertEquals(1L << 42, c.macs());
        assertEquals(128, c.contractions());
    }

    @Test
    void theTransformersLmHeadTakes38ContractionsOfSlice256Row8Time7168Packet32() {
        // 19 vocabulary chunks, two halves each; the padded second cluster (m![1 # 2]) does no work
        ContractWork.Count c = corpus("transformer::head::lm_head::lm_head");
        assertEquals(38, c.contractions());
        assertEquals(38L * 256 * 8 * (32 * 4 * 7 * 2 * 4) * 32, c.macs());
    }
}
