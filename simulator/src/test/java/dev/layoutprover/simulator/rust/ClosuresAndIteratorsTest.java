package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Rust the kernels of a crate compute addresses with: closures, {@code std::array::from_fn},
 * iterator adaptors, nested tuple patterns in a {@code for}, {@code &x} patterns, functions
 * written inside a function, tuples typed by a helper's return type, and {@code MulF} on the
 * fused multiply-add ALU. Each kernel places its DM tensor from the value it computes, so a wrong
 * value shows as an overlap with the tensor already at 0 or as a run that does not pass.
 */
class ClosuresAndIteratorsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** {@link Kernels#addOne} with its DM tensor at {@code at}, after {@code setup}. */
    private static Program placed(String setup) {
        return Kernels.withBody(setup + Kernels.addOne(0).replace("(&mut ctx.tdma, 0)", "(&mut ctx.tdma, at)"));
    }

    @Test
    void aClosureCapturesItsScopeAndIsCalledWithItsArgument() {
        Simulation s = RUNS.simulate(placed("""
                    let base = 0x1000;
                    let slot = |i: usize| -> usize { ((base + i as u64 * 0x800) as usize).max(0x4000) };
                    let at = slot(5);
                """));
        assertTrue(s.passed(), s::toString);
        // slot(5) is 0x3800 raised to 0x4000; the commit at 1 << 12 = 0x1000 is then apart from it
        assertEquals(List.of(), RUNS.rules(placed("""
                    let slot = |i| 0x2000 * i;
                    let at = slot(2);
                """)));
    }

    /** The reference's tile transpose, its 32 tile copies made by {@code ITEMS} running {@code COPY}. */
    private static final String TILE_COPIES = """
            use furiosa_visa_std::prelude::*;

            axes![A = 512, B = 32];

            #[device(chip = 1)]
            pub fn tiles(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {
                let mut output = unsafe { HbmTensor::<i8, m![1], m![B, A]>::from_addr(0x3000) };
                ITEMS(|b| {
                    input.tile::<m![B], 1, m![A, 1 # 32]>(b)
                        .to_hbm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 # 32, A]>(b));
                });
                output
            }
            """;

    private static boolean transposes(String items) {
        Simulation s = Simulation.run(Kernels.of(TILE_COPIES.replace("ITEMS(", items)), Optional.of("tiles"),
                OptionalLong.empty(), RUNS.prover, new Simulation.Given(Map.of(),
                        Optional.of(SpecParser.parse("input[A,B] -> [B,A]"))));
        assertEquals(0, s.report().orElseThrow().mismatchCount(), s::toString);
        return s.passed();
    }

    @Test
    void aClosureThatMovesDataRunsOncePerItem() {
        assertTrue(transposes("(0..32).for_each("));
        assertTrue(transposes("(0..32).rev().for_each("));
        // a tile left out is caught against the spec, and without it: its column is never written
        assertEquals(false, transposes("(0..32).filter_map(|b| if b == 5 { None } else { Some(b) }).for_each("));
    }

    @Test
    void fromFnBuildsAnArrayOfTheAnnotatedLength() {
        Program p = placed("""
                    let slots: [usize; 3] = std::array::from_fn(|i| 0x4000 * (i + 1));
                    let at = slots[2] + slots.len() * 0;
                """);
        Simulation s = RUNS.simulate(p);
        assertTrue(s.passed(), s::toString);
        RuntimeException unsized = assertThrows(RuntimeException.class, () -> RUNS.simulate(placed("""
                    let slots = std::array::from_fn(|i| 0x4000 * (i + 1));
                    let at = slots[2];
                """)));
        assertTrue(unsized.getMessage().contains("std::array::from_fn needs its length: annotate the let with [T; N]"),
                unsized::getMessage);
    }

    @Test
    void iteratorAdaptorsGiveTheItemsRustGives() {
        // each value indexes an array of 2 at (value - expected): any other value is out of bounds
        String checks = """
                    let stepped: Vec<usize> = (0..8).step_by(3).collect();
                    let middle: Vec<usize> = (0..4).skip(1).take(2).collect();
                    let mut acc = 0;
                    for ((i, s), m) in stepped.iter().enumerate().zip(middle.iter().chain([7usize].iter())) {
                        acc += i * s + m;
                    }
                    let evens: usize = (0..10).filter(|x| x % 2 == 0).map(|x| x * 2).sum();
                    let n = (0..5).count();
                    let at = [0x4000usize, 0x8000][acc - 25] + [0usize, 0][evens - 40] + [0usize, 0][n - 5];
                """;
        // acc = (0·0 + 1) + (1·3 + 2) + (2·6 + 7) = 25; evens = 2·(0 + 2 + 4 + 6 + 8) = 40; n = 5
        Simulation s = RUNS.simulate(placed(checks));
        assertTrue(s.passed(), s::toString);
        RuntimeException wrong = assertThrows(RuntimeException.class,
                () -> RUNS.simulate(placed(checks.replace("step_by(3)", "step_by(2)"))));
        assertTrue(wrong.getMessage().contains("is out of bounds of an array of 2"), wrong::getMessage);
    }

    @Test
    void aFunctionWrittenInsideAKernelIsCalledByItsName() {
        Simulation s = RUNS.simulate(Kernels.withBody("""
                    fn stage(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>)
                            -> DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> {
                        input.to_dm(&mut ctx.tdma, 0x8000)
                    }
                    let dm = stage(ctx, input);
                    let r = ctx.main.begin(dm.view())
                """ + Kernels.ADD_ONE_STAGES + """
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)"""));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void aHelpersTupleResultTypesEachItemItBuilds() {
        Program p = Kernels.of(Kernels.withBodyText("""
                    let (dm, _other) = stage_both(ctx, input);
                    let r = ctx.main.begin(dm.view())
                """ + Kernels.ADD_ONE_STAGES + """
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)""") + """
                fn stage_both<D: Scalar>(ctx: &mut Context, x: &HbmTensor<D, Chip, m![A]>)
                        -> (DmTensor<D, Chip, Cluster, Slice, m![A % 8]>, DmTensor<D, Chip, Cluster, Slice, m![A % 8]>) {
                    (x.to_dm(&mut ctx.tdma, 0x8000), x.to_dm(&mut ctx.tdma, 0x9000))
                }
                """);
        Simulation s = RUNS.simulate(p);
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void aReferencePatternBindsTheItem() {
        Simulation s = RUNS.simulate(placed("""
                    let mut at = 0;
                    for (i, &a) in [0x2000usize, 0x4000].iter().enumerate() {
                        at = a + i;
                    }
                    let at = at - 1;
                """));
        assertTrue(s.passed(), s::toString);
    }
}
