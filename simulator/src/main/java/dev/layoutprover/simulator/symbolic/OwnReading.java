package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The symbolic check without a spec of a kernel whose value is more than a sum of products
 * (constants, coefficients, lane operations, order reductions): what a concrete run compares with
 * the naive evaluator, which applies the kernel's own operations to its logical tensors. The kernel
 * agrees with that reading when every written region holds the same formula (its {@link #shape}:
 * operations, constants, products, the digits each reduction binds, each sum covering its summed
 * axes exactly once) and every input it reads, it reads at the output's own index or where the
 * kernel's views moved it across digits (a shuffle, a slice kept by another cluster, a tile from
 * another step: digits fixed to another constant in a region, {@link SymbolicCheck#movedAcross}),
 * as the naive evaluator, following the same views, reads it. An order reduction over digits of an
 * output axis that cut it into aligned groups reads each group, as the naive evaluator's partial
 * reduction does. A term that sums digits of an output axis, regions of different formulas, a
 * partial sum or a padded partial order reduction are unknown, with the reason: only a spec can
 * say such a kernel is wrong.
 *
 * <p>Example: {@code .vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)} then
 * {@code .vector_logic(LogicBinaryOpI32::BitOr, 0x100)} on {@code input[A]} holds
 * {@code or_i32((and_i32((input), (255))), (256))} at every index, reading {@code input} at its
 * own {@code A}: conformant. A copy that reads its input tiles one step off is unknown without a
 * spec, at the first index read elsewhere.
 */
final class OwnReading {

    private OwnReading() {}

    /** A term reading an output axis elsewhere than the output's index. */
    private static final class Elsewhere extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient SummedProduct term;
        final String axis;
        final String digits;

        Elsewhere(SummedProduct term, String axis, String digits) {
            super(null, null, false, false);
            this.term = term;
            this.axis = axis;
            this.digits = digits;
        }
    }

    /** What a reading met on the way: data moved across digits, output axes reduced afresh inside it. */
    private static final class Notes {
        final List<Elsewhere> moved = new ArrayList<>();
        final Set<String> fresh = new java.util.TreeSet<>();
        /** The output axes reduced over some of their digits, each with those digits ({@code R: [R%4]}). */
        final Map<String, List<Part>> partial = new java.util.TreeMap<>();
    }

    static SymbolicVerdict check(String function, Tensor out, Map<String, Long> outSizes, Map<String, Long> sizes) {
        boolean floating = out.type.isFloat();
        int bits = floating ? 64 : out.type.bits();
        List<Piece> pieces = new ArrayList<>(out.pieces);
        pieces.sort(Comparator.comparing(p -> SymbolicCheck.index(SymbolicCheck.first(p.guard(), outSizes))));
        Map<String, List<Part>> unheld = UnheldParts.summedBy(out, outSizes);
        String shape = null;
        Map<String, Long> shapeAt = null;
        Notes notes = new Notes();
        List<Elsewhere> moved = notes.moved;
        Map<String, Long> movedAt = null;
        for (Piece p : pieces) {
            Map<String, Long> at = SymbolicCheck.first(p.guard(), outSizes);
            Content c = p.content();
            if (c.rounded() == Content.ROUNDED_THEN_COMPUTED) {
                return unknown(function, "at " + SymbolicCheck.index(at) + " a partial result is rounded to a narrower"
                        + " float and then computed with: its error is past the bound of one final rounding");
            }
            if (!floating && c.bits() < bits) {
                return unknown(function, "the data is cast to " + c.bits() + " bits on the way to a " + bits
                        + "-bit output: not modelled");
            }
            String s;
            try {
                boolean before = moved.isEmpty();
                s = shape(c, p.guard(), outSizes.keySet(), Set.of(), sizes, unheld, notes);
                if (before && !moved.isEmpty()) {
                    movedAt = at;
                }
            } catch (Elsewhere e) {
                // the naive evaluator reads the kernel's views and tiles as the kernel writes them: a term read
                // elsewhere is what a concrete run computes on both sides, and only a spec can say it is wrong
                return unknown(function, "at " + SymbolicCheck.index(at) + " the kernel reads " + String.join("·",
                        e.term.factors()) + " at " + e.axis + " " + e.digits + ", not at the output's own index: give"
                        + " --expect to decide it");
            } catch (NotModelled e) {
                return unknown(function, "at " + SymbolicCheck.index(at) + " " + e.getMessage());
            }
            if (shape == null) {
                shape = s;
                shapeAt = at;
            } else if (!shape.equals(s)) {
                return unknown(function, "the kernel computes " + shape + " at " + SymbolicCheck.index(shapeAt) + " and "
                        + s + " at " + SymbolicCheck.index(at) + ": no one reading of its own; give --expect to"
                        + " decide it");
            }
        }
        long total = outSizes.values().stream().reduce(1L, Math::multiplyExact);
        return new SymbolicVerdict(SymbolicVerdict.Answer.CONFORMANT, function, "for each of the " + total
                + " output indices the kernel's value is its own reading, " + shape + ", every input read at the"
                + " output's own index" + (unheld.isEmpty() ? "" : " (the digits " + String.join(", ",
                UnheldParts.names(unheld)) + ", which the output does not hold, summed)") + (notes.fresh.isEmpty() ? ""
                : ", and inside a reduction over the whole output axis " + String.join(", ", notes.fresh) + " at each"
                + " of its values") + (notes.partial.isEmpty() ? "" : ", and inside a reduction over the digits "
                + notes.partial + " of the output's axes the group of the output's index, as the naive evaluator"
                + " reduces part of an axis") + (moved.isEmpty() ? ""
                : " or where the kernel's views moved it; " + SymbolicCheck.movedText(moved.get(0).term,
                moved.get(0).axis, moved.get(0).digits, movedAt)),
                List.of("the output's " + out.pieces.size() + " written regions cover it exactly once, each holding"
                        + " that formula; " + (floating ? "each operation one f32 operation, as the naive evaluator's"
                        : "integers wrap to the output's " + bits + " bits"),
                        "the engines are taken to move the elements their mappings name: the layout rules are"
                        + " `layout verify`'s"), 0);
    }

    /**
     * The formula of {@code c} with the digits it reads named by role: an output axis must be read
     * at the output's own index in region {@code guard}, a digit of {@code bound} (an enclosing
     * order reduction's) is that reduction's, any other digit must be summed, and the terms of one
     * product must cover their summed digits exactly once.
     *
     * @throws Elsewhere when a term reads an output axis elsewhere
     * @throws NotModelled when the formula is no reading of the kernel's own (a partial sum, a fixed digit)
     */
    private static String shape(Content c, Region guard, Set<String> outAxes, Set<Part> bound, Map<String, Long> sizes,
            Map<String, List<Part>> unheld, Notes notes) {
        Map<String, List<SummedProduct>> groups = new LinkedHashMap<>();
        List<String> parts = new ArrayList<>();
        long constant = 0;
        for (Summand item : c.items()) {
            switch (item) {
                case SummedProduct t -> {
                    if (t.factors().isEmpty()) {
                        constant += t.coeff();
                        continue;
                    }
                    groups.computeIfAbsent((t.coeff() == 1 ? "" : t.coeff() + "·") + String.join("·", t.factors()),
                            k -> new ArrayList<>()).add(t);
                }
                case Applied a when a.op().equals("const") -> parts.add(Float.toString(Float.intBitsToFloat((int)
                        ((SummedProduct) a.args().get(0).items().get(0)).coeff())) + "f32");
                case Applied a when FoldedReduction.of(a).isPresent() -> parts.add(reduced(FoldedReduction.of(a)
                        .get(), guard, outAxes, bound, sizes, unheld, notes));
                case Applied a -> {
                    List<String> args = new ArrayList<>();
                    for (Content x : a.args()) {
                        args.add(shape(x, guard, outAxes, bound, sizes, unheld, notes));
                    }
                    parts.add(a.op() + (a.floating() ? "_f32" : "_i" + a.bits()) + "(" + String.join(", ", args) + ")");
                }
                case Reduced r -> parts.add(reduced(r, guard, outAxes, bound, sizes, unheld, notes));
            }
        }
        for (var g : groups.entrySet()) {
            parts.add(product(g.getKey(), g.getValue(), guard, outAxes, bound, sizes, unheld, notes));
        }
        parts.sort(Comparator.naturalOrder());
        if (constant != 0 || parts.isEmpty()) {
            parts.add(Long.toString(constant));
        }
        return String.join(" + ", parts);
    }

    /** The formula of the order reduction {@code r}, which must bind whole axes. */
    private static String reduced(Reduced r, Region guard, Set<String> outAxes, Set<Part> bound,
            Map<String, Long> sizes, Map<String, List<Part>> unheld, Notes notes) {
        Set<Part> inner = new HashSet<>(bound);
        inner.addAll(r.bound());
        Set<String> partial = wholeAxes(r, outAxes, sizes);
        for (Part p : r.bound()) {
            if (partial.contains(p.axis())) {
                notes.partial.computeIfAbsent(p.axis(), a -> new ArrayList<>()).add(p);
            } else if (outAxes.contains(p.axis())) {
                notes.fresh.add(p.axis());
            }
        }
        return r.op() + " over " + r.bound() + " of (" + shape(r.inner(), guard, outAxes, inner, sizes, unheld, notes)
                + ")";
    }

    /**
     * A reduction binds whole axes, as the naive evaluator's reduction does: axes the output lacks,
     * or an output axis read afresh inside it ({@code x[T, H] - Σ_H' x[T, H'] / 128}, the row's mean
     * broadcast back over the row); or digits of an output axis that cut it into aligned groups,
     * as the naive evaluator's partial reduction folds each group (the members that differ from an
     * index only in those digits) and holds the result at each member: the output axes so reduced
     * in part are returned. Example: {@code R = 16} reduced over {@code [R%4]} folds
     * {@code R = 4q .. 4q+3} for each {@code q}; over {@code [R#16%4]} of {@code R = 15} it is not
     * modelled (the last group is padded).
     */
    private static Set<String> wholeAxes(Reduced r, Set<String> outAxes, Map<String, Long> sizes) {
        Map<String, Long> covered = new HashMap<>();
        for (Part p : r.bound()) {
            covered.merge(p.axis(), p.mod(), Math::multiplyExact);
        }
        Set<String> partial = new HashSet<>();
        for (var e : covered.entrySet()) {
            long size = sizes.get(e.getKey());
            boolean aligned = r.bound().stream().filter(p -> p.axis().equals(e.getKey()))
                    .allMatch(p -> size % p.end() == 0) && size % e.getValue() == 0;
            if (outAxes.contains(e.getKey()) && e.getValue() < size && aligned) {
                partial.add(e.getKey());
                continue;
            }
            if (outAxes.contains(e.getKey()) && !e.getValue().equals(sizes.get(e.getKey()))) {
                throw new NotModelled("the kernel reduces " + e.getValue() + " of the " + sizes.get(e.getKey())
                        + " values of the output axis " + e.getKey() + " with " + r.op() + ", not the whole axis");
            }
            if (!e.getValue().equals(sizes.get(e.getKey()))) {
                throw new NotModelled("the kernel reduces " + e.getValue() + " of the " + sizes.get(e.getKey())
                        + " values of " + e.getKey() + " with " + r.op() + ", not the whole axis: give --expect to"
                        + " decide it");
            }
        }
        return partial;
    }

    /** The terms of one product (coefficient and factors): each read at the own index, their sums exact. */
    private static String product(String name, List<SummedProduct> terms, Region guard, Set<String> outAxes,
            Set<Part> bound, Map<String, Long> sizes, Map<String, List<Part>> unheld, Notes notes) {
        List<Map<String, List<DigitRun>>> boxes = new ArrayList<>();
        Map<String, Long> summed = new LinkedHashMap<>();
        for (SummedProduct t : terms) {
            Map<String, List<DigitRun>> box = new LinkedHashMap<>();
            for (int i = 0; i < t.factors().size(); i++) {
                for (String axis : t.axes().keySet()) {
                    List<DigitRun> runs = t.reading(i, axis);
                    if (runs == null) {
                        continue;
                    }
                    Optional<List<List<DigitRun>>> split = unheld.containsKey(axis)
                            ? SymbolicCheck.unheldSummed(axis, runs, unheld.get(axis)) : Optional.empty();
                    if (split.isPresent()) {
                        // digits the output does not hold, summed as the naive evaluator sums them
                        runs = split.get().get(0);
                        box.put(axis, split.get().get(1));
                        summed.put(axis, sizes.get(axis));
                    }
                    if (outAxes.contains(axis) && bound.stream().anyMatch(b -> b.axis().equals(axis))) {
                        // an enclosing reduction binds the whole output axis afresh (a row statistic broadcast
                        // back over the row): every digit read is that reduction's
                        if (runs.stream().anyMatch(x -> x.kind() != DigitRun.Kind.INDEX)) {
                            throw new NotModelled("a term reads " + axis + " at " + runs + " inside a reduction over"
                                    + " the whole of it");
                        }
                        continue;
                    }
                    if (outAxes.contains(axis) && runs.stream().allMatch(x -> x.kind() == DigitRun.Kind.SUM)) {
                        // a sum over the whole output axis, read afresh (the row's sum added back to each element)
                        notes.fresh.add(axis);
                        box.put(axis, runs);
                        summed.put(axis, sizes.get(axis));
                        continue;
                    }
                    if (outAxes.contains(axis)) {
                        Optional<String> bad = SymbolicCheck.ownIndex(runs, guard.axes().get(axis));
                        if (bad.isPresent() && !SymbolicCheck.movedAcross(runs)) {
                            throw new Elsewhere(t, axis, bad.get());
                        }
                        if (bad.isPresent() && notes.moved.isEmpty()) {
                            notes.moved.add(new Elsewhere(t, axis, bad.get()));
                        }
                        continue;
                    }
                    for (DigitRun s : runs) {
                        boolean reduced = s.kind() == DigitRun.Kind.INDEX && bound.stream().anyMatch(b -> b.axis()
                                .equals(axis) && b.div() <= s.div() && s.end() <= b.end());
                        if (s.kind() == DigitRun.Kind.FIXED || s.kind() == DigitRun.Kind.INDEX && !reduced) {
                            throw new NotModelled("a term reads " + axis + " at " + s + ", an axis the output lacks"
                                    + " that is neither summed nor reduced whole: give --expect to decide it");
                        }
                    }
                    if (runs.stream().anyMatch(s -> s.kind() == DigitRun.Kind.SUM)) {
                        box.put(axis, runs);
                        summed.put(axis, sizes.get(axis));
                    }
                }
            }
            boxes.add(box);
        }
        if (summed.isEmpty()) {
            return terms.size() == 1 ? name : terms.size() + "×" + name;
        }
        for (Map<String, List<DigitRun>> box : boxes) {
            for (String axis : summed.keySet()) {
                if (unheld.containsKey(axis) && !box.containsKey(axis)) {
                    throw new NotModelled("a term of " + name + " does not sum the digits " + unheld.get(axis) + " of "
                            + axis + " that the output does not hold, as other terms do");
                }
                box.putIfAbsent(axis, Digits.whole(summed.get(axis), DigitRun.Kind.INDEX));
            }
        }
        Optional<Boxes.Cover> cover = Boxes.check(boxes, summed);
        if (cover.isEmpty() || !cover.get().exact()) {
            throw new NotModelled("the kernel sums " + name + " over " + (cover.isEmpty() ? "digits too finely cut to"
                    + " check" : "part of " + String.join(", ", summed.keySet()) + ", no whole sum") + ": give --expect"
                    + " to decide it");
        }
        List<String> over = new ArrayList<>();
        for (String axis : summed.keySet()) {
            if (unheld.containsKey(axis)) {
                over.addAll(UnheldParts.names(Map.of(axis, unheld.get(axis))));
            } else {
                over.add(axis);
            }
        }
        return "Σ_" + String.join(",", over) + " " + name;
    }

    private static SymbolicVerdict unknown(String function, String why) {
        return new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, function, why, List.of(), 0);
    }
}
