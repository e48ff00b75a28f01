package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A write through a view of a tensor whose axes the written data lacks lands where the view is:
 * at the tile's index of that axis ({@code W = 1} of {@code [W, P]}), or, through a view of the
 * whole axis, at every index of it (the reference's {@code write_transpose} broadcasts). The
 * simulator's bytes and the naive evaluator's reading agree.
 */
class ViewWritesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static Program program(String text) {
        return Program.of(dev.layoutprover.kernel.syntax.Lowering.parse(dev.layoutprover.kernel.syntax.Source.of("v.rs",
                text)));
    }

    /** A kernel that places {@code x} in DM and writes it into the HBM tensor {@code out} as {@code WRITE} says. */
    private static final String KERNEL = """
            axes![W = 4, P = 256, E = 8];
            type Chip = m![1];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, E]>) -> HbmTensor<i32, Chip, m![W, P, E]> {
                let x_dm = x.to_dm::<m![1 # 2], m![P], m![E]>(&mut ctx.tdma, 0);
                let mut out = unsafe { HbmTensor::<i32, Chip, m![W, P, E]>::from_addr(1 << 20) };
                WRITE
                out
            }
            """;

    /** The window's {@code W} indices are written, each with all of {@code x}; the others never are. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "out.view_mut().tile::<m![W], 1, m![1 # 4, P, E]>(1) | 6144",
        "out.view_mut().tile::<m![W], 2, m![W = 2 # 4, P, E]>(2) | 4096",
        "out.view_mut() | 0",
    })
    void dataWithoutAnAxisOfTheViewIsWrittenAcrossTheViewsWindowOfIt(String view, long unwritten) {
        Simulation s = RUNS.simulate(program(KERNEL.replace("WRITE", "x_dm.view().to_hbm_view(&mut ctx.tdma, " + view
                + ");")));
        assertEquals(0, s.report().orElseThrow().mismatchCount(), s::toString);
        assertEquals(unwritten, s.report().orElseThrow().unwritten(), s::toString);
        assertEquals(unwritten == 0, s.passed(), s::toString);
    }

    /** A let may name a view's type; a wrong one is a {@code Type::ANNOTATION} finding like any other. */
    @Test
    void aLetAnnotatedWithAViewTypeIsCheckedAgainstTheView() {
        String kernel = KERNEL.replace("WRITE", """
                let read: DmTensorView<i32, Chip, m![1 # 2], m![P], m![E]> = x_dm.view();
                    let write: HbmTensorViewMut<i32, Chip, TILE> = out.view_mut().tile::<m![W], 1, m![1 # 4, P, E]>(0);
                    read.to_hbm_view(&mut ctx.tdma, write);""");
        assertEquals(List.of(), RUNS.rules(program(kernel.replace("TILE", "m![1 # 4, P, E]"))));
        assertEquals(List.of("Type::ANNOTATION at 9"), RUNS.rules(program(kernel.replace("TILE", "m![P, E]"))));
    }
}
