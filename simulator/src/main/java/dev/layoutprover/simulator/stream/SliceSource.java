package dev.layoutprover.simulator.stream;

import java.util.function.UnaryOperator;

/**
 * Produces a stream's packets for one slice, on demand: engines compose sources, and the data
 * moves only when a terminal stage asks for it.
 */
@FunctionalInterface
public interface SliceSource {

    /** The packets of slice number {@code slice} ({@code (chip · clusters + cluster) · slices + slice}). */
    Packets produce(int slice);

    /**
     * This source with {@code step} applied to each slice's packets: {@code source.map(p -> p)}
     * produces what {@code source} does.
     */
    default SliceSource map(UnaryOperator<Packets> step) {
        return slice -> step.apply(produce(slice));
    }
}
