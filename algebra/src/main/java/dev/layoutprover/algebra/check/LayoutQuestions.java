package dev.layoutprover.algebra.check;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TileView;

/**
 * The questions asked about layouts, in one place: what a position holds, whether two layouts
 * are equal, whether one is injective, covers its axes, stays in bounds, has holes, and the rest
 * of the {@link Property properties}, whether a tile view is a true sub-view, and whether a write
 * fills exactly the indices of its destination. Every engine that decides layouts answers them
 * through this interface: {@link #enumeration()} by visiting every position (the reference, exact
 * and limited to small mappings), the prover module's {@code Prover} with its normal form and an
 * SMT solver. The simulator, the proof catalogue and the command line take it as a parameter.
 *
 * <p>Example:
 * <pre>{@code
 * Declarations d = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("B=512");
 * LayoutQuestions q = LayoutQuestions.enumeration();
 * q.at(MappingParser.parse("m![B / 64, B % 64]", d), 67);                        // {B: 67}
 * q.equivalent(MappingParser.parse("m![B / 64, B % 32, B / 32 % 2]", d), MappingParser.parse("m![B]", d));
 *     // Refuted: at position 1 the left holds {B: 32} and the right {B: 1}
 * q.check(Property.INJECTIVE, MappingParser.parse("m![B % 4, B % 4]", d));       // Refuted: a Collision
 * }</pre>
 */
public interface LayoutQuestions {

    /** What {@code mapping} holds at {@code position} ({@code 0 ≤ position < |mapping|}): a hole, one index, or a window's indices. */
    default Slot at(Mapping mapping, long position) {
        return Evaluator.of(mapping).slot(position);
    }

    /** Same size and the same slot at every position. */
    Verdict equivalent(Mapping left, Mapping right);

    /** A property of one mapping: anything but {@link Property#EQUIVALENT} and {@link Property#SUBVIEW}. */
    Verdict check(Property property, Mapping mapping);

    /** No index is held at two positions of {@code mapping} (holes ignored). */
    default Verdict injective(Mapping mapping) {
        return check(Property.INJECTIVE, mapping);
    }

    /** Whether the tile view addresses exactly what its parent stores (seed 000's {@code view().tile(…)}). */
    Verdict subview(TileView view);

    /**
     * Each index held by {@code left} is held exactly once by {@code left} and exactly once by
     * {@code right}, and {@code right} holds no other index: a write in the order of {@code left}
     * fills exactly the positions of {@code right}. Holes are ignored.
     */
    Verdict sameIndices(Mapping left, Mapping right);

    /** The name printed beside a verdict: {@code enumerate}, {@code z3}, {@code smtinterpol}, … */
    String solverName();

    /**
     * The name under which this oracle's definite answers (proved or refuted) may be kept and given again, in
     * this process, for the same question to any oracle of the same name: present when they depend only on the
     * question. Empty (the default) for an oracle whose answers depend on more, such as one that counts the
     * questions or gives made-up answers.
     *
     * <p>Example: {@code LayoutQuestions.enumeration().answersKey()} is {@code Optional[enumerate]}.
     */
    default java.util.Optional<String> answersKey() {
        return java.util.Optional.empty();
    }

    /** The reference answers, by enumerating every position; unknown above {@link Oracle#MAX_POSITIONS}. */
    static LayoutQuestions enumeration() {
        return Enumeration.INSTANCE;
    }
}
