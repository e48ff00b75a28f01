package dev.layoutprover.simulator.memory;

/**
 * The TRF region a tensor occupies: the lower or upper 64 rows of every bank, or all 128.
 * Two half tensors coexist; a full one replaces both.
 */
public enum TrfAddress {
    FIRST_HALF, SECOND_HALF, FULL;

    /** True when this region and {@code other} share a bank row. */
    boolean overlaps(TrfAddress other) {
        return this == FULL || other == FULL || this == other;
    }
}
