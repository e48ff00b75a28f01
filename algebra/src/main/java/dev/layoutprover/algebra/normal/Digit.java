package dev.layoutprover.algebra.normal;

/**
 * One mixed-radix digit of a buffer position in a {@link NormalForm}: the digit runs over
 * {@code 0 ≤ d < radix}; the position is a hole unless {@code low ≤ d < low + length}; a live
 * digit adds {@code (d - low)·weight} to {@code coordinate} (an axis name, or a skewed axis name
 * such as {@code B'}).
 *
 * <p>Example: {@code m![D # 64]} with {@code D = 61} is the single digit
 * {@code Digit(64, 0, 61, "D", 1)}: digits 61 to 63 are holes. In {@code m![B / 64]} with
 * {@code B = 512} the digit is {@code Digit(8, 0, 8, "B", 64)}.
 *
 * @param radix how many values the digit takes, at least 2 in a canonical form
 * @param low the first live value
 * @param length how many values are live, at least 1; {@code low + length ≤ radix}
 * @param coordinate what the digit adds to, or null when {@code length} is 1 (it adds nothing)
 * @param weight what one step of the digit adds; 0 when {@code coordinate} is null
 */
public record Digit(long radix, long low, long length, String coordinate, long weight) {

    public Digit {
        if (radix < 1 || low < 0 || length < 1 || low + length > radix || low + length < 0) {
            throw new IllegalArgumentException("digit with radix " + radix + ", live values " + low + "..="
                    + (low + length - 1) + " is not well formed");
        }
        if (length == 1) {
            coordinate = null;
            weight = 0;
        } else if (coordinate == null || weight < 1) {
            throw new IllegalArgumentException("a digit with " + length + " live values needs a coordinate and a positive"
                    + " weight, got " + coordinate + " × " + weight);
        }
    }

    /** True when every value of the digit is live. */
    public boolean full() {
        return low == 0 && length == radix;
    }

    /** True when {@code d} is a live value. */
    public boolean live(long d) {
        return d >= low && d - low < length;
    }

    /** {@code 64:B×1[0..=60]} for a padded digit, {@code 8:B×64} for a full one, {@code 4:@1} for a constant. */
    @Override
    public String toString() {
        String what = coordinate == null ? "@" + low : coordinate + "×" + weight;
        String range = full() || coordinate == null ? "" : "[" + low + "..=" + (low + length - 1) + "]";
        return radix + ":" + what + range;
    }
}
