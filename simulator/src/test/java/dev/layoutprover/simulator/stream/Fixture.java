package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;

/** A device with random tensors placed in DM, for engine tests. */
final class Fixture {

    final KernelAxes l;
    final Context ctx;
    private long hbm = 0;
    private long seed = 1;

    Fixture(String axes) {
        this(axes, Geometry.book());
    }

    Fixture(String axes, Geometry g) {
        this.l = KernelAxes.of(axes);
        this.ctx = Context.acquire(g);
    }

    Mapping m(String s) {
        return l.m(s);
    }

    /** A random host tensor laid out as {@code host}, moved to DM as {@code [cluster, slice, element]} at {@code address}. */
    DmTensor dm(ElementType type, String host, String cluster, String slice, String element, long address) {
        return dm(type, host, "1 # " + ctx.device().geometry().chips(), cluster, slice, element, address);
    }

    DmTensor dm(ElementType type, String host, String chip, String cluster, String slice, String element, long address) {
        HostTensor h = HostTensor.random("t" + seed, type, m(host), seed++, LogicalTensor.Range.full());
        long at = hbm;
        hbm += 1 << 24;
        return h.toHbm(ctx.pdma(), m(chip), m(host), at).toDm(ctx.tdma(), m(cluster), m(slice), m(element), address);
    }
}
