package dev.layoutprover.simulator.naive;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * How uninitialized elements flow through an elementwise operation, as the reference's
 * {@code Opt<D>} does: an element of the result is {@code Uninit} when an operand element it is
 * computed from is (the reference's lifted operations and zips give {@code Uninit} unless every
 * operand is {@code Init}). The result is also marked {@linkplain LogicalTensor#unwritten never
 * written} when one of those operand elements was: a value computed from memory no write reached.
 *
 * <p>Example: {@code a[I:4]} with element 2 never written, plus the constant 1: elements 0, 1 and
 * 3 hold {@code a + 1}, element 2 is uninitialized and never written.
 */
final class UndefinedElements {

    private UndefinedElements() {}

    /** {@code t} with 0 in place of each uninitialized element, and no element uninitialized. */
    static LogicalTensor filled(LogicalTensor t) {
        if (!t.hasValues() || !t.hasUninitialized()) {
            return t;
        }
        double[] v = t.values().clone();
        BitSet u = t.uninitializedOffsets();
        for (int i = u.nextSetBit(0); i >= 0; i = u.nextSetBit(i + 1)) {
            v[i] = 0;
        }
        return new LogicalTensor(t.type(), t.axes(), v, t.errors());
    }

    /**
     * {@code result} (computed from the {@linkplain #filled filled} operands) with each element
     * uninitialized where an operand element it reads is; empty when an operand has an axis the
     * result lacks (the operation is not elementwise over it).
     */
    static Optional<LogicalTensor> marked(LogicalTensor result, List<LogicalTensor> operands) {
        int n = result.size();
        BitSet undefined = new BitSet(n);
        BitSet unwritten = new BitSet(n);
        for (LogicalTensor in : operands) {
            if (!in.hasValues() || !in.hasUninitialized()) {
                continue;
            }
            int[] at = new int[in.axes().size()];
            for (int i = 0; i < at.length; i++) {
                at[i] = result.axes().indexOf(in.axes().get(i));
                if (at[i] < 0) {
                    return Optional.empty();
                }
            }
            for (int o = 0; o < n; o++) {
                long[] c = result.coordinates(o);
                int io = 0;
                for (int i = 0; i < at.length; i++) {
                    io += (int) (c[at[i]] * in.stride(i));
                }
                if (in.uninitialized(io)) {
                    undefined.set(o);
                    if (in.unwritten(io)) {
                        unwritten.set(o);
                    }
                }
            }
        }
        if (undefined.isEmpty()) {
            return Optional.of(result);
        }
        double[] v = result.values().clone();
        for (int o = undefined.nextSetBit(0); o >= 0; o = undefined.nextSetBit(o + 1)) {
            v[o] = unwritten.get(o) ? LogicalTensor.UNWRITTEN : Double.NaN;
        }
        return Optional.of(new LogicalTensor(result.type(), result.axes(), v, result.errors(), undefined));
    }
}
