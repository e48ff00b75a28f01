package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.memory.VrfTensor;

/**
 * The second input of a Vector Engine operation: a constant broadcast to every element, or a VRF
 * tensor read element by element (broadcast along the stream axes it lacks), or the stash.
 */
public sealed interface Operand {

    record Constant(double value) implements Operand {}

    record Vrf(VrfTensor tensor) implements Operand {}

    /** What {@code vector_stash()} stored earlier in the pass, read at the same indices. */
    record Stash() implements Operand {}

    static Operand of(double value) {
        return new Constant(value);
    }

    static Operand of(VrfTensor tensor) {
        return new Vrf(tensor);
    }
}
