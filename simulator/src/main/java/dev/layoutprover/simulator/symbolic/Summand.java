package dev.layoutprover.simulator.symbolic;

/** One summand of a {@link Content}: a product of input elements, an order reduction of a content, or a lane operation on contents. */
public sealed interface Summand permits SummedProduct, Reduced, Applied {

    /** The item with its element digits {@code part} fixed to {@code value}. */
    Summand restrict(Part part, long value);
}
