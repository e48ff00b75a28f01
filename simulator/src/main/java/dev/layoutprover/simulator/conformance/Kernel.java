package dev.layoutprover.simulator.conformance;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;

/**
 * A kernel the conformance harness can run: its host inputs (element type, host mapping and the
 * range of random values) and a body that takes them through the device and returns the host
 * output.
 *
 * <p>Example: hello-tcp's constant addition has one input {@code i32} {@code m![A]} and returns
 * {@code m![A]} after adding 1 on 256 slices.
 */
public interface Kernel {

    /**
     * One host input: its name, type, layout and random range; {@code unset} when the host makes it
     * without values ({@code HostTensor::uninit()}, memory_tensor.rs: every element {@code Opt::Uninit}),
     * which the harness then gives no values ({@link LogicalTensor#uninit}).
     */
    record Input(String name, ElementType type, Mapping mapping, LogicalTensor.Range range, boolean unset) {

        /** An input of seeded random values in {@code range}. */
        public Input(String name, ElementType type, Mapping mapping, LogicalTensor.Range range) {
            this(name, type, mapping, range, false);
        }
    }

    String name();

    List<Input> inputs();

    /** Runs the kernel on {@code ctx} with the given host inputs (in the order of {@link #inputs()}). */
    HostTensor run(Context ctx, List<HostTensor> inputs);

    /**
     * The outputs of the last {@link #run} after the one it returned, each compared with the naive
     * evaluator as that one is: the second tensor of a device function returning
     * {@code (HbmTensor<…>, HbmTensor<…>)}, or the second {@code &mut HbmTensor} it writes. None by default.
     */
    default List<HostTensor> laterOutputs() {
        return List.of();
    }
}
