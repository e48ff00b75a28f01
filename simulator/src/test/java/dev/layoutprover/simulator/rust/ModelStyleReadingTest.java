package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kernels written as a model's code is, each read and run against the naive evaluator: a trait
 * implemented for two element types called as {@code D::scale} from a helper whose {@code D} is
 * bound by an aliased tensor parameter ({@code x: &Hbm<D>}); tensors pushed onto a
 * {@code Vec<Rows<i32>>}, their {@code to_dm} typed by the vector's element type; and a constant
 * {@code const PLAN: Plan<2> = Plan { … }} whose struct literal takes {@code N} from the constant's type;
 * and {@code Steps { by: [5, -2, 7] }} of {@code struct Steps<const N: usize> { by: [i32; N] }}, {@code N = 3}.
 * Each of these failed to read before: an unknown function, a {@code to_dm} whose mappings could
 * not be inferred, a struct missing its generic argument.
 */
class ModelStyleReadingTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String HEAD = """
            use furiosa_visa_std::prelude::*;
            axes![A = 512, B = 8];
            type Chip = m![1];
            type Cluster = m![1 # 2];
            type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;
            type Hbm<D> = HbmTensor<D, Chip, m![A, B]>;
            fn add<D: VeScalar>(ctx: &mut Context, x: &Rows<i32>, c: i32, at: u64) -> Rows<i32> {
                ctx.main.begin(x.view()).fetch::<i32, m![A % 2], m![B]>().collect::<m![A % 2], m![B]>()
                    .vector_init().vector_intra_slice_branch(BranchMode::Unconditional)
                    .vector_fxp(FxpBinaryOp::AddFxp, c).vector_final().commit(at)
            }
            """;

    private static void assertRuns(String text, String function) {
        Program p = Kernels.of(HEAD + text);
        Simulation s = Simulation.run(p, Optional.of(function), OptionalLong.empty(), RUNS.prover);
        assertTrue(s.passed(), s::toString);
    }

    /** The trait of {@link #aTraitOfAnElementTypeIsCalledThroughTheBoundParameter}, for {@code i32} and {@code f32}. */
    private static final String SHIFT = """
            trait Shift: VeScalar { fn shift(ctx: &mut Context, x: &Rows<Self>) -> Rows<Self>; }
            impl Shift for i32 {
                fn shift(ctx: &mut Context, x: &Rows<i32>) -> Rows<i32> { add::<i32>(ctx, x, 3, 0x2000) }
            }
            """;

    @Test
    void aTraitOfAnElementTypeIsCalledByTheTypesName() {
        assertRuns(SHIFT + """
                #[device(chip = 1)]
                pub fn named_i32(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
                    let staged: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
                    let once = i32::shift(ctx, &staged);
                    <i32 as Shift>::shift(ctx, &once).to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                """, "named_i32");
    }

    @Test
    void aTraitOfAnElementTypeIsCalledThroughTheBoundParameter() {
        assertRuns("""
                trait Shift: VeScalar { fn shift(ctx: &mut Context, x: &Rows<Self>) -> Rows<Self>; }
                impl Shift for i32 {
                    fn shift(ctx: &mut Context, x: &Rows<i32>) -> Rows<i32> { add::<i32>(ctx, x, 3, 0x2000) }
                }
                impl Shift for f32 {
                    fn shift(ctx: &mut Context, x: &Rows<f32>) -> Rows<f32> {
                        ctx.main.begin(x.view()).fetch::<f32, m![A % 2], m![B]>().collect::<m![A % 2], m![B]>()
                            .vector_init().vector_intra_slice_branch(BranchMode::Unconditional)
                            .vector_split::<m![A % 2, B / 4], m![B % 4]>()
                            .vector_fp_binary(FpBinaryOp::AddF, 3.0f32)
                            .vector_concat::<m![A % 2], m![B]>().vector_final().commit(0x2000)
                    }
                }
                fn shifted<D: Shift>(ctx: &mut Context, x: &Hbm<D>) -> Hbm<D> {
                    let staged: Rows<D> = x.to_dm(&mut ctx.tdma, 0x1000);
                    D::shift(ctx, &staged).to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                #[device(chip = 1)]
                pub fn shifted_i32(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> { shifted(ctx, x) }
                """, "shifted_i32");
    }

    @Test
    void aVecsPushedTensorsTakeItsElementType() {
        assertRuns("""
                #[device(chip = 1)]
                pub fn pushed(ctx: &mut Context, a: &Hbm<i32>, b: &Hbm<i32>) -> Hbm<i32> {
                    let inputs = [a, b];
                    let mut staged: Vec<Rows<i32>> = Vec::new();
                    for (k, x) in inputs.iter().enumerate() {
                        staged.push(x.to_dm(&mut ctx.tdma, 0x1000 + 0x1000 * k as u64));
                    }
                    add::<i32>(ctx, &staged[1], 1, 0x4000).to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                """, "pushed");
    }

    @Test
    void aConstantsStructLiteralTakesItsGenericsFromTheConstantsType() {
        assertRuns("""
                struct Plan<const N: usize> { steps: [i32; N] }
                const PLAN: Plan<2> = Plan { steps: [1, -4] };
                #[device(chip = 1)]
                pub fn planned(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
                    let mut y: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
                    for (k, c) in PLAN.steps.iter().enumerate() {
                        y = add::<i32>(ctx, &y, *c, 0x2000 + 0x1000 * k as u64);
                    }
                    y.to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                """, "planned");
    }

    @Test
    void aStructLiteralTakesItsConstParameterFromAnArraysLength() {
        assertRuns("""
                struct Steps<const N: usize> { by: [i32; N] }
                impl<const N: usize> Steps<N> {
                    fn last(&self) -> i32 { self.by[N - 1] }
                }
                #[device(chip = 1)]
                pub fn stepped(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
                    let steps = Steps { by: [5, -2, 7] };
                    let y: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
                    add::<i32>(ctx, &y, steps.last(), 0x2000).to_hbm(&mut ctx.tdma, 0x10_0000)
                }
                """, "stepped");
    }
}
