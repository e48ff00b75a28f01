package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.xla.PadReshapeTranspose;
import dev.layoutprover.algebra.xla.TiledIndex;
import dev.layoutprover.algebra.xla.XlaShape;
import java.util.List;
import java.util.Optional;

/**
 * Decides stated values by computing them: what a mapping holds at a position (the evaluator),
 * the functions of a CuTe layout, the linear index of an XLA element. The first value that
 * differs refutes the claim and is shown with both numbers.
 *
 * <p>Example: {@code at 67: {B: 97}} for {@code m![B / 64, B % 32, B / 32 % 2]} is proved by
 * evaluating position 67; {@code at 67: {B: 96}} is refuted with "position 67 holds {B: 97}, not
 * {B: 96}".
 */
final class Facts {

    private static final String SOLVER = "evaluator";

    private Facts() {}

    static Outcome positions(Statement.Positions p, String scope) {
        Axes axes = p.declarations().axes();
        if (p.size() != null && p.mapping().size() != p.size()) {
            return refuted("the mapping has " + p.mapping().size() + " positions, not " + p.size(), scope);
        }
        Evaluator e = Evaluator.of(p.mapping());
        for (Statement.PositionFact f : p.facts()) {
            switch (f) {
                case Statement.PositionFact.At at -> {
                    Slot held = e.slot(at.position());
                    if (!held.equals(at.slot())) {
                        return refuted("position " + at.position() + " holds " + axes.format(held) + ", not "
                                + axes.format(at.slot()), scope);
                    }
                }
                case Statement.PositionFact.Contains c -> {
                    Slot held = e.slot(c.position());
                    if (!held.indices().contains(c.index())) {
                        return refuted("position " + c.position() + " holds " + axes.format(held) + ", which does not"
                                + " include " + axes.format(c.index()), scope);
                    }
                }
            }
        }
        int n = p.facts().size() + (p.size() == null ? 0 : 1);
        return proved("evaluated " + count(n, "stated value"), scope);
    }

    static Outcome cute(Statement.CuteFacts c) {
        CuteLayout l = c.layout();
        String scope = l.toString();
        for (Statement.CuteFact f : c.facts()) {
            Optional<String> wrong = switch (f) {
                case Statement.CuteFact.Apply a -> differs("f_L(" + a.coordinate() + ")", l.apply(a.coordinate()), a.value());
                case Statement.CuteFact.Coordinate k -> differs("idx2crd(" + k.index() + ", " + l.shape() + ")",
                        Coordinates.idx2crd(k.index(), l.shape()), k.coordinate());
                case Statement.CuteFact.CompactInverse i -> differs("the compact inverse of " + i.index(),
                        Coordinates.compactInverse(i.index(), l.shape(), l.stride()), i.coordinate());
                case Statement.CuteFact.Size s -> differs("the size", l.size(), s.value());
                case Statement.CuteFact.Cosize s -> differs("the cosize", l.cosize(), s.value());
                case Statement.CuteFact.Compact k -> l.isCompact() == k.value() ? Optional.empty()
                        : Optional.of("the layout is " + (l.isCompact() ? "" : "not ") + "compact");
            };
            if (wrong.isPresent()) {
                return refuted(wrong.get(), scope);
            }
        }
        return proved("evaluated " + count(c.facts().size(), "stated value"), scope);
    }

    static Outcome xla(Statement.XlaFacts x) {
        XlaShape s = x.shape();
        String scope = s.toString();
        int values = 0;
        for (Statement.XlaFact f : x.facts()) {
            Optional<String> wrong = Optional.empty();
            switch (f) {
                case Statement.XlaFact.Index i -> {
                    wrong = differs("linear_index_with_tile(" + i.element() + ")", TiledIndex.linearIndex(s, longs(i.element())),
                            i.position());
                    values++;
                }
                case Statement.XlaFact.Row r -> {
                    for (int col = 0; col < r.positions().size() && wrong.isEmpty(); col++) {
                        wrong = differs("linear_index_with_tile([" + r.row() + ", " + col + "])",
                                TiledIndex.linearIndex(s, r.row(), col), (long) r.positions().get(col));
                        values++;
                    }
                }
                case Statement.XlaFact.TiledShape t -> {
                    wrong = differsAsObjects("the tiled shape", TiledIndex.tiledShape(s), t.dimensions());
                    values++;
                }
                case Statement.XlaFact.BufferSize b -> {
                    wrong = differs("the buffer size", TiledIndex.bufferSize(s), b.value());
                    values++;
                }
                case Statement.XlaFact.Steps t -> {
                    String actual = PadReshapeTranspose.steps(s).toString();
                    wrong = actual.equals("[" + t.text() + "]") ? Optional.empty()
                            : Optional.of("the pad-reshape-transpose steps are " + actual.substring(1, actual.length() - 1)
                                    + ", not " + t.text());
                    values++;
                }
            }
            if (wrong.isPresent()) {
                return refuted(wrong.get(), scope);
            }
        }
        return proved("evaluated " + count(values, "stated value"), scope);
    }

    private static long[] longs(List<Long> v) {
        return v.stream().mapToLong(Long::longValue).toArray();
    }

    private static Optional<String> differsAsObjects(String what, Object actual, Object stated) {
        if (actual.equals(stated)) {
            return Optional.empty();
        }
        return Optional.of(what + " is " + actual + ", not " + stated);
    }

    private static Optional<String> differs(String what, long actual, long stated) {
        return actual == stated ? Optional.empty() : Optional.of(what + " is " + actual + ", not " + stated);
    }

    private static Optional<String> differs(String what, IntTuple actual, IntTuple stated) {
        return actual.equals(stated) ? Optional.empty() : Optional.of(what + " is " + actual + ", not " + stated);
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static Outcome proved(String method, String scope) {
        return new Outcome(Outcome.Answer.PROVED, method, scope, SOLVER);
    }

    private static Outcome refuted(String counterexample, String scope) {
        return new Outcome(Outcome.Answer.REFUTED, counterexample, scope, SOLVER);
    }
}
