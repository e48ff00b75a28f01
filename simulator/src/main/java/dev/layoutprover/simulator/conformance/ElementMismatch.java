package dev.layoutprover.simulator.conformance;

import dev.layoutprover.algebra.TensorIndex;

/**
 * An output element where the simulator and the naive evaluator disagree beyond the bound.
 *
 * <p>Example: {@code at {I: 3, J: 7}: simulator 1.25, naive 1.2421875, bound 0.0039}.
 */
public record ElementMismatch(TensorIndex index, double simulated, double expected, double bound) {

    @Override
    public String toString() {
        return "at " + index + ": simulator " + simulated + ", naive " + expected + ", bound " + bound;
    }
}
