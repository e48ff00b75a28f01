package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Derives a sequencer configuration from a buffer mapping and a stream mapping, term by term, as
 * the book's compiler does, from their {@link EngineMappings term-by-term digits}: each stream digit
 * becomes one entry whose size is the digit's radix and whose stride is the place value of the
 * buffer digit that holds the same coordinates (scaled when the stream digit starts inside it); a
 * digit whose axis the buffer lacks is broadcast with stride 0. A stream digit that spans several
 * buffer digits becomes several entries. When more than {@value #MAX_ENTRIES} entries result, contiguous neighbours are merged.
 *
 * <p>Example (the book's "Splitting Axes"): buffer {@code m![A, B, C # 8]} ({@code A = B = 8, C = 4}),
 * stream {@code m![A % 2, B % 4, A / 2, B / 4, C # 32]} gives
 * {@code [2 : 64, 4 : 8, 4 : 128, 2 : 32, 32 : 1]}.
 *
 * <p>Rejections: {@code Sequencer::INPUT} when the stream reads coordinates the buffer does not
 * hold ("insufficient input"), {@code Sequencer::SHAPE} when the two factorizations cannot be
 * reconciled ("incompatible shapes"), {@code Sequencer::ENTRIES} and {@code Sequencer::SIZE} for
 * the hardware limits.
 */
public final class SequencerCompiler {

    /** The most loops a sequencer has. */
    public static final int MAX_ENTRIES = 8;
    /** The most iterations of one loop. */
    public static final long MAX_SIZE = 65_536;

    private SequencerCompiler() {}

    /** The entries, outermost first, that walk {@code buffer} in the order of {@code stream}. */
    public static SequencerConfig derive(NormalForm buffer, NormalForm stream, String engine) {
        List<Entry> entries = new ArrayList<>();
        for (Digit f : stream.digits()) {
            entries.addAll(entriesFor(f, buffer, engine));
        }
        return new SequencerConfig(entries);
    }

    /**
     * {@code body}'s configuration, or, where the layouts cannot be read by a sequencer
     * ({@code Sequencer::SHAPE}, {@code Sequencer::INPUT}: warnings, as the reference moves data by
     * index and accepts such a layout), that warning and a {@code Kernel::UNMODELLED} violation:
     * the simulator moves data only through a sequencer, so the run is unknown.
     */
    public static SequencerConfig modelled(String engine, java.util.function.Supplier<SequencerConfig> body) {
        try {
            return body.get();
        } catch (RuleViolation v) {
            if (v.rule().equals("Sequencer::SHAPE") || v.rule().equals("Sequencer::INPUT")) {
                throw RuleViolation.beyondModel(v, "the simulator moves data only through a sequencer, and the "
                        + engine + " sequencer cannot read this layout");
            }
            throw v;
        }
    }

    /** {@link #derive} followed by merging when there are too many entries, and the hardware limits. */
    public static SequencerConfig compile(NormalForm buffer, NormalForm stream, String engine) {
        return withinLimits(derive(buffer, stream, engine), engine);
    }

    /** Merges a configuration of more than {@value #MAX_ENTRIES} entries and checks entry count and sizes. */
    public static SequencerConfig withinLimits(SequencerConfig config, String engine) {
        SequencerConfig c = config.entries().size() > MAX_ENTRIES ? config.merged() : config;
        RuleViolation.require(c.entries().size() <= MAX_ENTRIES, "Sequencer::ENTRIES",
                engine + " sequencer needs " + c.entries().size() + " entries after merging " + config
                        + ", at most " + MAX_ENTRIES + " allowed");
        for (Entry e : c.entries()) {
            RuleViolation.require(e.size() <= MAX_SIZE, "Sequencer::SIZE",
                    engine + " sequencer entry size must be at most " + MAX_SIZE + ", got " + e.size() + " in " + c);
        }
        return c;
    }

    private static List<Entry> entriesFor(Digit f, NormalForm buffer, String engine) {
        if (f.coordinate() == null) {
            return List.of(new Entry(f.radix(), 0, 1));
        }
        List<Integer> holders = new ArrayList<>();
        for (int i = 0; i < buffer.digits().size(); i++) {
            if (f.coordinate().equals(buffer.digits().get(i).coordinate())) {
                holders.add(i);
            }
        }
        if (holders.isEmpty()) {
            return List.of(new Entry(f.radix(), 0, f.length()));
        }
        List<Entry> pieces = new ArrayList<>();
        long cur = f.weight();
        long remaining = f.length();
        while (remaining > 1) {
            int found = -1;
            boolean inside = false;
            for (int i : holders) {
                Digit b = buffer.digits().get(i);
                if (b.weight() <= cur && cur < EngineMappings.end(b)) {
                    inside = true;
                    if (cur % b.weight() == 0) {
                        found = i;
                        break;
                    }
                }
            }
            if (found < 0) {
                throw new RuleViolation(inside ? "Sequencer::SHAPE" : "Sequencer::INPUT", engine + " sequencer: "
                        + (inside ? "incompatible shapes: the stream digit " + f + " splits " + f.coordinate()
                                + " at " + cur + ", which the buffer " + buffer + " does not"
                                : "insufficient input: the stream digit " + f + " reads " + f.coordinate()
                                        + " from " + cur + " on, which the buffer " + buffer + " does not hold"));
            }
            Digit b = buffer.digits().get(found);
            long scale = cur / b.weight();
            long available = (b.length() + scale - 1) / scale;
            long k;
            if (remaining <= available) {
                k = remaining;
            } else if (scale * available == b.length() && remaining % available == 0) {
                k = available;
            } else {
                throw new RuleViolation("Sequencer::SHAPE", engine + " sequencer: incompatible shapes: the stream digit "
                        + f + " needs " + remaining + " steps of " + cur + " but the buffer digit " + b + " of "
                        + buffer + " ends after " + available);
            }
            pieces.add(new Entry(k, scale * buffer.placeValue(found)));
            remaining /= k;
            cur *= k;
        }
        if (f.radix() > f.length()) {
            if (pieces.size() != 1) {
                throw new RuleViolation("Sequencer::SHAPE", engine + " sequencer: incompatible shapes: the padded stream digit "
                        + f + " spans " + pieces.size() + " buffer digits of " + buffer);
            }
            return List.of(new Entry(f.radix(), pieces.get(0).stride(), f.length()));
        }
        Collections.reverse(pieces);
        return pieces;
    }
}
