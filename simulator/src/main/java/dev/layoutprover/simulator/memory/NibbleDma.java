package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.simulator.RuleViolation;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The DMA of a sub-byte tensor ({@code i4}, two elements to a byte): the DMA Engine moves whole
 * bytes, so each destination byte, the pair of elements at positions {@code 2k} and
 * {@code 2k + 1} of a unit, must be one source byte, its elements in the same nibbles. A nibble of
 * padding (a position holding no index) is written as zero, as the byte-wide copy writes padding.
 * A layout change that would move an element alone (a transposition of i4, an odd shift) is no
 * copy of whole bytes: {@code Kernel::UNMODELLED}, checked with or without data.
 *
 * <p>Example: {@code i4} HBM {@code m![I, K]} to DM {@code m![I % 16, K]} moves bytes (K pairs
 * stay pairs); HBM {@code m![K, J]} to DM {@code m![J % 4, K]} would pair {@code K = 0, 1} of one
 * column, which the source keeps in two bytes.
 */
final class NibbleDma {

    private NibbleDma() {}

    /** Copies (when {@code write}) or only checks the copy of the tensor over {@code axes} from {@code source} to {@code destination}. */
    static void copy(String what, List<String> axes, long[] sizes, Placement source, Placement destination,
            boolean write) {
        Evaluator se = DmaEngine.evaluatorOver(source.combined(), axes);
        Evaluator de = DmaEngine.evaluatorOver(destination.combined(), axes);
        Map<List<Long>, Long> where = new HashMap<>();
        long[] v = new long[se.axes().size()];
        for (long p = 0, positions = source.combined().size(); p < positions; p++) {
            if (se.evaluate(p, v)) {
                where.putIfAbsent(DmaEngine.key(v, axes.size()), p);
            }
        }
        long srcUnit = source.element().size();
        long dstUnit = destination.element().size();
        long[] d = new long[de.axes().size()];
        byte[] one = new byte[1];
        long units = destination.spatial().size();
        for (long u = 0; u < units; u++) {
            for (long e = 0; e < dstUnit; e += 2) {
                long p = u * dstUnit + e;
                long[] from = {-1, -1};
                for (int i = 0; i < 2 && e + i < dstUnit; i++) {
                    if (!de.evaluate(p + i, d)) {
                        continue; // a hole: zero
                    }
                    Long s = where.get(DmaEngine.key(d, axes.size()));
                    if (s == null) {
                        if (DmaEngine.pastAnAxis(d, sizes)) {
                            continue;
                        }
                        // the reference broadcasts a source element to such an index; not modelled for i4
                        throw new RuleViolation("Kernel::UNMODELLED", what + ": the destination holds "
                                + DmaEngine.describe(axes, Arrays.copyOf(d, axes.size()))
                                + " which the source does not hold: a broadcast of i4 elements is not modelled");
                    }
                    from[i] = s;
                }
                requireWholeByte(what, axes, source, destination, p, from, srcUnit, dstUnit, de, d);
                if (write) {
                    writeByte(source, destination, p, from, srcUnit, dstUnit, one);
                }
            }
        }
    }

    /** The destination byte at position {@code p}: the source nibbles {@code from} holds, zero where none. */
    private static void writeByte(Placement source, Placement destination, long p, long[] from, long srcUnit,
            long dstUnit, byte[] one) {
        int b = 0;
        for (int i = 0; i < 2; i++) {
            if (from[i] >= 0) {
                PagedMemory m = source.memory().apply((int) (from[i] / srcUnit));
                m.read(source.address() + from[i] % srcUnit / 2, one, 0, 1);
                b |= i == 0 ? one[0] & 0x0F : one[0] & 0xF0;
            }
        }
        one[0] = (byte) b;
        destination.memory().apply((int) (p / dstUnit)).write(destination.address() + p % dstUnit / 2, one, 0, 1);
    }

    /** Each element of the destination byte at {@code p} comes from the same nibble of one source byte. */
    private static void requireWholeByte(String what, List<String> axes, Placement source, Placement destination,
            long p, long[] from, long srcUnit, long dstUnit, Evaluator de, long[] d) {
        boolean whole = true;
        for (int i = 0; i < 2; i++) {
            whole &= from[i] < 0 || from[i] % srcUnit % 2 == i;
        }
        if (from[0] >= 0 && from[1] >= 0) {
            whole &= from[1] == from[0] + 1;
        }
        if (!whole) {
            int i = from[0] >= 0 && from[0] % srcUnit % 2 != 0 ? 0 : 1;
            de.evaluate(p + i, d);
            throw new RuleViolation("Kernel::UNMODELLED", what + ": the DMA moves whole bytes, but this copy of "
                    + source.type() + " (two to a byte) would move " + DmaEngine.describe(axes, Arrays.copyOf(d,
                            axes.size())) + " alone: destination position " + (p + i) % dstUnit + " of " + destination
                    .element() + " is source position " + from[i] % srcUnit + " of " + source.element()
                    + "; the simulator does not model a DMA of half bytes");
        }
    }
}
