package dev.layoutprover.simulator.crate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.rust.Finding;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A function whose tensors do not fit the heap is judged by the rules it breaks without data. */
class TooLargeToRunTest {

    private static final Source S = Source.of("k.rs", "fn k() {}\n");

    private static Finding finding(String rule) {
        return new Finding(rule, "m", S.at(0));
    }

    @Test
    void warningsAndLogicalOverlapsDoNotStopItTheFirstErrorDoes() {
        List<Finding> found = List.of(finding("Layout::INJECTIVE"), finding("DM::OVERLAP"), finding("Collect::LAYOUT"),
                finding("Slice::SIZE"));
        assertEquals("Collect::LAYOUT", CrateSimulation.firstBroken(found, Addresses.LOGICAL).orElseThrow().rule());
        assertEquals("DM::OVERLAP", CrateSimulation.firstBroken(found, Addresses.PHYSICAL).orElseThrow().rule());
    }

    @Test
    void onlyWarningsLeaveItUnknown() {
        assertEquals(Optional.empty(), CrateSimulation.firstBroken(List.of(finding("Layout::INJECTIVE"),
                finding("DMA::WRITE_ALIGN")), Addresses.LOGICAL));
    }
}
