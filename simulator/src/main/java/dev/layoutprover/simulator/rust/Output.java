package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.memory.HostTensor;

/**
 * A tensor the host function brought back with {@code to_host}: the variable it was bound to, the
 * host tensor and where the call is.
 *
 * <p>Example: {@code let _out = out_hbm.to_host::<m![A]>(&mut ctx.pdma).await;} is the output
 * {@code out} of 2048 elements.
 */
public record Output(String name, HostTensor tensor, Location at) {}
