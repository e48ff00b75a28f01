package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Prover;

/**
 * The questions a pipeline stage asks about layouts before it moves data. The simulator states
 * each stage's layout condition through this interface; {@link #enumeration()} answers by visiting
 * every position, {@link #prover} asks the prover module's normal form and SMT solver.
 *
 * <p>Example: the Collect Engine asks
 * {@code equivalent(m![A / 16, A % 16], m![1, A])} (its declared output against the flits it
 * produces from {@code Time = m![1]}, {@code Packet = m![A]}), which is proved.
 */
public interface LayoutOracle {

    /** Same size and the same index (or hole) at every position. */
    Verdict equivalent(Mapping left, Mapping right);

    /**
     * Each index held by {@code left} is held exactly once by {@code left} and exactly once by
     * {@code right}, and {@code right} holds no other index: a write in the order of {@code left}
     * fills exactly the positions of {@code right}. Holes are ignored.
     */
    Verdict sameIndices(Mapping left, Mapping right);

    /** No index is held at two positions of {@code m} (holes ignored); by enumeration unless overridden. */
    default Verdict injective(Mapping m) {
        return sameIndices(m, m);
    }

    /** The tile view is a true sub-view of its parent (seed 000's {@code view().tile(…)}). */
    Verdict subview(TileView view);

    /** The oracle that decides by enumeration. */
    static LayoutOracle enumeration() {
        return new EnumerationOracle();
    }

    /** The oracle that asks {@code prover} (its normal form, then its SMT solver); the caller closes the prover. */
    static LayoutOracle prover(Prover prover) {
        return new ProverOracle(prover);
    }
}
