package dev.layoutprover.simulator.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * A view of a tensor: its region ({@code tile}, {@code slice_tile} fix digits) and the parts that
 * index its elements, with the last tile taken ({@link Window}, null for a whole tensor) and the
 * chip or cluster tile it is ({@link Spatial}, null when it has the tensor's units). Reading a
 * view reads the tensor's pieces in the region; writing one replaces what the tensor held there.
 *
 * <p>Example: {@code rhs.view().tile::<m![C / 512], 1, m![B, 1 # 32, C % 512]>(i)} is the view
 * of region {@code C/512%32 = i} with parts {@code [B, C%512]}.
 */
public record View(Tensor tensor, Region guard, List<Part> parts, Window window, Spatial spatial) {

    public View(Tensor tensor, Region guard, List<Part> parts) {
        this(tensor, guard, parts, null, null);
    }

    public View(Tensor tensor, Region guard, List<Part> parts, Window window) {
        this(tensor, guard, parts, window, null);
    }

    /**
     * The window a tile takes: the values {@code start .. start + n} of the part {@code along}.
     * Aligned (a multiple of {@code n} from a multiple of {@code n}) it is one value of a coarser
     * digit, already fixed in the view's region; otherwise the region leaves {@code along} free and
     * only a copy into a window of as many values reads it, value by value.
     *
     * <p>Example: {@code tile::<m![B], 3, m![B = 3 # 4]>(1)} over {@code B = 4} is the window
     * {@code B = 1, 2, 3}, not aligned.
     */
    public record Window(Part along, long start, long n) {

        public boolean aligned() {
            return along.mod() % n == 0 && start % n == 0;
        }

        /** The coarser digit an aligned window fixes: {@code B/4096%4} for a tile of 4096 along {@code B % 16384}. */
        public Part digit() {
            return new Part(along.axis(), Math.multiplyExact(along.div(), n), along.mod() / n);
        }
    }

    /**
     * A chip or cluster tile ({@code chip_tile}, {@code cluster_tile}): the view's units are the
     * tensor's units whose coordinate part {@code parentCoord[at]} lies in an aligned window of
     * {@code n} values, the window's digit {@code digit} being {@code value}. The view's own
     * coordinate parts ({@code coord}, the first {@code chip} of them naming the chip) are the
     * tensor's with that part cut to its {@code n} low values, or left out when {@code n = 1}.
     * Pieces keep their regions as the tensor numbers them (the digit fixed), and their
     * coordinates are numbered over the view's parts.
     *
     * <p>Example: {@code dm.view().chip_tile::<m![P], 1, m![1 # 4]>(2)} of a tensor with chip
     * parts {@code [P%4]} and no cluster part is the view of region {@code P = 2}, coordinate
     * parts {@code []}; its coordinate 0 is the tensor's coordinate 2.
     */
    public record Spatial(List<Part> parentCoord, int at, long n, Part digit, long value, List<Part> coord,
            int chip) {

        public Spatial {
            parentCoord = List.copyOf(parentCoord);
            coord = List.copyOf(coord);
        }

        /** The view's coordinate of the tensor's coordinate {@code k}, or -1 when the view does not hold it. */
        public long toView(long k) {
            long[] d = digits(k, parentCoord);
            if (d[at] / n != value) {
                return -1;
            }
            List<Long> out = new ArrayList<>();
            for (int i = 0; i < d.length; i++) {
                if (i != at) {
                    out.add(d[i]);
                } else if (n > 1) {
                    out.add(d[i] % n);
                }
            }
            return number(out, coord);
        }

        /** The tensor's coordinate of the view's coordinate {@code k}. */
        public long toParent(long k) {
            long[] d = digits(k, coord);
            List<Long> out = new ArrayList<>();
            int j = 0;
            for (int i = 0; i < parentCoord.size(); i++) {
                if (i != at) {
                    out.add(d[j++]);
                } else {
                    out.add(value * n + (n > 1 ? d[j++] : 0));
                }
            }
            return number(out, parentCoord);
        }

        /** How many coordinates the view has. */
        public long coordinates() {
            long c = 1;
            for (Part p : coord) {
                c = Math.multiplyExact(c, p.mod());
            }
            return c;
        }

        private static long[] digits(long k, List<Part> parts) {
            long[] d = new long[parts.size()];
            long rest = k;
            for (int i = parts.size() - 1; i >= 0; i--) {
                d[i] = rest % parts.get(i).mod();
                rest /= parts.get(i).mod();
            }
            return d;
        }

        private static long number(List<Long> digits, List<Part> parts) {
            long k = 0;
            for (int i = 0; i < parts.size(); i++) {
                k = Math.addExact(Math.multiplyExact(k, parts.get(i).mod()), digits.get(i));
            }
            return k;
        }
    }
}
