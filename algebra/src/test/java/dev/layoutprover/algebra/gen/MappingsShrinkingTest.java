package dev.layoutprover.algebra.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Mapping;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;
import net.jqwik.api.Example;
import net.jqwik.api.Shrinkable;

/**
 * The shared generator is built from combinators, so a failing case shrinks: a property that
 * fails for every mapping of at least 8 positions, first failing on a random mapping of six or
 * more nodes, is reported on one of at most five nodes and 16 positions (with this seed
 * {@code [A, A], A} with {@code A = 2}, from {@code [[[A, A], 1 * 1], 1], $([1, 1]:0, 1 % 1:1, A:1)}
 * with {@code A = 8}).
 */
class MappingsShrinkingTest {

    @Example
    void aCaseFailingForEveryMappingOfEightPositionsOrMoreShrinksToASmallOne() {
        Predicate<Mappings.Scenario> fails = s -> s.mapping().size() >= 8;
        Random random = new Random(20261124);
        Shrinkable<Mappings.Scenario> first = Mappings.scenarios().generator(1000).next(random);
        while (!fails.test(first.value()) || nodes(first.value().mapping()) < 6) {
            first = Mappings.scenarios().generator(1000).next(random);
        }
        Shrinkable<Mappings.Scenario> found = first;
        Shrinkable<Mappings.Scenario> shrunk = shrink(found, fails);
        assertTrue(shrunk.value().mapping().size() <= 16, () -> found.value() + " shrank to " + shrunk.value());
        assertTrue(nodes(shrunk.value().mapping()) <= 5, () -> found.value() + " shrank to " + shrunk.value());
        assertTrue(fails.test(shrunk.value()), "the shrunk case still fails");
    }

    /** Takes the first smaller case that still fails, as long as there is one. */
    private static <T> Shrinkable<T> shrink(Shrinkable<T> start, Predicate<T> fails) {
        Shrinkable<T> current = start;
        while (true) {
            Optional<Shrinkable<T>> next = current.shrink().filter(s -> fails.test(s.value())).findFirst();
            if (next.isEmpty()) {
                return current;
            }
            current = next.get();
        }
    }

    private static int nodes(Mapping m) {
        int[] count = {0};
        m.walk(x -> count[0]++);
        return count[0];
    }
}
