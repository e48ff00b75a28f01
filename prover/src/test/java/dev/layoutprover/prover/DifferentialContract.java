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

    default void equivalenceAgrees(Mappings.Two t) {
        Verdict truth = Oracle.equivalent(t.left(), t.right());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover().equivalent(t.left(), t.right());
        Statistics.collect(truth.word());
        assertEquals(truth.word(), v.word(), () -> t + ": oracle " + truth + ", prover " + v);
        if (v instanceof Verdict.Refuted r && r.counterexample() instanceof Counterexample.Mismatch mm) {
            assertNotEquals(t.left().at(mm.position()), t.right().at(mm.position()), t::toString);
        }
    }

    default void propertyAgrees(Mappings.Scenario s, Property property) {
        Verdict truth = Oracle.check(property, s.mapping());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover().check(property, s.mapping());
        Statistics.collect(property, truth.word());
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
        Statistics.collect(truth.word());
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
