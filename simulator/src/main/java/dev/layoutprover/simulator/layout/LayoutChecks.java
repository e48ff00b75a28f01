package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.RuleViolation;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the oracle's verdicts into stage decisions. A refuted condition is a {@link RuleViolation}
 * carrying the counterexample; an unknown one is accepted only when the two mappings have the same
 * merged {@link FactorForm} (a sufficient, structural proof), and rejected otherwise.
 *
 * <p>Example: {@code requireEquivalent(oracle, "Collect::LAYOUT", "collect output", declared,
 * produced)} returns when the declared {@code [Time, Packet]} holds what the engine produces.
 */
public final class LayoutChecks {

    private LayoutChecks() {}

    /** Requires {@code declared} and {@code produced} to be equivalent. */
    public static void requireEquivalent(LayoutQuestions oracle, String rule, String what, Mapping declared,
            Mapping produced) {
        decide(oracle.equivalent(declared, produced), rule, what, declared, produced);
    }

    /** Requires {@code written} to fill exactly the indices of {@code destination}, each once. */
    public static void requireSameIndices(LayoutQuestions oracle, String rule, String what, Mapping written,
            Mapping destination) {
        decide(oracle.sameIndices(written, destination), rule, what, written, destination);
    }

    private static void decide(Verdict v, String rule, String what, Mapping left, Mapping right) {
        switch (v) {
            case Verdict.Proved p -> RuleViolation.held(rule);
            case Verdict.Refuted r -> throw new RuleViolation(rule, what + ": " + left + " against " + right
                    + " fails: " + r.counterexample().describe(axesOf(left, right)));
            case Verdict.Unknown u -> {
                Optional<FactorForm> l = FactorForm.of(left);
                Optional<FactorForm> r = FactorForm.of(right);
                if (l.isEmpty() || r.isEmpty() || !l.get().merged().equals(r.get().merged())) {
                    throw new RuleViolation(rule, what + ": " + left + " against " + right
                            + " could not be decided (" + u.reason() + ")");
                }
                RuleViolation.held(rule);
            }
        }
    }

    /**
     * The axes on which some position of {@code m} holds a nonzero coordinate ({@code m![[A / 4, X] % 4]}
     * mentions {@code A} but holds only {@code X}).
     */
    public static java.util.Set<String> axesHeld(Mapping m) {
        java.util.Set<String> held = new java.util.LinkedHashSet<>();
        Optional<FactorForm> f = FactorForm.of(m);
        if (f.isPresent()) {
            for (Factor x : f.get().factors()) {
                if (!x.isUnit() && x.count() > 1) {
                    held.add(x.axisName());
                }
            }
            return held;
        }
        Evaluator e = Evaluator.of(m);
        for (long p = 0; p < m.size(); p++) {
            for (var i : e.slot(p).indices()) {
                held.addAll(i.coordinates().keySet());
            }
        }
        return held;
    }

    /** The axes both mappings mention, for printing counterexamples. */
    public static Axes axesOf(Mapping... mappings) {
        Map<String, Axis> all = new LinkedHashMap<>();
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                all.putIfAbsent(a.name(), a);
            }
        }
        return Axes.of(all.values().toArray(Axis[]::new));
    }
}
