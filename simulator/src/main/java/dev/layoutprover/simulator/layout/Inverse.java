package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.normal.NormalForm;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The position at which a {@link EngineMappings term-by-term form} holds a given index. Each axis's
 * coordinate is split into that axis's digits (a broadcast or constant digit takes value 0); an index whose
 * digits do not add back up to its coordinates is held nowhere. Where an axis's digits overlap (a form that
 * stores an index more than once, {@code m![R, R % 2]}, whose coordinate is the digits' sum), the index is
 * found at the position whose larger digits take as much of the coordinate as they can.
 *
 * <p>Example: for {@code m![A % 8, A / 8]} ({@code A = 64}), {@code position({A: 19})} is
 * {@code 3 · 8 + 2 = 26}.
 */
public final class Inverse {

    private record PositionDigit(long stride, long count, long positionStride) {}

    private final PositionDigit[][] digits;
    /** Per axis, whether a digit's range reaches past the next digit's stride (a non-injective form). */
    private final boolean[] overlapping;

    /** The inverse of {@code form} for indices given as coordinates over {@code axes}. */
    public Inverse(NormalForm form, List<String> axes) {
        digits = new PositionDigit[axes.size()][];
        overlapping = new boolean[axes.size()];
        for (int a = 0; a < axes.size(); a++) {
            List<PositionDigit> ds = new ArrayList<>();
            for (int i = 0; i < form.digits().size(); i++) {
                var f = form.digits().get(i);
                if (axes.get(a).equals(f.coordinate())) {
                    ds.add(new PositionDigit(f.weight(), f.length(), form.placeValue(i)));
                }
            }
            ds.sort(Comparator.comparingLong(PositionDigit::stride));
            digits[a] = ds.toArray(PositionDigit[]::new);
            for (int i = 0; i + 1 < ds.size(); i++) {
                overlapping[a] |= Math.multiplyHigh(ds.get(i).stride, ds.get(i).count) != 0
                        || ds.get(i).stride * ds.get(i).count > ds.get(i + 1).stride;
            }
        }
    }

    /** The position holding the index with coordinates {@code coords}, or -1 if none does. */
    public long position(long[] coords) {
        long p = 0;
        for (int a = 0; a < digits.length; a++) {
            long x = coords[a];
            long rebuilt = 0;
            PositionDigit[] ds = digits[a];
            if (overlapping[a]) {
                // m![R, R % 2] at {R: 2}: R's digit takes 2 (its count allows), R % 2's the rest, 0
                long rest = x;
                for (int i = ds.length - 1; i >= 0; i--) {
                    long v = Math.min(rest / ds[i].stride, ds[i].count - 1);
                    rest -= v * ds[i].stride;
                    p += v * ds[i].positionStride;
                }
                if (rest != 0) {
                    return -1;
                }
                continue;
            }
            for (int i = 0; i < ds.length; i++) {
                PositionDigit d = ds[i];
                long v = x / d.stride;
                if (i + 1 < ds.length) {
                    v %= ds[i + 1].stride / d.stride;
                }
                if (v >= d.count) {
                    return -1;
                }
                rebuilt += v * d.stride;
                p += v * d.positionStride;
            }
            if (rebuilt != x) {
                return -1;
            }
        }
        return p;
    }

    /**
     * The index the form holds for {@code coords} when what it lacks is broadcast, as the reference's
     * {@code write_transpose(src, true)} (tensor_view.rs:63) reads its source: each axis's coordinate
     * keeps only the parts the form's digits of that axis cover. The position of the result is
     * {@link #position}'s.
     *
     * <p>Example: for {@code m![A / 2]} ({@code A = 2048}, one digit of stride 2 and count 1024),
     * {@code {A: 5}} becomes {@code {A: 4}}; for {@code m![A % 1024]}, {@code {A: 1500}} becomes
     * {@code {A: 476}}.
     */
    public long[] projected(long[] coords) {
        long[] out = new long[coords.length];
        for (int a = 0; a < digits.length; a++) {
            if (overlapping[a]) {
                out[a] = coords[a]; // digits that overlap hold the sums of their values, not parts of them
                continue;
            }
            for (PositionDigit d : digits[a]) {
                out[a] += coords[a] / d.stride % d.count * d.stride;
            }
        }
        return out;
    }

    /**
     * For a run of {@code length} indices that start at {@code coords} and step {@code step} along
     * axis {@code axis}: the position step, when the positions form an arithmetic progression that
     * stays inside one digit; {@code Long.MIN_VALUE} otherwise.
     */
    public long runStep(long[] coords, int axis, long step, long length) {
        PositionDigit[] ds = digits[axis];
        for (int i = ds.length - 1; i >= 0; i--) {
            PositionDigit d = ds[i];
            if (d.stride <= step && step % d.stride == 0) {
                long v = coords[axis] / d.stride;
                long range = i + 1 < ds.length ? ds[i + 1].stride / d.stride : Long.MAX_VALUE;
                v %= range;
                long inc = step / d.stride;
                long last = v + (length - 1) * inc;
                return last < Math.min(range, d.count) ? inc * d.positionStride : Long.MIN_VALUE;
            }
        }
        return Long.MIN_VALUE;
    }
}
