package dev.layoutprover.simulator.kernel;

import dev.layoutprover.simulator.memory.Device;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.ExecutionContext;

/** One execution context of the Tensor Unit; {@link #begin} starts a pipeline on a DM tensor. */
public final class TensorUnit {

    private final Device device;
    private final ExecutionContext context;

    TensorUnit(Device device, ExecutionContext context) {
        this.device = device;
        this.context = context;
    }

    public ExecutionContext context() {
        return context;
    }

    /** {@code ctx.main.begin(dm.view())}. */
    public BeginTensor begin(DmTensor view) {
        if (view.device() != device) {
            throw new IllegalArgumentException(view + " lives on another device");
        }
        return new BeginTensor(view, context);
    }
}
