package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A generic type alias of a mapping, {@code type Flit<P> = m![{ P } # 32];}, is the mapping its
 * arguments give its parameters ({@code Flit<m![C % 8]>} is {@code m![C % 8 # 32]}), as rustc
 * expands it; a message names it as written.
 */
class GenericMappingAliasesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            use furiosa_visa_std::prelude::*;

            axes![S = 256, R = 32, C = 16];

            type Chip = m![1];
            type Cluster = m![1 # 2];
            type Flit<P> = m![{ P } # WIDTH];
            type Rows = m![R, C];

            #[device(chip = 1)]
            fn copy(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {
                type Lane = m![C % 8];
                let x_dm = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
                let y_dm: DmTensor<i8, Chip, Cluster, m![S], Rows> = ctx
                    .main
                    .begin(x_dm.view())
                    .fetch::<i8, m![R, C / 8], Lane>()
                    .collect::<m![R, C / 8], Flit<Lane>>()
                    .commit(1 << 12);
                y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    private static List<String> findings(String width) {
        return Verification.run(Kernels.of(KERNEL.replace("WIDTH", width)), RUNS.prover).findings().stream()
                .map(f -> f.rule() + " at " + f.location().line() + ": " + f.message()).toList();
    }

    @Test
    void theAliasIsItsMappingWithTheArgumentsGiven() {
        assertEquals(List.of(), findings("32"));
    }

    @Test
    void aMessageNamesTheAliasAsWritten() {
        assertEquals(List.of("Collect::PACKET at 18: the collect packet must be one 32-byte flit (32 i8), got 16 "
                + "elements of Flit<Lane>"), findings("16"));
    }
}
