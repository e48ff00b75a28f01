package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.layout.SequencerConfig;
import dev.layoutprover.simulator.memory.ElementOffsets;
import dev.layoutprover.simulator.memory.PagedMemory;
import java.util.List;

/**
 * Runs a {@link SequencerConfig} as the hardware does: nested loops over the entries, element
 * address {@code Σ i_j · stride_j} from a base byte address. Reading fills a stream; masked
 * iterations (padding) read as zero. Writing drains a stream; masked iterations are skipped.
 *
 * <p>Example: {@code [4 : 0, 16 : 1, 4 : 0]} over {@code m![A]} reads each element of {@code A}
 * four times in a row, and the whole of {@code A} four times.
 */
final class Sequencer {

    private Sequencer() {}

    /**
     * Reads {@code config.elements()} elements of type {@code in} from {@code memory} starting at
     * byte {@code base} and stores them, converted to {@code out}, contiguously in {@code dst} from
     * {@code dstOffset}.
     */
    static void gather(PagedMemory memory, long base, ElementType in, ElementType out, SequencerConfig config,
            byte[] dst, int dstOffset) {
        if (in.isSubByte() || out.isSubByte()) {
            gatherElements(memory, base, in, out, config, dst, dstOffset);
            return;
        }
        List<Entry> es = config.entries();
        if (es.isEmpty()) {
            readOne(memory, base, in, out, dst, dstOffset, new byte[in.bytes()]);
            return;
        }
        int depth = es.size();
        Entry inner = es.get(depth - 1);
        Outer walk = new Outer(es);
        long outer = config.elements() / inner.size();
        int ieb = in.bytes();
        int oeb = out.bytes();
        byte[] one = new byte[ieb];
        boolean bulk = inner.stride() == 1 && !inner.isMasked() && in == out;
        int k = dstOffset;
        for (long o = 0; o < outer; o++) {
            long addr = walk.address;
            if (!walk.masked()) {
                if (bulk) {
                    memory.read(base + addr * ieb, dst, k, (int) (inner.size() * ieb));
                } else {
                    for (long v = 0; v < inner.valid(); v++) {
                        readOne(memory, base + (addr + v * inner.stride()) * ieb, in, out, dst, (int) (k + v * oeb), one);
                    }
                }
            }
            k += (int) (inner.size() * oeb);
            walk.next();
        }
    }

    /**
     * {@link #gather} element by element, for a type of less than a byte ({@code i4}): element
     * {@code k} of the configuration's order goes to element {@code k} from byte {@code dstOffset}.
     */
    private static void gatherElements(PagedMemory memory, long base, ElementType in, ElementType out,
            SequencerConfig config, byte[] dst, int dstOffset) {
        forEachElement(config, (k, address) -> out.encodeAt(ElementOffsets.read(memory, base, in, address), dst,
                dstOffset, k));
    }

    /** Receives element {@code k} of a configuration's order and its element address. */
    private interface ElementSink {
        void accept(long k, long address);
    }

    /** Calls {@code sink} for each element the configuration visits that is not masked, in order. */
    private static void forEachElement(SequencerConfig config, ElementSink sink) {
        List<Entry> es = config.entries();
        if (es.isEmpty()) {
            sink.accept(0, 0);
            return;
        }
        Entry inner = es.get(es.size() - 1);
        Outer walk = new Outer(es);
        long outer = config.elements() / inner.size();
        long k = 0;
        for (long o = 0; o < outer; o++) {
            if (!walk.masked()) {
                for (long v = 0; v < inner.valid(); v++) {
                    sink.accept(k + v, walk.address + v * inner.stride());
                }
            }
            k += inner.size();
            walk.next();
        }
    }

    private static void readOne(PagedMemory memory, long byteAddress, ElementType in, ElementType out, byte[] dst,
            int offset, byte[] one) {
        if (in == out) {
            memory.read(byteAddress, dst, offset, in.bytes());
        } else {
            memory.read(byteAddress, one, 0, in.bytes());
            out.encode(in.decode(one, 0), dst, offset);
        }
    }

    /**
     * Writes a stream to {@code memory} from byte {@code base}: element {@code k} of the
     * configuration's order comes from packet {@code k / kept}, position {@code k % kept} of
     * {@code src}, whose packets are {@code packetBytes} long (the leading {@code kept} elements of
     * each packet are written; the rest is truncated).
     */
    static void scatter(PagedMemory memory, long base, ElementType type, SequencerConfig config, byte[] src,
            int packetBytes, long kept) {
        if (type.isSubByte()) {
            scatterElements(memory, base, type, config, src, packetBytes, kept);
            return;
        }
        List<Entry> es = config.entries();
        int eb = type.bytes();
        int depth = es.size();
        if (depth == 0) {
            memory.write(base, src, 0, eb);
            return;
        }
        Entry inner = es.get(depth - 1);
        Outer walk = new Outer(es);
        long outer = config.elements() / inner.size();
        boolean bulk = inner.stride() == 1 && !inner.isMasked() && kept % inner.size() == 0;
        long k = 0;
        for (long o = 0; o < outer; o++) {
            long addr = walk.address;
            if (!walk.masked()) {
                if (bulk) {
                    memory.write(base + addr * eb, src, srcOffset(k, kept, packetBytes, eb), (int) (inner.size() * eb));
                } else {
                    for (long v = 0; v < inner.valid(); v++) {
                        memory.write(base + (addr + v * inner.stride()) * eb, src,
                                srcOffset(k + v, kept, packetBytes, eb), eb);
                    }
                }
            }
            k += inner.size();
            walk.next();
        }
    }

    /** {@link #scatter} element by element, for a type of less than a byte ({@code i4}). */
    private static void scatterElements(PagedMemory memory, long base, ElementType type, SequencerConfig config,
            byte[] src, int packetBytes, long kept) {
        forEachElement(config, (k, address) -> ElementOffsets.write(memory, base, type, address,
                type.decodeAt(src, Math.toIntExact(k / kept * packetBytes), k % kept)));
    }

    /**
     * The entries around the innermost one, as primitive arrays, walked in order (the last entry
     * fastest) with the element offset {@code Σ i_j · stride_j} kept up to date at each step.
     */
    private static final class Outer {
        private final long[] size;
        private final long[] stride;
        private final long[] valid;
        private final long[] idx;
        /** The element offset of the current outer index. */
        long address;

        Outer(List<Entry> es) {
            int n = es.size() - 1;
            size = new long[n];
            stride = new long[n];
            valid = new long[n];
            idx = new long[n];
            for (int j = 0; j < n; j++) {
                size[j] = es.get(j).size();
                stride[j] = es.get(j).stride();
                valid[j] = es.get(j).valid();
            }
        }

        /** Whether the current outer index lies past the valid extent of one of its entries. */
        boolean masked() {
            for (int j = 0; j < idx.length; j++) {
                if (idx[j] >= valid[j]) {
                    return true;
                }
            }
            return false;
        }

        /** Steps to the next outer index. */
        void next() {
            for (int j = idx.length - 1; j >= 0; j--) {
                address += stride[j];
                if (++idx[j] < size[j]) {
                    return;
                }
                address -= size[j] * stride[j];
                idx[j] = 0;
            }
        }
    }

    private static int srcOffset(long k, long kept, int packetBytes, int eb) {
        return (int) ((k / kept) * packetBytes + (k % kept) * eb);
    }
}
