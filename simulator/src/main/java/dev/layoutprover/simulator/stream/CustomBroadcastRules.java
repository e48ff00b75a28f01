package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The reference's checks of {@code SwitchConfig::CustomBroadcast { ring_size }}
 * (stream_tensor.rs:734–842) on the input and output {@code [Slice, Time]}, from their terms
 * ({@link TermDivision}): the output Slice divided by the input Slice leaves the broadcast axes,
 * which are new (in neither the input Slice nor Time, stream_tensor.rs:753), each written once
 * (764) and not padded (777); the inner part of the output Time holds only input Slice axes the
 * output Slice drops (800; a relaxed division: the Time may read a prefix of a moved part, {@code B % 4 = 3}),
 * in their input order (815); the ring size is the span of the
 * lowest slice axis that keeps its place above every one that moves (842). The outer part of the output Time is the input
 * Time ({@link CustomBroadcastSwitch}).
 *
 * <p>Example: {@code Slice = m![A]} ({@code A = 256}) to {@code m![A / 16, A % 4, A / 4 % 4]}
 * permutes inside rings of 16 slices: {@code A / 4 % 4}, the outermost part that moves, spans 16
 * slices and {@code A / 16} keeps its place above it, so the ring size is 16 and only 16.
 */
final class CustomBroadcastRules {

    private CustomBroadcastRules() {}

    /**
     * The output Slice's broadcast axes (stream_tensor.rs:753, 764, 777); mappings without a
     * term-by-term form (skews) are left to the routing.
     */
    static void checkBroadcast(Mapping inSlice, Mapping inTime, Mapping outSlice) {
        Optional<NormalForm> s = EngineMappings.digits(inSlice);
        Optional<NormalForm> t = EngineMappings.digits(inTime);
        Optional<NormalForm> os = EngineMappings.digits(outSlice);
        if (s.isPresent() && t.isPresent() && os.isPresent()) {
            List<TermDivision.Progression> slice = TermDivision.terms(s.get());
            broadcastAxes(TermDivision.of(TermDivision.terms(os.get()), slice), slice, TermDivision.terms(t.get()),
                    os.get());
        }
    }

    /**
     * The axes moving from the input Slice to the inner part of the output Time (stream_tensor.rs:800,
     * 815) and the ring size (842), once the outer part of the output Time is the input Time.
     */
    static void checkMovedAndRing(Mapping inSlice, Mapping inTime, Mapping outSlice, Mapping outTime, long ringSize) {
        Optional<NormalForm> s = EngineMappings.digits(inSlice);
        Optional<NormalForm> os = EngineMappings.digits(outSlice);
        Optional<NormalForm> inner = EngineMappings.digits(new Mapping.Modulo(outTime, outTime.size() / inTime.size()));
        if (s.isEmpty() || os.isEmpty() || inner.isEmpty()) {
            return;
        }
        TermDivision d = TermDivision.of(TermDivision.terms(os.get()), TermDivision.terms(s.get()));
        movedAxes(d, TermDivision.terms(inner.get()));
        long expected = ringSpan(d, inSlice.size());
        RuleViolation.require(ringSize == expected, "Switch::TOPOLOGY", "the ring size must be " + expected
                + " (the place of the lowest slice axis that keeps its place above every one that moves), got "
                + ringSize);
    }

    /** The output Slice's axes the input Slice lacks: new, each written once, not padded. */
    private static void broadcastAxes(TermDivision d, List<TermDivision.Progression> slice, List<TermDivision.Progression> time,
            NormalForm outSlice) {
        List<TermDivision.Progression> input = new java.util.ArrayList<>(slice);
        input.addAll(time);
        TermDivision held = TermDivision.of(d.dividendResidue, input);
        RuleViolation.require(held.matches.isEmpty(), "Switch::BROADCAST", "the broadcast axes of the output Slice "
                + "must be new, but the input Slice or Time holds " + held.matches.stream().map(m -> m.axis())
                .distinct().collect(Collectors.joining(", ")));
        Map<String, Integer> uses = new HashMap<>();
        d.dividendResidue.forEach(r -> uses.merge(r.axis(), 1, Integer::sum));
        uses.forEach((axis, n) -> RuleViolation.require(n == 1, "Switch::BROADCAST", "the broadcast axis " + axis
                + " is written " + n + " times in the output Slice, at most once"));
        Set<String> matched = d.matches.stream().map(TermDivision.Match::axis).collect(Collectors.toSet());
        List<Digit> digits = outSlice.digits();
        for (int i = 0; i < digits.size(); i++) {
            Digit g = digits.get(i);
            boolean padded = g.radix() > g.length() || i > 0 && digits.get(i - 1).coordinate() == null;
            RuleViolation.require(g.coordinate() == null || matched.contains(g.coordinate()) || !padded,
                    "Switch::BROADCAST", "the broadcast axis " + g.coordinate() + " of the output Slice is padded");
        }
    }

    /** The inner part of the output Time holds the input Slice axes the output Slice drops, in their order. */
    private static void movedAxes(TermDivision d, List<TermDivision.Progression> inner) {
        TermDivision moved = TermDivision.relaxed(d.divisorResidue, inner); // divide_relaxed, stream_tensor.rs:798
        RuleViolation.require(moved.divisorResidue.isEmpty(), "Switch::LAYOUT", "the inner part of the output Time "
                + "holds " + moved.divisorResidue.stream().map(TermDivision.Progression::axis).distinct()
                        .collect(Collectors.joining(", ")) + ", which the input Slice does not move there");
        List<TermDivision.Match> bySlice = moved.matches.stream()
                .sorted(Comparator.comparingLong(TermDivision.Match::dividendPlace).reversed()).toList();
        for (int i = 0; i + 1 < bySlice.size(); i++) {
            TermDivision.Match outer = bySlice.get(i);
            TermDivision.Match next = bySlice.get(i + 1);
            RuleViolation.require(outer.divisorPlace() > next.divisorPlace(), "Switch::LAYOUT", "the axes moving from "
                    + "the input Slice to the output Time keep their order: " + outer.axis() + " × " + outer.weight()
                    + " (outer in the Slice) is inner to " + next.axis() + " × " + next.weight() + " in the Time");
        }
    }

    /**
     * The reference's expected ring size: the smallest place of a slice axis that keeps its place
     * (a direct cast) at or above the span of every axis that moves or leaves the Slice.
     */
    private static long ringSpan(TermDivision d, long slices) {
        long moving = 0;
        for (TermDivision.Match m : d.matches) {
            if (m.dividendPlace() != m.divisorPlace()) {
                moving = Math.max(moving, m.divisorPlace() * m.length());
            }
        }
        for (TermDivision.Progression r : d.divisorResidue) {
            moving = Math.max(moving, r.place() * r.length());
        }
        long ring = slices;
        for (TermDivision.Match m : d.matches) {
            if (m.dividendPlace() == m.divisorPlace() && m.divisorPlace() >= moving) {
                ring = Math.min(ring, m.divisorPlace());
            }
        }
        return ring;
    }
}
