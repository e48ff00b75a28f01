package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.naive.InputCmp;
import java.util.List;

/**
 * What {@code vector_intra_slice_branch} is given: a {@link BranchMode} without fields, or one of
 * the modes that carry some: {@code BranchMode::Comparison([InputCmp; 4])} and
 * {@code BranchMode::AxisToggle { axis }}. The {@link BranchUnit} turns it into execution ids.
 *
 * <p>Example: {@code new Comparison(List.of(eq0, t, t, t))} for the reference crate's attention
 * mask, {@code Comparison([InputCmp::I32(InputCmpI32::Equal { boundary: 0 }), True, True, True])}.
 */
public sealed interface BranchConfig permits BranchMode, BranchConfig.Comparison, BranchConfig.AxisToggle {

    /** {@code BranchMode::Comparison(cmps)}: comparison {@code k} sets bit {@code k} of the id. */
    record Comparison(List<InputCmp> comparisons) implements BranchConfig {
        public Comparison {
            comparisons = List.copyOf(comparisons);
        }

        @Override
        public String toString() {
            return "BranchMode::Comparison(" + String.join(", ", comparisons.stream().map(Object::toString).toList())
                    + ")";
        }
    }

    /** {@code BranchMode::AxisToggle { axis }}: the group is the index of {@code axis} modulo 2. */
    record AxisToggle(String axis) implements BranchConfig {
        @Override
        public String toString() {
            return "BranchMode::AxisToggle { axis: " + axis + " }";
        }
    }
}
