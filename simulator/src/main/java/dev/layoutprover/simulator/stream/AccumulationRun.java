package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.ElementType;

/**
 * The data path of {@link Reducer#accumulate}: sums the contraction outputs of all time steps that
 * differ only in reduced time factors, in time order (the first store, then f32 or wrapping i32
 * additions), and emits the buffer in the {@link AccumulationKind}'s order, padding with zeros.
 */
final class AccumulationRun {

    private final SliceSource upstream;
    private final AccumulationKind kind;
    private final long[] extents;
    private final long[] outExtents;
    private final boolean[] reduced;
    private final int rows;
    private final int groups;
    private final int emitted;
    private final int beat;
    private final ElementType type;

    /**
     * {@code emitted}: the leading groups an Interleaved accumulation writes out, each one time
     * step (the others are the contraction's padding columns, which OutTime leaves out).
     * {@code outExtents}: how many positions each surviving time digit takes in OutTime, its
     * padding dropped or kept as the reference keeps it (more than the digit's values: the rest
     * are holes; fewer: the digit's values past them are holes of Time, left out). Example: Time
     * digit {@code 16:I×2[0..=7]} kept as {@code m![I % 16 / 2]} takes 8.
     */
    AccumulationRun(SliceSource upstream, AccumulationKind kind, long[] extents, long[] outExtents, boolean[] reduced,
            int rows, int groups, int emitted, int beat, ElementType type) {
        this.upstream = upstream;
        this.kind = kind;
        this.extents = extents;
        this.outExtents = outExtents;
        this.reduced = reduced;
        this.rows = rows;
        this.groups = groups;
        this.emitted = emitted;
        this.beat = beat;
        this.type = type;
    }

    Packets produce(int slice) {
        Packets in = upstream.produce(slice);
        long time = in.time();
        int survivors = 1;
        for (int i = 0; i < extents.length; i++) {
            survivors *= reduced[i] ? 1 : (int) outExtents[i];
        }
        int width = rows * groups;
        float[] accF = type.isFloat() ? new float[survivors * width] : null;
        int[] accI = type.isFloat() ? null : new int[survivors * width];
        boolean[] started = new boolean[survivors];
        long[] digit = new long[extents.length];
        byte[] b = in.bytes();
        for (long t = 0; t < time; t++) {
            int s = 0;
            boolean hole = false;
            for (int i = 0; i < extents.length; i++) {
                if (!reduced[i]) {
                    hole |= digit[i] >= outExtents[i];
                    s = (int) (s * outExtents[i] + digit[i]);
                }
            }
            if (hole) {
                // a hole of Time whose position OutTime leaves out
                step(digit);
                continue;
            }
            int src = in.offset(t);
            int dst = s * width;
            for (int k = 0; k < width; k++) {
                int bits = ContractionRun.readInt(b, src + 4 * k);
                if (accF != null) {
                    float v = Float.intBitsToFloat(bits);
                    accF[dst + k] = started[s] ? accF[dst + k] + v : v;
                } else {
                    accI[dst + k] = started[s] ? accI[dst + k] + bits : bits;
                }
            }
            started[s] = true;
            step(digit);
        }
        return kind == AccumulationKind.INTERLEAVED ? interleaved(survivors, accF, accI)
                : sequential(survivors, accF, accI);
    }

    /** The next time step's digits. */
    private void step(long[] digit) {
        for (int i = extents.length - 1; i >= 0; i--) {
            if (++digit[i] < extents[i]) {
                break;
            }
            digit[i] = 0;
        }
    }

    private Packets interleaved(int survivors, float[] accF, int[] accI) {
        Packets out = Packets.zeros((long) survivors * emitted, beat * 4);
        byte[] ob = out.bytes();
        for (int s = 0; s < survivors; s++) {
            for (int g = 0; g < emitted; g++) {
                int base = out.offset((long) s * emitted + g);
                for (int r = 0; r < rows; r++) {
                    int k = s * rows * groups + r * groups + g;
                    ContractionRun.writeInt(ob, base + 4 * r, accF != null ? Float.floatToRawIntBits(accF[k]) : accI[k]);
                }
            }
        }
        return out;
    }

    private Packets sequential(int survivors, float[] accF, int[] accI) {
        int outer = Math.max(1, groups / 8);
        Packets out = Packets.zeros((long) survivors * rows * outer, 32);
        byte[] ob = out.bytes();
        for (int s = 0; s < survivors; s++) {
            for (int r = 0; r < rows; r++) {
                for (int o = 0; o < outer; o++) {
                    int base = out.offset(((long) s * rows + r) * outer + o);
                    for (int i = 0; i < 8 && o * 8 + i < groups; i++) {
                        int k = s * rows * groups + r * groups + o * 8 + i;
                        ContractionRun.writeInt(ob, base + 4 * i, accF != null ? Float.floatToRawIntBits(accF[k]) : accI[k]);
                    }
                }
            }
        }
        return out;
    }
}
