package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A tile whose start lies past its tile dimension, over the elements ({@code tile}) or the slices
 * ({@code slice_tile}), is one case: the reference's views call the same
 * {@code TensorView::tile} (memory_tensor.rs:576, 586 into tensor_view.rs:86), which asserts only
 * the view's type ({@code assert_div}) and adds the start to the view's offset in the compiled
 * mapping library. No assertion of the reference breaks, so verify reports no rule, and what such
 * an index reads is not known: a {@code Kernel::UNMODELLED} warning at the call, the run unknown.
 * One step before the end is clean. A tile of 0 steps, which rustc compiles, is unknown the same way:
 * {@code assert_div} divides by a span of 0 in the compiled library.
 */
class TileStartPastTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String ELEMENT = """
            use furiosa_visa_std::prelude::*;

            axes![A = 4096, B = 4];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![B, A]>) -> HbmTensor<i32, m![1], m![B, A]> {
                let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
                let t = dm.view().tile::<m![B], 1, m![1 # 4, A % 8]>(START);
                let mut h = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };
                t.to_hbm_view(&mut ctx.tdma, h.view_mut());
                dm.to_hbm(&mut ctx.tdma, 0x10000)
            }
            """;

    private static final String SLICE = """
            use furiosa_visa_std::prelude::*;

            axes![A = 8, X = 256];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![X, A]>) -> HbmTensor<i32, m![1], m![X, A]> {
                let dm: DmTensor<i32, m![1], m![1 # 2], m![X], m![A]> = x.to_dm(&mut ctx.tdma, 0);
                let t = dm.view().slice_tile::<m![X], 1, m![1 # 256]>(START);
                let mut h = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };
                t.to_hbm_view(&mut ctx.tdma, h.view_mut());
                dm.to_hbm(&mut ctx.tdma, 0x10000)
            }
            """;

    private static Program program(String kernel, long start) {
        String text = (kernel.equals("tile") ? ELEMENT : SLICE).replace("START", Long.toString(start));
        return Program.of(Lowering.parse(Source.of("k.rs", text)));
    }

    @ParameterizedTest
    @CsvSource({"tile, 4, tile start 4 is outside the tile dimension B of size 4",
            "slice_tile, 256, tile start 256 is outside the tile dimension X of size 256"})
    void aStartPastTheDimensionIsUnknownForEveryKindOfTile(String kind, long start, String why) {
        Program p = program(kind, start);
        List<Finding> fs = Verification.run(p, RUNS.prover).findings();
        assertEquals(List.of("Kernel::UNMODELLED at 8:23"), fs.stream().map(f -> f.rule() + " at "
                + f.location().line() + ":" + f.location().column()).toList());
        assertTrue(fs.get(0).message().contains(why), fs.get(0).message());
        Unmodelled u = assertThrows(Unmodelled.class, () -> Simulation.run(p, Optional.empty(), OptionalLong.of(1),
                RUNS.prover));
        assertTrue(u.reason().contains(why), u.reason());
    }

    @ParameterizedTest
    @CsvSource({"tile, 3", "slice_tile, 255"})
    void theLastStepIsClean(String kind, long start) {
        Program p = program(kind, start);
        assertEquals(List.of(), Verification.run(p, RUNS.prover).findings());
        Simulation s = Simulation.run(p, Optional.empty(), OptionalLong.of(1), RUNS.prover);
        assertTrue(s.passed(), s::toString);
    }

    @ParameterizedTest
    @CsvSource({"tile, 1, 'tile::<m![B], 1,', 'tile::<m![B], 0,'",
            "slice_tile, 0, 'slice_tile::<m![X], 1,', 'slice_tile::<m![X], 0,'"})
    void aTileOfNoStepsIsUnknownNotAReadError(String kind, long start, String from, String to) {
        String text = (kind.equals("tile") ? ELEMENT : SLICE).replace("START", Long.toString(start)).replace(from, to);
        Program p = Program.of(Lowering.parse(Source.of("k.rs", text)));
        List<Finding> fs = Verification.run(p, RUNS.prover).findings();
        assertEquals(List.of("Kernel::UNMODELLED at 8:23"), fs.stream().map(f -> f.rule() + " at "
                + f.location().line() + ":" + f.location().column()).toList());
        assertTrue(fs.get(0).message().contains("a tile of 0 steps"), fs.get(0).message());
    }
}
