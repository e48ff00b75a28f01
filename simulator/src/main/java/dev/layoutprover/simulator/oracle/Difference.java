package dev.layoutprover.simulator.oracle;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The first output index where the kernel's value is not the spec's: both values, the bound, the
 * spec's terms there (a contraction's summands, or an elementwise operation's operands), and what
 * the kernel's value is instead, when a simple change of the spec explains it.
 *
 * <p>Example: {@code at {I: 0, J: 0}: kernel 0.75, spec 1.5 (bound 0.0078)}, 256 terms over
 * {@code K}, explanation {@code the spec's sum without the terms K = 128..=255 (128 of 256)}.
 *
 * @param index the output index, axis → value (the kernel's axis names)
 * @param kernel the kernel's value
 * @param spec the spec's value (before rounding to the output type)
 * @param bound how far the kernel's value may lie from the spec's (0: exactly equal)
 * @param termCount how many terms the spec sums there (1 without summed axes)
 * @param summed the summed axes (the spec's names)
 * @param terms the first terms, in order
 * @param explanation what the kernel's value is, when a dropped or doubled run of terms, or another
 *     operation, explains it
 */
public record Difference(Map<String, Long> index, double kernel, double spec, double bound, long termCount,
        List<String> summed, List<SpecTerm> terms, Optional<String> explanation) {

    /**
     * One term of the spec at the index: the summed axes' values, each operand's value and the
     * term's value.
     */
    public record SpecTerm(Map<String, Long> at, Map<String, Double> operands, double value) {}
}
