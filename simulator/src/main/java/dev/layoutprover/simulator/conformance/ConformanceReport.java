package dev.layoutprover.simulator.conformance;

import java.util.List;

/**
 * The outcome of one conformance run: how many output elements were compared, the largest
 * difference and the largest allowed one, the first mismatches, the time each side took, and how
 * many output elements the naive evaluator leaves uninitialized (the reference's
 * {@code Opt::Uninit}, e.g. copied from a composite group's padding): any value the simulator
 * holds there conforms.
 */
public record ConformanceReport(String kernel, long seed, String type, long elements, double maxDifference, double maxBound,
        List<ElementMismatch> mismatches, long mismatchCount, long simulatorNanos, long naiveNanos, long uninitialized) {

    /** A report in which every output element holds a value. */
    public ConformanceReport(String kernel, long seed, String type, long elements, double maxDifference,
            double maxBound, List<ElementMismatch> mismatches, long mismatchCount, long simulatorNanos, long naiveNanos) {
        this(kernel, seed, type, elements, maxDifference, maxBound, mismatches, mismatchCount, simulatorNanos,
                naiveNanos, 0);
    }

    public boolean conformant() {
        return mismatchCount == 0;
    }

    /** One paragraph for a person. */
    public String describe() {
        String head = kernel + " (seed " + seed + "): " + elements + " " + type + " elements, ";
        if (conformant()) {
            return head + "conformant; max |simulator - naive| = " + maxDifference + " within bound " + maxBound
                    + (uninitialized == 0 ? "" : "; " + uninitialized + " uninitialized");
        }
        return head + mismatchCount + " mismatches, first: " + mismatches;
    }
}
