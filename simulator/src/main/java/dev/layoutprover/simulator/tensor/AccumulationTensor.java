package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CastEngine;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.TransposeEngine;
import dev.layoutprover.simulator.stream.VectorEngine;

/** {@code AccumulationTensor}: contraction results; vector, cast, transpose or commit. */
public final class AccumulationTensor extends StreamTensor {

    AccumulationTensor(Stream stream) {
        super(stream);
    }

    /** {@code .vector_init()}. */
    public VectorTensor vectorInit() {
        return new VectorTensor(VectorEngine.init(stream));
    }

    /** {@code .cast::<D2, Packet>()}. */
    public CastTensor cast(ElementType type, Mapping packet) {
        return new CastTensor(CastEngine.cast(stream, type, packet));
    }

    /** {@code .transpose::<Time, Packet>()}. */
    public TransposeTensor transpose(Mapping time, Mapping packet) {
        return new TransposeTensor(TransposeEngine.transpose(stream, time, packet));
    }

    /** {@code .commit::<Element>(address)}. */
    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
