package dev.layoutprover.algebra.cute;

import java.util.List;
import java.util.Optional;

/**
 * Checks {@link LayoutLaw}s by enumerating every point of their domains, in order, and reports
 * the first point where one fails.
 *
 * <p>Example: {@code check(LayoutLaws.composition(4:2, 2:1, 2:3))} gives
 * {@code Fails(Composition…, 1, "at c = 1: R(c) = 3 but A(B(c)) = A(1) = 2")}.
 */
public final class LawChecker {

    private LawChecker() {}

    /** The outcome of a check. */
    public sealed interface LawVerdict {
        /** True when every law held at every point. */
        default boolean holds() {
            return this instanceof Holds;
        }
    }

    /** Every law held at all of its {@code points} points. */
    public record Holds(long points) implements LawVerdict {}

    /** {@code law} fails at {@code point}; {@code detail} gives both sides. */
    public record Fails(LayoutLaw law, long point, String detail) implements LawVerdict {
        @Override public String toString() {
            return "law " + law.statement() + " fails " + detail;
        }
    }

    /** Checks each law at each point; stops at the first failure. */
    public static LawVerdict check(List<LayoutLaw> laws) {
        long checked = 0;
        for (LayoutLaw law : laws) {
            for (long p = 0; p < law.points(); p++) {
                Optional<String> violation = law.violationAt(p);
                if (violation.isPresent()) {
                    return new Fails(law, p, violation.get());
                }
                checked++;
            }
        }
        return new Holds(checked);
    }
}
