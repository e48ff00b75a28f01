package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.stream.CastEngine;
import dev.layoutprover.simulator.stream.CommitEngine;
import dev.layoutprover.simulator.stream.Stream;
import dev.layoutprover.simulator.stream.TransposeEngine;

/** {@code VectorFinalTensor}: out of the Vector Engine; cast, transpose or commit. */
public final class VectorFinalTensor extends StreamTensor {

    VectorFinalTensor(Stream stream) {
        super(stream);
    }

    public CastTensor cast(ElementType type, Mapping packet) {
        return new CastTensor(CastEngine.cast(stream, type, packet));
    }

    public TransposeTensor transpose(Mapping time, Mapping packet) {
        return new TransposeTensor(TransposeEngine.transpose(stream, time, packet));
    }

    public DmTensor commit(Mapping element, long address) {
        return CommitEngine.commit(stream, "commit@" + address, element, address);
    }
}
