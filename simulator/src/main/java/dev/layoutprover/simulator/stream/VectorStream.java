package dev.layoutprover.simulator.stream;

import java.util.Set;

/**
 * A stream inside the Vector Engine's intra-slice block: the stream itself, the last pipeline stage
 * used (stages run in a fixed order, each at most once per pass), the ALUs already taken in that
 * stage, the lane mode (8 lanes, {@code Way8}, or 4, {@code Way4}), what {@code vector_stash}
 * put in the operand register ({@code null} when nothing is stashed) and the execution ids the
 * branch unit gave ({@code null} before the branch, and for modes whose ids are not defined).
 */
public record VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash,
        Stream ids) {

    public VectorStream {
        alus = Set.copyOf(alus);
    }

    /** This pass with {@code next} as the stream, in the same stage. */
    VectorStream with(Stream next) {
        return new VectorStream(next, stage, alus, ways, stash, ids);
    }
}
