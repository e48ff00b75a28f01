package dev.layoutprover.simulator.oracle;

/**
 * A spec that cannot be read or does not fit the kernel: the message names the column (1-based,
 * for syntax) or the tensor and axis at fault.
 *
 * <p>Example: {@code --expect: column 9: expected ']' after the axes of a, got '*'}.
 */
public final class SpecException extends IllegalArgumentException {

    public SpecException(String message) {
        super(message);
    }
}
