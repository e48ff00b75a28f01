package dev.layoutprover.simulator.symbolic;

/**
 * A run of digits of one axis in a term or a guard: digits {@code (axis / div) % mod} are the
 * element's own ({@link Kind#INDEX}; in a guard: unconstrained), a constant ({@link Kind#FIXED}),
 * or summed over all their values ({@link Kind#SUM}).
 *
 * <p>Example: after {@code lhs.view().tile::<m![B / 4096], 1, …>(3)} the lhs term holds
 * {@code B} as {@code [DigitRun(1, 4096, INDEX), DigitRun(4096, 4, FIXED 3)]}.
 */
public record DigitRun(long div, long mod, Kind kind, long value) {

    /** What a slot's digits are. */
    public enum Kind { INDEX, FIXED, SUM }

    public long end() {
        return Math.multiplyExact(div, mod);
    }

    public DigitRun with(Kind k, long v) {
        return new DigitRun(div, mod, k, v);
    }

    @Override
    public String toString() {
        String range = (div == 1 ? "" : "/" + div) + "%" + mod;
        return range + switch (kind) {
            case INDEX -> "";
            case FIXED -> "=" + value;
            case SUM -> " summed";
        };
    }
}
