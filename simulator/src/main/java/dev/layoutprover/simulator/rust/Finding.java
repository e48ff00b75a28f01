package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
/**
 * A rule a kernel breaks, where: the rule's name as the simulator names it, a message with the
 * numbers, and the location of the call or type at fault.
 *
 * <p>Example: {@code gemm.rs:38:10: TRF::CAPACITY: TRF Element::SIZE × size_of::<bf16>() = 8192 × 2
 * = 16384 bytes must be at most 8192 (Row::SIZE = 8, FULL)}.
 */
public record Finding(String rule, String message, Location location) {

    /** {@code file:line:column: RULE: message}. */
    @Override
    public String toString() {
        return location + ": " + rule + ": " + message;
    }
}
