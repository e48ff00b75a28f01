package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.List;

/**
 * The input of the reference crate's shuffle and slice tests on four chips: {@code A = 256,
 * B = 4096} holding {@code a · 4096 + b}, brought through HBM into DM as those tests place it.
 */
final class FourChipInput {

    static final KernelAxes L = KernelAxes.of("A = 256, B = 4096");

    private FourChipInput() {}

    /** The input in the DM of {@code ctx}, at address 0. */
    static DmTensor inDm(Context ctx) {
        int n = 256 * 4096;
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = i;
        }
        HostTensor host = HostTensor.of("x", new LogicalTensor(ElementType.I32,
                List.of(new Axis("A", 256), new Axis("B", 4096)), v, null), L.m("A, B"));
        return host.toHbm(ctx.pdma(), L.m("A / 4 % 4"), L.m("A / 16, A % 4, B"), 0x1000)
                .toDm(ctx.tdma(), L.m("A / 2 % 2"), L.m("B % 16, B / 16 % 16"), L.m("B / 256, A % 2, A / 16"), 0);
    }
}
