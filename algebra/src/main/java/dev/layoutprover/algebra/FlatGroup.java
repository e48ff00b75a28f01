package dev.layoutprover.algebra;

import dev.layoutprover.algebra.normal.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A composite group read by its flat value: the operand {@code group} of the cuts that
 * {@link Normalizer#readsComposite} reads as one flat value, and a fresh axis {@code flat} that
 * stands for that value. {@link #flatten} rewrites a mapping so that every composite cut of
 * {@code group} cuts the axis {@code flat} instead: the rewritten mapping stores, at each
 * position, the flat value before it is decoded, which is what a tile start adds to
 * ({@code offset.add_mapping::<I>(start)} in the reference). {@link #decode} turns a flat value
 * into the group's index.
 *
 * <p>Example: with {@code A = 9, B = 7}, the tile dimension {@code m![[A, B] # 64 % 4]} reads the
 * group {@code [A, B]} (63 flat values) as {@code flat_A_B}; the view
 * {@code m![[A, B] # 64 / 4 % 2, ([A, B] # 64 % 4) = 3 # 4, [A, B] # 64 / 8 % 2]} flattens to
 * {@code m![flat_A_B # 64 / 4 % 2, (flat_A_B # 64 % 4) = 3 # 4, flat_A_B # 64 / 8 % 2]}, whose
 * position 13 stores {@code {flat_A_B: 14}}; {@code decode(14)} is {@code {A: 2}} and
 * {@code decode(63)} is empty (past the 63 indices of the group).
 *
 * @param group the composite operand, e.g. {@code [A, B]}
 * @param flat the axis of its flat value, of size {@code |group|}
 */
public record FlatGroup(Mapping group, Axis flat) {

    public FlatGroup {
        if (group == null || flat == null) {
            throw new MappingException("a flat group needs its operand and its axis");
        }
        if (flat.size() != group.size()) {
            throw new MappingException("the flat axis " + flat + " must have the group's " + group.size() + " values");
        }
    }

    /**
     * The composite group {@code tile} reads, when it reads exactly one and no axis outside it
     * (so a tile start adds only to the group's flat value); the flat axis is named so that it
     * differs from every axis of {@code others}. Empty for {@code m![B / 32]}, and for a tile that
     * reads two groups or an axis besides a group.
     */
    public static Optional<FlatGroup> readBy(Mapping tile, Mapping... others) {
        List<Mapping> operands = new ArrayList<>();
        boolean[] outside = {false};
        collect(tile, operands, outside);
        if (operands.size() != 1 || outside[0]) {
            return Optional.empty();
        }
        Mapping group = operands.get(0);
        Evaluator decoder = Evaluator.of(group);
        if (!decoder.isFunctional() || !group.skews().isEmpty()) {
            return Optional.empty();
        }
        Set<String> taken = new LinkedHashSet<>();
        for (Mapping m : others) {
            Evaluator.of(m).axes().forEach(a -> taken.add(a.name()));
        }
        decoder.axes().forEach(a -> taken.add(a.name()));
        StringBuilder name = new StringBuilder("flat");
        decoder.axes().forEach(a -> name.append('_').append(a.name()));
        while (taken.contains(name.toString())) {
            name.append('_');
        }
        return Optional.of(new FlatGroup(group, new Axis(name.toString(), group.size())));
    }

    /** The composite operands {@code m} reads (in order, without repeats), and whether it reads an axis outside them. */
    private static void collect(Mapping m, List<Mapping> operands, boolean[] outside) {
        if (Normalizer.readsComposite(m)) {
            Mapping operand = m.children().get(0);
            if (!operands.contains(operand)) {
                operands.add(operand);
            }
            return;
        }
        switch (m) {
            case Mapping.Symbol s -> outside[0] = true;
            case Mapping.Skewed s -> outside[0] = true;
            default -> m.children().forEach(c -> collect(c, operands, outside));
        }
    }

    /** The axes of the group: {@code A, B} for {@code [A, B]}. */
    public List<Axis> axes() {
        return Evaluator.of(group).axes();
    }

    /**
     * {@code m} with every composite cut of the group reading {@link #flat} in its place: the same
     * positions and holes, each storing the group's flat value undecoded. Other composites and
     * axes outside the group stay as they are.
     *
     * @throws MappingException when {@code m} reads an axis of the group outside a composite cut
     *     of it (as {@code m![A, [A, B] # 64 % 4]} does): its flat value would not say the index
     */
    public Mapping flatten(Mapping m) {
        List<String> mine = axes().stream().map(Axis::name).toList();
        int[] reads = {0, 0};
        Mapping out = rewrite(m, mine, m, reads);
        if (reads[1] > 0 && reads[0] + reads[1] > 1) {
            throw new MappingException(m + " reads the group " + group + " whole and again, so its index is not one"
                    + " flat value decoded");
        }
        return out;
    }

    /** True when {@code m} reads the group only through composite cuts of it, so {@link #flatten} applies. */
    public boolean flattens(Mapping m) {
        try {
            flatten(m);
            return true;
        } catch (MappingException e) {
            return false;
        }
    }

    /**
     * {@code m} rewritten; {@code reads} counts the composite cuts of the group and its whole
     * occurrences (a mapping that is the group itself stores the flat value at its own position,
     * when it reads the group nowhere else).
     */
    private Mapping rewrite(Mapping m, List<String> mine, Mapping whole, int[] reads) {
        if (Normalizer.readsComposite(m)) {
            Mapping operand = m.children().get(0);
            if (operand.equals(group)) {
                reads[0]++;
                return withOperand(m, new Mapping.Symbol(flat));
            }
            requireApart(operand, mine, whole);
            return m;
        }
        if (m.equals(group)) {
            reads[1]++;
            return new Mapping.Symbol(flat);
        }
        return switch (m) {
            case Mapping.Identity i -> m;
            case Mapping.Symbol s -> {
                requireApart(m, mine, whole);
                yield m;
            }
            case Mapping.Skewed s -> {
                requireApart(m, mine, whole);
                yield m;
            }
            case Mapping.Pair p -> new Mapping.Pair(rewrite(p.major(), mine, whole, reads),
                    rewrite(p.minor(), mine, whole, reads));
            case Mapping.OuterSum o -> new Mapping.OuterSum(rewrite(o.left(), mine, whole, reads),
                    rewrite(o.right(), mine, whole, reads));
            case Mapping.Padding p -> new Mapping.Padding(rewrite(p.inner(), mine, whole, reads), p.size(), p.bottom());
            case Mapping.Resize r -> new Mapping.Resize(rewrite(r.inner(), mine, whole, reads), r.size());
            case Mapping.Stride s -> new Mapping.Stride(rewrite(s.inner(), mine, whole, reads), s.divisor());
            case Mapping.Modulo r -> new Mapping.Modulo(rewrite(r.inner(), mine, whole, reads), r.modulus());
            case Mapping.Alias a -> rewrite(a.target(), mine, whole, reads);
            case Mapping.Swizzle w -> new Mapping.Swizzle(rewrite(w.inner(), mine, whole, reads), w.bits(), w.base(),
                    w.shift());
            case Mapping.LinearCombination lc -> {
                List<Mapping.Term> terms = new ArrayList<>();
                lc.terms().forEach(t -> terms.add(new Mapping.Term(rewrite(t.mapping(), mine, whole, reads), t.stride())));
                yield new Mapping.LinearCombination(terms);
            }
        };
    }

    private static Mapping withOperand(Mapping op, Mapping operand) {
        return switch (op) {
            case Mapping.Padding p -> new Mapping.Padding(operand, p.size(), p.bottom());
            case Mapping.Resize r -> new Mapping.Resize(operand, r.size());
            case Mapping.Stride s -> new Mapping.Stride(operand, s.divisor());
            case Mapping.Modulo r -> new Mapping.Modulo(operand, r.modulus());
            default -> throw new IllegalStateException("a composite cut is a padding, resize, stride or modulo: " + op);
        };
    }

    private void requireApart(Mapping m, List<String> mine, Mapping whole) {
        for (Axis a : Evaluator.of(m).axes()) {
            if (mine.contains(a.name())) {
                throw new MappingException(whole + " reads " + a.name() + " outside the composite " + group
                        + ", so its index is not the group's flat value decoded");
            }
        }
    }

    /**
     * {@code slot} of a flattened mapping with the indices whose flat value is past the group
     * dropped: they decode to holes, as the parent's padding does. With {@code A = 2, B = 3},
     * {@code {flat_A_B: 6}} is past {@code [A, B]} (6 flat values), so {@code withinGroup} of it is
     * a hole.
     */
    public Slot withinGroup(Slot slot) {
        if (slot.indices().stream().allMatch(i -> i.get(flat.name()) < flat.size())) {
            return slot;
        }
        return Slot.of(slot.indices().stream().filter(i -> i.get(flat.name()) < flat.size()).toList());
    }

    /**
     * The group's index at flat value {@code value}, as the composite reading decodes it; empty
     * past the group or on one of its holes. Example: {@code [A, B]} with {@code A = 9, B = 7}
     * decodes 14 to {@code {A: 2}}.
     */
    public Optional<TensorIndex> decode(long value) {
        Slot s = Evaluator.of(group).slot(value);
        return s.isHole() ? Optional.empty() : Optional.of(s.indices().iterator().next());
    }
}
