package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.gen.Mappings;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The prover's verdicts equal the enumeration oracle's, and its counterexamples are real, for
 * random questions. Each solver implements {@link #prover()}; the solver path is exercised alone
 * (the normal form has its own differential tests).
 */
interface DifferentialContract {

    /** The prover under test. */
    Prover prover();

    /**
     * Whether the prover under test may leave a question undecided (the solver path alone may time
     * out; the default path falls back to enumeration and must decide every small question).
     */
    default boolean mayAbstain() {
        return true;
    }

    /**
     * True when {@code v} is an unknown the test tolerates (counted, see {@link Abstentions});
     * fails when this prover must decide.
     */
    default boolean abstained(Verdict v, Object question) {
        boolean unknown = v instanceof Verdict.Unknown;
        if (unknown && !mayAbstain()) {
            throw new AssertionError("undecided on a question enumeration decides: " + question + ": " + v);
        }
        Abstentions.asked(getClass(), unknown);
        return unknown;
    }

    default void equivalenceAgrees(Mappings.Two t) {
        Verdict truth = Oracle.equivalent(t.left(), t.right());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover().equivalent(t.left(), t.right());
        Statistics.collect(v instanceof Verdict.Unknown ? "undecided" : truth.word());
        if (abstained(v, t)) {
            return;
        }
        assertEquals(truth.word(), v.word(), () -> t + ": oracle " + truth + ", prover " + v);
        if (v instanceof Verdict.Refuted r && r.counterexample() instanceof Counterexample.Mismatch mm) {
            assertNotEquals(t.left().at(mm.position()), t.right().at(mm.position()), t::toString);
        }
    }

    default void propertyAgrees(Mappings.Scenario s, Property property) {
        Verdict truth = Oracle.check(property, s.mapping());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover().check(property, s.mapping());
        Statistics.collect(property, v instanceof Verdict.Unknown ? "undecided" : truth.word());
        if (abstained(v, property + " of " + s)) {
            return;
        }
        assertEquals(truth.word(), v.word(), () -> property + " of " + s + ": oracle " + truth + ", prover " + v);
        if (v instanceof Verdict.Refuted r && truth instanceof Verdict.Refuted o) {
            switch (r.counterexample()) {
                case Counterexample.Holes h -> assertEquals(o.counterexample(), h, s::toString);
                case Counterexample.Uncovered u -> {
                    Evaluator e = Evaluator.of(s.mapping());
                    for (long p = 0; p < s.mapping().size(); p++) {
                        assertTrue(!e.slot(p).indices().contains(u.index()), () -> u + " is stored in " + s);
                    }
                }
                default -> { }
            }
        }
    }

    default void subviewAgrees(Scenarios.Tile t) {
        Verdict truth = Oracle.subview(t.view());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover().subview(t.view());
        Statistics.collect(v instanceof Verdict.Unknown ? "undecided" : truth.word());
        if (abstained(v, t)) {
            return;
        }
        assertEquals(truth.word(), v.word(), () -> t + ": oracle " + truth + ", prover " + v);
    }

    @Provide
    default Arbitrary<Mappings.Two> pairs() {
        return Scenarios.pairs();
    }

    @Provide
    default Arbitrary<Mappings.Scenario> scenarios() {
        return Mappings.scenarios();
    }

    @Provide
    default Arbitrary<Property> properties() {
        return Arbitraries.of(Property.class).filter(p -> p != Property.EQUIVALENT && p != Property.SUBVIEW);
    }

    @Provide
    default Arbitrary<Scenarios.Tile> tiles() {
        return Scenarios.tiles();
    }
}
