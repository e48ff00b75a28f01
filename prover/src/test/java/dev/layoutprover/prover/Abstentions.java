package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts, per differential test class, the questions the solver path was asked and those it left
 * undecided (an unknown verdict is sound but is not an answer). A class fails when more than a
 * small share of its questions were left undecided.
 */
final class Abstentions {

    /** The largest share of undecided questions a solver-only differential class tolerates. */
    static final double MAX_SHARE = 0.02;

    private static final Map<Class<?>, AtomicLong[]> COUNTS = new ConcurrentHashMap<>();

    private Abstentions() {}

    static void asked(Class<?> owner, boolean undecided) {
        AtomicLong[] c = COUNTS.computeIfAbsent(owner, k -> new AtomicLong[] {new AtomicLong(), new AtomicLong()});
        c[0].incrementAndGet();
        if (undecided) {
            c[1].incrementAndGet();
        }
    }

    /** Fails when {@code owner} left more than {@link #MAX_SHARE} of its questions undecided. */
    static void assertRare(Class<?> owner) {
        AtomicLong[] c = COUNTS.get(owner);
        if (c == null) {
            return;
        }
        long asked = c[0].get();
        long undecided = c[1].get();
        assertTrue(undecided <= Math.max(1, (long) (asked * MAX_SHARE)),
                () -> owner.getSimpleName() + " left " + undecided + " of " + asked + " questions undecided");
    }
}
