package dev.layoutprover.simulator.stream;

/**
 * The two execution contexts of a Tensor Unit: {@code MAIN} computes, {@code SUB} prefetches into
 * TRF and VRF with narrower fetch and commit sizes (8 bytes).
 */
public enum ExecutionContext {
    MAIN, SUB
}
