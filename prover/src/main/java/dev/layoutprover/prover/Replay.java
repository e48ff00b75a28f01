package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Counterexample;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Confirms counterexamples with the concrete evaluator before they are shown. Each method
 * re-evaluates the positions a counterexample names and returns it when the failure is real, or
 * throws {@link ReplayFailure}.
 *
 * <p>Claims about every position (an index stored nowhere, a hole count) cannot be confirmed one
 * position at a time; they are confirmed by enumeration when the mapping has at most
 * {@link #ENUMERATION_LIMIT} positions, and otherwise by the checks their query makes.
 *
 * <p>Example: {@code Replay.mismatch(m![B / 2, B % 2], m![B], axes, 1, "z3")} throws, because
 * both sides hold {@code {B: 1}} at position 1.
 */
final class Replay {

    /** Claims about all positions are enumerated up to this many positions: 2^16. */
    static final long ENUMERATION_LIMIT = 1L << 16;

    private Replay() {}

    /** At {@code position} the two mappings hold different slots. */
    static Counterexample mismatch(Mapping left, Mapping right, List<Axis> axes, long position, String who) {
        Evaluator le = Evaluator.of(left, axes);
        Evaluator re = Evaluator.of(right, axes);
        position = earliest(le, re, position);
        Evaluator.Sample ls = le.sample(position, COMPARED);
        Evaluator.Sample rs = re.sample(position, COMPARED);
        if (!ls.complete() || !rs.complete()) {
            // Sets too large to list are told apart by their sizes.
            if (ls.size() >= 0 && rs.size() >= 0 && ls.size() != rs.size()) {
                return new Counterexample.Mismatch(position, Slot.of(ls.members().subList(0, Math.min(SHOWN, ls.members().size()))),
                        Slot.of(rs.members().subList(0, Math.min(SHOWN, rs.members().size()))), ls.size(), rs.size());
            }
            throw new Unconfirmed(who + " found that position " + position + " differs, but the sets held there are"
                    + " too large to compare by enumeration (" + describe(ls) + " and " + describe(rs) + ")");
        }
        Slot l = Slot.of(ls.members());
        Slot r = Slot.of(rs.members());
        if (l.equals(r)) {
            throw new ReplayFailure(who + " claimed that position " + position + " differs, but both sides hold " + l
                    + " there (equivalence of " + left + " and " + right + ")");
        }
        return new Counterexample.Mismatch(position, l, r);
    }

    /** Indices listed of a set too large to show whole. */
    private static final int SHOWN = 16;
    /** Sets of up to this many indices are compared whole: 2^16. */
    private static final int COMPARED = 1 << 16;

    /**
     * A counterexample that cannot be confirmed by evaluation within bounded work (sets of
     * millions of indices): the verdict is unknown, never refuted unconfirmed.
     */
    static final class Unconfirmed extends RuntimeException {
        Unconfirmed(String message) {
            super(message);
        }
    }

    private static String describe(Evaluator.Sample s) {
        return s.size() < 0 ? "more than " + s.members().size() + " indices" : s.size() + " indices";
    }

    /** Positions below this many are scanned for an earlier difference when a solver's model may not be the least. */
    private static final long SCAN = 1 << 12;

    /**
     * The first position before {@code position} where the two sides differ, found by evaluation
     * when the position is small and cheap to evaluate (a quantified query's model is not made the
     * least), else {@code position}.
     */
    private static long earliest(Evaluator l, Evaluator r, long position) {
        if (position > SCAN || l.costPerPosition() > 64 || r.costPerPosition() > 64) {
            return position;
        }
        for (long p = 0; p < position; p++) {
            if (!l.slot(p).equals(r.slot(p))) {
                return p;
            }
        }
        return position;
    }

    /** {@code index} (or, when null, some index) is stored at both {@code first} and {@code second}. */
    static Counterexample collision(Mapping m, TensorIndex index, long first, long second, String who) {
        Evaluator e = Evaluator.of(m);
        if (index == null) {
            index = e.slot(first).indices().stream().filter(i -> e.slot(second).indices().contains(i)).findFirst()
                    .orElse(null);
            if (index == null) {
                throw new ReplayFailure(who + " claimed that positions " + first + " and " + second + " of " + m
                        + " share an index, but they hold " + e.slot(first) + " and " + e.slot(second));
            }
        }
        if (first == second || !e.slot(first).indices().contains(index) || !e.slot(second).indices().contains(index)) {
            throw new ReplayFailure(who + " claimed that " + index + " is stored at positions " + first + " and " + second
                    + " of " + m + ", which hold " + e.slot(first) + " and " + e.slot(second));
        }
        return new Counterexample.Collision(index, Math.min(first, second), Math.max(first, second));
    }

    /** {@code index} lies within the declared sizes of the mapping's axes and is stored nowhere. */
    static Counterexample uncovered(Mapping m, TensorIndex index, String who) {
        Evaluator e = Evaluator.of(m);
        for (Axis a : e.axes()) {
            long v = index.get(a.name());
            if (v < 0 || v >= a.size()) {
                throw new ReplayFailure(who + " claimed that " + index + " is not covered by " + m + ", but " + a.name()
                        + " = " + v + " is outside its size " + a.size());
            }
        }
        for (String name : index.coordinates().keySet()) {
            if (e.axes().stream().noneMatch(a -> a.name().equals(name))) {
                throw new ReplayFailure(who + " claimed that " + index + " is not covered by " + m
                        + ", but that mapping does not mention " + name);
            }
        }
        if (m.size() <= ENUMERATION_LIMIT) {
            for (long p = 0; p < m.size(); p++) {
                if (e.slot(p).indices().contains(index)) {
                    throw new ReplayFailure(who + " claimed that " + index + " is not covered by " + m
                            + ", but position " + p + " stores it");
                }
            }
        }
        return new Counterexample.Uncovered(index);
    }

    /** {@code position} stores {@code index} (or, when null, some index) outside the size of one of its axes. */
    static Counterexample outOfBounds(Mapping m, long position, TensorIndex index, String who) {
        Evaluator e = Evaluator.of(m);
        if (index == null) {
            index = e.slot(position).indices().stream().filter(i -> e.axes().stream()
                    .anyMatch(a -> i.get(a.name()) < 0 || i.get(a.name()) >= a.size())).findFirst().orElse(null);
            if (index == null) {
                throw new ReplayFailure(who + " claimed that position " + position + " of " + m
                        + " stores an index out of bounds, but it holds " + e.slot(position));
            }
        }
        if (!e.slot(position).indices().contains(index)) {
            throw new ReplayFailure(who + " claimed that position " + position + " of " + m + " stores " + index
                    + ", but it holds " + e.slot(position));
        }
        for (Axis a : e.axes()) {
            long v = index.get(a.name());
            if (v < 0 || v >= a.size()) {
                return new Counterexample.OutOfBounds(position, index, a.name(), a.size());
            }
        }
        throw new ReplayFailure(who + " claimed that " + index + " at position " + position + " of " + m
                + " is out of bounds, but every coordinate is within its axis");
    }

    /** The listed positions are holes, and there are {@code count} holes in all (at least, if not {@code exact}). */
    static Counterexample holes(Mapping m, long count, List<Long> first, boolean exact, String who) {
        Evaluator e = Evaluator.of(m);
        for (long p : first) {
            if (!e.slot(p).isHole()) {
                throw new ReplayFailure(who + " claimed that position " + p + " of " + m + " is a hole, but it holds "
                        + e.slot(p));
            }
        }
        if (first.isEmpty() || count < first.size()) {
            throw new ReplayFailure(who + " claimed " + count + " holes of " + m + " and listed " + first);
        }
        if (exact && m.size() <= ENUMERATION_LIMIT) {
            long counted = 0;
            for (long p = 0; p < m.size(); p++) {
                if (e.slot(p).isHole()) {
                    counted++;
                }
            }
            if (counted != count) {
                throw new ReplayFailure(who + " claimed " + count + " holes of " + m + ", but there are " + counted);
            }
        }
        return new Counterexample.Holes(count, first, exact);
    }

    /** Some skewed coordinate wraps at {@code position}. */
    static Counterexample wraparound(Mapping m, long position, String skews, String who) {
        Evaluator e = Evaluator.of(m);
        if (!e.wrapsAt(position)) {
            throw new ReplayFailure(who + " claimed that a skew of " + m + " wraps at position " + position
                    + ", but it does not");
        }
        return new Counterexample.Wraparound(position, skews, e.slot(position));
    }

    /** {@code position} holds more than one index. */
    static Counterexample overlap(Mapping m, long position, String who) {
        Evaluator.Sample sample = Evaluator.of(m).sample(position, 16);
        Slot s = Slot.of(sample.members());
        if (s.indices().size() < 2) {
            throw new ReplayFailure(who + " claimed that position " + position + " of " + m
                    + " holds several indices, but it holds " + s);
        }
        return new Counterexample.Overlap(position, s, sample.size());
    }

    /** The resize drops {@code position} of its operand, which is not a hole there. */
    static Counterexample truncation(Mapping.Resize r, long position, String who) {
        Slot s = Evaluator.of(r.inner()).slot(position);
        if (position < r.size() || position >= r.inner().size() || s.isHole()) {
            throw new ReplayFailure(who + " claimed that " + r + " drops a stored position " + position
                    + " of its operand, which holds " + s);
        }
        return new Counterexample.Truncation(r.toString(), position, s);
    }

    /**
     * At view position {@code p} (the parent storing the tile's start at {@code origin}) the view
     * holds an index outside the tile or does not address what the parent stores.
     */
    static Counterexample notSubview(TileView tile, long origin, long p, String who) {
        TileView t = tile.flat();
        java.util.function.UnaryOperator<Slot> within = tile.group()
                .<java.util.function.UnaryOperator<Slot>>map(g -> g::withinGroup).orElse(x -> x);
        TensorIndex s = t.startIndex();
        Slot v = Evaluator.of(t.view()).slot(p);
        Slot stored = within.apply(Evaluator.of(t.parent()).slot(origin + p));
        Slot shifted = within.apply(shift(v, s));
        if (v.isHole() || shifted.isHole()) {
            throw new ReplayFailure(who + " claimed that view position " + p + " of " + t + " fails, but it is a hole");
        }
        for (TensorIndex i : v.indices()) {
            if (t.tileCoordinate(i) >= t.tileSize()) {
                return new Counterexample.NotSubview(p, shifted, stored, "the view holds " + i + ", whose tile coordinate "
                        + t.tileCoordinate(i) + " is not below the tile size " + t.tileSize());
            }
        }
        if (shifted.equals(stored)) {
            throw new ReplayFailure(who + " claimed that view position " + p + " of " + t
                    + " differs from the parent, but both hold " + stored);
        }
        return new Counterexample.NotSubview(p, shifted, stored,
                "the view does not address what the parent stores (tile start " + s + " at parent position " + origin + ")");
    }

    /** No parent position stores the tile's start. */
    static Counterexample noOrigin(TileView t, String who) {
        TensorIndex s = t.startIndex();
        if (t.parent().size() <= ENUMERATION_LIMIT) {
            Evaluator e = Evaluator.of(t.parent());
            for (long p = 0; p < t.parent().size(); p++) {
                if (e.slot(p).indices().contains(s)) {
                    throw new ReplayFailure(who + " claimed that the parent of " + t + " stores " + s
                            + " nowhere, but position " + p + " stores it");
                }
            }
        }
        return new Counterexample.NotSubview(-1, Slot.of(s), Slot.hole(),
                "the parent stores no position for the tile's start " + s);
    }

    static Slot shift(Slot v, TensorIndex s) {
        Set<TensorIndex> out = new LinkedHashSet<>();
        v.indices().forEach(i -> out.add(i.plus(s)));
        return Slot.of(out);
    }
}
