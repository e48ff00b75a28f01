package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * A rule a kernel breaks, where: the rule's name (an entry of the {@link Rules catalogue}), a
 * message with the numbers, the location of the call or type at fault and, when that call is inside
 * a helper function or an unrolled loop, the chain of calls that led there (innermost first).
 *
 * <p>Example: {@code gemm.rs:38:10: TRF::CAPACITY: TRF Element::SIZE × size_of::<bf16>() = 8192 × 2
 * = 16384 bytes must be at most 8192 (Row::SIZE = 8, FULL)}; inside the helper
 * {@code contraction_over_b_2048} called at line 45 its {@link #where()} is
 * {@code matmul_16384.rs:186:17 via contraction_over_b_2048 at matmul_16384.rs:45:9}.
 *
 * @param via the frames from the innermost function outwards: each names the function the call is
 *     in and where that function was called (or the loop iteration and where the loop is)
 */
public record Finding(String rule, String message, Location location, List<Frame> via) {

    /** A function (or loop iteration) a finding lies in, and where it was entered. */
    public record Frame(String function, Location at) {
        @Override
        public String toString() {
            return function + " at " + at;
        }
    }

    public Finding {
        Rules.require(rule);
        via = List.copyOf(via);
    }

    public Finding(String rule, String message, Location location) {
        this(rule, message, location, List.of());
    }

    /** This finding seen from the caller: {@code frame} appended as the next outer frame. */
    public Finding within(Frame frame) {
        List<Frame> chain = new ArrayList<>(via);
        chain.add(frame);
        return new Finding(rule, message, location, chain);
    }

    /** {@code file:line:column}, followed by {@code via FUNCTION at file:line:column} for each frame. */
    public String where() {
        StringBuilder s = new StringBuilder(location.toString());
        for (Frame f : via) {
            s.append(" via ").append(f);
        }
        return s.toString();
    }

    /** {@code file:line:column[ via …]: RULE: message}. */
    @Override
    public String toString() {
        return where() + ": " + rule + ": " + message;
    }
}
