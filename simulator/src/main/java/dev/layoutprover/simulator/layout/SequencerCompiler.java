package dev.layoutprover.simulator.layout;

import dev.layoutprover.simulator.RuleViolation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Derives a sequencer configuration from a buffer mapping and a stream mapping, term by term, as
 * the book's compiler does: each stream factor becomes one entry whose size is the factor's extent
 * and whose stride is the position stride of the buffer factor that holds the same coordinates
 * (scaled when the stream factor starts inside it); a factor whose axis the buffer lacks is
 * broadcast with stride 0. A stream factor that spans several buffer factors becomes several
 * entries. When more than {@value #MAX_ENTRIES} entries result, contiguous neighbours are merged.
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
    public static SequencerConfig derive(FactorForm buffer, FactorForm stream, String engine) {
        List<Entry> entries = new ArrayList<>();
        for (Factor f : stream.factors()) {
            entries.addAll(entriesFor(f, buffer, engine));
        }
        return new SequencerConfig(entries);
    }

    /** {@link #derive} followed by merging when there are too many entries, and the hardware limits. */
    public static SequencerConfig compile(FactorForm buffer, FactorForm stream, String engine) {
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

    private static List<Entry> entriesFor(Factor f, FactorForm buffer, String engine) {
        if (f.isUnit() || f.count() == 1) {
            return List.of(new Entry(f.extent(), 0, 1));
        }
        List<Integer> holders = new ArrayList<>();
        for (int i = 0; i < buffer.factors().size(); i++) {
            Factor b = buffer.factors().get(i);
            if (!b.isUnit() && b.axis().name().equals(f.axisName())) {
                holders.add(i);
            }
        }
        if (holders.isEmpty()) {
            return List.of(new Entry(f.extent(), 0, f.count()));
        }
        List<Entry> pieces = new ArrayList<>();
        long cur = f.stride();
        long remaining = f.count();
        while (remaining > 1) {
            int found = -1;
            boolean inside = false;
            for (int i : holders) {
                Factor b = buffer.factors().get(i);
                if (b.stride() <= cur && cur < b.end()) {
                    inside = true;
                    if (cur % b.stride() == 0) {
                        found = i;
                        break;
                    }
                }
            }
            if (found < 0) {
                throw new RuleViolation(inside ? "Sequencer::SHAPE" : "Sequencer::INPUT", engine + " sequencer: "
                        + (inside ? "incompatible shapes: the stream factor " + f + " splits " + f.axisName()
                                + " at " + cur + ", which the buffer " + buffer + " does not"
                                : "insufficient input: the stream factor " + f + " reads " + f.axisName()
                                        + " from " + cur + " on, which the buffer " + buffer + " does not hold"));
            }
            Factor b = buffer.factors().get(found);
            long scale = cur / b.stride();
            long available = (b.count() + scale - 1) / scale;
            long k;
            if (remaining <= available) {
                k = remaining;
            } else if (scale * available == b.count() && remaining % available == 0) {
                k = available;
            } else {
                throw new RuleViolation("Sequencer::SHAPE", engine + " sequencer: incompatible shapes: the stream factor "
                        + f + " needs " + remaining + " steps of " + cur + " but the buffer factor " + b + " of "
                        + buffer + " ends after " + available);
            }
            pieces.add(new Entry(k, scale * buffer.positionStride(found)));
            remaining /= k;
            cur *= k;
        }
        if (f.extent() > f.count()) {
            if (pieces.size() != 1) {
                throw new RuleViolation("Sequencer::SHAPE", engine + " sequencer: incompatible shapes: the padded stream factor "
                        + f + " spans " + pieces.size() + " buffer factors of " + buffer);
            }
            return List.of(new Entry(f.extent(), pieces.get(0).stride(), f.count()));
        }
        Collections.reverse(pieces);
        return pieces;
    }
}
