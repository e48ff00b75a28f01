package dev.layoutprover.proofs;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.Device;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.stream.TrfSequencer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Decides a TRF Sequencer claim with the simulator: weights are placed in the TRF of one slice
 * (with the book's geometry) and the sequencer is configured for the stated computation mapping.
 * The simulator derives the entries as the book's compiler does and checks, with the enumeration
 * oracle, that what they read is the computation mapping; a rule it rejects refutes the claim.
 *
 * <p>Example (seed 004): TRF element {@code m![O, M, K]}, time {@code m![M, O]}, packet
 * {@code m![L, K]} in bf16 gives entries {@code {size 2, stride 1024}, {size 32, stride 32}},
 * {@code reg_read_size} 32 bytes, repeated twice.
 */
final class TrfSequencerCheck {

    /** The element types a claim may name. */
    static final List<String> TYPES = Arrays.stream(ElementType.values()).map(t -> t.name().toLowerCase(Locale.ROOT)).toList();

    private static final String SOLVER = "simulator";

    private TrfSequencerCheck() {}

    static Outcome decide(Statement.TrfSequencerConfiguration t, String scope) {
        ElementType type = ElementType.valueOf(t.type().toUpperCase(Locale.ROOT));
        Declarations d = t.declarations();
        Device device = new Device(Geometry.book(), LayoutQuestions.enumeration());
        TrfSequencer.Config config;
        try {
            TrfTensor trf = new TrfTensor(device, type, MappingParser.parse("m![1]", d), MappingParser.parse("m![1 # 2]", d), MappingParser.parse("m![1 # 256]", d),
                    t.row(), t.element(), TrfAddress.FIRST_HALF, null);
            config = TrfSequencer.configure(trf, t.time(), t.packet());
        } catch (RuleViolation v) {
            return new Outcome(Outcome.Answer.REFUTED, "the simulator rejects the alignment (" + v.rule() + "): "
                    + v.getMessage(), scope, SOLVER);
        }
        List<String> derived = new ArrayList<>();
        for (Entry e : config.entries()) {
            derived.add("{size " + e.size() + ", stride " + e.stride() + "}");
        }
        for (int i = 0; i < t.entries().size(); i++) {
            long[] stated = t.entries().get(i);
            String s = "{size " + stated[0] + ", stride " + stated[1] + "}";
            if (i >= derived.size() || !derived.get(i).equals(s)) {
                return refuted("entry " + i + " is " + (i < derived.size() ? derived.get(i) : "absent") + ", not " + s
                        + " (derived " + String.join(", ", derived) + ")", scope);
            }
        }
        if (!t.entries().isEmpty() && t.entries().size() != derived.size()) {
            return refuted("the simulator derives " + derived.size() + " entries, not " + t.entries().size() + ": "
                    + String.join(", ", derived), scope);
        }
        if (t.regReadBytes() != null && t.regReadBytes() != config.regReadBytes()) {
            return refuted("reg_read_size is " + config.regReadBytes() + " bytes, not " + t.regReadBytes(), scope);
        }
        if (t.repeat() != null && t.repeat() != config.repeat()) {
            return refuted("each read is repeated " + config.repeat() + " times, not " + t.repeat(), scope);
        }
        return new Outcome(Outcome.Answer.PROVED, "the simulator derives " + String.join(", ", derived) + ", reg_read_size "
                + config.regReadBytes() + " B repeated " + config.repeat() + " times; what they read is the computation"
                + " mapping [time, packet] (enumeration)", scope, SOLVER);
    }

    private static Outcome refuted(String detail, String scope) {
        return new Outcome(Outcome.Answer.REFUTED, detail, scope, SOLVER);
    }
}
