package dev.layoutprover.simulator.conformance;

import dev.layoutprover.algebra.TensorIndex;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of one conformance run: how many output elements were compared, the largest
 * difference and the largest allowed one, the first mismatches, the time each side took, how many
 * output elements the naive evaluator leaves uninitialized (the reference's {@code Opt::Uninit},
 * e.g. copied from a composite group's padding: any value the simulator holds there conforms), and
 * how many no write of the kernel ever reached (memory taken with {@code from_addr} and left as it
 * was, e.g. by a loop that skips a tile).
 *
 * <p>A run conforms when no element differs and every output element was written: the
 * reference's tests compare the whole output, where a never-written element is {@code Uninit}.
 * Example: a 4-tile output whose loop runs {@code 0..3} has {@code unwritten} = one tile's
 * elements and {@code firstUnwritten} the first index of tile 3; it does not conform.
 */
public record ConformanceReport(String kernel, long seed, String type, long elements, double maxDifference, double maxBound,
        List<ElementMismatch> mismatches, long mismatchCount, long simulatorNanos, long naiveNanos, long uninitialized,
        long unwritten, Optional<TensorIndex> firstUnwritten) {

    /** A report in which every output element holds a value. */
    public ConformanceReport(String kernel, long seed, String type, long elements, double maxDifference,
            double maxBound, List<ElementMismatch> mismatches, long mismatchCount, long simulatorNanos, long naiveNanos) {
        this(kernel, seed, type, elements, maxDifference, maxBound, mismatches, mismatchCount, simulatorNanos,
                naiveNanos, 0, 0, Optional.empty());
    }

    public boolean conformant() {
        return mismatchCount == 0 && unwritten == 0;
    }

    /** One paragraph for a person. */
    public String describe() {
        String head = kernel + " (seed " + seed + "): " + elements + " " + type + " elements, ";
        if (conformant()) {
            return head + "conformant; max |simulator - naive| = " + maxDifference + " within bound " + maxBound
                    + (uninitialized == 0 ? "" : "; " + uninitialized + " uninitialized");
        }
        if (mismatchCount == 0) {
            return head + unwrittenText();
        }
        return head + mismatchCount + " mismatches, first: " + mismatches;
    }

    /** {@code "1048576 never written (first at {N: 3145728}): …"}; empty when every element was written. */
    public String unwrittenText() {
        return unwritten == 0 ? "" : unwritten + " never written (first at " + firstUnwritten.map(Object::toString)
                .orElse("?") + "): no write of the kernel reaches them, so they keep the uninitialized memory"
                + " from_addr gave";
    }
}
