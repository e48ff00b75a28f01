package dev.layoutprover.simulator.tensor;

import dev.layoutprover.simulator.memory.Device;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.ExecutionContext;

/**
 * One execution context of the Tensor Unit on a device ({@code ctx.main} or {@code ctx.sub});
 * {@link #begin} starts a pipeline on a DM tensor of that device.
 */
public record TensorUnit(Device device, ExecutionContext context) {

    /** {@code ctx.main.begin(dm.view())}. */
    public BeginTensor begin(DmTensor view) {
        if (view.device() != device) {
            throw new IllegalArgumentException(view + " lives on another device");
        }
        return new BeginTensor(view, context);
    }

    /** {@code ctx.main.begin_interleaved::<I, …>(lhs.view(), rhs.view())}: {@code I = 0} is lhs, {@code I = 1} rhs. */
    public BeginTensor beginInterleaved(dev.layoutprover.algebra.Axis axis, DmTensor lhs, DmTensor rhs) {
        if (lhs.device() != device || rhs.device() != device) {
            throw new IllegalArgumentException(lhs + " or " + rhs + " lives on another device");
        }
        return new BeginTensor(lhs, rhs, axis, context);
    }
}
