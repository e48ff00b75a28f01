package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A generic impl's parameter that only its trait names ({@code D} of
 * {@code impl<D: Scalar, E: M> Placed<&HbmTensor<D, Chip, E>> for Bytes}) is a type parameter of each of
 * its methods, inferred at a call from the argument whose type names it, as rustc infers it. Such a
 * method, called or not, is no {@code Type::ELEMENT} finding: {@code D} is a parameter, not an
 * element type the reference lacks.
 */
class TraitParameterImplsTest {

    private static final String KERNEL = Kernels.oneCluster("N = 4096") + """
            type Slice = m![N / 16];
            type Element = m![N % 16];
            struct Bytes { n: u64 }
            trait Placed<T> { fn after(t: T) -> u64; }
            impl<D: Scalar, E: M> Placed<&HbmTensor<D, Chip, E>> for Bytes {
                fn after(t: &HbmTensor<D, Chip, E>) -> u64 {
                    1 << 19
                }
            }

            #[device(chip = 1)]
            fn relay(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
                let x_dm: DmTensor<i32, Chip, Cluster, Slice, Element> = x.to_dm(&mut ctx.tdma, 0);
                x_dm.to_hbm(&mut ctx.tdma, 1 << 20)
            }
            """;

    private static List<String> findings(String text, List<String> errors) {
        Program program = Program.of(Lowering.parse(Source.of("t.rs", text)));
        Verification v = Verification.run(program, LayoutQuestions.enumeration(), e -> errors.add(e.getMessage()));
        return v.findings().stream().map(f -> f.rule() + " at " + f.location()).toList();
    }

    @Test
    void aMethodOfAnImplWhoseParameterOnlyTheTraitNamesIsNoElementTypeFinding() {
        List<String> errors = new ArrayList<>();
        assertEquals(List.of(), findings(KERNEL, errors));
        assertEquals(List.of(), errors);
    }

    @Test
    void theParameterIsInferredFromTheArgumentAtACall() {
        List<String> errors = new ArrayList<>();
        // the address the method computes is past the 512 KB of DM of a slice: the call was run
        String called = KERNEL.replace("x.to_dm(&mut ctx.tdma, 0)", "x.to_dm(&mut ctx.tdma, Bytes::after(x))");
        List<String> found = findings(called, errors);
        assertEquals(List.of(), errors);
        assertEquals(List.of("DM::CAPACITY at t.rs:16:64"), found);
    }
}
