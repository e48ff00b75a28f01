package dev.layoutprover.algebra.cute;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.Assume;
import net.jqwik.api.statistics.Statistics;

/** The assertions the layout algebra's tests share: laws checked by enumeration, refused inputs skipped. */
final class LawAssertions {

    private LawAssertions() {}

    /** Fails, naming the point, unless every law holds at every point. */
    static void assertHolds(List<LayoutLaw> laws) {
        LawChecker.LawVerdict v = LawChecker.check(laws);
        assertTrue(v.holds(), v::toString);
    }

    /** Runs an operation of a property; inputs it refuses are skipped (and counted). */
    static CuteLayout attempt(Supplier<CuteLayout> operation) {
        try {
            CuteLayout r = operation.get();
            Statistics.collect("computed");
            return r;
        } catch (IllegalArgumentException e) {
            Statistics.collect("refused");
            Assume.that(false);
            throw e;
        }
    }
}
