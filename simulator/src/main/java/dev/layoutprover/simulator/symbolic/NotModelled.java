package dev.layoutprover.simulator.symbolic;

/**
 * What the symbolic check does not model (an engine, a mapping term, a data flow it cannot
 * express): the verdict is then {@code unknown} with this reason, never conformant.
 *
 * <p>Example: {@code new NotModelled("vector_fp_unary is not modelled symbolically")}.
 */
public final class NotModelled extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotModelled(String reason) {
        super(reason);
    }
}
