package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A variable bound without a value its type can be read from takes the type its later use gives it,
 * as rustc infers it: an {@code Option} set in a loop and unwrapped as the kernel's result, a
 * {@code let out;} each branch of an {@code if} initialises, a {@code Vec} pushed onto and popped.
 * Each kernel leaves the {@code Element} of its {@code to_hbm} to that inference; it reads and runs.
 */
class LaterUseTypesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String RESULT = """
                let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                let r = ctx.main.begin(dm.view())
            """ + Kernels.ADD_ONE_STAGES + """
                    .commit::<m![A % 8]>(1 << 16);
            """;

    private static void passes(String body) {
        passes(body, "");
    }

    private static void passes(String body, String items) {
        Simulation s = RUNS.simulate(Kernels.of(Kernels.withBodyText(RESULT + body) + items));
        assertTrue(s.passed(), s::toString);
    }

    /** A helper whose parameter types the tensor it takes: rustc reads the Element of to_hbm from there. */
    private static final String FINISH = """
            fn finish(ctx: &mut Context, x: HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
                x.to_hbm(&mut ctx.tdma, 1 << 21)
            }
            fn check(x: &HbmTensor<i32, Chip, m![A]>) -> usize {
                0
            }
            """;

    @Test
    void anOptionSetInALoopTakesTheTypeItsUnwrappedTailReturns() {
        passes("""
                let mut once = None;
                for _ in 0..1 {
                    once = Some(r.to_hbm(&mut ctx.tdma, 1 << 20));
                }
                once.unwrap()""");
        passes("""
                let mut once = None;
                for _ in 0..1 {
                    once = Some(r.to_hbm(&mut ctx.tdma, 1 << 20));
                }
                return once.expect("one pass");""");
    }

    @Test
    void anOptionSetInALoopTakesTheTypeOfTheParameterItIsPassedTo() {
        passes("""
                let mut once = None;
                for _ in 0..1 {
                    once = Some(r.to_hbm(&mut ctx.tdma, 1 << 20));
                }
                let out = finish(ctx, once.unwrap());
                out""", FINISH);
        passes("""
                let mut once = None;
                for _ in 0..1 {
                    once = Some(r.to_hbm(&mut ctx.tdma, 1 << 20));
                }
                finish(ctx, once.expect("one pass"))""", FINISH);
        passes("""
                let mut acc = Vec::new();
                acc.push(r.to_hbm(&mut ctx.tdma, 1 << 20));
                finish(ctx, acc.pop().unwrap())""", FINISH);
        passes("""
                let hbm = r.to_hbm(&mut ctx.tdma, 1 << 20);
                let _ = check(&hbm);
                finish(ctx, hbm)""", FINISH);
    }

    @Test
    void anOptionSetInALoopTakesTheTypeOfTheLetItIsUnwrappedInto() {
        passes("""
                let mut once = None;
                for _ in 0..1 {
                    once = Some(r.to_hbm(&mut ctx.tdma, 1 << 20));
                }
                let out: HbmTensor<i32, Chip, m![A]> = once.unwrap();
                out.to_hbm(&mut ctx.tdma, 1 << 21)""");
    }

    @Test
    void aDeferredLetTakesTheTypeItsTailReturns() {
        passes("""
                let out;
                if 1 + 1 == 3 { out = r.to_hbm(&mut ctx.tdma, 1 << 21); } else { out = r.to_hbm(&mut ctx.tdma, 1 << 20); }
                out""");
    }

    @Test
    void aVecPushedOntoTakesTheTypeItsPoppedTailReturns() {
        passes("""
                let mut acc = Vec::new();
                acc.push(r.to_hbm(&mut ctx.tdma, 1 << 20));
                acc.pop().unwrap()""");
    }
}
