package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.memory.TrfTensor;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The data path of {@link Reducer#contract}: per slice and computation time step, the Stream
 * Adapter's 64-byte packet (flits collected, zero-padded) and each Row's TRF read
 * ({@code reg_read_size} bytes at the sequencer's address, repeated), multiplied elementwise and
 * summed by a pairwise tree of depth {@code n}. Output per time step: Rows × groups values of the
 * widened type, Row-major. {@code kept}: the leading groups written out (the rest are padding
 * columns, sliced off).
 */
record ContractionRun(AlignedPair aligned, int depth, int kept) {

    /** Below this many multiply-accumulates a slice's steps stay on the calling thread. */
    private static final long PARALLEL_WORK = 1L << 18;

    Packets produce(int slice) {
        Stream data = aligned.data();
        TrfTensor trf = aligned.trf();
        ElementType in = data.type();
        int flit = data.geometry().flitBytes();
        int rows = (int) aligned.row().size();
        int packet = (int) aligned.packet().size();
        int groups = kept;
        int c = aligned.adapter().collectFlits();
        long tiling = aligned.adapter().tiling();
        int reg = (int) in.elementsIn(aligned.sequencer().regReadBytes());
        List<Entry> loops = aligned.sequencer().loops().entries();
        long time = aligned.time().size();
        boolean floating = in.isFloat();

        Packets flits = data.source().produce(slice);
        int rowElements = (int) trf.element().size();
        float[][] wf = floating ? new float[rows][] : null;
        int[][] wi = floating ? null : new int[rows][];
        byte[] rowBytes = new byte[Math.toIntExact(in.bytesOf(rowElements))];
        for (int r = 0; r < rows; r++) {
            trf.readRow(slice, r, rowBytes);
            if (in == ElementType.BF16) {
                wf[r] = new float[rowElements];
                for (int j = 0; j < rowElements; j++) {
                    wf[r][j] = readBf16(rowBytes, 2 * j);
                }
            } else if (floating) {
                wf[r] = new float[rowElements];
                for (int j = 0; j < rowElements; j++) {
                    wf[r][j] = (float) in.decodeAt(rowBytes, 0, j);
                }
            } else {
                wi[r] = new int[rowElements];
                for (int j = 0; j < rowElements; j++) {
                    wi[r][j] = (int) in.decodeAt(rowBytes, 0, j);
                }
            }
        }
        int outBytes = rows * groups * 4;
        Packets out = Packets.zeros(time, outBytes);
        RowLanes lanes = floating && VectorModule.PRESENT ? RowLanes.of(wf) : null;
        Steps steps = new Steps(in, flits, out, wf, wi, rows, packet, groups, c, c * flit, tiling, reg, loops, lanes);
        long work = time * rows * packet;
        int chunks = work < PARALLEL_WORK ? 1 : (int) Math.min(time, 8L * Runtime.getRuntime().availableProcessors());
        if (chunks <= 1) {
            steps.run(0, time);
        } else {
            IntStream.range(0, chunks).parallel().forEach(k -> steps.run(time * k / chunks, time * (k + 1) / chunks));
        }
        return out;
    }

    /**
     * The computation time steps of one slice, any range of them at a time: the ranges write
     * disjoint packets of the output, so they may run on different cores.
     */
    private final class Steps {
        private final ElementType in;
        private final boolean floating;
        private final Packets flits;
        private final Packets out;
        private final float[][] wf;
        private final int[][] wi;
        private final int rows;
        private final int packet;
        private final int groups;
        private final int collect;
        private final int dataBytes;
        private final long tiling;
        private final int reg;
        private final long[] sizes;
        private final long[] strides;
        private final long[] valid;
        /** Every Row's float trees at once, where the Vector API serves the Rows; else null. */
        private final RowLanes lanes;

        Steps(ElementType in, Packets flits, Packets out, float[][] wf, int[][] wi, int rows, int packet, int groups,
                int collect, int dataBytes, long tiling, int reg, List<Entry> loops, RowLanes lanes) {
            this.in = in;
            this.floating = in.isFloat();
            this.flits = flits;
            this.out = out;
            this.wf = wf;
            this.wi = wi;
            this.rows = rows;
            this.packet = packet;
            this.groups = groups;
            this.collect = collect;
            this.dataBytes = dataBytes;
            this.tiling = tiling;
            this.reg = reg;
            this.sizes = loops.stream().mapToLong(Entry::size).toArray();
            this.strides = loops.stream().mapToLong(Entry::stride).toArray();
            this.valid = loops.stream().mapToLong(Entry::valid).toArray();
            this.lanes = lanes;
        }

        /** Time steps {@code from} (inclusive) to {@code to} (exclusive). */
        void run(long from, long to) {
            byte[] ob = out.bytes();
            byte[] fb = flits.bytes();
            float[] xf = new float[packet];
            int[] xi = new int[packet];
            float[] tf = new float[rows * packet];
            int[] ti = new int[rows * packet];
            float[] products = new float[packet];
            float[] laneSums = new float[rows];
            int[] intProducts = new int[packet];
            long[] idx = new long[sizes.length];
            long rest = from;
            for (int k = idx.length - 1; k >= 0; k--) {
                idx[k] = rest % sizes[k];
                rest /= sizes[k];
            }
            int half = packet >> 1;
            // the packet splits into whole blocks of 2^depth: the groups of the tree
            boolean blocks = depth < 31 && packet % (1 << depth) == 0 && groups <= packet >> depth;
            int rowLength = rows == 0 ? 0 : floating ? wf[0].length : wi[0].length;
            // the packet's elements that come from the collected flits; the rest stay zero
            int held = (int) Math.min(packet, in.elementsIn(dataBytes));
            int decoded = -1;
            for (long t = from; t < to; t++) {
                int dataOffset = flits.offset((t / tiling) * collect);
                if (dataOffset != decoded) {
                    decode(in, fb, dataOffset, held, xf, xi);
                    decoded = dataOffset;
                }
                long address = 0;
                boolean masked = false;
                for (int k = 0; k < idx.length; k++) {
                    address += idx[k] * strides[k];
                    masked |= idx[k] >= valid[k];
                }
                int base = out.offset(t);
                int a0 = (int) address;
                boolean whole = !masked && reg == packet && depth > 0;
                if (whole && blocks && a0 >= 0 && a0 + packet <= rowLength && lanes != null) {
                    // every read inside the Rows: each kept group's trees, every Row at once
                    int block = 1 << depth;
                    if (groups == 1) {
                        // one group per Row: the Rows' sums are the packet, in Row order
                        lanes.sumsInto(xf, 0, a0, depth, ob, base);
                    } else {
                        for (int g = 0; g < groups; g++) {
                            lanes.sums(xf, g * block, a0 + g * block, depth, laneSums);
                            for (int r = 0; r < rows; r++) {
                                writeInt(ob, base + (r * groups + g) * 4, Float.floatToRawIntBits(laneSums[r]));
                            }
                        }
                    }
                } else if (whole && blocks && a0 >= 0 && a0 + packet <= rowLength) {
                    // every read inside the Rows: each kept group's tree written out, nothing else computed
                    int block = 1 << depth;
                    for (int r = 0; r < rows; r++) {
                        int o = base + r * groups * 4;
                        if (floating) {
                            float[] w = wf[r];
                            for (int g = 0; g < groups; g++) {
                                float v = PairwiseSums.sum(xf, g * block, w, a0 + g * block, depth);
                                writeInt(ob, o + g * 4, Float.floatToRawIntBits(v));
                            }
                        } else {
                            int[] w = wi[r];
                            for (int g = 0; g < groups; g++) {
                                writeInt(ob, o + g * 4, PairwiseSums.sum(xi, g * block, w, a0 + g * block, depth));
                            }
                        }
                    }
                } else if (floating) {
                    for (int r = 0; r < rows; r++) {
                        float[] w = wf[r];
                        if (whole && a0 + packet <= w.length) {
                            // the products and the tree's first level at once: the same roundings, in the same order
                            int o = r * half;
                            for (int i = 0; i < half; i++) {
                                tf[o + i] = xf[2 * i] * w[a0 + 2 * i] + xf[2 * i + 1] * w[a0 + 2 * i + 1];
                            }
                        } else {
                            float[] p = products;
                            for (int j = 0; j < packet; j++) {
                                int a = a0 + j % reg;
                                p[j] = masked || a >= w.length ? 0f : xf[j] * w[a];
                            }
                            level(p, packet, depth > 0 ? 1 : 0, tf, r);
                        }
                    }
                    // the remaining levels of every Row's tree at once: a pair never straddles two Rows
                    int len = depth > 0 ? half : packet;
                    for (int level = 1; level < depth; level++) {
                        len >>= 1;
                        int n = rows * len;
                        for (int i = 0; i < n; i++) {
                            tf[i] = tf[2 * i] + tf[2 * i + 1];
                        }
                    }
                    for (int r = 0; r < rows; r++) {
                        for (int g = 0; g < groups; g++) {
                            writeInt(ob, base + (r * groups + g) * 4, Float.floatToRawIntBits(tf[r * len + g]));
                        }
                    }
                } else {
                    for (int r = 0; r < rows; r++) {
                        int[] w = wi[r];
                        if (whole && a0 + packet <= w.length) {
                            int o = r * half;
                            for (int i = 0; i < half; i++) {
                                ti[o + i] = xi[2 * i] * w[a0 + 2 * i] + xi[2 * i + 1] * w[a0 + 2 * i + 1];
                            }
                        } else {
                            int[] p = intProducts;
                            for (int j = 0; j < packet; j++) {
                                int a = a0 + j % reg;
                                p[j] = masked || a >= w.length ? 0 : xi[j] * w[a];
                            }
                            level(p, packet, depth > 0 ? 1 : 0, ti, r);
                        }
                    }
                    int len = depth > 0 ? half : packet;
                    for (int level = 1; level < depth; level++) {
                        len >>= 1;
                        int n = rows * len;
                        for (int i = 0; i < n; i++) {
                            ti[i] = ti[2 * i] + ti[2 * i + 1];
                        }
                    }
                    for (int r = 0; r < rows; r++) {
                        for (int g = 0; g < groups; g++) {
                            writeInt(ob, base + (r * groups + g) * 4, ti[r * len + g]);
                        }
                    }
                }
                for (int k = idx.length - 1; k >= 0; k--) {
                    if (++idx[k] < sizes[k]) {
                        break;
                    }
                    idx[k] = 0;
                }
            }
        }
    }

    /** The first {@code held} elements of the packet at {@code offset} of {@code fb}, into {@code xf} or {@code xi}. */
    private static void decode(ElementType in, byte[] fb, int offset, int held, float[] xf, int[] xi) {
        if (in == ElementType.BF16) {
            for (int j = 0; j < held; j++) {
                xf[j] = readBf16(fb, offset + 2 * j);
            }
        } else if (in.isFloat()) {
            for (int j = 0; j < held; j++) {
                xf[j] = (float) in.decodeAt(fb, offset, j);
            }
        } else {
            for (int j = 0; j < held; j++) {
                xi[j] = (int) in.decodeAt(fb, offset, j);
            }
        }
    }

    /**
     * Row {@code r}'s {@code packet} products after {@code levels} (0 or 1) levels of the tree,
     * into its block of {@code tree} ({@code packet >> levels} values from {@code r · that}).
     */
    private static void level(float[] products, int packet, int levels, float[] tree, int r) {
        int len = packet >> levels;
        int o = r * len;
        for (int i = 0; i < len; i++) {
            tree[o + i] = levels == 0 ? products[i] : products[2 * i] + products[2 * i + 1];
        }
    }

    /** The integer counterpart of {@link #level(float[], int, int, float[], int)}. */
    private static void level(int[] products, int packet, int levels, int[] tree, int r) {
        int len = packet >> levels;
        int o = r * len;
        for (int i = 0; i < len; i++) {
            tree[o + i] = levels == 0 ? products[i] : products[2 * i] + products[2 * i + 1];
        }
    }

    static void writeInt(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) (v >>> 16);
        b[off + 3] = (byte) (v >>> 24);
    }

    static int readInt(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16 | (b[off + 3] & 0xFF) << 24;
    }

    /** The bf16 at {@code off} of {@code b}, widened to f32 (its bits are the upper half). */
    static float readBf16(byte[] b, int off) {
        return Float.intBitsToFloat((b[off + 1] & 0xFF) << 24 | (b[off] & 0xFF) << 16);
    }
}
