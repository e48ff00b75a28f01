package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.kernel.model.CrateReader;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.npy.NpyArray;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The reference crate's {@code view::padding::view_padding} on the inputs of its test
 * {@code test_view_padding} (tests/view_tests.rs): {@code [A, B] # 64} with {@code A = 9, B = 7}
 * holding {@code 0..63} at flat values 0 to 62, the flat value 63 padding. Its tiles cut the
 * group at {@code % 4}; the output the test states is
 * {@code [3, 0, 1, 2, 7, 4, 5, 6, …, 59, 56, 57, 58, Uninit, 60, 61]}: the flat value 60 takes the
 * input's flat value 63, past the group.
 */
class ViewPaddingTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path FILE = Path.of("..", "..", "shared", "corpus", "furiosa-visa-examples", "src", "view.rs");

    /** What test_view_padding asserts at flat value {@code f}: -1 for Uninit. */
    private static long stated(int f) {
        long x = f / 4;
        long[] block = {4 * x + 3, 4 * x, 4 * x + 1, 4 * x + 2};
        long v = block[f % 4];
        return v < 63 ? v : -1;
    }

    @Test
    void theOutputIsTheOneTheReferenceTestStates() {
        Assumptions.assumeTrue(Files.isRegularFile(FILE), "the reference crate is not beside the checkout: " + FILE);
        int[] input = new int[63];
        for (int i = 0; i < input.length; i++) {
            input[i] = i;
        }
        Simulation s = Simulation.run(dev.layoutprover.simulator.rust.Program.of(CrateReader.read(FILE)),
                Optional.of("view_padding"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(Map.of("input_hbm", NpyArray.int32(new long[] {9, 7}, input)), Optional.empty()));
        assertTrue(s.passed(), s::toString);
        ConformanceReport r = s.report().orElseThrow();
        assertEquals(63, r.elements());
        assertEquals(0, r.mismatchCount());
        assertEquals(1, r.uninitialized());

        LogicalTensor naive = NaiveEvaluator.evaluate(s.output().orElseThrow().tensor().expr());
        LogicalTensor simulated = s.result().orElseThrow();
        for (int f = 0; f < 63; f++) {
            TensorIndex at = TensorIndex.of("A", (long) (f / 7), "B", (long) (f % 7));
            int o = offset(naive, at);
            if (stated(f) < 0) {
                assertEquals(60, f);
                assertTrue(naive.uninitialized(o), "flat value 60 reads the padding at 63: Uninit");
            } else {
                assertFalse(naive.uninitialized(o), "flat value " + f);
                assertEquals(stated(f), (long) naive.value(o), "naive at flat value " + f);
                assertEquals(stated(f), (long) simulated.value(offset(simulated, at)), "simulated at flat value " + f);
            }
        }
    }

    private static int offset(LogicalTensor t, TensorIndex at) {
        long[] c = new long[t.axes().size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = at.get(t.axes().get(i).name());
        }
        return t.offset(c);
    }
}
