package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.OffsetSwizzle;
import dev.layoutprover.algebra.gen.Swizzles;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * The prover's decisions about swizzled mappings ({@code Sw<B,M,S> o E}, the XOR encoded on the
 * bits it reads and writes) equal enumeration's on small sizes, and every counterexample is real.
 * Z3's solver path alone is asked, so that the encoding is what decides ({@link SwizzleProverTest}
 * asks SMTInterpol fixed questions).
 */
class SwizzleDifferentialProperties {

    private static final String SEED = "20261124";
    private static final SolverSession SESSION = SolverSession.open(Solver.Z3, Duration.ofSeconds(20));
    private static final Prover Z3 = SESSION.prover(Prover.Strategy.SOLVER_ONLY);

    private static final Axis A = new Axis("A", 4);
    private static final Axis B = new Axis("B", 8);

    /** Two mappings to compare. */
    record Two(Mapping left, Mapping right) {
        @Override public String toString() {
            return left + " vs " + right + " (A = " + A.size() + ", B = " + B.size() + ")";
        }
    }

    @net.jqwik.api.Property(tries = 150, seed = SEED)
    void z3DecidesEquivalenceOfSwizzledMappingsAsEnumerationDoes(@ForAll("pairs") Two t) {
        equivalenceAgrees(Z3, t);
    }

    @net.jqwik.api.Property(tries = 150, seed = SEED)
    void z3DecidesPropertiesOfSwizzledMappingsAsEnumerationDoes(@ForAll("swizzled") Mapping m,
                                                               @ForAll("properties") Property p) {
        Verdict truth = Oracle.check(p, m);
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = Z3.check(p, m);
        Statistics.collect(p, v.word());
        assertEquals(truth.word(), v.word(), () -> p + " of " + m + ": enumeration " + truth + ", prover " + v);
        if (v instanceof Verdict.Refuted r) {
            switch (r.counterexample()) {
                case Counterexample.Collision c -> assertEquals(m.at(c.first()), m.at(c.position()), m::toString);
                case Counterexample.Holes h -> assertEquals(((Verdict.Refuted) truth).counterexample(), h, m::toString);
                case Counterexample.Uncovered u -> {
                    for (long q = 0; q < m.size(); q++) {
                        long at = q;
                        assertTrue(!m.at(q).indices().contains(u.index()), () -> u + " is stored at " + at + " of " + m);
                    }
                }
                default -> { }
            }
        }
    }

    private static void equivalenceAgrees(Prover prover, Two t) {
        Verdict truth = Oracle.equivalent(t.left(), t.right());
        Assume.that(!(truth instanceof Verdict.Unknown));
        Verdict v = prover.equivalent(t.left(), t.right());
        Statistics.collect(v.word());
        assertEquals(truth.word(), v.word(), () -> t + ": enumeration " + truth + ", prover " + v);
        if (v instanceof Verdict.Refuted r && r.counterexample() instanceof Counterexample.Mismatch mm) {
            assertNotEquals(t.left().at(mm.position()), t.right().at(mm.position()), t::toString);
            assertEquals(((Verdict.Refuted) truth).counterexample() instanceof Counterexample.Mismatch o ? o.position() : -1,
                    mm.position(), () -> "the first differing position of " + t);
        }
    }

    @Provide
    Arbitrary<Property> properties() {
        return Arbitraries.of(Property.INJECTIVE, Property.SURJECTIVE, Property.BOUNDS, Property.HOLES,
                Property.OVERLAP, Property.TRUNCATION);
    }

    @Provide
    Arbitrary<Mapping> swizzled() {
        return Combinators.combine(swizzles(), inners()).as(Swizzles::applied);
    }

    @Provide
    Arbitrary<Two> pairs() {
        return Combinators.combine(swizzles(), swizzles(), inners(), inners(), Arbitraries.integers().between(0, 3))
                .as((p, q, e, f, kind) -> switch (kind) {
                    case 0 -> new Two(Swizzles.applied(p, e), Swizzles.applied(q, e));
                    case 1 -> {
                        Mapping twice = Swizzles.applied(p, Swizzles.applied(p, e));
                        yield new Two(twice, twice.size() == e.size() ? e : new Mapping.Padding(e, twice.size(), false));
                    }
                    case 2 -> new Two(Swizzles.applied(p, e), e);
                    default -> new Two(Swizzles.applied(p, e), Swizzles.applied(q, f));
                });
    }

    private static Arbitrary<OffsetSwizzle> swizzles() {
        return Swizzles.parameters(2);
    }

    private static Arbitrary<Mapping> inners() {
        return Swizzles.inners(A, B, 8, 10, 3);
    }

    @AfterContainer
    static void close() {
        SESSION.close();
    }
}
