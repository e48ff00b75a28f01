package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A loop that skips a tile leaves part of the output as {@code from_addr} gave it, uninitialized:
 * the run is not conformant without a spec, concretely and symbolically, and names the first index
 * no write reaches; the same kernel with the whole loop is conformant.
 */
class UnwrittenOutputTest {

    private static final String SKIPPED = "../examples/kernels/broken/skipped_tile.rs";

    @Test
    void theConcreteRunCountsTheElementsNoWriteReaches() throws IOException {
        Run r = run("simulate", SKIPPED);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("65536 i32 elements, 16384 never written (first at {N: 49152})"), r.out());
        assertTrue(r.out().endsWith("not conformant: part of the output is never written\n"), r.out());

        JsonNode o = new ObjectMapper().readTree(run("simulate", "--json", SKIPPED).out()).get("output");
        assertEquals(16384, o.get("unwritten").asLong());
        assertEquals(49152, o.get("first_unwritten").get("N").asLong());
        assertEquals(0, o.get("mismatch_count").asLong());
    }

    @Test
    void theSymbolicCheckRefutesItWithAReplay() {
        Run r = run("simulate", "--max-macs", "0", SKIPPED);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("skipped_tile: not-conformant (symbolic"), r.out());
        assertTrue(r.out().contains("16384 output indices are never written, e.g. N = 49152..=65535"), r.out());
        assertTrue(r.out().contains("replayed: 0 of the kernel's 3 writes to the output hold [N=49152]"), r.out());
    }

    @Test
    void theWholeLoopIsConformant(@TempDir Path tmp) throws IOException {
        String text = Files.readString(Path.of(SKIPPED));
        assertTrue(text.contains("for t in 0..TILES - 1 {"));
        Path whole = tmp.resolve("whole.rs");
        Files.writeString(whole, text.replace("for t in 0..TILES - 1 {", "for t in 0..TILES {"));
        Run concrete = run("simulate", whole.toString(), "--expect", "lhs[N] + rhs[N] -> [N]");
        assertEquals(0, concrete.exit(), concrete.out() + concrete.err());
        Run symbolic = run("simulate", "--max-macs", "0", whole.toString());
        assertEquals(0, symbolic.exit(), symbolic.out() + symbolic.err());
    }
}
