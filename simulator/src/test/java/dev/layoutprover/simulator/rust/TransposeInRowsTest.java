package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Transpose Engine reads at most 8 bytes of rows: the output packet without its padding is
 * {@code in_rows} (the reference's verify_transpose, stream_tensor.rs:1003), as in mnist's
 * {@code fc1_bias_prepared}, whose CPU-simulated test the reference ignores for it.
 */
class TransposeInRowsTest {

    private static List<String> findings(int rows) {
        String kernel = """
                axes![P = 256, D = ROWS, E = 8];
                type Chip = m![1];

                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![P, D, E]>) -> HbmTensor<bf16, Chip, m![P, E, D]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![P], m![D, E]>(&mut ctx.tdma, 0);
                    let y_dm = ctx
                        .main
                        .begin(x_dm.view())
                        .fetch::<bf16, m![D], m![E # 16]>()
                        .collect::<m![D], m![E # 16]>()
                        .transpose::<m![E], m![D # 16]>()
                        .commit::<m![E, D]>(1 << 12);
                    y_dm.to_hbm::<m![P, E, D]>(&mut ctx.tdma, 1 << 28)
                }
                """.replace("ROWS", Integer.toString(rows));
        Program p = Program.of(Lowering.parse(Source.of("t.rs", kernel)));
        return Verification.run(p, LayoutQuestions.enumeration()).findings().stream().map(Finding::toString).toList();
    }

    @Test
    void fourRowsOfBf16AreEightBytesAndTranspose() {
        assertEquals(List.of(), findings(4));
    }

    @Test
    void eightRowsOfBf16AreSixteenBytesAndTheMessageSaysSo() {
        assertEquals(List.of("t.rs:12:10: Transpose::LAYOUT: no transpose (in_rows ≤ 4, in_cols 8, 16 or 32, out_rows ≤ "
                + "in_cols, each packet's first 8 elements kept but for padding) of Time D, Packet E # 16 gives Time E, "
                + "Packet D # 16; in_rows, the output packet without its padding (D), is 8 × 2 = 16 bytes, more than 8 "
                + "(stream_tensor.rs:1003)"), findings(8));
    }
}
