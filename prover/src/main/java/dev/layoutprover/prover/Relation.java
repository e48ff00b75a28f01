package dev.layoutprover.prover;

import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * What a mapping stores at a symbolic position, as formulas: tensor index {@code t} is held at
 * position {@code p} exactly when some values of the {@link #witnesses()} and
 * {@link #auxiliaries()} satisfy {@code definitions ∧ choices ∧ defined ∧ t = index}.
 *
 * <p>The auxiliaries (quotients and remainders of divisions by constants) are functions of the
 * position and the witnesses: {@code definitions} has exactly one solution for them, whatever the
 * other variables are. The witnesses are the free choices of sliding windows, bounded by
 * {@code choices}. A mapping without sliding windows has no witnesses and is a function of the
 * position (its {@code choices} are then true, folded into {@code defined}); then {@code t ∉ E(p)}
 * is the quantifier-free {@code definitions ∧ ¬(defined ∧ t = index)}.
 *
 * <p>Example: {@code m![A, B]} with {@code |B| = 512} at position {@code p} has auxiliaries
 * {@code q, r}, definitions {@code p = 512·q + r ∧ 0 ≤ r < 512}, no witnesses, {@code defined}
 * true and index {@code (A, B) = (q, r)}.
 *
 * @param witnesses the existential choices of sliding windows, each with its range
 * @param auxiliaries the variables fixed by {@code definitions}
 * @param definitions uniquely determines the auxiliaries
 * @param choices the witness ranges and the position decompositions of sliding windows
 * @param defined the position is not a hole (for these witnesses)
 * @param index one term per axis of the encoding's axis list
 * @param wraps some skewed coordinate wraps around its axis
 * @param shared the definitions of the divisions this relation shares with other encodings of the
 *     same encoder (see {@code Encoder.shared}), to be asserted at the top level; empty for an
 *     encoding of its own
 */
record Relation(List<Witness> witnesses, List<IntegerFormula> auxiliaries, BooleanFormula definitions,
                BooleanFormula choices, BooleanFormula defined, List<IntegerFormula> index, BooleanFormula wraps,
                List<BooleanFormula> shared) {

    /** A witness variable ranging over {@code 0 ≤ variable < size}. */
    record Witness(IntegerFormula variable, long size) {}

    Relation {
        witnesses = List.copyOf(witnesses);
        auxiliaries = List.copyOf(auxiliaries);
        index = List.copyOf(index);
        shared = List.copyOf(shared);
    }

    /** True when the mapping is a function of the position (no sliding window). */
    boolean functional() {
        return witnesses.isEmpty();
    }
}
