package dev.layoutprover.simulator;

/**
 * The counts and capacities of a TCP system. {@link #book()} gives the numbers of the hardware
 * book (RNGD): 2 clusters per chip, 256 slices per cluster, 8 rows per slice, 512 KB of DM per
 * slice, 8 KB of TRF per row, 8 KB of VRF per slice, 32-byte flits, 64-byte MAC packets and 48 GB
 * of HBM per chip; the chip count is the system's.
 *
 * <p>Example: {@code Geometry.book().withChips(8).sramBytes()} is {@code 2 GB}: 8 chips × 2
 * clusters × 256 slices × 512 KB.
 *
 * @param chips chips in the system
 * @param clusters clusters per chip
 * @param slices slices per cluster
 * @param rows MAC rows per slice (one TRF bank row each)
 * @param dmBytes data memory per slice
 * @param trfRowBytes tensor register file per row
 * @param vrfBytes vector register file per slice
 * @param flitBytes the flow-control unit of the Tensor Unit
 * @param macBytes the Reducer's packet width ({@code mac_width})
 * @param hbmBytes high-bandwidth memory per chip
 */
public record Geometry(int chips, int clusters, int slices, int rows, long dmBytes, long trfRowBytes,
        long vrfBytes, int flitBytes, int macBytes, long hbmBytes) {

    public Geometry {
        positive(chips, "chips");
        positive(clusters, "clusters");
        positive(slices, "slices");
        positive(rows, "rows");
        positive(dmBytes, "dmBytes");
        positive(trfRowBytes, "trfRowBytes");
        positive(vrfBytes, "vrfBytes");
        positive(flitBytes, "flitBytes");
        positive(macBytes, "macBytes");
        positive(hbmBytes, "hbmBytes");
    }

    /** The book's single-chip system. */
    public static Geometry book() {
        return new Geometry(1, 2, 256, 8, 512L << 10, 8L << 10, 8L << 10, 32, 64, 48L << 30);
    }

    public Geometry withChips(int n) {
        return new Geometry(n, clusters, slices, rows, dmBytes, trfRowBytes, vrfBytes, flitBytes, macBytes, hbmBytes);
    }

    /** Slices in the whole system. */
    public int totalSlices() {
        return chips * clusters * slices;
    }

    /** On-chip SRAM (DM) of the whole system. */
    public long sramBytes() {
        return (long) totalSlices() * dmBytes;
    }

    /** TRF bytes of one slice: all rows. */
    public long trfBytes() {
        return rows * trfRowBytes;
    }

    /** The flat number of slice {@code (chip, cluster, slice)}. */
    public int sliceNumber(int chip, int cluster, int slice) {
        return (chip * clusters + cluster) * slices + slice;
    }

    private static void positive(long v, String what) {
        if (v < 1) {
            throw new IllegalArgumentException(what + " must be positive, got " + v);
        }
    }
}
