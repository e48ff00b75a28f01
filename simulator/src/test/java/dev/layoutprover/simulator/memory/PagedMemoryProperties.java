package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Paged storage: a strided read is the reads of its elements one by one (pages straddled,
 * untouched pages reading as zero), and a memory of more than 2^16 pages (the HBM's kind) keeps
 * what is written where it was written and counts only the pages it allocated.
 */
class PagedMemoryProperties {

    @Property(tries = 300)
    void aStridedReadIsTheReadsOfItsElements(@ForAll @IntRange(min = 0, max = 5000) int start,
            @ForAll @IntRange(min = 1, max = 700) int stride, @ForAll @IntRange(min = 1, max = 40) int count,
            @ForAll @IntRange(min = 1, max = 8) int elementBytes, @ForAll long seed) {
        PagedMemory m = new PagedMemory("test", 1 << 15, 8);
        java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
        // every other 256-byte page written, the rest untouched
        for (int page = 0; page < 128; page += 2) {
            byte[] b = new byte[256];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) rng.nextInt();
            }
            m.write((long) page * 256, b, 0, 256);
        }
        if (start + (long) (count - 1) * stride + elementBytes > m.capacity()) {
            return;
        }
        byte[] expected = new byte[count * elementBytes + 3];
        for (int v = 0; v < count; v++) {
            m.read(start + (long) v * stride, expected, 3 + v * elementBytes, elementBytes);
        }
        byte[] actual = new byte[count * elementBytes + 3];
        m.readStrided(start, stride, count, elementBytes, actual, 3);
        assertArrayEquals(expected, actual);
    }

    @Test
    void aStridedReadPastTheEndIsRefusedLikeARead() {
        PagedMemory m = new PagedMemory("DM", 1024, 8);
        assertThrows(IndexOutOfBoundsException.class, () -> m.readStrided(1000, 20, 3, 2, new byte[6], 0));
    }

    @Test
    void aLargeSparseMemoryHoldsWhatIsWrittenAndCountsItsPages() {
        PagedMemory hbm = new PagedMemory("HBM", 48L << 30, 16);
        byte[] one = {1, 2, 3, 4};
        hbm.write((48L << 30) - 4, one, 0, 4);
        hbm.write(5L << 30, one, 0, 4);
        byte[] back = new byte[4];
        hbm.read((48L << 30) - 4, back, 0, 4);
        assertArrayEquals(one, back);
        hbm.read(5L << 30, back, 0, 4);
        assertArrayEquals(one, back);
        hbm.read(7L << 30, back, 0, 4);
        assertArrayEquals(new byte[4], back);
        assertEquals(2L << 16, hbm.touchedBytes());
    }
}
