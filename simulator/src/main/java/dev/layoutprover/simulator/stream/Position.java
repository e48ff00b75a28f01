package dev.layoutprover.simulator.stream;

/** After which engine of the Tensor Unit a stream is, as the book's typestate names it. */
public enum Position {
    BEGIN, FETCH, SWITCH, COLLECT, CONTRACTION, ACCUMULATION, VECTOR, CAST, TRANSPOSE
}
