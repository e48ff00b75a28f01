package dev.layoutprover.simulator.stream;

/**
 * The two groups of {@code vector_intra_slice_unzip}: group 0 (the interleave axis at 0) and group
 * 1, each a stream with its own packets, passing the pipeline stages together until a zip
 * operation merges them. Both carry the same stage, ALUs and lane mode.
 *
 * <p>Example: {@code begin_interleaved::<I, …>(lhs, rhs)} fetched as {@code Time = m![I]} and
 * unzipped by {@code I} gives group 0 holding {@code lhs} and group 1 holding {@code rhs}, each
 * with {@code Time = m![1]}.
 */
public record VectorPair(VectorStream group0, VectorStream group1) {}
