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
 * @param iterations how many iterations of an unrolled loop break the rule at this call, this
 *     finding telling the first (1 outside a loop or when one iteration does)
 */
public record Finding(String rule, String message, Location location, List<Frame> via, int iterations) {

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
        if (iterations < 1) {
            throw new IllegalArgumentException("a finding is told for at least one iteration, got " + iterations);
        }
    }

    public Finding(String rule, String message, Location location, List<Frame> via) {
        this(rule, message, location, via, 1);
    }

    public Finding(String rule, String message, Location location) {
        this(rule, message, location, List.of());
    }

    /** This finding seen from the caller: {@code frame} appended as the next outer frame. */
    public Finding within(Frame frame) {
        List<Frame> chain = new ArrayList<>(via);
        chain.add(frame);
        return new Finding(rule, message, location, chain, iterations);
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

    /**
     * The findings with those that differ only in the iteration of an unrolled loop told once: the
     * first iteration's, with {@link #iterations} counting them and its message ending with how many
     * more iterations break the rule there. Iterations that break it with other numbers (an address
     * that moves with the loop index) are told with the first iteration's numbers and counted alike.
     *
     * <p>Example: {@code DM tensor result0 … must be at most 524288} found in each of 32 iterations
     * of {@code for i in 0..32} becomes one finding {@code … via for i = 0 at …} whose message ends
     * {@code ; the same in 31 more iterations of the loop}; a DM tensor at {@code 524224 + 8·b}
     * past the DM in 4 iterations ends {@code ; the same rule in 3 more iterations of the loop, with
     * other numbers}, its iterations 4.
     */
    public static List<Finding> collapseIterations(java.util.Collection<Finding> findings) {
        java.util.Map<List<Object>, List<Finding>> groups = new java.util.LinkedHashMap<>();
        // the k-th finding of one rule at one call in one iteration is grouped with the k-th of the others
        java.util.Map<List<Object>, Integer> seen = new java.util.HashMap<>();
        for (Finding f : findings) {
            List<Object> key = new ArrayList<>(List.of(f.rule(), f.location()));
            for (Frame frame : f.via()) {
                String name = frame.function();
                int eq = name.indexOf(" = ");
                key.add(name.startsWith("for ") && eq > 0 ? name.substring(0, eq) : name);
                key.add(frame.at());
            }
            int k = seen.merge(List.of(f.rule(), f.location(), f.via()), 1, Integer::sum);
            key.add(k);
            groups.computeIfAbsent(key, x -> new ArrayList<>()).add(f);
        }
        List<Finding> out = new ArrayList<>();
        for (List<Finding> group : groups.values()) {
            Finding first = group.get(0);
            if (group.size() == 1) {
                out.add(first);
                continue;
            }
            int more = group.size() - 1;
            boolean same = group.stream().allMatch(f -> f.message().equals(first.message()));
            int total = group.stream().mapToInt(Finding::iterations).sum();
            out.add(new Finding(first.rule(), first.message() + "; the same" + (same ? "" : " rule") + " in " + more
                    + " more iteration" + (more == 1 ? "" : "s") + " of the loop" + (same ? "" : ", with other numbers"),
                    first.location(), first.via(), total));
        }
        return out;
    }
}
