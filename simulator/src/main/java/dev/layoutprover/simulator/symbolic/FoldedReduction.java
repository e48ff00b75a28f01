package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A chain of lane {@code max} (or {@code min}) operations whose operands are each the same order
 * reduction of one block of an axis, read as that one reduction over the blocks too: the maximum of
 * the block maxima is the maximum over their union. A kernel that reduces a long row block by block
 * and folds the partial results in pairs (Clip {@code Max} of an interleaved pair) holds such a
 * chain. Max and min are idempotent, so each block need only be met once or more; the fold is
 * taken whole only when every operand is the reduction of the first with the block digit fixed to
 * its value, and the values cover every value of that digit; when they cover only some, the fold
 * is a partial reduction and {@link #of} says which block it misses.
 *
 * <p>Example: {@code max_i32(max over [R % 1024] of (x[R/1024%64=0]), max over [R % 1024] of
 * (x[R/1024%64=1]))} with 2 blocks of {@code R / 1024 % 2} is {@code max over [R % 1024, R / 1024 % 2]
 * of (x)}; with the second operand reading block 0 again it stays as it is.
 */
final class FoldedReduction {

    private FoldedReduction() {}

    /**
     * {@code a} as one reduction over the blocks its operands reduce, when it is one.
     *
     * @throws NotModelled when the operands are one reduction at some of the block's values only
     */
    static Optional<Reduced> of(Applied a) {
        if (!a.op().equals("max") && !a.op().equals("min")) {
            return Optional.empty();
        }
        List<Content> leaves = new ArrayList<>();
        if (!flatten(a, a, leaves) || leaves.size() < 2) {
            return Optional.empty();
        }
        Reduced first = (Reduced) leaves.get(0).items().get(0);
        for (Content leaf : leaves) {
            Reduced r = (Reduced) leaf.items().get(0);
            if (!r.op().equals(a.op()) || !r.bound().equals(first.bound())) {
                return Optional.empty();
            }
        }
        String partial = null;
        for (Part block : fixedParts(first.inner())) {
            Set<Long> seen = new TreeSet<>();
            Optional<Reduced> whole = over(block, first, leaves, seen);
            if (whole.isPresent() && seen.size() == block.mod()) {
                return whole;
            }
            if (whole.isPresent() && partial == null) {
                long missing = 0;
                while (seen.contains(missing)) {
                    missing++;
                }
                partial = "the kernel folds " + a.op() + " over " + seen.size() + " of the " + block.mod()
                        + " blocks " + block + " (not over block " + missing + "), not the whole axis";
            }
        }
        if (partial != null) {
            throw new NotModelled(partial);
        }
        return Optional.empty();
    }

    /** The operands of the chain of {@code op} under {@code top}, each a single reduction; false if one is not. */
    private static boolean flatten(Applied top, Applied at, List<Content> leaves) {
        for (Content arg : at.args()) {
            if (arg.items().size() != 1) {
                return false;
            }
            switch (arg.items().get(0)) {
                case Applied inner when inner.op().equals(top.op()) && inner.bits() == top.bits()
                        && inner.floating() == top.floating() -> {
                    if (!flatten(top, inner, leaves)) {
                        return false;
                    }
                }
                case Reduced r -> leaves.add(arg);
                default -> {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The reduction of {@code first} over {@code block} too, when every leaf is it at one block value
     * (the values met are added to {@code seen}: the fold is whole when they are all of them).
     */
    private static Optional<Reduced> over(Part block, Reduced first, List<Content> leaves, Set<Long> seen) {
        if (first.bound().stream().anyMatch(b -> b.axis().equals(block.axis()) && b.div() < block.end()
                && block.div() < b.end())) {
            return Optional.empty();
        }
        Content whole = unfixed(first.inner(), block);
        for (Content leaf : leaves) {
            Reduced r = (Reduced) leaf.items().get(0);
            Optional<Long> v = value(r.inner(), block);
            if (v.isEmpty() || !whole.restrict(block, v.get()).equals(r.inner())) {
                return Optional.empty();
            }
            seen.add(v.get());
        }
        List<Part> bound = new ArrayList<>(first.bound());
        bound.add(block);
        return Optional.of(new Reduced(first.op(), bound, whole));
    }

    /** Every run of fixed digits some term of {@code c} reads. */
    private static Set<Part> fixedParts(Content c) {
        Set<Part> out = new LinkedHashSet<>();
        for (Summand s : c.items()) {
            switch (s) {
                case SummedProduct t -> t.allRuns().forEach(e -> e.getValue().stream()
                        .filter(d -> d.kind() == DigitRun.Kind.FIXED)
                        .forEach(d -> out.add(new Part(e.getKey(), d.div(), d.mod()))));
                case Reduced r -> out.addAll(fixedParts(r.inner()));
                case Applied x -> x.args().forEach(arg -> out.addAll(fixedParts(arg)));
            }
        }
        return out;
    }

    /** The value the digits {@code block} are fixed to in the first term reading them, if fixed. */
    private static Optional<Long> value(Content c, Part block) {
        for (Summand s : c.items()) {
            switch (s) {
                case SummedProduct t -> {
                    for (var e : t.allRuns()) {
                        if (!e.getKey().equals(block.axis())) {
                            continue;
                        }
                        long v = 0;
                        boolean any = false;
                        for (DigitRun d : Digits.split(Digits.split(e.getValue(), block.div()), block.end())) {
                            if (d.div() >= block.div() && d.end() <= block.end()) {
                                if (d.kind() != DigitRun.Kind.FIXED) {
                                    return Optional.empty();
                                }
                                v += d.value() * (d.div() / block.div());
                                any = true;
                            }
                        }
                        if (any) {
                            return Optional.of(v);
                        }
                    }
                }
                case Reduced r -> {
                    Optional<Long> v = value(r.inner(), block);
                    if (v.isPresent()) {
                        return v;
                    }
                }
                case Applied x -> {
                    for (Content arg : x.args()) {
                        Optional<Long> v = value(arg, block);
                        if (v.isPresent()) {
                            return v;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** {@code c} with the fixed digits {@code block} read as the element's own. */
    private static Content unfixed(Content c, Part block) {
        List<Summand> items = new ArrayList<>();
        for (Summand s : c.items()) {
            items.add(switch (s) {
                case SummedProduct t -> t.unfixed(block);
                case Reduced r -> new Reduced(r.op(), r.bound(), unfixed(r.inner(), block));
                case Applied x -> new Applied(x.op(), x.args().stream().map(arg -> unfixed(arg, block)).toList(),
                        x.bits(), x.floating());
            });
        }
        return new Content(items, c.bits(), c.rounded());
    }
}
