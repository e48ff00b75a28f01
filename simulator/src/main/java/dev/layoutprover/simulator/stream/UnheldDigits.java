package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.naive.ReduceOp;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.TensorExpr.PartialReduce.ReducedDigit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The sum over the parts of an axis that a reduction's output does not hold. An axis the output
 * names is kept by a contraction, but the output may hold only some of its digits (the reference's
 * accumulate may keep part of a term): indices that differ only in the digits no output mapping
 * holds are summed together. The held digits are read from the output's own mappings (chip,
 * cluster, slice, time, packet), never from how the engines ordered the stream.
 *
 * <p>Only an axis the output indexes in time or packet is summed so: an axis held in the chips,
 * clusters or slices alone is a sum split across them ({@code K / 32} in the slices, {@code K % 32}
 * contracted in the packet), which a later reduction across them completes; the expression keeps
 * it whole and that reduction sums all of it.
 *
 * <p>Example: {@code I = 256} held as {@code m![I / 16]} in the slices and {@code m![I % 8]} in
 * OutTime: the digit {@code I / 8 % 2} (stride 8, count 2) is held nowhere, so
 * {@code out[I] = Σ over I / 8 % 2} of the contraction, and {@code I / 16} and {@code I % 8} stay.
 */
final class UnheldDigits {

    private UnheldDigits() {}

    /**
     * {@code e} summed, axis by axis, over the digits of each of its axes in {@code indexed} that no
     * mapping of {@code outputs} holds; {@code e} itself when every such axis is held whole.
     */
    static TensorExpr sum(TensorExpr e, List<Mapping> outputs, Set<String> indexed, ElementType type) {
        TensorExpr out = e;
        for (Axis a : e.axes()) {
            List<ReducedDigit> unheld = indexed.contains(a.name()) ? unheld(a, outputs) : List.of();
            if (!unheld.isEmpty()) {
                out = new TensorExpr.PartialReduce(out, a, unheld, type.isFloat() ? ReduceOp.ADD : ReduceOp.ADD_WRAP, type);
            }
        }
        return out;
    }

    /**
     * The digits of {@code axis} between and above the ones {@code outputs} hold, from the lowest.
     * Example: {@code I = 256} held by {@code I / 16} (stride 16, 16 values) and {@code I % 8}
     * gives {@code [(8, 2)]}; held by {@code I % 16} only, {@code [(16, 16)]}.
     */
    static List<ReducedDigit> unheld(Axis axis, List<Mapping> outputs) {
        List<Digit> held = new ArrayList<>();
        for (Mapping m : outputs) {
            NormalForm f = EngineMappings.digits(m).orElseThrow(() -> new RuleViolation("Kernel::UNMODELLED",
                    "the reduction's output mapping " + m + " is not a product of axis factors, so the naive evaluator"
                            + " cannot tell which part of " + axis.name() + " it holds"));
            f.digits().stream().filter(d -> axis.name().equals(d.coordinate())).forEach(held::add);
        }
        held.sort(Comparator.comparingLong(Digit::weight));
        List<ReducedDigit> unheld = new ArrayList<>();
        long next = 1;
        for (Digit d : held) {
            if (d.weight() < next || d.weight() % next != 0) {
                throw new RuleViolation("Kernel::UNMODELLED", "the reduction's output holds " + axis.name()
                        + " in overlapping or misaligned parts, so the naive evaluator cannot tell which part it sums");
            }
            if (d.weight() > next) {
                unheld.add(new ReducedDigit(next, d.weight() / next));
            }
            next = EngineMappings.end(d);
        }
        if (next < axis.size()) {
            unheld.add(new ReducedDigit(next, Math.ceilDiv(axis.size(), next)));
        }
        return unheld;
    }
}
