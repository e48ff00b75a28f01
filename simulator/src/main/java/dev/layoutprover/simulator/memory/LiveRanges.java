package dev.layoutprover.simulator.memory;

import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The address ranges of the tensors of one memory (DM, HBM or VRF). A tensor occupies
 * {@code [address, address + bytes)} in every unit of its memory. Placing a tensor over the range
 * of an earlier one is allowed (the scheduler orders the write after the earlier reads, as the
 * book's scheduling page says); what breaks {@code DM::OVERLAP} ({@code HBM::OVERLAP},
 * {@code VRF::OVERLAP}) is reading the earlier tensor afterwards: its bytes are no longer its own.
 * {@link #release} ends a tensor's life.
 *
 * <p>Example: after a DM tensor {@code a} of 131072 bytes at address 0 and a tensor {@code b} at
 * address 4096, a read of {@code a} is rejected with {@code DM tensor a at [0, 131072) is read after
 * b at [4096, 135168) overwrote it}; if {@code a} is not read again, nothing is wrong.
 *
 * <p>A tensor a kernel borrows ({@code &HbmTensor} parameters, which the caller keeps) may not be
 * overwritten at all while the kernel runs: placing a tensor over it breaks the rule at once.
 *
 * <p>With an {@link #reportTo overlap sink} (a checker that wants every finding, not the first) the
 * violation is handed to the sink and the read goes on.
 */
final class LiveRanges {

    private record Range(Object owner, String name, long start, long end) {}

    private final String memory;
    private final List<Range> live = new ArrayList<>();
    private final Map<Object, String> overwritten = new IdentityHashMap<>();
    private final Map<Object, Range> placed = new IdentityHashMap<>();
    private final Set<Object> released = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Object> borrowed = Collections.newSetFromMap(new IdentityHashMap<>());

    private Consumer<RuleViolation> sink;

    LiveRanges(String memory) {
        this.memory = memory;
    }

    /** Hands overlaps to {@code overlaps} instead of throwing them; {@code null} throws again. */
    void reportTo(Consumer<RuleViolation> overlaps) {
        this.sink = overlaps;
    }

    /** Places {@code owner} at {@code [start, end)}; every tensor whose range it overlaps is overwritten. */
    void claim(Object owner, String name, long start, long end) {
        for (Iterator<Range> it = live.iterator(); it.hasNext();) {
            Range r = it.next();
            if (start < r.end && r.start < end && borrowed.contains(r.owner)) {
                RuleViolation v = new RuleViolation(memory + "::OVERLAP", memory + " range [" + start + ", " + end
                        + ") of " + name + " overlaps live tensor " + r.name + " at [" + r.start + ", " + r.end + ")");
                if (sink == null) {
                    throw v;
                }
                sink.accept(v);
                continue;
            }
            if (start < r.end && r.start < end) {
                overwritten.put(r.owner, name + " at [" + start + ", " + end + ")");
                it.remove();
            }
        }
        Range mine = new Range(owner, name, start, end);
        live.add(mine);
        placed.put(owner, mine);
    }

    /** The check of a read of {@code owner}: no later tensor was placed over its range. */
    void requireUnclobbered(Object owner) {
        String rule = memory + "::OVERLAP";
        String by = overwritten.get(owner);
        if (by == null) {
            RuleViolation.held(rule);
            return;
        }
        Range r = placed.get(owner);
        String what = r.name.startsWith(memory) ? r.name : memory + " tensor " + r.name;
        RuleViolation v = new RuleViolation(rule, what + " at [" + r.start + ", " + r.end + ") is read after " + by
                + " overwrote it");
        if (sink == null) {
            throw v;
        }
        overwritten.remove(owner);
        sink.accept(v);
    }

    /**
     * Marks {@code owner} borrowed (a kernel's {@code &HbmTensor} parameter, whose caller keeps it) or
     * no longer: placing a tensor over a borrowed one breaks the overlap rule at once.
     */
    void borrow(Object owner, boolean on) {
        if (on) {
            borrowed.add(owner);
        } else {
            borrowed.remove(owner);
        }
    }

    /** The end of the highest live range (0 when nothing is live): the first address above every live tensor. */
    long end() {
        return live.stream().mapToLong(Range::end).max().orElse(0);
    }

    void release(Object owner) {
        live.removeIf(r -> r.owner == owner);
        released.add(owner);
    }

    boolean isLive(Object owner) {
        return !released.contains(owner);
    }

    /** What puts these ranges back as they are now: every placement, overwrite, release and borrow after it undone. */
    Runnable checkpoint() {
        List<Range> liveNow = new ArrayList<>(live);
        Map<Object, String> overwrittenNow = new IdentityHashMap<>(overwritten);
        Map<Object, Range> placedNow = new IdentityHashMap<>(placed);
        Set<Object> releasedNow = Collections.newSetFromMap(new IdentityHashMap<>());
        releasedNow.addAll(released);
        Set<Object> borrowedNow = Collections.newSetFromMap(new IdentityHashMap<>());
        borrowedNow.addAll(borrowed);
        return () -> {
            live.clear();
            live.addAll(liveNow);
            overwritten.clear();
            overwritten.putAll(overwrittenNow);
            placed.clear();
            placed.putAll(placedNow);
            released.clear();
            released.addAll(releasedNow);
            borrowed.clear();
            borrowed.addAll(borrowedNow);
        };
    }
}
