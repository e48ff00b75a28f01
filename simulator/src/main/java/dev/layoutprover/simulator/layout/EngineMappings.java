package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The mappings the engines run: those whose {@link Normalizer#termByTerm term-by-term normal form}
 * is a product of axis digits, each digit starting at value 0 (top padding only), over plain axes.
 * Skews, sliding windows, bottom padding that moves an index and misaligned splits have none.
 *
 * <p>Example: {@code m![A / 2 # 8, 1 # 2, B % 4]} ({@code A = 8, B = 512}) runs as
 * {@code [8:A×2[0..=3] | 2:@0 | 4:B×1]}; {@code m![N % 8 #_ 16]} does not run.
 */
public final class EngineMappings {

    private EngineMappings() {}

    /** The term-by-term digits of {@code m}, or empty when the engines cannot run it. */
    public static Optional<NormalForm> digits(Mapping m) {
        if (!m.skews().isEmpty()) {
            return Optional.empty();
        }
        return Normalizer.termByTerm(m).filter(f -> f.axesOnly() && !f.dead() && f.digits().stream().allMatch(d -> d.low() == 0));
    }

    /**
     * The term-by-term digits of {@code m}; throws an {@link UnrunnableMapping} naming {@code what}
     * when it has none: the kernel wrote a mapping the engines cannot run (bad input, not a verdict).
     */
    public static NormalForm require(Mapping m, String what) {
        return digits(m).orElseThrow(() -> new UnrunnableMapping(what + " " + m
                + " is not a product of axis factors (a skew, sliding window, bottom padding or misaligned split),"
                + " so the engines cannot run it"));
    }

    /** The axes of {@code mappings} by name, for {@link NormalForm#toMapping}. */
    public static Map<String, Axis> axes(Mapping... mappings) {
        Map<String, Axis> out = new LinkedHashMap<>();
        for (Mapping m : mappings) {
            Evaluator.of(m).axes().forEach(a -> out.put(a.name(), a));
        }
        return out;
    }

    /** The coordinate just above the range digit {@code d} covers: {@code weight · length}. */
    public static long end(Digit d) {
        return Math.multiplyExact(d.weight(), d.length());
    }
}
