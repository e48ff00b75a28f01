package dev.layoutprover.simulator.memory;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;

/**
 * What the on-chip memory tensors ({@link DmTensor}, {@link VrfTensor}, {@link TrfTensor}) share:
 * the device, the element type, and the mappings that spread a tensor over chips, clusters and
 * slices, with {@code Element} the part each slice holds.
 *
 * <p>Example: {@code DmTensor<bf16, m![1], m![1 # 2], m![I / 32, J / 32], m![I % 32, K]>} has chip
 * {@code m![1]}, cluster {@code m![1 # 2]}, slice {@code m![I / 32, J / 32]} and element
 * {@code m![I % 32, K]}.
 */
public abstract sealed class SpatialTensor permits DmTensor, VrfTensor, TrfTensor {

    protected final Device device;
    protected final ElementType type;
    protected final Mapping chip;
    protected final Mapping cluster;
    protected final Mapping slice;
    protected final Mapping element;

    SpatialTensor(Device device, ElementType type, Mapping chip, Mapping cluster, Mapping slice, Mapping element) {
        this.device = device;
        this.type = type;
        this.chip = chip;
        this.cluster = cluster;
        this.slice = slice;
        this.element = element;
    }

    public Device device() {
        return device;
    }

    public ElementType type() {
        return type;
    }

    public Mapping chip() {
        return chip;
    }

    public Mapping cluster() {
        return cluster;
    }

    public Mapping slice() {
        return slice;
    }

    public Mapping element() {
        return element;
    }
}
