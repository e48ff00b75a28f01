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

    /** A swizzle's parameters: {@code Sw<bits, base, shift>}. */
    record Sw(int bits, int base, int shift) {
        Mapping of(Mapping inner) {
            return new Mapping.Swizzle(inner, bits, base, shift);
        }
    }

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
        return Combinators.combine(swizzles(), inners()).as(Sw::of);
    }

    @Provide
    Arbitrary<Two> pairs() {
        return Combinators.combine(swizzles(), swizzles(), inners(), inners(), Arbitraries.integers().between(0, 3))
                .as((p, q, e, f, kind) -> switch (kind) {
                    case 0 -> new Two(p.of(e), q.of(e));
                    case 1 -> {
                        Mapping twice = p.of(p.of(e));
                        yield new Two(twice, twice.size() == e.size() ? e : new Mapping.Padding(e, twice.size(), false));
                    }
                    case 2 -> new Two(p.of(e), e);
                    default -> new Two(p.of(e), q.of(f));
                });
    }

    /** {@code Sw<B,M,S>} with {@code B ≤ 2}, {@code M ≤ 2}, {@code B ≤ |S| ≤ B + 2}, either sign. */
    private static Arbitrary<Sw> swizzles() {
        return Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 2),
                        Arbitraries.integers().between(0, 2), Arbitraries.of(false, true))
                .as((b, m, extra, negative) -> new Sw(b, m, negative ? -(b + extra) : b + extra));
    }

    private static Arbitrary<Mapping> inners() {
        Mapping a = new Mapping.Symbol(A);
        Mapping b = new Mapping.Symbol(B);
        Arbitrary<Mapping> plain = Arbitraries.of(
                new Mapping.Pair(a, b),
                new Mapping.Pair(b, a),
                b,
                new Mapping.Pair(new Mapping.Stride(b, 2), a),
                new Mapping.Pair(b, new Mapping.Modulo(a, 2)));
        Arbitrary<Mapping> padded = Arbitraries.integers().between(32, 40)
                .map(n -> new Mapping.Padding(new Mapping.Pair(a, b), n, false));
        Arbitrary<Mapping> window = Combinators.combine(Arbitraries.longs().between(0, 9), Arbitraries.longs().between(0, 2))
                .as((sa, sb) -> new Mapping.LinearCombination(List.of(new Mapping.Term(a, sa), new Mapping.Term(b, sb))));
        return Arbitraries.oneOf(plain, padded, window);
    }

    @AfterContainer
    static void close() {
        SESSION.close();
    }
}
