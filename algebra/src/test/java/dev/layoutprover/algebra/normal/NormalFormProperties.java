package dev.layoutprover.algebra.normal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.gen.Mappings;
import dev.layoutprover.algebra.gen.Rewrites;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** The normal form means what the mapping means, and its decisions agree with the enumeration oracle. */
class NormalFormProperties {


    @Property(tries = 1000)
    void normalFormStoresWhatTheEvaluatorStoresAtEveryPosition(@ForAll("scenarios") Mappings.Scenario s) {
        Optional<NormalForm> f = Normalizer.of(s.mapping());
        Statistics.collect(f.isPresent() ? "in the fragment" : "outside");
        if (f.isEmpty()) {
            return;
        }
        NormalForm nf = f.get();
        Evaluator e = Evaluator.of(s.mapping());
        assertEquals(s.mapping().size(), nf.size());
        boolean skewed = !dev.layoutprover.algebra.normal.Mappings.skewNames(s.mapping()).isEmpty();
        for (long p = 0; p < nf.size(); p++) {
            Slot slot = e.slot(p);
            assertEquals(slot.isHole(), !nf.live(p), () -> "liveness of " + nf + " for " + s);
            if (!skewed && !slot.isHole()) {
                assertEquals(slot.single().coordinates(), nf.coordinates(p).orElseThrow(), "index of " + nf + " for " + s);
            }
        }
        long holes = 0;
        for (long p = 0; p < nf.size(); p++) {
            if (!nf.live(p)) {
                holes++;
            }
        }
        assertEquals(holes, nf.size() - nf.live());
    }

    @Property(tries = 1000)
    void termByTermFormMergesToTheCanonicalFormAndStoresTheSameIndices(@ForAll("scenarios") Mappings.Scenario s) {
        Optional<NormalForm> canonical = Normalizer.of(s.mapping());
        Optional<NormalForm> written = Normalizer.termByTerm(s.mapping());
        // Merging can bring a cut onto a digit boundary ([A # 3, B] % 18 with B = 12), never the other way.
        assertTrue(canonical.isPresent() || written.isEmpty(), () -> "fragment of " + s);
        Statistics.collect(written.isPresent() ? "term by term" : canonical.isPresent() ? "canonical only" : "outside");
        if (written.isEmpty()) {
            return;
        }
        NormalForm w = written.get();
        NormalForm c = canonical.get();
        if (!w.dead() && !c.dead()) {
            assertEquals(c, NormalForm.canonical(w.size(), w.digits(), w.groups()), () -> w + " merges to " + c + " for " + s);
        }
        if (!w.axesOnly()) {
            for (long p = 0; p < w.size(); p++) {
                long at = p;
                assertEquals(c.coordinates(p), w.coordinates(p), () -> "position " + at + " of " + w + " for " + s);
            }
            return;
        }
        List<String> coordinates = w.digits().stream().map(Digit::coordinate).filter(x -> x != null).distinct().toList();
        List<Long> live = new ArrayList<>();
        w.forEachLive(coordinates, (coords, p) -> {
            live.add(p);
            java.util.Map<String, Long> stored = new java.util.TreeMap<>();
            for (int i = 0; i < coords.length; i++) {
                if (coords[i] != 0) {
                    stored.put(coordinates.get(i), coords[i]);
                }
            }
            assertEquals(c.coordinates(p).orElseThrow(), stored, () -> "position " + p + " of " + w + " for " + s);
        });
        assertEquals(c.live(), live.size(), () -> "live positions of " + w + " for " + s);
    }

    @Property(tries = 1000)
    void nextHoleFindsTheNextHoleInOrder(@ForAll("scenarios") Mappings.Scenario s) {
        Optional<NormalForm> f = Normalizer.of(s.mapping()).filter(NormalForm::axesOnly);
        if (f.isEmpty()) {
            return;
        }
        NormalForm nf = f.get();
        long expected = -1;
        for (long p = nf.size() - 1; p >= 0; p--) {
            if (!nf.live(p)) {
                expected = p;
            }
            assertEquals(expected, nf.nextHole(p), "next hole from " + p + " of " + nf);
        }
    }

    @Property(tries = 1000)
    void nextLiveFindsTheNextLivePositionInOrder(@ForAll("scenarios") Mappings.Scenario s) {
        Optional<NormalForm> f = Normalizer.of(s.mapping()).filter(NormalForm::axesOnly);
        if (f.isEmpty()) {
            return;
        }
        NormalForm nf = f.get();
        long expected = -1;
        assertEquals(-1, nf.nextLive(nf.size()), () -> "past the end of " + nf);
        for (long p = nf.size() - 1; p >= 0; p--) {
            if (nf.live(p)) {
                expected = p;
            }
            assertEquals(expected, nf.nextLive(p), "next live position from " + p + " of " + nf);
        }
    }

    @Property(tries = 1500)
    void checksAgreeWithTheOracle(@ForAll("scenarios") Mappings.Scenario s, @ForAll("oneMapping") dev.layoutprover.algebra.check.Property property) {
        Optional<Verdict> v = NormalFormChecks.check(property, s.mapping());
        Statistics.collect(property, v.map(Verdict::word).orElse("undecided"));
        v.ifPresent(verdict -> assertEquals(Oracle.check(property, s.mapping()).word(), verdict.word(),
                () -> property + " of " + s + ": " + verdict));
    }

    @Property(tries = 1500)
    void equivalenceAgreesWithTheOracle(@ForAll("pairs") Mappings.Two t) {
        Optional<Verdict> v = NormalFormChecks.equivalent(t.left(), t.right());
        Verdict truth = Oracle.equivalent(t.left(), t.right());
        Statistics.collect(truth.word(), v.map(Verdict::word).orElse("undecided"));
        v.ifPresent(verdict -> assertEquals(truth.word(), verdict.word(), () -> t + ": " + verdict));
        if (v.isPresent() && truth instanceof Verdict.Refuted && v.get() instanceof Verdict.Refuted r
                && r.counterexample() instanceof dev.layoutprover.algebra.check.Counterexample.Mismatch mm) {
            assertTrue(!t.left().at(mm.position()).equals(t.right().at(mm.position())));
        }
    }

    @Provide
    Arbitrary<Mappings.Scenario> scenarios() {
        return Mappings.scenarios();
    }

    @Provide
    Arbitrary<dev.layoutprover.algebra.check.Property> oneMapping() {
        return Arbitraries.of(dev.layoutprover.algebra.check.Property.class)
                .filter(p -> p != dev.layoutprover.algebra.check.Property.EQUIVALENT
                        && p != dev.layoutprover.algebra.check.Property.SUBVIEW);
    }

    /** Equivalent rewrites, near misses of them, and independent pairs of equal size. */
    @Provide
    Arbitrary<Mappings.Two> pairs() {
        return Rewrites.comparablePairs();
    }
}
