package dev.layoutprover.simulator.stream;

import java.util.Set;

/**
 * A stream inside the Vector Engine's intra-slice block: the stream itself, the last pipeline stage
 * used (stages run in a fixed order, each at most once per pass), the ALUs already taken in that
 * stage, the lane mode (8 lanes, {@code Way8}, or 4, {@code Way4}), what {@code vector_stash}
 * put in the operand register ({@code null} when nothing is stashed), the execution ids the
 * branch unit gave ({@code null} before the branch, and for modes whose ids are not defined) and
 * whether the pass began with an inter-slice reduce (the reference's {@code VeOrder::InterFirst},
 * after which no second inter-slice reduce follows) and whether it is the zip of a pair's two
 * groups (the reference's {@code Zipped} context, vector_engine/stage/markers.rs, on which
 * {@code vector_stash} and {@code vector_filter} are not defined).
 */
public record VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash,
        Stream ids, boolean interFirst, boolean zipped) {

    public VectorStream {
        alus = Set.copyOf(alus);
    }

    /** A standalone stream (no zip of a pair). */
    public VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash, Stream ids,
            boolean interFirst) {
        this(stream, stage, alus, ways, stash, ids, interFirst, false);
    }

    /** A pass that did not begin with an inter-slice reduce. */
    public VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash, Stream ids) {
        this(stream, stage, alus, ways, stash, ids, false);
    }

    /** This pass with {@code next} as the stream, in the same stage. */
    VectorStream with(Stream next) {
        return new VectorStream(next, stage, alus, ways, stash, ids, interFirst, zipped);
    }
}
