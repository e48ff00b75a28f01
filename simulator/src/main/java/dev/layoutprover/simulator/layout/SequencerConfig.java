package dev.layoutprover.simulator.layout;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequencer's nested loops, outermost entry first: the {@code k}-th element of the stream is
 * read from (or written to) element address {@code Σ i_j · stride_j} where {@code i_j} are the
 * digits of {@code k} in the radix of the entry sizes.
 *
 * <p>Example: reading {@code m![N, C, H, W]} ({@code N = 4, C = 3, H = 8, W = 8}) as
 * {@code Time = m![W, H, C, N]}, {@code Packet = m![1]} gives {@code [8 : 1, 8 : 8, 3 : 64, 4 : 192]}.
 */
public record SequencerConfig(List<Entry> entries) {

    public SequencerConfig {
        entries = List.copyOf(entries);
    }

    /** How many stream elements the loops visit: the product of the entry sizes. */
    public long elements() {
        long n = 1;
        for (Entry e : entries) {
            n = Math.multiplyExact(n, e.size());
        }
        return n;
    }

    /**
     * The configuration with adjacent entries {@code (n1 : s1)} (outer) and {@code (n2 : s2)} (inner)
     * joined into {@code (n1·n2 : s2)} wherever {@code s1 == n2·s2} and neither is masked; the visited
     * addresses are the same.
     */
    public SequencerConfig merged() {
        List<Entry> out = new ArrayList<>();
        for (int i = entries.size() - 1; i >= 0; i--) {
            Entry outer = entries.get(i);
            if (!out.isEmpty()) {
                Entry inner = out.get(0);
                if (!outer.isMasked() && !inner.isMasked() && outer.stride() == inner.size() * inner.stride()) {
                    out.set(0, new Entry(outer.size() * inner.size(), inner.stride()));
                    continue;
                }
            }
            out.add(0, outer);
        }
        return new SequencerConfig(out);
    }

    /**
     * The number of elements read without a stride discontinuity, from the innermost entry
     * outwards: the innermost entry must have stride 0 or 1, and each outer entry continues the run
     * while {@code s_outer == n_inner · s_inner} ({@code contiguous_sram_access_size} in elements).
     */
    public long contiguousElements() {
        if (entries.isEmpty()) {
            return 1;
        }
        int i = entries.size() - 1;
        Entry inner = entries.get(i);
        if (inner.stride() > 1) {
            return 1;
        }
        long run = inner.size();
        long span = inner.size() * inner.stride();
        for (i--; i >= 0 && inner.stride() == 1; i--) {
            Entry e = entries.get(i);
            if (e.stride() != span) {
                break;
            }
            run *= e.size();
            span *= e.size();
        }
        return run;
    }

    @Override
    public String toString() {
        return entries.toString();
    }
}
