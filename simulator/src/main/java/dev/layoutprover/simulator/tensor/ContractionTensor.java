package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.stream.AccumulationKind;
import dev.layoutprover.simulator.stream.Reducer;
import dev.layoutprover.simulator.stream.Stream;

/** {@code ContractionTensor}: spatially reduced products per Row; accumulate next. */
public final class ContractionTensor extends StreamTensor {

    ContractionTensor(Stream stream) {
        super(stream);
    }

    /** {@code .accumulate::<OutTime, OutPacket>(kind)}. */
    public AccumulationTensor accumulate(Mapping time, Mapping packet, AccumulationKind kind) {
        return new AccumulationTensor(Reducer.accumulate(stream, kind, time, packet));
    }
}
