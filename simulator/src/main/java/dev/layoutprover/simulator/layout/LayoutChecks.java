package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.simulator.RuleViolation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the answers of the {@link LayoutQuestions} into stage decisions. A refuted condition is a
 * {@link RuleViolation} carrying the counterexample; an unknown equivalence (enumeration past its
 * limit) is accepted only when the two mappings have the same canonical {@link NormalForm} of the
 * algebra (equal canonical forms are equivalent), and rejected otherwise.
 *
 * <p>Example: {@code requireEquivalent(oracle, "Collect::LAYOUT", "collect output", declared,
 * produced)} returns when the declared {@code [Time, Packet]} holds what the engine produces.
 */
public final class LayoutChecks {

    private LayoutChecks() {}

    /**
     * Requires {@code declared} and {@code produced} to be equivalent. Equal canonical normal
     * forms settle it at once (the normal form keeps each mapping's meaning); otherwise the
     * {@code oracle} decides, with a counterexample when they differ.
     */
    public static void requireEquivalent(LayoutQuestions oracle, String rule, String what, Mapping declared,
            Mapping produced) {
        if (sameNormalForm(declared, produced)) {
            RuleViolation.held(rule);
            return;
        }
        decide(oracle.equivalent(declared, produced), rule, what, declared, produced, true);
    }

    /**
     * Whether {@code a} and {@code b} are equivalent (position by position): equal canonical normal
     * forms, or the {@code oracle}'s proof; a refutation or an unknown verdict is {@code false}.
     */
    public static boolean equivalent(LayoutQuestions oracle, Mapping a, Mapping b) {
        return sameNormalForm(a, b) || oracle.equivalent(a, b) instanceof Verdict.Proved;
    }

    /** Requires {@code written} to fill exactly the indices of {@code destination}, each once. */
    public static void requireSameIndices(LayoutQuestions oracle, String rule, String what, Mapping written,
            Mapping destination) {
        // one normal form whose digits give each index one position: the same indices, each once, decided
        // without visiting positions (a commit of 2^25 positions in a loop is checked at once)
        if (sameNormalForm(written, destination)
                && Normalizer.of(written).filter(LayoutChecks::mixedRadix).isPresent()) {
            RuleViolation.held(rule);
            return;
        }
        decide(oracle.sameIndices(written, destination), rule, what, written, destination, false);
    }

    /**
     * Whether the live digits of each coordinate form a mixed radix (by weight, each at least the
     * next lighter digit's weight times its length): no two live positions hold one index.
     */
    private static boolean mixedRadix(NormalForm nf) {
        if (!nf.axesOnly() || nf.dead() || !nf.groups().isEmpty()) {
            return false;
        }
        Map<String, List<Digit>> by = new LinkedHashMap<>();
        for (Digit d : nf.digits()) {
            if (d.coordinate() != null) {
                by.computeIfAbsent(d.coordinate(), c -> new java.util.ArrayList<>()).add(d);
            }
        }
        for (List<Digit> ds : by.values()) {
            ds.sort(java.util.Comparator.comparingLong(Digit::weight));
            for (int i = 1; i < ds.size(); i++) {
                Digit lighter = ds.get(i - 1);
                if (Math.multiplyHigh(lighter.weight(), lighter.length()) != 0
                        || ds.get(i).weight() < lighter.weight() * lighter.length()) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void decide(Verdict v, String rule, String what, Mapping left, Mapping right,
            boolean equivalence) {
        switch (v) {
            case Verdict.Proved p -> RuleViolation.held(rule);
            case Verdict.Refuted r -> throw new RuleViolation(rule, what + ": " + left + " against " + right
                    + " fails: " + r.counterexample().describe(axesOf(left, right)));
            case Verdict.Unknown u -> {
                if (!equivalence || !sameNormalForm(left, right)) {
                    throw new RuleViolation(rule, what + ": " + left + " against " + right
                            + " could not be decided (" + u.reason() + ")");
                }
                RuleViolation.held(rule);
            }
        }
    }

    /**
     * Whether both mappings have the same canonical normal form; a sufficient condition for
     * equivalence. Skewed coordinates, different sizes for an axis of one name, or a mapping
     * outside the normal form's fragment do not count as the same.
     */
    private static boolean sameNormalForm(Mapping left, Mapping right) {
        if (left.size() != right.size() || !left.skews().isEmpty() || !right.skews().isEmpty()) {
            return false;
        }
        Optional<NormalForm> l = Normalizer.of(left).filter(NormalForm::axesOnly);
        return l.isPresent() && l.equals(Normalizer.of(right).filter(NormalForm::axesOnly)) && sameAxisSizes(left, right);
    }

    private static boolean sameAxisSizes(Mapping left, Mapping right) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        for (Mapping m : List.of(left, right)) {
            for (Axis a : Evaluator.of(m).axes()) {
                if (sizes.putIfAbsent(a.name(), a.size()) instanceof Long known && known != a.size()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The axes on which some position of {@code m} holds a nonzero coordinate ({@code m![[A / 4, X] % 4]}
     * mentions {@code A} but holds only {@code X}).
     */
    public static java.util.Set<String> axesHeld(Mapping m) {
        java.util.Set<String> held = new java.util.LinkedHashSet<>();
        Optional<NormalForm> f = m.skews().isEmpty() ? Normalizer.of(m).filter(NormalForm::axesOnly) : Optional.empty();
        if (f.isPresent()) {
            for (Digit d : f.get().digits()) {
                if (d.coordinate() != null) {
                    held.add(d.coordinate());
                }
            }
            return held;
        }
        Evaluator e = Evaluator.of(m);
        for (long p = 0, positions = m.size(); p < positions; p++) {
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
