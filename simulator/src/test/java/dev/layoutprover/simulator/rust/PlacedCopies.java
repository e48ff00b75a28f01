package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/**
 * The add-one kernel with a copy of its input placed at the DM address {@code at} that a prelude
 * computes ({@link RustShapesTest#placedAt}), followed by the crate items {@code items}: the copy
 * lies over the input ({@code DM::OVERLAP}) exactly when {@code at} is 0, so the findings show
 * the value the prelude computed.
 */
record PlacedCopies(KernelRuns runs, String items) {

    /** The findings of the kernel whose prelude is {@code prelude}. */
    List<String> rules(String prelude) {
        return runs.rules(Kernels.of(Kernels.withBodyText(RustShapesTest.placedAt(prelude)) + items));
    }

    /** The read error the kernel whose prelude is {@code prelude} stops at. */
    dev.layoutprover.kernel.syntax.KernelError error(String prelude) {
        return org.junit.jupiter.api.Assertions.assertThrows(dev.layoutprover.kernel.syntax.KernelError.class,
                () -> runs.simulate(Kernels.of(Kernels.withBodyText(RustShapesTest.placedAt(prelude)) + items)));
    }

    /** The one finding of a copy placed over the input by {@code prelude}. */
    List<String> overlap(String prelude) {
        return RustShapesTest.overlap(prelude);
    }

    /**
     * Asserts that {@code body}, its {@code SHIFT} written {@code overlapping}, places the copy
     * over the input (the one finding {@link #overlap}) and, written {@code clear},
     * finds nothing: e.g. {@code let at = 0x1000 - SHIFT;} overlaps at {@code "0x1000"} and is clear
     * at {@code "0"}.
     */
    void assertOverlapOnlyAt(String body, String overlapping, String clear) {
        assertEquals(overlap(body), rules(body.replace("SHIFT", overlapping)));
        assertEquals(List.of(), rules(body.replace("SHIFT", clear)));
    }

    /**
     * Asserts that {@code body} computes {@code at} as exactly its {@code SHIFT}: written 0 the copy
     * lies over the input, written {@code 0x1000} it is clear; e.g. {@code let at = 0x3000 - 0x3000 + SHIFT;}.
     */
    void assertAtIsShift(String body) {
        assertOverlapOnlyAt(body, "0", "0x1000");
    }
}
