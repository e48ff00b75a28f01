package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A type alias a block declares is that block's, as Rust scopes items: past the block, the alias of
 * the same name outside it is read again.
 */
class BlockAliasesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![S = 256, R = 2, K = 16];

            type Chip = m![1];
            type Cluster = m![1 # 2];

            fn stage<Row: M>(ctx: &mut Context, w: &DmTensor<bf16, Chip, Cluster, m![S], m![R, K]>)
                    -> TrfTensor<bf16, Chip, Cluster, m![S], Row, m![K]> {
                ctx.sub.begin(w.view()).fetch::<bf16, m![R], m![K]>().collect::<m![R], m![K]>().to_trf(TrfAddress::Full)
            }

            #[device(chip = 1)]
            pub fn staged(ctx: &mut Context, w: &HbmTensor<bf16, Chip, m![S, R, K]>) -> HbmTensor<bf16, Chip, m![S, R, K]> {
                let w_dm: DmTensor<bf16, Chip, Cluster, m![S], m![R, K]> = w.to_dm(&mut ctx.tdma, 0);
                type Rows = m![R];
                {
                    type Rows = INNER;
                    let _t = stage::<Rows>(ctx, &w_dm);
                }
                let _u = stage::<Rows>(ctx, &w_dm);
                w_dm.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    private static List<String> findings(String inner) {
        return Verification.run(Kernels.of(KERNEL.replace("INNER", inner)), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location().line() + ": " + f.message()).toList();
    }

    @Test
    void theInnerAliasEndsWithItsBlock() {
        assertEquals(List.of(), findings("m![R]"));
        // the inner block's call breaks Row::TIME; the call after the block reads the outer Rows, m![R]
        assertEquals(List.of("Row::TIME at 10: Row::SIZE 4 must be at most Time::SIZE 2 (to_trf fills its Rows from "
                + "Time R)"), findings("m![R # 4]"));
    }
}
