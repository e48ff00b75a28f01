package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.MappingException;

/**
 * A mapping the kernel wrote that the engines cannot run (a skew, sliding window, bottom padding
 * or misaligned split where an engine walks digits): bad input, not a verdict and not a bug of the
 * simulator. Every other {@link MappingException} raised while a kernel that was read runs is the
 * simulator's own failure.
 *
 * <p>Example: {@code .fetch::<i32, m![N % 16 / 8], m![N % 8 #_ 16]>()} raises
 * {@code the fetch Packet mapping N % 8 #_ 16 is not a product of axis factors …}.
 */
public final class UnrunnableMapping extends MappingException {

    private static final long serialVersionUID = 1L;

    public UnrunnableMapping(String message) {
        super(message);
    }
}
