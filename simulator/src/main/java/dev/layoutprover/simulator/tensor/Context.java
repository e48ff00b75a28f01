package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.memory.Device;
import dev.layoutprover.simulator.memory.DmaEngine;
import dev.layoutprover.simulator.stream.ExecutionContext;

/**
 * A kernel's handle on the device, as the book's {@code Context}: the PCIe DMA ({@code pdma}, host
 * and HBM), the tensor DMA ({@code tdma}, HBM and DM), and the two execution contexts of the
 * Tensor Unit, {@code main} and {@code sub}.
 *
 * <p>Example:
 * <pre>{@code
 * Context ctx = Context.acquire(Geometry.book());
 * HbmTensor in = input.toHbm(ctx.pdma(), 0);
 * DmTensor dm = in.toDm(ctx.tdma(), l.m("1 # 2"), l.m("A / 8 # 256"), l.m("A % 8"), 0);
 * DmTensor out = ctx.main().begin(dm).fetch(I32, l.m("1"), l.m("A % 8")) … .commit(l.m("A % 8"), 1 << 12);
 * }</pre>
 */
public final class Context {

    private final Device device;
    private final DmaEngine pdma;
    private final DmaEngine tdma;
    private final TensorUnit main;
    private final TensorUnit sub;

    private Context(Device device) {
        this.device = device;
        this.pdma = new DmaEngine(device, DmaEngine.Kind.PCIE);
        this.tdma = new DmaEngine(device, DmaEngine.Kind.TENSOR);
        this.main = new TensorUnit(device, ExecutionContext.MAIN);
        this.sub = new TensorUnit(device, ExecutionContext.SUB);
    }

    /** A fresh device of {@code geometry} whose stages ask the enumeration oracle. */
    public static Context acquire(Geometry geometry) {
        return acquire(geometry, LayoutQuestions.enumeration());
    }

    /** A fresh device of {@code geometry} whose stages ask {@code oracle}. */
    public static Context acquire(Geometry geometry, LayoutQuestions oracle) {
        return new Context(new Device(geometry, dev.layoutprover.simulator.layout.RememberedQuestions.shared(oracle)));
    }

    /**
     * A fresh device of {@code geometry} whose stages ask {@code oracle}, its tensors given bytes
     * by the policy {@code addresses} (at their addresses, or each its own).
     */
    public static Context acquire(Geometry geometry, LayoutQuestions oracle, Addresses addresses) {
        return new Context(new Device(geometry, dev.layoutprover.simulator.layout.RememberedQuestions.shared(oracle),
                addresses));
    }

    /** A context whose device holds no data (see {@link Device#Device(Geometry, LayoutQuestions, boolean)}). */
    public static Context dataFree(Geometry geometry, LayoutQuestions oracle) {
        // a data-free check of a loop asks the same questions each iteration: each is answered once
        return new Context(new Device(geometry, dev.layoutprover.simulator.layout.RememberedQuestions.of(oracle), false));
    }

    public Device device() {
        return device;
    }

    public DmaEngine pdma() {
        return pdma;
    }

    public DmaEngine tdma() {
        return tdma;
    }

    public TensorUnit main() {
        return main;
    }

    public TensorUnit sub() {
        return sub;
    }
}
