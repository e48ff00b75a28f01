package dev.layoutprover.simulator.layout;

/**
 * One loop of a sequencer configuration: {@code size} iterations, {@code stride} elements between
 * consecutive iterations. Iterations at or above {@code valid} read padding: the stream holds a
 * hole there (a Fetch Engine masks it, a Commit Engine skips it).
 *
 * <p>Example: reading {@code m![C # 16]} out of {@code m![A, B, C # 32]} with {@code C = 8} is the
 * entry {@code 16 : 1} whose iterations 8 to 15 are masked.
 */
public record Entry(long size, long stride, long valid) {

    public Entry {
        if (size < 1 || valid < 1 || valid > size) {
            throw new IllegalArgumentException("bad entry " + size + " : " + stride + " (valid " + valid + ")");
        }
    }

    public Entry(long size, long stride) {
        this(size, stride, size);
    }

    public boolean isMasked() {
        return valid < size;
    }

    @Override
    public String toString() {
        return size + " : " + stride + (isMasked() ? " (" + valid + " valid)" : "");
    }
}
