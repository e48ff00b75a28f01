package dev.layoutprover.simulator.conformance;

import java.util.List;

/**
 * The outcome of one conformance run: how many output elements were compared, the largest
 * difference and the largest allowed one, the first mismatches, and the time each side took.
 */
public record ConformanceReport(String kernel, long seed, String type, long elements, double maxDifference, double maxBound,
        List<Mismatch> mismatches, long mismatchCount, long simulatorNanos, long naiveNanos) {

    public boolean conformant() {
        return mismatchCount == 0;
    }

    /** One paragraph for a person. */
    public String describe() {
        String head = kernel + " (seed " + seed + "): " + elements + " " + type + " elements, ";
        if (conformant()) {
            return head + "conformant; max |simulator - naive| = " + maxDifference + " within bound " + maxBound;
        }
        return head + mismatchCount + " mismatches, first: " + mismatches;
    }
}
