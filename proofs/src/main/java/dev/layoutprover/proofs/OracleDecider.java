package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;

/** Decides by enumerating every position ({@link Oracle}): exact, and unknown above 2^22 positions. */
public final class OracleDecider implements Decider {

    @Override
    public Verdict equivalent(Mapping left, Mapping right) {
        return Oracle.equivalent(left, right);
    }

    @Override
    public Verdict check(Property property, Mapping mapping) {
        return Oracle.check(property, mapping);
    }

    @Override
    public Verdict subview(TileView view) {
        return Oracle.subview(view);
    }

    @Override
    public String solverName() {
        return "enumerate";
    }

    @Override
    public void close() {}
}
