package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.layout.Entry;
import dev.layoutprover.simulator.memory.TrfTensor;
import java.util.List;

/**
 * The data path of {@link Reducer#contract}: per slice and computation time step, the Stream
 * Adapter's 64-byte packet (flits collected, zero-padded) and each Row's TRF read
 * ({@code reg_read_size} bytes at the sequencer's address, repeated), multiplied elementwise and
 * summed by a pairwise tree of depth {@code n}. Output per time step: Rows × groups values of the
 * widened type, Row-major.
 */
final class ContractionRun {

    private final AlignedPair aligned;
    private final int depth;
    private final int kept;

    /** {@code kept}: the leading groups written out (the rest are padding columns, sliced off). */
    ContractionRun(AlignedPair aligned, int depth, int kept) {
        this.aligned = aligned;
        this.depth = depth;
        this.kept = kept;
    }

    Packets produce(int slice) {
        Stream data = aligned.data();
        TrfTensor trf = aligned.trf();
        ElementType in = data.type();
        int eb = in.bytes();
        int flit = data.geometry().flitBytes();
        int rows = (int) aligned.row().size();
        int packet = (int) aligned.packet().size();
        int groups = kept;
        int c = aligned.adapter().collectFlits();
        long tiling = aligned.adapter().tiling();
        int reg = aligned.sequencer().regReadBytes() / eb;
        List<Entry> loops = aligned.sequencer().loops().entries();
        long time = aligned.time().size();
        boolean floating = in.isFloat();

        Packets flits = data.source().produce(slice);
        int rowElements = (int) trf.element().size();
        float[][] wf = floating ? new float[rows][] : null;
        int[][] wi = floating ? null : new int[rows][];
        byte[] rowBytes = new byte[rowElements * eb];
        for (int r = 0; r < rows; r++) {
            trf.readRow(slice, r, rowBytes);
            if (floating) {
                wf[r] = new float[rowElements];
                for (int j = 0; j < rowElements; j++) {
                    wf[r][j] = (float) in.decode(rowBytes, j * eb);
                }
            } else {
                wi[r] = new int[rowElements];
                for (int j = 0; j < rowElements; j++) {
                    wi[r][j] = (int) in.decode(rowBytes, j * eb);
                }
            }
        }
        int outBytes = rows * groups * 4;
        Packets out = Packets.zeros(time, outBytes);
        byte[] ob = out.bytes();
        float[] xf = new float[packet];
        int[] xi = new int[packet];
        float[] tf = new float[packet];
        int[] ti = new int[packet];
        long[] idx = new long[loops.size()];
        int dataBytes = c * flit;
        for (long t = 0; t < time; t++) {
            int dataOffset = flits.offset((t / tiling) * c);
            byte[] fb = flits.bytes();
            for (int j = 0; j < packet; j++) {
                int b = j * eb;
                if (b >= dataBytes) {
                    xf[j] = 0f;
                    xi[j] = 0;
                } else if (in == ElementType.BF16) {
                    xf[j] = Float.intBitsToFloat(((fb[dataOffset + b + 1] & 0xFF) << 24) | ((fb[dataOffset + b] & 0xFF) << 16));
                } else if (floating) {
                    xf[j] = (float) in.decode(fb, dataOffset + b);
                } else {
                    xi[j] = (int) in.decode(fb, dataOffset + b);
                }
            }
            long address = 0;
            boolean masked = false;
            for (int k = 0; k < idx.length; k++) {
                address += idx[k] * loops.get(k).stride();
                masked |= idx[k] >= loops.get(k).valid();
            }
            int base = out.offset(t);
            for (int r = 0; r < rows; r++) {
                if (floating) {
                    float[] w = wf[r];
                    int a0 = (int) address;
                    if (!masked && reg == packet && a0 + packet <= w.length) {
                        for (int j = 0; j < packet; j++) {
                            tf[j] = xf[j] * w[a0 + j];
                        }
                    } else {
                        for (int j = 0; j < packet; j++) {
                            int a = a0 + j % reg;
                            tf[j] = masked || a >= w.length ? 0f : xf[j] * w[a];
                        }
                    }
                    for (int level = 0; level < depth; level++) {
                        int half = packet >> (level + 1);
                        for (int i = 0; i < half; i++) {
                            tf[i] = tf[2 * i] + tf[2 * i + 1];
                        }
                    }
                    for (int g = 0; g < groups; g++) {
                        writeInt(ob, base + (r * groups + g) * 4, Float.floatToRawIntBits(tf[g]));
                    }
                } else {
                    int[] w = wi[r];
                    for (int j = 0; j < packet; j++) {
                        int a = (int) address + j % reg;
                        ti[j] = masked || a >= w.length ? 0 : xi[j] * w[a];
                    }
                    for (int level = 0; level < depth; level++) {
                        int half = packet >> (level + 1);
                        for (int i = 0; i < half; i++) {
                            ti[i] = ti[2 * i] + ti[2 * i + 1];
                        }
                    }
                    for (int g = 0; g < groups; g++) {
                        writeInt(ob, base + (r * groups + g) * 4, ti[g]);
                    }
                }
            }
            for (int k = idx.length - 1; k >= 0; k--) {
                if (++idx[k] < loops.get(k).size()) {
                    break;
                }
                idx[k] = 0;
            }
        }
        return out;
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
}
