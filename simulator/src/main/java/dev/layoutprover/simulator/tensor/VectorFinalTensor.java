package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.memory.VrfTensor;
import dev.layoutprover.simulator.stream.CollectEngine;
import dev.layoutprover.simulator.stream.IndexRelabel;
import dev.layoutprover.simulator.stream.Position;
import dev.layoutprover.simulator.stream.Stream;

/**
 * {@code VectorFinalTensor}: out of the Vector Engine; cast, transpose, commit or store to the VRF.
 * Its transpose is the reference's relabelling by index ({@code VectorFinalTensor::transpose},
 * stream_tensor.rs:1677, a {@code transpose(false)} without the Transpose Engine's
 * {@code verify_transpose}): the new {@code [Time, Packet]} holds exactly the stream's indices
 * ({@code Transpose::RELABEL}).
 *
 * <p>Example: {@code final.transpose(m![B / 2], m![B % 2, A])} of {@code Time = m![A]},
 * {@code Packet = m![B]} ({@code A = 4}, {@code B = 8}, {@code i32}) gives two 8-lane packets per
 * slice, each element moved to the position holding its index.
 */
public final class VectorFinalTensor extends CastableTensor {

    VectorFinalTensor(Stream stream) {
        super(stream);
    }

    /** {@code .transpose::<Time, Packet>()}: the stream relabelled by index. */
    @Override
    public TransposeTensor transpose(Mapping time, Mapping packet) {
        IndexRelabel.require(stream, new Mapping.Pair(time, packet), "Transpose::RELABEL",
                "transpose after vector_final [Time, Packet]");
        return new TransposeTensor(IndexRelabel.relabel(stream, Position.TRANSPOSE, time, packet));
    }

    /** {@code .to_vrf::<Element>(address)}, as after {@code collect}. */
    public VrfTensor toVrf(Mapping element, long address) {
        return CollectEngine.toVrf(stream, element, address);
    }
}
