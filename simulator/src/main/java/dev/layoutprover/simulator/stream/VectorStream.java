package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
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
 * {@code vector_stash} and {@code vector_filter} are not defined), and the scalar type of the
 * pass's stash state ({@code stateType}, the reference's {@code StashD}): the stream's type at
 * {@code vector_init} or at a pair's zip, kept through the conversions, so that a stream entered as
 * {@code i32} and converted to {@code f32} still has an {@code i32} state (no {@code vector_stash}
 * on it, and its {@code vector_fp_ternary} reads the register as the wrong type).
 */
public record VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash,
        Stream ids, boolean interFirst, boolean zipped, ElementType stateType) {

    public VectorStream {
        alus = Set.copyOf(alus);
    }

    /** A pass entering the Vector Engine (or a pair's group) with {@code stream}: its state of the stream's type. */
    public VectorStream(Stream stream, VectorEngine.Stage stage, Set<String> alus, int ways, Stream stash, Stream ids) {
        this(stream, stage, alus, ways, stash, ids, false, false, stream.type());
    }

    /** This pass with {@code next} as the stream, in the same stage. */
    VectorStream with(Stream next) {
        return new VectorStream(next, stage, alus, ways, stash, ids, interFirst, zipped, stateType);
    }
}
