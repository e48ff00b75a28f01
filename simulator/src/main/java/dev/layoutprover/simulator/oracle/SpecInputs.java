package dev.layoutprover.simulator.oracle;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The inputs a spec is evaluated on ({@link SpecEvaluator}): the value of each spec tensor at an
 * index of the spec's axes, and each axis's size. Dense tensors are one kind ({@link TensorInputs},
 * the concrete check); functions of a named index are another ({@link #named}, the symbolic check's
 * inputs, too large to hold).
 *
 * <p>Example: {@code SpecInputs.named((x, at) -> at.get("N") + 1, Map.of("N", "N"), Map.of("N", 4L))}
 * reads {@code x[N]} as {@code N + 1}: the spec {@code x[N] -> []} sums to 10.
 */
public interface SpecInputs {

    /**
     * How to read spec tensor {@code t}: its value where each axis {@code names.get(k)} stands at
     * {@code coord[k]}.
     */
    Reader reader(Spec.Input t, List<String> names);

    /** The size of spec axis {@code axis}. */
    long size(String axis);

    /** One tensor's value at the spec axes' coordinates. */
    @FunctionalInterface
    interface Reader {
        double value(long[] coord);
    }

    /** An input's value at an index naming each of its axes. */
    @FunctionalInterface
    interface InputFunction {
        double value(String input, Map<String, Long> index);
    }

    /**
     * Inputs as functions: spec tensor {@code name[A, B]} is {@code values.value(name, {axisOf(A): a,
     * axisOf(B): b})}.
     *
     * @param axisOf each spec axis's name in the inputs' indices
     * @param sizes the sizes, by the inputs' axis names
     */
    static SpecInputs named(InputFunction values, Map<String, String> axisOf, Map<String, Long> sizes) {
        return new SpecInputs() {
            @Override
            public Reader reader(Spec.Input t, List<String> names) {
                int[] at = t.axes().stream().mapToInt(names::indexOf).toArray();
                return coord -> {
                    Map<String, Long> index = new LinkedHashMap<>();
                    for (int i = 0; i < at.length; i++) {
                        index.put(axisOf.get(t.axes().get(i)), coord[at[i]]);
                    }
                    return values.value(t.name(), index);
                };
            }

            @Override
            public long size(String axis) {
                return sizes.get(axisOf.get(axis));
            }
        };
    }
}
