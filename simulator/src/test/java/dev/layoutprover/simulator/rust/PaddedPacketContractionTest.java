package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Contractions whose 64-byte packet holds padding ({@code m![A # 16, C]}, as the reference's
 * {@code valid_padded_packet_*} contract tests write it): the reference sums the packet's logical
 * elements only (its tensors hold no padding positions), so a run is conformant to
 * {@code x[T, A, C] * w[A, C] -> [T, A]} exactly, with the padding inside a summed group
 * ({@code m![A # 8, C # 8]}: each sum covers 8 positions, 4 of them padding) as well.
 */
class PaddedPacketContractionTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String SPEC = "x[T, A, C] * w[A, C] -> [T, A]";

    @Test
    void theExampleIsConformantToItsSpecAndVerifiesClean() {
        Program p = Kernels.example("padded_packet_contraction.rs");
        Simulation s = run(p, Map.of());
        assertEquals(0.0, s.report().orElseThrow().maxDifference());
        // the book's warning on the sub context's 8-byte fetch runs of m![A # 16, C], as in the reference's tests
        assertEquals(List.of("Fetch::FETCH_SIZE at 42"), RUNS.rules(p));
        assertEquals(Rule.Level.WARNING, Rules.get("Fetch::FETCH_SIZE").level());
    }

    @Test
    void edgeValuesSumOverTheLogicalElementsOnly() {
        int[] x = new int[8 * 16];
        int[] w = new int[16];
        java.util.Arrays.fill(x, -128);
        java.util.Arrays.fill(w, 127);
        x[5 * 16 + 2 * 4 + 3] = 1; // x[5, 2, 3]
        Simulation s = run(Kernels.example("padded_packet_contraction.rs"), Map.of(
                "x", NpyArray.int32(new long[] {8, 4, 4}, x), "w", NpyArray.int32(new long[] {4, 4}, w)));
        LogicalTensor out = s.result().orElseThrow();
        assertEquals(-65024.0, out.value(0)); // 4 · (-128) · 127: no padding position adds to it
        assertEquals(3 * -16256.0 + 127, out.value(5 * 4 + 2));
    }

    @Test
    void paddingInsideASummedGroupAddsNothing() throws Exception {
        String text = Files.readString(Kernels.EXAMPLES.resolve("padded_packet_contraction.rs"))
                .replace("A # 16, C]", "A # 8, C # 8]").replace("m![A # 8, C]>()", "m![A # 4, C # 8]>()");
        assertTrue(text.contains("fetch::<i8, m![T], m![A # 8, C # 8]>()"), text);
        Program p = Kernels.of(text);
        run(p, Map.of());
        assertEquals(List.of(), RUNS.rules(p));
    }

    private static Simulation run(Program p, Map<String, NpyArray> inputs) {
        Simulation s = Simulation.run(p, Optional.of("padded_packet_rows"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(inputs, Optional.of(SpecParser.parse(SPEC))));
        assertTrue(s.passed(), s::toString);
        return s;
    }
}
