package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Tiles over a digit inside an axis, {@code tile::<m![A % 256 / 64], N, VIEW>(d)}: as the
 * reference's {@code offset.add_mapping} reads them, step {@code d} adds {@code 64·d} to {@code A},
 * so the tile holds, in each block of 256 rows, the {@code 64·N} rows from {@code 64·d}. A copy
 * digit by digit into the same digits of the output is the input; into the next digit it rotates
 * the quarters of each block, and the simulator, the naive evaluator and the symbolic check agree
 * on both (a write through such a tile patches only the rows it holds).
 */
class DigitTilesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = Kernels.oneCluster("A = 2048, Q = 8") + """
            type Digit = m![A / 256, 1 # 4, A % 64, Q];

            #[device(chip = 1)]
            fn digits(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
                let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(1 << 20) };
                for d in 0..4 {
                    let staged: DmTensor<i32, Chip, Cluster, m![A / 256, A % 64 / 2], m![A % 2, Q]> =
                        x.view().tile::<m![A % 256 / 64], 1, Digit>(d).to_dm(&mut ctx.tdma, 0x1000 + d * 0x1000);
                    staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A % 256 / 64], 1, Digit>(TO));
                }
                out
            }
            """;

    private static Simulation run(String to, String spec) {
        return Simulation.run(Kernels.of(KERNEL.replace("TO", to)), Optional.of("digits"), OptionalLong.empty(),
                RUNS.prover, new Simulation.Given(Map.of(), Optional.of(SpecParser.parse(spec))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"d|1", "(d + 1) % 4|0", "3 - d|0"})
    void theSimulatorAndTheNaiveEvaluatorAgreeAndTheSpecDecides(String to, int identity) {
        Simulation s = run(to, "x[A,Q] -> [A,Q]");
        assertTrue(s.report().orElseThrow().conformant(), s::toString);
        SpecVerdict v = s.expectation().orElseThrow();
        assertEquals(identity == 1, v.matches(), String.join("\n", v.describe()));
    }

    @Test
    void aRotatedDigitMovesRowsWithinTheirBlock() {
        // output row 64 (digit 1 of block 0) holds input row 0: the first difference from the identity is row 0,
        // which holds input row 192 (digit 3)
        SpecVerdict v = run("(d + 1) % 4", "x[A,Q] -> [A,Q]").expectation().orElseThrow();
        assertFalse(v.matches());
        assertEquals(Map.of("A", 0L, "Q", 0L), v.first().orElseThrow().index());
    }

    @Test
    void theSymbolicCheckReadsTheDigitTile() {
        Program p = Kernels.of(KERNEL.replace("TO", "d"));
        SymbolicVerdict proved = SymbolicRun.check(p, p.named("digits").orElseThrow(),
                Optional.of(SpecParser.parse("x[A,Q] -> [A,Q]")));
        assertEquals(SymbolicVerdict.Answer.CONFORMANT, proved.verdict(), proved.toString());
        Program q = Kernels.of(KERNEL.replace("TO", "(d + 1) % 4"));
        SymbolicVerdict refuted = SymbolicRun.check(q, q.named("digits").orElseThrow(),
                Optional.of(SpecParser.parse("x[A,Q] -> [A,Q]")));
        assertEquals(SymbolicVerdict.Answer.REFUTED, refuted.verdict(), refuted.toString());
    }
}
