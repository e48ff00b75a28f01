package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Time of a {@code SwitchConfig::Transpose}: the reference lets it move its padding
 * (stream_tensor.rs:533, 538): the output Time has the input Time's size, and the two are equal once
 * their padding is removed (the same indices in the same order), wherever the holes stand. A packet
 * keeps its rank among the live packets.
 *
 * <p>Example: an input Time {@code m![B # 16]} ({@code B = 8}) may leave as {@code m![B, 1 # 2]}:
 * input packet {@code b} goes to output packet {@code 2b}.
 */
final class PaddingFreeTime {

    private PaddingFreeTime() {}

    /**
     * Checks the output Time against the input Time; returns the input packet of each output packet
     * (-1 for a hole), or null when the two Times are the same mapping.
     */
    static Supplier<long[]> route(LayoutQuestions oracle, Mapping in, Mapping out) {
        RuleViolation.require(in.size() == out.size(), "Switch::LAYOUT", "a Transpose keeps the Time size: "
                + "InTime::SIZE " + in.size() + ", OutTime::SIZE " + out.size());
        if (oracle.equivalent(out, in) instanceof Verdict.Proved) {
            return null;
        }
        Optional<NormalForm> fi = EngineMappings.digits(in);
        Optional<NormalForm> fo = EngineMappings.digits(out);
        if (fi.isEmpty() || fo.isEmpty()) {
            LayoutChecks.requireEquivalent(oracle, "Switch::LAYOUT", "the Transpose output Time", out, in);
            return null;
        }
        RuleViolation.require(live(fi.get()).equals(live(fo.get())), "Switch::LAYOUT", "the Transpose output Time "
                + out + " is not the input Time " + in + " once their padding is removed");
        return () -> ranks(fi.get(), fo.get());
    }

    /** The form of the live positions alone: each digit keeps its live values, padding digits go. */
    private static NormalForm live(NormalForm f) {
        List<Digit> digits = new ArrayList<>();
        long size = 1;
        for (Digit d : f.digits()) {
            if (d.coordinate() != null) {
                digits.add(new Digit(d.length(), 0, d.length(), d.coordinate(), d.weight()));
                size *= d.length();
            }
        }
        return NormalForm.canonical(size, digits);
    }

    private static long[] ranks(NormalForm in, NormalForm out) {
        long[] live = new long[Math.toIntExact(in.live())];
        int n = 0;
        for (long t = 0, positions = in.size(); t < positions; t++) {
            if (in.live(t)) {
                live[n++] = t;
            }
        }
        long[] from = new long[Math.toIntExact(out.size())];
        int r = 0;
        for (long u = 0, positions = out.size(); u < positions; u++) {
            from[(int) u] = out.live(u) ? live[r++] : -1;
        }
        return from;
    }
}
