package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A rule broken inside a helper function called from an unrolled loop names the chain of calls that led there. */
class CallChainTest {

    /** The rules' small i32 kernel ({@code rules/Chip/size.rs}), placing copies of its input through a helper in a loop. */
    private static final String CRATE = RuleCase.kernel(RuleKernelsTest.RULES.resolve(Path.of("Chip", "size.rs")))
            .replace("#[device(chip = 1)]\n", """
                    fn place(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>, addr: usize)
                        -> DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> {
                        x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, addr)
                    }

                    #[device(chip = 1)]
                    """)
            .replace("-> HbmTensor<i32, Chip, m![A]> {\n", """
                    -> HbmTensor<i32, Chip, m![A]> {
                        for j in 0..3 {
                            let _t = place(ctx, x, (1 << 16) + j * 12);
                        }
                    """);

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    @Test
    void aRuleBrokenInAHelperInTheSecondIterationNamesTheHelperCallAndTheLoopValue() {
        List<Finding> found = Verification.run(Kernels.of(CRATE), RUNS.prover).findings();
        assertEquals(1, found.size(), found.toString());
        Finding f = found.get(0);
        assertEquals("DMA::WRITE_ALIGN", f.rule());
        assertEquals("k.rs:11:7 via place at k.rs:17:18 via for j = 1 at k.rs:16:5", f.where());
        assertEquals(List.of("place", "for j = 1"), f.via().stream().map(Finding.Frame::function).toList());
    }

    @Test
    void aRuleBrokenOutsideHelpersAndLoopsHasNoChain() {
        List<Finding> found = Verification.run(Kernels.of(CRATE.replace("(1 << 16) + j * 12", "(1 << 16) + j * 16")
                .replace("(&mut ctx.tdma, 0);", "(&mut ctx.tdma, 12);")), RUNS.prover).findings();
        assertEquals(1, found.size(), found.toString());
        assertEquals("DMA::WRITE_ALIGN", found.get(0).rule());
        assertEquals("k.rs:19:18", found.get(0).where());
        assertEquals(List.of(), found.get(0).via());
    }
}
