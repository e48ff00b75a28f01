package dev.layoutprover.simulator.naive;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a memory or stream tensor holds, as a mathematical expression over the kernel's inputs.
 * Every engine extends the expression of its input with what it computes; data movement leaves it
 * unchanged. The {@link NaiveEvaluator} evaluates it on dense logical tensors.
 *
 * <p>Example: the GEMM's output holds
 * {@code Convert(Contraction(Input(a), Input(b), kept [I, J]), bf16)}.
 */
public sealed interface TensorExpr {

    /** The element type of the values. */
    ElementType type();

    /** The axes of the tensor, in a fixed order. */
    List<Axis> axes();

    /** A kernel input. */
    record Input(String name, LogicalTensor tensor) implements TensorExpr {
        @Override public ElementType type() { return tensor.type(); }
        @Override public List<Axis> axes() { return tensor.axes(); }
    }

    /** The same values in another type, rounded as the hardware rounds (nearest-even, saturation). */
    record Convert(TensorExpr input, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() { return input.axes(); }
    }

    /** An elementwise operation with a constant second operand. */
    record WithConstant(TensorExpr input, ElementwiseOp op, double constant, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() { return input.axes(); }
    }

    /** An elementwise operation with a tensor second operand, broadcast along the axes it lacks. */
    record WithTensor(TensorExpr input, ElementwiseOp op, TensorExpr operand, ElementType type) implements TensorExpr {
        public WithTensor {
            for (Axis a : operand.axes()) {
                if (!input.axes().contains(a)) {
                    throw new IllegalArgumentException("operand axis " + a + " is not an axis of " + input.axes());
                }
            }
        }
        @Override public List<Axis> axes() { return input.axes(); }
    }

    /** A scalar broadcast to every index: a constant operand of the Vector Engine. */
    record Constant(double value, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() { return List.of(); }
    }

    /**
     * A Vector Engine operation applied lane by lane to {@code operands} (already arranged by the
     * argument mode), each broadcast along the axes it lacks; the result has {@code axes}.
     */
    record Lanewise(LaneOp op, List<TensorExpr> operands, List<Axis> axes, ElementType type) implements TensorExpr {
        public Lanewise {
            operands = List.copyOf(operands);
            axes = List.copyOf(axes);
            if (operands.size() != op.arity()) {
                throw new IllegalArgumentException(op + " takes " + op.arity() + " operands, got " + operands.size());
            }
            for (TensorExpr e : operands) {
                for (Axis a : e.axes()) {
                    if (!axes.contains(a)) {
                        throw new IllegalArgumentException("operand axis " + a + " is not an axis of " + axes);
                    }
                }
            }
        }
    }

    /**
     * Tensors of equal axes stacked along a new axis: index {@code k} of {@code axis} holds
     * {@code parts.get(k)} ({@code begin_interleaved} stacks its two tensors along {@code I}).
     */
    record Stack(Axis axis, List<TensorExpr> parts, ElementType type) implements TensorExpr {
        public Stack {
            parts = List.copyOf(parts);
            if (parts.size() != axis.size()) {
                throw new IllegalArgumentException(parts.size() + " parts along " + axis);
            }
        }
        @Override public List<Axis> axes() {
            List<Axis> a = new ArrayList<>();
            a.add(axis);
            a.addAll(parts.get(0).axes());
            return a;
        }
    }

    /** The slice of {@code input} at {@code index} along {@code axis}, without that axis. */
    record Select(TensorExpr input, Axis axis, long index) implements TensorExpr {
        @Override public ElementType type() { return input.type(); }
        @Override public List<Axis> axes() {
            List<Axis> a = new ArrayList<>(input.axes());
            a.remove(axis);
            return a;
        }
    }

    /**
     * The same storage read through another layout ({@code reshape}): position {@code p} holds,
     * under {@code to}, the value {@code from} put there; indices {@code to} holds where
     * {@code from} holds none are zero.
     */
    record Relabel(TensorExpr input, dev.layoutprover.algebra.Mapping from, dev.layoutprover.algebra.Mapping to,
            List<Axis> axes) implements TensorExpr {
        public Relabel {
            axes = List.copyOf(axes);
        }
        @Override public ElementType type() { return input.type(); }
    }

    /**
     * A tensor allocated at an address and not yet written (the reference's {@code from_addr}): every
     * element uninitialized, marked as never written.
     */
    record Allocated(List<Axis> axes, ElementType type) implements TensorExpr {
        public Allocated {
            axes = List.copyOf(axes);
        }
    }

    /**
     * {@code base} with a window overwritten by {@code value} (a write through a tile view): the
     * index {@code i} of {@code value} lands at {@code i + offsets} of {@code base}, axis by axis
     * (axes without an offset start at 0); along an axis of the base the value lacks it lands at
     * every index of the window ({@code windows}: its size by axis, else the rest of the axis).
     */
    record Patch(TensorExpr base, TensorExpr value, java.util.Map<String, Long> offsets, java.util.Map<String, Long> windows)
            implements TensorExpr {
        public Patch {
            offsets = java.util.Map.copyOf(offsets);
            windows = java.util.Map.copyOf(windows);
        }
        @Override public ElementType type() { return base.type(); }
        @Override public List<Axis> axes() { return base.axes(); }
    }

    /**
     * The window of a composite group's flat value that a tile cutting the group holds: index
     * {@code g} of the flat axis {@code axis} (its size the window's) holds the input at the group's
     * index {@code group.decode(g + offset)}, the other axes unchanged; it is uninitialized where
     * {@code held} lacks {@code g} (the view does not hold it) or the flat value falls past the group
     * or on one of its holes. The axes are the input's, with the group's axes replaced by
     * {@code axis} where the first of them stood.
     *
     * <p>Example: with {@code A = 9, B = 7}, the tile {@code [A, B] # 64 % 4} from step 3 of
     * {@code x[A, B]} holds at {@code g = 60} the flat value 63: past the 63 indices, uninitialized;
     * at {@code g = 4} it holds {@code x[A = 1, B = 0]}.
     */
    record FlatWindow(TensorExpr input, dev.layoutprover.algebra.FlatGroup group, Axis axis, long offset,
            java.util.BitSet held) implements TensorExpr {
        public FlatWindow {
            held = (java.util.BitSet) held.clone();
            if (!axis.name().equals(group.flat().name())) {
                throw new IllegalArgumentException("the window's axis " + axis + " is not the flat axis of " + group);
            }
        }
        @Override public ElementType type() { return input.type(); }
        @Override public List<Axis> axes() { return flatAxes(input.axes(), group, axis); }
    }

    /**
     * {@code base} with the flat window of {@link FlatWindow} overwritten by {@code value} (a write
     * through a tile that cuts a composite group): each index {@code g} of {@code value} that
     * {@code held} has and whose flat value {@code g + offset} decodes to a group index lands
     * there; one that falls past the group or on its holes is written nowhere.
     */
    record FlatPatch(TensorExpr base, TensorExpr value, dev.layoutprover.algebra.FlatGroup group, long offset,
            java.util.BitSet held) implements TensorExpr {
        public FlatPatch {
            held = (java.util.BitSet) held.clone();
        }
        @Override public ElementType type() { return base.type(); }
        @Override public List<Axis> axes() { return base.axes(); }
    }

    /** {@code axes} with the group's axes replaced by {@code flat} where the first of them stood. */
    static List<Axis> flatAxes(List<Axis> axes, dev.layoutprover.algebra.FlatGroup group, Axis flat) {
        List<String> mine = group.axes().stream().map(Axis::name).toList();
        List<Axis> out = new ArrayList<>();
        boolean placed = false;
        for (Axis a : axes) {
            if (mine.contains(a.name())) {
                if (!placed) {
                    out.add(flat);
                    placed = true;
                }
            } else {
                out.add(a);
            }
        }
        if (!placed) {
            out.add(flat);
        }
        return out;
    }

    /**
     * {@code input} with its elements moved: flat index {@code j} (row-major over the axes) holds
     * the input's flat index {@code from[j]}, or zero where {@code from[j] < 0}. What a shuffle of
     * whole clusters or chips does to the tensor. The table is computed when first asked for.
     */
    record Shuffle(TensorExpr input, ShuffleTable table) implements TensorExpr {
        @Override public ElementType type() { return input.type(); }
        @Override public List<Axis> axes() { return input.axes(); }

        /** For each flat index, the input's flat index it holds, or -1. */
        public int[] from() {
            return table.from();
        }
    }

    /**
     * {@code base} with the rows of {@code data} scattered into it ({@code dma_scatter}): the
     * elements of {@code data} with {@code key = k} land where {@code base} has
     * {@code row = index[k] / divisor} and the same other coordinates. A key of several axes
     * ({@code key} their names joined by commas) takes {@code k} as their position in the data's
     * axis order; {@code row} may be a key axis itself. The index tensor is read in the order of its
     * buffer {@code indexBuffer} (its {@code [Chip, Element]}): the key's {@code p}-th position (of the
     * mapping {@code keyOrder}) takes the index held at the buffer's {@code p}-th position, whatever
     * the index tensor's axes.
     */
    record ScatterRows(TensorExpr base, TensorExpr data, TensorExpr index, String key, String row, long divisor,
            dev.layoutprover.algebra.Mapping keyOrder, dev.layoutprover.algebra.Mapping indexBuffer) implements TensorExpr {
        @Override public ElementType type() { return base.type(); }
        @Override public List<Axis> axes() { return base.axes(); }
    }

    /**
     * The rows of {@code table} that {@code index} selects ({@code dma_gather}, the inverse of
     * {@link ScatterRows}): the element at key position {@code p} and payload {@code h} is the table's at
     * {@code row = entry(p) / divisor} and {@code h}, where {@code entry(p)} is the index the buffer
     * {@code indexBuffer} (the index tensor's {@code [Chip, Element]}) holds at its {@code p}-th
     * position and {@code p} the position of the key's coordinates under {@code keyOrder} (the
     * {@code keys} axes); {@code axes} are the table's with the row axis replaced by the keys.
     */
    record GatherRows(TensorExpr table, TensorExpr index, List<String> keys, String row, long divisor, List<Axis> axes,
            dev.layoutprover.algebra.Mapping keyOrder, dev.layoutprover.algebra.Mapping indexBuffer) implements TensorExpr {
        public GatherRows {
            keys = List.copyOf(keys);
            axes = List.copyOf(axes);
        }

        @Override public ElementType type() { return table.type(); }
    }

    /** A unary elementwise operation with a parameter (an integer width, or unused). */
    record Unary(TensorExpr input, ElementwiseOp op, double parameter, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() { return input.axes(); }
    }

    /**
     * The elementwise products of {@code x} and {@code w}, broadcast over the union of their axes,
     * not yet reduced: what leaves the Reducer's multipliers before the sums are taken.
     */
    record Product(TensorExpr x, TensorExpr w, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() { return union(x.axes(), w.axes()); }
    }

    /** {@code Σ x·w} over every axis of {@code x} or {@code w} not in {@code kept}. */
    record Contraction(TensorExpr x, TensorExpr w, List<Axis> kept, ElementType type) implements TensorExpr {
        public Contraction {
            kept = List.copyOf(kept);
        }
        @Override public List<Axis> axes() { return kept; }

        /** The contracted axes. */
        public List<Axis> summed() {
            List<Axis> s = new ArrayList<>(union(x.axes(), w.axes()));
            s.removeAll(kept);
            return s;
        }
    }

    /**
     * The window {@code [offset, offset + size)} of {@code input} along {@code axis}, renumbered from
     * 0: what a tile view holds. {@code axis} is the window's axis (same name, size {@code size}).
     * A tile of a digit below the axis's top ({@code m![B % 256 / 32]}, two steps) holds, of each
     * {@code block} of 256 indices of the window, the first {@code width} (64); a write through it
     * patches those only. Both are 0 for a window of an axis or an axis stride.
     */
    record Window(TensorExpr input, Axis axis, long offset, long block, long width) implements TensorExpr {

        public Window(TensorExpr input, Axis axis, long offset) {
            this(input, axis, offset, 0, 0);
        }

        @Override public ElementType type() { return input.type(); }
        @Override public List<Axis> axes() {
            List<Axis> a = new ArrayList<>();
            for (Axis x : input.axes()) {
                a.add(x.name().equals(axis.name()) ? axis : x);
            }
            return a;
        }
    }

    /** A reduction of {@code input} over {@code axis}. */
    record Reduce(TensorExpr input, Axis axis, ReduceOp op, ElementType type) implements TensorExpr {
        @Override public List<Axis> axes() {
            List<Axis> a = new ArrayList<>(input.axes());
            a.remove(axis);
            return a;
        }
    }

    /**
     * A reduction of some digits of {@code axis}: the index {@code s} holds the fold of every index
     * that agrees with {@code s} outside the reduced digits (indices past the axis are padding and
     * skipped), so the axis keeps its size and each group holds its result at every member. The
     * members are folded in index order, every step in {@code type} (a saturating add saturates at
     * each step, as the reference's {@code saturating_add} fold does).
     *
     * <p>Example: {@code S = 15} reduced over the digit {@code S # 16 % 4} (stride 1, count 4)
     * holds at {@code S = 13} the fold of {@code S = 12, 13, 14}.
     *
     * @param digits the reduced digits, in the order the stream lays them out
     */
    record PartialReduce(TensorExpr input, Axis axis, List<ReducedDigit> digits, ReduceOp op, ElementType type)
            implements TensorExpr {
        public PartialReduce {
            digits = List.copyOf(digits);
        }
        @Override public List<Axis> axes() { return input.axes(); }

        /** A digit of an axis: value {@code v < count} adds {@code v · stride} to the index. */
        public record ReducedDigit(long stride, long count) {}
    }

    /**
     * The execution ids {@code BranchMode::Comparison} gives: bit {@code k} of an element's id is
     * set where {@code comparisons.get(k)} holds of the element's value in {@code input} (four
     * comparisons, bit 3 being the group).
     */
    record ComparisonIds(TensorExpr input, List<InputCmp> comparisons) implements TensorExpr {
        public ComparisonIds {
            comparisons = List.copyOf(comparisons);
        }
        @Override public ElementType type() { return ElementType.I32; }
        @Override public List<Axis> axes() { return input.axes(); }
    }

    /**
     * The execution ids {@code BranchMode::AxisToggle { axis }} gives over {@code axes}: the group
     * {@code (axis / weight % length) % 2} in bit 3, the factor of the axis with the least weight
     * ({@code weight}, {@code length}) being the one the toggle reads.
     *
     * <p>Example: {@code A = 16} laid out as {@code m![A / 8, A % 8]} toggles on the factor
     * {@code A % 8} ({@code weight 1, length 8}): {@code A = 9} is in group 1 (id 8).
     */
    record ToggleIds(List<Axis> axes, String axis, long weight, long length) implements TensorExpr {
        public ToggleIds {
            axes = List.copyOf(axes);
        }
        @Override public ElementType type() { return ElementType.I32; }
    }

    /**
     * A Vector Engine operation applied only where the branch matches: an element whose id in
     * {@code ids} is in {@code group} (bit 3 of the id; {@code -1} for every id) holds its value in
     * {@code applied}, any other its value in {@code otherwise}.
     */
    record Guarded(TensorExpr otherwise, TensorExpr applied, TensorExpr ids, int group) implements TensorExpr {
        public Guarded {
            if (group < -1 || group > 1) {
                throw new IllegalArgumentException("the group is 0, 1 or -1 (always), got " + group);
            }
        }
        @Override public ElementType type() { return applied.type(); }
        @Override public List<Axis> axes() { return applied.axes(); }
    }

    /** The union of two axis lists, in order of first appearance. */
    static List<Axis> union(List<Axis> a, List<Axis> b) {
        Map<String, Axis> m = new LinkedHashMap<>();
        a.forEach(x -> m.put(x.name(), x));
        b.forEach(x -> m.putIfAbsent(x.name(), x));
        return List.copyOf(m.values());
    }
}
