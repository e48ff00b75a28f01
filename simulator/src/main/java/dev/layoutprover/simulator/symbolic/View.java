package dev.layoutprover.simulator.symbolic;

import java.util.List;

/**
 * A view of a tensor: its region ({@code tile}, {@code slice_tile} fix digits) and the parts that
 * index its elements, with the last tile taken ({@link Window}, null for a whole tensor). Reading a
 * view reads the tensor's pieces in the region; writing one replaces what the tensor held there.
 *
 * <p>Example: {@code rhs.view().tile::<m![C / 512], 1, m![B, 1 # 32, C % 512]>(i)} is the view
 * of region {@code C/512%32 = i} with parts {@code [B, C%512]}.
 */
public record View(Tensor tensor, Region guard, List<Part> parts, Window window) {

    public View(Tensor tensor, Region guard, List<Part> parts) {
        this(tensor, guard, parts, null);
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
}
