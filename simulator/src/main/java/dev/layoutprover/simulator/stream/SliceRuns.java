package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.Device;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Runs a terminal stage's per-slice work (produce a slice's packets, write them to that slice's
 * memory) over the active slices, on every core when the slices are independent: when no stage
 * of the device reads another slice's data ({@link Device#slicesIndependent()}), slice {@code s}
 * reads and writes only slice {@code s}'s memories, so the slices may run in any order and the
 * memories end the same as in slice order.
 *
 * <p>What a caller sees is what the sequential loop gives: each slice's held checks and warnings
 * are collected on its own and handed on in slice order, and when slices fail, the failure of the
 * first one in slice order is thrown, after the checks and warnings of the slices before it.
 *
 * <p>Example: {@code SliceRuns.forEach(device, new int[] {0, 1, 2, 3}, s -> write(s))} writes the
 * four slices, two at a time on two cores.
 */
final class SliceRuns {

    private SliceRuns() {}

    /** What one slice's run reported: the checks that held, the warnings, and its failure if any. */
    private static final class SliceReport {
        final List<String> held = new ArrayList<>();
        final List<RuleViolation> warnings = new ArrayList<>();
        RuntimeException failure;
        Error error;
    }

    /** Runs {@code body} for each of {@code slices}, on several cores when the device allows. */
    static void forEach(Device device, int[] slices, IntConsumer body) {
        if (slices.length < 2 || !device.slicesIndependent() || Runtime.getRuntime().availableProcessors() < 2) {
            for (int s : slices) {
                body.accept(s);
            }
            return;
        }
        SliceReport[] reports = new SliceReport[slices.length];
        IntStream.range(0, slices.length).parallel().forEach(i -> reports[i] = run(slices[i], body));
        for (SliceReport r : reports) {
            r.held.forEach(RuleViolation::held);
            r.warnings.forEach(RuleViolation::warn);
            if (r.error != null) {
                throw r.error;
            }
            if (r.failure != null) {
                throw r.failure;
            }
        }
    }

    private static SliceReport run(int slice, IntConsumer body) {
        SliceReport r = new SliceReport();
        try {
            RuleViolation.warned(r.warnings::add, () -> RuleViolation.observed(r.held::add, () -> {
                body.accept(slice);
                return null;
            }));
        } catch (RuntimeException e) {
            r.failure = e;
        } catch (Error e) {
            r.error = e;
        }
        return r;
    }
}
