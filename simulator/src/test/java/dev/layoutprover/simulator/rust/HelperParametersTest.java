package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A helper's {@code &HbmTensor} parameter is the kernel's own tensor, not one its caller keeps: a
 * copy inside the helper may overwrite it as the same copy written inline may
 * ({@code transpose_simple}'s second hop, from the intermediate at 0 to 0x1000). A device
 * function's parameters alone are borrowed for its run.
 */
class HelperParametersTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String HEAD = """
            axes![A = 8, B = 16, C = 32];
            type Chip = m![1];
            fn hop<From: M, To: M>(ctx: &mut Context, x: &HbmTensor<f32, Chip, From>, at: u64) -> HbmTensor<f32, Chip, To> {
                x.to_hbm(&mut ctx.tdma, at)
            }
            """;

    @Test
    void aCopyInAHelperMayOverwriteTheTensorItWasGiven() {
        String helper = HEAD + """
                #[device(chip = 1)]
                pub fn hops(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A, B, C]>) -> HbmTensor<f32, Chip, m![C, A, B]> {
                    let mid: HbmTensor<f32, Chip, m![A, C, B]> = input.to_hbm(&mut ctx.tdma, 0);
                    hop::<m![A, C, B], m![C, A, B]>(ctx, &mid, 0x1000)
                }
                """;
        assertEquals(List.of(), RUNS.rules(Kernels.of(helper)));
        // the same copy written inline finds the same
        assertEquals(List.of(), RUNS.rules(Kernels.of(helper.replace("hop::<m![A, C, B], m![C, A, B]>(ctx, &mid, 0x1000)",
                "{ let out: HbmTensor<f32, Chip, m![C, A, B]> = mid.to_hbm(&mut ctx.tdma, 0x1000); out }"))));
    }
}
