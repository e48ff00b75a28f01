package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.Device;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SliceRunsTest {

    private static final int[] SLICES = IntStream.range(0, 64).toArray();

    private static Device device() {
        return new Device(Geometry.book(), LayoutQuestions.enumeration());
    }

    @Test
    void everySliceRunsExactlyOnce() {
        AtomicIntegerArray runs = new AtomicIntegerArray(SLICES.length);
        SliceRuns.forEach(device(), SLICES, runs::incrementAndGet);
        for (int s : SLICES) {
            assertEquals(1, runs.get(s), "runs of slice " + s);
        }
    }

    @Test
    void heldChecksAndWarningsArriveInSliceOrder() {
        List<String> held = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        RuleViolation.warned(v -> warnings.add(v.getMessage()), () -> RuleViolation.observed(held::add, () -> {
            SliceRuns.forEach(device(), SLICES, s -> {
                RuleViolation.require(true, s % 2 == 0 ? "Commit::SIZE" : "Commit::ALIGN", "");
                RuleViolation.require(false, "DMA::WRITE_ALIGN", "slice " + s);
            });
            return null;
        }));
        List<String> wantHeld = new ArrayList<>();
        List<String> wantWarnings = new ArrayList<>();
        for (int s : SLICES) {
            wantHeld.add(s % 2 == 0 ? "Commit::SIZE" : "Commit::ALIGN");
            wantWarnings.add("slice " + s);
        }
        assertEquals(wantHeld, held);
        assertEquals(wantWarnings, warnings);
    }

    @Test
    void theFirstFailingSliceInSliceOrderIsThrownAfterTheWarningsBeforeIt() {
        List<String> warnings = new ArrayList<>();
        RuleViolation thrown = assertThrows(RuleViolation.class, () -> RuleViolation.warned(
                v -> warnings.add(v.getMessage()), () -> {
                    SliceRuns.forEach(device(), SLICES, s -> {
                        RuleViolation.require(false, "DMA::WRITE_ALIGN", "slice " + s);
                        if (s == 17 || s == 40) {
                            throw new RuleViolation("Commit::SIZE", "slice " + s + " fails");
                        }
                    });
                    return null;
                }));
        assertEquals("slice 17 fails", thrown.getMessage());
        assertEquals(IntStream.rangeClosed(0, 17).mapToObj(s -> "slice " + s).toList(), warnings);
    }

    @Test
    void aDeviceWithACrossSliceStageRunsItsSlicesInOrderOnTheCallingThread() {
        Device d = device();
        d.crossSliceStageBuilt();
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        Thread caller = Thread.currentThread();
        SliceRuns.forEach(d, SLICES, s -> {
            assertSame(caller, Thread.currentThread());
            order.add(s);
        });
        assertEquals(IntStream.of(SLICES).boxed().toList(), order);
        assertFalse(d.slicesIndependent());
        assertTrue(device().slicesIndependent());
    }
}
