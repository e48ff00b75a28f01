package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import dev.layoutprover.simulator.memory.TrfAddress;
import dev.layoutprover.simulator.memory.TrfTensor;
import dev.layoutprover.simulator.memory.VrfTensor;

/**
 * The Collect Engine: normalizes packets to exactly one 32-byte flit. A shorter packet is padded
 * with zeros to 32 bytes; a longer one is padded to a whole number of flits, and the flit count is
 * absorbed into {@code Time}.
 *
 * <p>Rules: {@code Collect::PACKET} (the output packet is one flit:
 * {@code 32 · 8 / Scalar::BITS} elements: 64 of i4) and {@code Collect::LAYOUT} (the declared
 * {@code [Time, Packet]} is equivalent to {@code [Time, Packet # flits·32 bytes]}, which the oracle
 * decides).
 *
 * <p>The Collect Engine also loads the register files: {@link #toTrf} (the outermost part of
 * {@code [Time, Packet]} becomes the Row, the rest the Element) and {@link #toVrf}. The oracle
 * decides that the TRF layout is {@code [Time, Packet]} regrouped ({@code TRF::LAYOUT}) and that
 * the VRF Element holds exactly the stream's indices, each once, which the VRF stores in Element's
 * order ({@code VRF::LAYOUT}: the reference's {@code to_vrf} is a {@code transpose(false)},
 * stream_tensor.rs:1187, 1671; {@link IndexRelabel}).
 *
 * <p>Example: {@code bf16}, {@code Time = m![A]}, {@code Packet = m![B]} with {@code B = 32} (64
 * bytes) collects to {@code Time = m![A, B / 16]}, {@code Packet = m![B % 16]}.
 */
public final class CollectEngine {

    private CollectEngine() {}

    /** {@code input.collect::<time, packet>()}. */
    public static Stream collect(Stream input, Mapping time, Mapping packet) {
        int flit = input.geometry().flitBytes();
        int flitElements = Math.toIntExact(input.type().elementsIn(flit));
        RuleViolation.require(packet.size() == flitElements, "Collect::PACKET", "the collect packet must be one "
                + flit + "-byte flit (" + flitElements + " " + input.type() + "), got " + packet.size() + " elements of "
                + packet);
        int inBytes = input.packetBytes();
        int flits = (inBytes + flit - 1) / flit;
        Mapping padded = new Mapping.Padding(input.packet(), (long) flits * flitElements, false);
        Mapping produced = new Mapping.Pair(input.time(), padded);
        LayoutChecks.requireEquivalent(input.device().oracle(), "Collect::LAYOUT", "collect output [Time, Packet]",
                new Mapping.Pair(time, packet), produced);
        SliceSource upstream = input.source();
        SliceSource src = inBytes == flits * flit ? upstream : slice -> {
            Packets p = upstream.produce(slice);
            Packets out = Packets.zeros(p.time(), flits * flit);
            for (long t = 0; t < p.time(); t++) {
                System.arraycopy(p.bytes(), p.offset(t), out.bytes(), out.offset(t), inBytes);
            }
            return out;
        };
        SliceSource reshaped = slice -> {
            Packets p = src.produce(slice);
            return new Packets(p.bytes(), p.time() * flits, flit);
        };
        return input.next(Position.COLLECT, input.type(), input.row(), time, packet, input.expr(), reshaped);
    }

    /** {@code input.to_trf::<row, element>(region)}: writes the collected flits into the TRF. */
    public static TrfTensor toTrf(Stream input, Mapping row, Mapping element, TrfAddress region) {
        RuleViolation.require(input.position() == Position.COLLECT, "TRF::SOURCE", "to_trf follows collect, not "
                + input.position());
        ElementType type = input.type();
        TrfTensor trf = new TrfTensor(input.device(), type, input.chip(), input.cluster(), input.slice(), row, element,
                region, input.expr());
        long rows = row.size();
        long time = input.time().size();
        RuleViolation.require(rows <= time, "Row::TIME", "Row::SIZE " + rows + " must be at most Time::SIZE " + time
                + " (to_trf fills its Rows from Time " + input.time() + ")");
        RuleViolation.require(time % rows == 0, "Row::DIVIDES_TIME", "Row::SIZE " + rows + " does not divide Time::SIZE "
                + time + " (the Rows are the outer Row::SIZE part of Time " + input.time() + ")");
        LayoutChecks.requireEquivalent(input.device().oracle(), "TRF::LAYOUT", "to_trf [Row, Element]",
                new Mapping.Pair(row, element), input.timeAndPacket());
        if (!input.device().holdsData()) {
            return trf;
        }
        int rowBytes = Math.toIntExact(type.bytesOf(element.size()));
        SliceRuns.forEach(input.device(), input.activeSlices(), slice -> {
            Packets p = input.source().produce(slice);
            byte[] one = new byte[rowBytes];
            for (int r = 0; r < row.size(); r++) {
                System.arraycopy(p.bytes(), r * rowBytes, one, 0, rowBytes);
                trf.writeRow(slice, r, one);
            }
        });
        return trf;
    }

    /**
     * {@code input.to_vrf::<element>(address)} after {@code collect} or {@code vector_final}: writes
     * the stream into the VRF, each element at the position of {@code element} holding its index.
     */
    public static VrfTensor toVrf(Stream input, Mapping element, long address) {
        RuleViolation.require(input.position() == Position.COLLECT || input.position() == Position.VECTOR, "VRF::SOURCE",
                "to_vrf follows collect or vector_final, not " + input.position());
        ElementType type = input.type();
        RuleViolation.require(VectorEngine.computesOn(type), "VRF::TYPE",
                "the VRF holds Vector Engine operands (i32, f32), got " + type);
        VrfTensor vrf = new VrfTensor(input.device(), type, input.chip(), input.cluster(), input.slice(), element,
                address, input.expr());
        IndexRelabel.require(input, element, "VRF::LAYOUT", "to_vrf Element");
        if (!input.device().holdsData()) {
            return vrf;
        }
        long[][] route = new long[1][];
        SliceRuns.forEach(input.device(), input.activeSlices(), slice -> {
            byte[] bytes = IndexRelabel.slice(input, element, route, slice);
            vrf.memory(slice).write(address, bytes, 0, bytes.length);
        });
        return vrf;
    }
}
