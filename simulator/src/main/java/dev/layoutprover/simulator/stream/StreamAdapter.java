package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.EngineMappings;
import dev.layoutprover.simulator.layout.LayoutChecks;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * The Stream Adapter, the data path of the Aligner: collects {@code collect_flits} 32-byte flits
 * from the innermost {@code Time} axis into one 64-byte packet ({@code collect_flits = 1} pads the
 * second half with zeros), broadcasts it to every Row, and repeats it over the innermost
 * {@code OutTime} axes the data lacks (time broadcast).
 *
 * <p>Rules: {@code Aligner::PACKET} ({@code OutPacket} is 64 bytes, {@code mac_width}),
 * {@code StreamAdapter::COLLECT_FLITS} (1 or 2; 3 is the shift-reuse of convolutions) and
 * {@code Aligner::STREAM_ADAPTER}: the declared computation mapping is equivalent to what the
 * adapter produces, {@code [Time / c, OutTime % b]} and {@code [Time % c, Packet]} (or
 * {@code Packet # 2·|Packet|} for {@code c = 1}).
 *
 * <p>Example (seed 004): {@code Time = m![M, O, L]}, {@code Packet = m![K]} aligned to
 * {@code OutTime = m![M, O]}, {@code OutPacket = m![L, K]} collects 2 flits and tiles nothing.
 */
public final class StreamAdapter {

    /** The adapter's configuration: flits per packet and the time-broadcast factor. */
    public record Config(int collectFlits, long tiling) {}

    private StreamAdapter() {}

    /**
     * The time-broadcast (tiling) digits of {@code outTime}, outermost first: its innermost digits
     * that reach values of an axis the stream's {@code Time} does not (the residue of
     * {@code OutTime} divided by {@code Time}, stream_tensor.rs:1240). An axis the data holds only
     * in its Slice is tiled too. Example: {@code Time = m![I % 16, K / 16]} and
     * {@code OutTime = m![I % 16, K / 32, I / 16 % 2]} tile {@code I / 16 % 2}.
     */
    static List<Digit> tilingDigits(Stream input, Mapping outTime) {
        NormalForm time = EngineMappings.require(input.time(), "Time");
        List<Digit> ds = EngineMappings.require(outTime, "OutTime").digits();
        Map<String, Axis> axes = EngineMappings.axes(outTime, input.time());
        List<Digit> tiling = new ArrayList<>();
        for (int i = ds.size() - 1; i >= 0 && ds.get(i).coordinate() != null; i--) {
            String axis = ds.get(i).coordinate();
            long size = axes.get(axis).size();
            BitSet reached = NormalForm.termByTerm(List.of(ds.get(i))).reached(axis, size);
            reached.andNot(time.reached(axis, size));
            if (reached.isEmpty()) {
                break;
            }
            tiling.add(0, ds.get(i));
        }
        return tiling;
    }

    public static Config configure(Stream input, Mapping outTime, Mapping outPacket) {
        int mac = input.geometry().macBytes();
        long outBytes = input.type().bytesOf(outPacket.size());
        RuleViolation.require(outBytes == mac && input.type().wholeBytes(outPacket.size()), "Aligner::PACKET",
                "OutPacket must be " + mac + " bytes (mac_width), got " + outPacket.size() + " × "
                        + input.type().sizeText() + " = " + outBytes + " bytes for " + outPacket);
        long tiling = 1;
        for (Digit d : tilingDigits(input, outTime)) {
            tiling *= d.radix();
        }
        long in = input.time().size();
        RuleViolation.require((in * tiling) % outTime.size() == 0, "StreamAdapter::COLLECT_FLITS",
                "OutTime::SIZE " + outTime.size() + " does not divide Time::SIZE × tiling = " + in + " × " + tiling);
        long c = in * tiling / outTime.size();
        RuleViolation.require(c == 1 || c == 2, "StreamAdapter::COLLECT_FLITS", "collect_flits must be 1 or 2, got "
                + c + " (Time::SIZE " + in + ", tiling " + tiling + ", OutTime::SIZE " + outTime.size() + ")");
        Mapping time = c == 2 ? new Mapping.Stride(input.time(), 2) : input.time();
        if (tiling > 1) {
            time = new Mapping.Pair(time, new Mapping.Modulo(outTime, tiling));
        }
        Mapping packet = c == 2 ? new Mapping.Pair(new Mapping.Modulo(input.time(), 2), input.packet())
                : new Mapping.Padding(input.packet(), 2 * input.packet().size(), false);
        LayoutChecks.requireEquivalent(input.device().oracle(), "Aligner::STREAM_ADAPTER",
                "Stream Adapter computation mapping [OutTime, OutPacket]", new Mapping.Pair(outTime, outPacket),
                new Mapping.Pair(time, packet));
        return new Config((int) c, tiling);
    }
}
