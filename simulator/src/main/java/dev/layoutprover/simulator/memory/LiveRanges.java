package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.List;

/**
 * The address ranges of the live tensors of one memory (DM, HBM or VRF). A tensor occupies
 * {@code [address, address + bytes)} in every unit of its memory; a new tensor that overlaps a live
 * one is rejected, and {@link #release} ends a tensor's life.
 *
 * <p>Example: after a DM tensor of 131072 bytes at address 0, a tensor at address 4096 is
 * rejected with {@code DM range [4096, 135168) of b overlaps live tensor a at [0, 131072)}.
 */
final class LiveRanges {

    private record Range(Object owner, String name, long start, long end) {}

    private final String memory;
    private final List<Range> live = new ArrayList<>();

    LiveRanges(String memory) {
        this.memory = memory;
    }

    void claim(Object owner, String name, long start, long end) {
        for (Range r : live) {
            if (start < r.end && r.start < end) {
                throw new RuleViolation(memory + "::OVERLAP", memory + " range [" + start + ", " + end + ") of " + name
                        + " overlaps live tensor " + r.name + " at [" + r.start + ", " + r.end + ")");
            }
        }
        live.add(new Range(owner, name, start, end));
    }

    void release(Object owner) {
        live.removeIf(r -> r.owner == owner);
    }

    boolean isLive(Object owner) {
        return live.stream().anyMatch(r -> r.owner == owner);
    }
}
