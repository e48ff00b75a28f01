package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.TensorExpr;
import java.util.List;

/**
 * The naive value of memory a test fills with zeros before a kernel writes part of it (as a host
 * tensor of zeros copied in would): every element written, 0. Memory taken with {@code from_addr}
 * is {@link TensorExpr.Allocated} instead, never written.
 */
final class ZeroMemory {

    private ZeroMemory() {}

    /** Zeros over {@code axes}: e.g. {@code zeros("out", [A:2, B:3], I32)} holds six 0s. */
    static TensorExpr zeros(String name, List<Axis> axes, ElementType type) {
        long n = 1;
        for (Axis a : axes) {
            n = Math.multiplyExact(n, a.size());
        }
        return new TensorExpr.Input(name, new LogicalTensor(type, axes, new double[Math.toIntExact(n)], null));
    }
}
