package dev.layoutprover.algebra;

import java.util.Map;
import java.util.function.Function;

/**
 * A memoized value of a recursive computation: {@code compute} may itself look up (and add) other
 * keys of the same map, which {@link Map#computeIfAbsent} forbids for a {@code HashMap}.
 *
 * <p>Example: with {@code sizes} empty, {@code Memo.get(sizes, term, this::computeSize)} computes
 * the size of {@code term} (looking up its subterms through this same call) and keeps it; a
 * second call returns the kept value without computing.
 */
public final class Memo {

    private Memo() {}

    /** The value {@code memo} keeps for {@code key}; computed with {@code compute} and kept when there is none. */
    public static <K, V> V get(Map<K, V> memo, K key, Function<K, V> compute) {
        V known = memo.get(key);
        if (known == null) {
            known = compute.apply(key);
            memo.put(key, known);
        }
        return known;
    }
}
