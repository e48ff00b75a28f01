package dev.layoutprover.simulator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Checks computed once per key and replayed after: a check that depends only on its key (layouts, sizes)
 * is asked again by each iteration of a kernel's loop, and a replay tells the installed observer of the
 * same checks that held, hands the installed warning sink the same violations, and returns the same value
 * or throws the same violation as the first computation. The {@code size} keys used last are kept.
 *
 * <p>Example: {@code vector_intra_slice_unzip} with {@code Time = m![C % 64, A % 2048, I]} in a loop of 32
 * iterations groups its 262144 packets once; the other 31 iterations replay the two {@code Vector::UNZIP}
 * checks that held.
 *
 * @param <K> the key: what the check depends on, with value equality
 * @param <T> the check's value, not changed by its users
 */
public final class RememberedChecks<K, T> {

    /** What a check did: the checks that held and the warnings, in order, then its value or violation. */
    private record Outcome<T>(List<Object> events, T value, RuleViolation violation) {

        T replay() {
            for (Object e : events) {
                if (e instanceof RuleViolation warning) {
                    RuleViolation.warn(warning);
                } else {
                    RuleViolation.held((String) e);
                }
            }
            if (violation != null) {
                throw violation;
            }
            return value;
        }
    }

    private final Map<K, Outcome<T>> outcomes;

    /** Keeps the outcomes of the {@code size} keys used last. */
    public RememberedChecks(int size) {
        this.outcomes = Collections.synchronizedMap(new LinkedHashMap<>(size, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, Outcome<T>> eldest) {
                return size() > size;
            }
        });
    }

    /** The value of {@code check} for {@code key}, computed the first time and replayed after. */
    public T get(K key, Supplier<T> check) {
        Outcome<T> known = outcomes.get(key);
        if (known == null) {
            List<Object> events = new ArrayList<>();
            try {
                T value = RuleViolation.warned(events::add, () -> RuleViolation.observed(events::add, check));
                known = new Outcome<>(List.copyOf(events), value, null);
            } catch (RuleViolation v) {
                known = new Outcome<>(List.copyOf(events), null, v);
            }
            outcomes.put(key, known);
        }
        return known.replay();
    }
}
