package dev.layoutprover.simulator.memory;

/**
 * Byte-addressed storage of a fixed capacity, allocated one page at a time when first written:
 * untouched bytes read as zero and cost nothing, so a chip's 256 MB of SRAM or 48 GB of HBM is
 * never allocated up front.
 *
 * <p>Example: {@code new PagedMemory("DM", 512 << 10, 12)} writes 8 bytes at address 4096 by
 * allocating one 4 KB page; {@link #touchedBytes()} is then 4096.
 */
public final class PagedMemory {

    private final String name;
    private final long capacity;
    private final int pageBits;
    private final int pageSize;
    private final byte[][] pages;
    /** Over 2^16 pages: groups of {@link #GROUP} page slots, each group allocated when first written. */
    private final byte[][][] sparse;
    /** Over 2^28 pages (capacities only data-free runs declare): a map. */
    private final java.util.Map<Long, byte[]> huge;

    private static final int GROUP_BITS = 12;
    private static final int GROUP = 1 << GROUP_BITS;

    public PagedMemory(String name, long capacity, int pageBits) {
        this.name = name;
        this.capacity = capacity;
        this.pageBits = pageBits;
        this.pageSize = 1 << pageBits;
        long count = (capacity + pageSize - 1) >>> pageBits;
        if (count <= 1 << 16) {
            this.pages = new byte[(int) count][];
            this.sparse = null;
            this.huge = null;
        } else if (count <= 1L << 28) {
            this.pages = null;
            this.sparse = new byte[Math.toIntExact((count + GROUP - 1) >>> GROUP_BITS)][][];
            this.huge = null;
        } else {
            this.pages = null;
            this.sparse = null;
            this.huge = new java.util.HashMap<>();
        }
    }

    public long capacity() {
        return capacity;
    }

    /** Bytes of pages allocated so far. */
    public long touchedBytes() {
        long n = pages != null ? java.util.Arrays.stream(pages).filter(p -> p != null).count()
                : huge != null ? huge.size()
                : java.util.Arrays.stream(sparse).filter(g -> g != null).flatMap(java.util.Arrays::stream)
                        .filter(p -> p != null).count();
        return n * pageSize;
    }

    /** Copies {@code length} bytes at {@code address} into {@code dst[offset…]}. */
    public void read(long address, byte[] dst, int offset, int length) {
        check(address, length);
        while (length > 0) {
            long page = address >>> pageBits;
            int within = (int) (address & (pageSize - 1));
            int n = Math.min(length, pageSize - within);
            byte[] p = page(page, false);
            if (p == null) {
                java.util.Arrays.fill(dst, offset, offset + n, (byte) 0);
            } else {
                System.arraycopy(p, within, dst, offset, n);
            }
            address += n;
            offset += n;
            length -= n;
        }
    }

    /**
     * Copies {@code count} elements of {@code elementBytes} bytes, at {@code address},
     * {@code address + stride}, … into {@code dst[offset…]} one after the other: what
     * {@code count} calls of {@link #read} do, looking each page up once per run of elements in it.
     */
    public void readStrided(long address, long stride, int count, int elementBytes, byte[] dst, int offset) {
        long cached = -1;
        byte[] p = null;
        for (int v = 0; v < count; v++) {
            long a = address + v * stride;
            int o = offset + v * elementBytes;
            check(a, elementBytes);
            int within = (int) (a & (pageSize - 1));
            if (within + elementBytes > pageSize) {
                read(a, dst, o, elementBytes);
                continue;
            }
            long page = a >>> pageBits;
            if (page != cached) {
                p = page(page, false);
                cached = page;
            }
            if (p == null) {
                for (int b = 0; b < elementBytes; b++) {
                    dst[o + b] = 0;
                }
            } else {
                for (int b = 0; b < elementBytes; b++) {
                    dst[o + b] = p[within + b];
                }
            }
        }
    }

    /** Copies {@code src[offset…offset+length)} to {@code address}. */
    public void write(long address, byte[] src, int offset, int length) {
        check(address, length);
        while (length > 0) {
            long page = address >>> pageBits;
            int within = (int) (address & (pageSize - 1));
            int n = Math.min(length, pageSize - within);
            System.arraycopy(src, offset, page(page, true), within, n);
            address += n;
            offset += n;
            length -= n;
        }
    }

    private byte[] page(long page, boolean create) {
        if (pages != null) {
            byte[] p = pages[(int) page];
            if (p == null && create) {
                p = new byte[pageSize];
                pages[(int) page] = p;
            }
            return p;
        }
        if (huge != null) {
            return create ? huge.computeIfAbsent(page, k -> new byte[pageSize]) : huge.get(page);
        }
        byte[][] group = sparse[(int) (page >>> GROUP_BITS)];
        if (group == null) {
            if (!create) {
                return null;
            }
            group = new byte[GROUP][];
            sparse[(int) (page >>> GROUP_BITS)] = group;
        }
        int within = (int) (page & (GROUP - 1));
        byte[] p = group[within];
        if (p == null && create) {
            p = new byte[pageSize];
            group[within] = p;
        }
        return p;
    }

    private void check(long address, int length) {
        if (address < 0 || length < 0 || address + length > capacity) {
            throw new IndexOutOfBoundsException(name + " access of " + length + " bytes at " + address
                    + " is outside 0.." + capacity);
        }
    }
}
