package dev.layoutprover.simulator.symbolic;

/** One summand of a {@link Content}: a product of input elements, or an order reduction of a content. */
public sealed interface Summand permits Term, Reduced {

    /** The item with its element digits {@code part} fixed to {@code value}. */
    Summand restrict(Part part, long value);
}
