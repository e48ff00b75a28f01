package dev.layoutprover.prover.symbolic;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.gen.Mappings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Cross-checks the laws the prover proves against the enumeration oracle: every instance with
 * concrete mappings for the mapping variables (drawn from the shared generator) and
 * concrete sizes, where the hypotheses hold, is an equivalence the oracle confirms. (The conditions
 * speak of the index before skewed axes are folded in, so they are checked on mappings without
 * skewed axes, where it is the index.)
 */
class LawInstancesProperties {

    private static final List<Law> PROVED = List.of(
            LawProverTest.law("mapping E", "E", "E, 1"),
            LawProverTest.law("mapping E", "E", "1, E"),
            LawProverTest.law("mapping E, size n", "E", "E / n, E % n", "E splits at n"),
            LawProverTest.law("mappings A, B", "[A, B] / |B|", "A", "B(0) = {}"),
            LawProverTest.law("mappings A, B", "[A, B] % |B|", "B", "A(0) = {}"),
            LawProverTest.law("mapping E", "E", "E #_ |E|"),
            LawProverTest.law("mapping E", "E % 1", "1", "E(0) = {}"),
            LawProverTest.law("mapping E, sizes a, b", "E / a % b", "E % (a * b) / a"),
            LawProverTest.law("mapping E, sizes a, b", "E / a / b", "E / (a * b)"));

    /** A proved law with a mapping for each of its mapping variables and a divisor of the first one's size for each size. */
    record Instance(Mappings.Scenario scenario, Law law, Map<String, Mapping> mappings, Map<String, Long> sizes) {}

    @Property(tries = 300)
    void everyInstanceOfAProvedLawIsAnEquivalence(@ForAll("instances") Instance i) {
        // Conditions are on the index before skews are folded in; without skewed axes that is the index.
        Assume.that(i.scenario().declarations().axes().skews().isEmpty());
        Law law = i.law();
        Map<String, Mapping> mappings = i.mappings();
        Map<String, Long> sizes = i.sizes();
        Assume.that(Law.size(law.left(), sizes).isPresent() && Law.size(law.right(), sizes).isPresent());
        Assume.that(law.hypotheses().stream().allMatch(h -> holds(h, mappings, sizes)));
        Mapping left = instantiate(law.left(), mappings, sizes);
        Mapping right = instantiate(law.right(), mappings, sizes);
        Verdict v = Oracle.equivalent(left, right);
        assertInstanceOf(Verdict.Proved.class, v, () -> law + " at " + left + " vs " + right + ": " + v);
    }

    private static boolean holds(Hypothesis h, Map<String, Mapping> mappings, Map<String, Long> sizes) {
        Mapping e = mappings.get(h.mapping());
        return switch (h) {
            case Hypothesis.EmptyAtZero z -> e.at(0).equals(Slot.of(TensorIndex.EMPTY));
            case Hypothesis.SplitsAt split -> {
                long n = split.n().value(sizes);
                for (long p = 0; p < e.size(); p++) {
                    long q = p / n * n;
                    Slot offset = e.at(p - q);
                    java.util.Set<TensorIndex> sum = new java.util.HashSet<>();
                    e.at(q).indices().forEach(a -> offset.indices().forEach(b -> sum.add(a.plus(b))));
                    if (!Slot.of(sum).equals(e.at(p))) {
                        yield false;
                    }
                }
                yield true;
            }
        };
    }

    private static Mapping instantiate(LawTerm t, Map<String, Mapping> mappings, Map<String, Long> sizes) {
        return switch (t) {
            case LawTerm.Unit u -> new Mapping.Identity();
            case LawTerm.Var v -> new Mapping.Alias(v.name(), mappings.get(v.name()));
            case LawTerm.Symbol a -> new Mapping.Symbol(new Axis(a.name(), sizes.get(Law.sizeName(a.name()))));
            case LawTerm.Pair p -> new Mapping.Pair(instantiate(p.major(), mappings, sizes), instantiate(p.minor(), mappings, sizes));
            case LawTerm.Stride s -> new Mapping.Stride(instantiate(s.inner(), mappings, sizes), s.divisor().value(sizes));
            case LawTerm.Modulo m -> new Mapping.Modulo(instantiate(m.inner(), mappings, sizes), m.modulus().value(sizes));
            case LawTerm.Resize r -> new Mapping.Resize(instantiate(r.inner(), mappings, sizes), r.size().value(sizes));
            case LawTerm.Padding p -> new Mapping.Padding(instantiate(p.inner(), mappings, sizes), p.size().value(sizes),
                    p.bottom());
        };
    }

    /** Drawn with jqwik's combinators, so that a failing instance shrinks to a small one. */
    @Provide
    Arbitrary<Instance> instances() {
        return Mappings.scenarios().flatMap(s -> Arbitraries.of(PROVED).flatMap(law ->
                Mappings.mappings(s.declarations(), 2).list().ofSize(law.mappings().size()).flatMap(drawn -> {
                    Map<String, Mapping> mappings = new LinkedHashMap<>();
                    Map<String, Long> sizes = new LinkedHashMap<>();
                    for (int k = 0; k < drawn.size(); k++) {
                        mappings.put(law.mappings().get(k), drawn.get(k));
                        sizes.put(Law.sizeName(law.mappings().get(k)), drawn.get(k).size());
                    }
                    long whole = drawn.isEmpty() ? 1 : drawn.get(0).size();
                    return Arbitraries.of(Mappings.divisors(whole)).list().ofSize(law.sizes().size()).map(divisors -> {
                        Map<String, Long> all = new LinkedHashMap<>(sizes);
                        for (int k = 0; k < divisors.size(); k++) {
                            all.put(law.sizes().get(k), divisors.get(k));
                        }
                        return new Instance(s, law, mappings, all);
                    });
                })));
    }
}
