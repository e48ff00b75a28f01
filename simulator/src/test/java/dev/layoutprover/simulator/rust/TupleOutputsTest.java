package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.conformance.ConformanceReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A device function run on its own that returns a tuple of HBM tensors (the reference's
 * {@code DeviceSend} is implemented for tuples) brings each back and compares each with the naive
 * evaluator: a second output that a loop leaves short makes the run not conformant, naming it.
 */
class TupleOutputsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** A row-major copy of {@code x[A, B]} and a column-major one written a column at a time, {@code COLUMNS} of them. */
    private static final String BOTH = """
            use furiosa_visa_std::prelude::*;

            axes![A = 512, B = 4];

            #[device(chip = 1)]
            pub fn both(
                ctx: &mut Context,
                x: &HbmTensor<i32, m![1], m![A, B]>,
            ) -> (HbmTensor<i32, m![1], m![A, B]>, HbmTensor<i32, m![1], m![B, A]>) {
                let copy: HbmTensor<i32, m![1], m![A, B]> = x.to_hbm(&mut ctx.tdma, 0x10000);
                let mut cols = unsafe { HbmTensor::<i32, m![1], m![B, A]>::from_addr(0x20000) };
                for b in 0..COLUMNS {
                    x.view()
                        .tile::<m![B], 1, m![A, 1 # 4]>(b)
                        .to_hbm_view(&mut ctx.tdma, cols.view_mut().tile::<m![B], 1, m![1 # 4, A]>(b));
                }
                (copy, cols)
            }
            """;

    @Test
    void eachTensorOfTheTupleIsBroughtBackAndCompared() {
        Simulation s = RUNS.simulate(Kernels.of(BOTH.replace("COLUMNS", "4")));
        assertTrue(s.passed(), s::toString);
        assertEquals(2048, s.report().orElseThrow().elements());
    }

    @Test
    void aSecondOutputLeftShortIsNotConformantAndNamed() {
        Simulation s = RUNS.simulate(Kernels.of(BOTH.replace("COLUMNS", "3")));
        assertFalse(s.passed(), s::toString);
        ConformanceReport r = s.report().orElseThrow();
        assertTrue(r.kernel().endsWith("both output 2 (cols)"), r.kernel());
        assertEquals(0, r.mismatchCount());
        assertEquals(512, r.unwritten());
        assertEquals("{B: 3}", r.firstUnwritten().orElseThrow().toString());
    }
}
