package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The address ranges of the live tensors of one memory (DM, HBM or VRF). A tensor occupies
 * {@code [address, address + bytes)} in every unit of its memory; a new tensor that overlaps a live
 * one is rejected, and {@link #release} ends a tensor's life.
 *
 * <p>Example: after a DM tensor of 131072 bytes at address 0, a tensor at address 4096 is
 * rejected with {@code DM range [4096, 135168) of b overlaps live tensor a at [0, 131072)}.
 *
 * <p>With an {@link #reportTo overlap sink} (a checker that wants every finding, not the first) the
 * overlap is handed to the sink and the tensor is placed anyway.
 */
final class LiveRanges {

    private record Range(Object owner, String name, long start, long end) {}

    private final String memory;
    private final List<Range> live = new ArrayList<>();

    private Consumer<RuleViolation> sink;

    LiveRanges(String memory) {
        this.memory = memory;
    }

    /** Hands overlaps to {@code overlaps} instead of throwing them; {@code null} throws again. */
    void reportTo(Consumer<RuleViolation> overlaps) {
        this.sink = overlaps;
    }

    void claim(Object owner, String name, long start, long end) {
        String rule = memory + "::OVERLAP";
        for (Range r : live) {
            if (start < r.end && r.start < end) {
                RuleViolation v = new RuleViolation(rule, memory + " range [" + start + ", " + end + ") of " + name
                        + " overlaps live tensor " + r.name + " at [" + r.start + ", " + r.end + ")");
                if (sink == null) {
                    throw v;
                }
                sink.accept(v);
                live.add(new Range(owner, name, start, end));
                return;
            }
        }
        RuleViolation.held(rule);
        live.add(new Range(owner, name, start, end));
    }

    /** The end of the highest live range (0 when nothing is live): the first address above every live tensor. */
    long end() {
        return live.stream().mapToLong(Range::end).max().orElse(0);
    }

    void release(Object owner) {
        live.removeIf(r -> r.owner == owner);
    }

    boolean isLive(Object owner) {
        return live.stream().anyMatch(r -> r.owner == owner);
    }
}
