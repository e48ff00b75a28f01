package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;

/**
 * The decision procedure behind the catalogue's claims about concrete mappings: equivalence, the
 * one-mapping properties and tile sub-views.
 *
 * <p>Example: {@code new OracleDecider().equivalent(m![B / 64, B % 64], m![B])} with {@code B = 512}
 * is {@code Proved("enumeration of 512 positions")}.
 */
public interface Decider extends AutoCloseable {

    /** Same size and the same slot at every position. */
    Verdict equivalent(Mapping left, Mapping right);

    /** A property of one mapping: anything but equivalence and sub-views. */
    Verdict check(Property property, Mapping mapping);

    /** Whether the tile view addresses exactly what its parent stores. */
    Verdict subview(TileView view);

    /** The name printed in the solver column: {@code enumerate}, {@code z3}, … */
    String solverName();

    @Override
    void close();
}
