package dev.layoutprover.simulator.stream;

/**
 * Produces a stream's packets for one slice, on demand: engines compose sources, and the data
 * moves only when a terminal stage asks for it.
 */
@FunctionalInterface
public interface SliceSource {

    /** The packets of slice number {@code slice} ({@code (chip · clusters + cluster) · slices + slice}). */
    Packets produce(int slice);
}
