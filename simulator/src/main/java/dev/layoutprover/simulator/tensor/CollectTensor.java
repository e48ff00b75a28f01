package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.Aligner;
import dev.layoutprover.simulator.stream.CollectEngine;
import dev.layoutprover.simulator.stream.Stream;

/** {@code CollectTensor}: 32-byte flits; load a register file, align with TRF weights, or go on. */
public final class CollectTensor extends VectorInputTensor {

    CollectTensor(Stream stream) {
        super(stream);
    }

    /** {@code .to_trf::<Row, Element>(address)}. */
    public TrfTensor toTrf(Mapping row, Mapping element, TrfAddress address) {
        return CollectEngine.toTrf(stream, row, element, address);
    }

    /** {@code .to_vrf::<Element>(address)}. */
    public VrfTensor toVrf(Mapping element, long address) {
        return CollectEngine.toVrf(stream, element, address);
    }

    /** {@code .align::<OutTime, OutPacket, _, _>(&trf)}. */
    public AlignedTensor align(Mapping time, Mapping packet, TrfTensor trf) {
        return new AlignedTensor(Aligner.align(stream, trf, time, packet));
    }
}
