package dev.layoutprover.simulator.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.stream.AlignedPair;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 004: the Aligner's derived configuration and a conformant output. */
class BatchedMatmulTest {

    @Test
    void trfSequencerEntriesAreTheSeedsAndTheOutputIsConformant() {
        BatchedMatmul kernel = new BatchedMatmul();
        ConformanceReport r = Conformance.run(kernel, 4);
        AlignedPair pair = kernel.lastAlignment().pair();
        assertEquals(List.of(new Entry(2, 1024), new Entry(32, 32)), pair.sequencer().entries());
        assertEquals(32, pair.sequencer().regReadBytes());
        assertEquals(2, pair.sequencer().repeat());
        assertEquals(2, pair.adapter().collectFlits());
        assertEquals(1, pair.adapter().tiling());
        assertTrue(r.conformant(), r.describe());
        assertEquals(32 * 2 * 2 * 8, r.elements());
        assertEquals("f32", r.type());
    }
}
