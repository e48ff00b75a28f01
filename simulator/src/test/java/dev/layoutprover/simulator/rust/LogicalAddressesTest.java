package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.memory.Addresses;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The address policy of a simulation: physical addresses stop at an overlap, logical ones (each
 * tensor its own data, as the reference's tensors) warn of it and judge the data; verify keeps the
 * overlap an error.
 */
class LogicalAddressesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** {@code dm + 1} is committed over {@code dm} at DM address 0, then {@code dm} is read again. */
    private static final Program OVERWRITING = Kernels.withBody("""
                let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                let over = ctx.main.begin(dm.view())
            """ + Kernels.ADD_ONE_STAGES + """
                    .commit::<m![A % 8]>(0);
                let _ = over;
                let r = ctx.main.begin(dm.view())
            """ + Kernels.ADD_ONE_STAGES + """
                    .commit::<m![A % 8]>(1 << 12);
                r.to_hbm(&mut ctx.tdma, 1 << 20)""");

    private static Simulation run(Addresses a) {
        return Simulation.run(OVERWRITING, Optional.empty(), OptionalLong.empty(), RUNS.prover,
                Simulation.Given.none().with(a));
    }

    @Test
    void withPhysicalAddressesAReadOfAnOverwrittenTensorStopsTheRun() {
        Simulation s = run(Addresses.PHYSICAL);
        Finding v = s.violation().orElseThrow();
        assertEquals("DM::OVERLAP", v.rule());
        assertEquals(26, v.location().line());
        assertTrue(s.report().isEmpty());
    }

    @Test
    void withLogicalAddressesEachTensorKeepsItsDataAndTheOverlapIsAWarning() {
        Simulation s = run(Addresses.LOGICAL);
        // the second read sees dm's own values: input + 1, as the naive evaluator says
        assertTrue(s.passed(), s::toString);
        assertEquals(2048, s.report().orElseThrow().elements());
        List<Finding> w = s.checks().warnings();
        assertEquals(1, w.size(), w::toString);
        assertEquals("DM::OVERLAP", w.get(0).rule());
        assertEquals(26, w.get(0).location().line());
        assertEquals("DM tensor input at [0, 32) is read after over at [0, 32) overwrote it (addresses: logical, each "
                + "tensor keeps its own data)", w.get(0).message());
    }

    @Test
    void verifyKeepsReportingTheOverlapAsAnError() {
        List<Finding> f = Verification.run(OVERWRITING, RUNS.prover).findings();
        assertEquals(List.of("DM::OVERLAP at 26"), f.stream().map(x -> x.rule() + " at " + x.location().line())
                .toList());
    }

    @Test
    void physicalIsTheDefaultOfTheJavaApi() {
        assertEquals(Addresses.PHYSICAL, Simulation.Given.none().addresses());
        assertFalse(RUNS.simulate(OVERWRITING).passed());
    }
}
