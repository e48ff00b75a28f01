package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.TensorExpr;

/**
 * {@code TrfTensor<D, Chip, Cluster, Slice, Row, Element>}: weights in the tensor register file,
 * Row {@code r} of a slice holding {@code Element::SIZE} elements in its own bank rows.
 *
 * <p>Layout: each of the 8 bank rows has {@code trfRowBytes} (8 KB); a {@link TrfAddress half}
 * region uses the lower or upper half of every bank row. With {@code Row::SIZE = R < 8} each Row
 * spans {@code 8 / R} consecutive bank rows, so its capacity grows accordingly. Element byte
 * {@code b} of Row {@code r} sits in bank row {@code r · 8/R + b / bank} at offset
 * {@code b % bank} (plus half a bank row in the second half), {@code bank} being the region's bytes
 * per bank row.
 *
 * <p>Rules: the spatial exact-match rules; {@code Row::SIZE must be 1, 2, 4, or 8};
 * {@code Element::SIZE × size_of::<D>()} within the Row's capacity ({@code TRF::CAPACITY}).
 *
 * <p>Example: {@code Row = m![N]}, {@code N = 3} is rejected with
 * {@code Row::SIZE must be 1, 2, 4, or 8, got 3}.
 */
public final class TrfTensor extends SpatialTensor {

    private final Mapping row;
    private final TrfAddress region;
    private final TensorExpr expr;
    private final long[] generation = new long[2];

    public TrfTensor(Device device, ElementType type, Mapping chip, Mapping cluster, Mapping slice, Mapping row,
            Mapping element, TrfAddress region, TensorExpr expr) {
        super(device, type, chip, cluster, slice, element);
        Geometry g = device.geometry();
        SpatialRules.require(g, chip, cluster, slice);
        long r = row.size();
        RuleViolation.require(r == 1 || r == 2 || r == 4 || r == 8, "Row::SIZE",
                "Row::SIZE must be 1, 2, 4, or 8, got " + r);
        RuleViolation.require(r <= g.rows(), "Row::SIZE", "Row::SIZE must be at most " + g.rows() + ", got " + r);
        long bytes = type.bytesOf(element.size());
        long capacity = (g.rows() / r) * bankBytes(g, region);
        RuleViolation.require(bytes <= capacity, "TRF::CAPACITY", "TRF Element::SIZE × size_of::<" + type + ">() = "
                + element.size() + " × " + type.sizeText() + " = " + bytes + " bytes must be at most " + capacity
                + " (Row::SIZE = " + r + ", " + region + "): in all " + r + " × " + bytes + " = " + r * bytes
                + " bytes against the " + r * capacity + " of the region (stream_tensor.rs:1140)");
        this.row = row;
        this.region = region;
        this.expr = expr;
        for (int h = 0; h < 2; h++) {
            if (region.overlaps(h == 0 ? TrfAddress.FIRST_HALF : TrfAddress.SECOND_HALF)) {
                device.bumpTrfGeneration(h);
            }
            generation[h] = device.trfGeneration(h);
        }
    }

    private static long bankBytes(Geometry g, TrfAddress region) {
        return region == TrfAddress.FULL ? g.trfRowBytes() : g.trfRowBytes() / 2;
    }

    public Mapping row() {
        return row;
    }

    public TrfAddress region() {
        return region;
    }

    public TensorExpr expr() {
        return expr;
    }

    /** The byte offset in a slice's TRF of byte {@code b} of Row {@code r}'s element storage. */
    public long byteAddress(int r, long b) {
        Geometry g = device.geometry();
        long bank = bankBytes(g, region);
        long bankRowsPerRow = g.rows() / row.size();
        long bankRow = r * bankRowsPerRow + b / bank;
        long within = b % bank + (region == TrfAddress.SECOND_HALF ? g.trfRowBytes() / 2 : 0);
        return bankRow * g.trfRowBytes() + within;
    }

    /** Copies Row {@code r}'s element storage of slice {@code sliceNumber} into {@code dst}. */
    public void readRow(int sliceNumber, int r, byte[] dst) {
        long bank = bankBytes(device.geometry(), region);
        PagedMemory m = device.trf(sliceNumber);
        for (int off = 0; off < dst.length; off += (int) bank) {
            int n = (int) Math.min(bank, dst.length - off);
            m.read(byteAddress(r, off), dst, off, n);
        }
    }

    /** Writes {@code src} as Row {@code r}'s element storage of slice {@code sliceNumber}. */
    public void writeRow(int sliceNumber, int r, byte[] src) {
        long bank = bankBytes(device.geometry(), region);
        PagedMemory m = device.trf(sliceNumber);
        for (int off = 0; off < src.length; off += (int) bank) {
            int n = (int) Math.min(bank, src.length - off);
            m.write(byteAddress(r, off), src, off, n);
        }
    }

    /** Throws when a later {@code to_trf} overwrote this tensor's region. */
    public void requireLive() {
        for (int h = 0; h < 2; h++) {
            if (region.overlaps(h == 0 ? TrfAddress.FIRST_HALF : TrfAddress.SECOND_HALF)) {
                RuleViolation.require(device.trfGeneration(h) == generation[h], "TRF::LIVE",
                        "TRF tensor in " + region + " was overwritten by a later to_trf");
            }
        }
    }

    @Override
    public String toString() {
        return "TrfTensor<" + type + ", " + chip + ", " + cluster + ", " + slice + ", " + row + ", " + element + "> in "
                + region;
    }
}
