package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CollectEngine;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.SwitchConfig;
import dev.layoutprover.simulator.stream.SwitchEngine;

/** {@code FetchTensor}: packets out of the Fetch Engine; switch, collect, or commit (a DM copy). */
public final class FetchTensor extends StreamTensor {

    FetchTensor(Stream stream) {
        super(stream);
    }

    /** {@code .switch::<Slice, Time>(config)}. */
    public SwitchTensor switchTo(SwitchConfig config, Mapping slice, Mapping time) {
        return new SwitchTensor(SwitchEngine.switchTo(stream, config, slice, time));
    }

    /** {@code .collect::<Time, Packet>()}. */
    public CollectTensor collect(Mapping time, Mapping packet) {
        return new CollectTensor(CollectEngine.collect(stream, time, packet));
    }

    /** {@code .commit::<Element>(address)}. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
