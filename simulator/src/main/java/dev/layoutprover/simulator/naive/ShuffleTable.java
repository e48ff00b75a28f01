package dev.layoutprover.simulator.naive;

import java.util.function.Supplier;

/**
 * The table of a {@link TensorExpr.Shuffle}: for each flat index of the shuffled tensor, the input's
 * flat index whose value it holds, or -1. It is computed the first time the naive evaluator asks for it:
 * a check without data ({@code layout verify}) never evaluates the expression, so it never walks the
 * tensor's positions for it.
 *
 * <p>Example: {@code ShuffleTable.of(new int[] {1, 0})} swaps a tensor of two elements;
 * {@code new ShuffleTable(() -> new int[] {1, 0})} is the same table, computed on first use.
 */
public final class ShuffleTable {

    private Supplier<int[]> compute;
    private int[] from;

    /** The table {@code compute} gives, asked for at most once. */
    public ShuffleTable(Supplier<int[]> compute) {
        this.compute = compute;
    }

    /** The table {@code from}, already computed. */
    public static ShuffleTable of(int[] from) {
        ShuffleTable t = new ShuffleTable(null);
        t.from = from;
        return t;
    }

    /** For each flat index of the shuffled tensor, the input's flat index it holds, or -1. */
    public synchronized int[] from() {
        if (from == null) {
            from = compute.get();
            compute = null; // what it captured is no longer kept
        }
        return from;
    }
}
