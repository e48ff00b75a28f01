package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.layout.LayoutChecks;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Switch Engine: redistributes packets across the slices of a cluster over the ring network,
 * following a regular topology ({@link SwitchConfig}). Packets pass unchanged; only {@code Slice}
 * and {@code Time} are permuted, and broadcast tiles receive copies.
 *
 * <p>Rules: {@code Switch::TOPOLOGY} (the parameters divide the slice and time sizes),
 * {@code Switch::BROADCAST} (a broadcast tile of the declared output slice holds only axes the
 * input Slice and Time lack) and {@code Switch::LAYOUT}: the declared {@code [Slice, Time]} is equivalent to the
 * routed one, which the oracle decides.
 *
 * <p>Example: {@code Slice = m![A]}, {@code Time = m![B]} with {@code Broadcast01(2, 2, 4)}
 * becomes {@code Slice = m![A / 4, X]}, {@code Time = m![B / 4, A / 2 % 2, B % 4, A % 2]}.
 */
public final class SwitchEngine {

    private SwitchEngine() {}

    public static Stream switchTo(Stream input, SwitchConfig config, Mapping outSlice, Mapping outTime) {
        RuleViolation.require(input.position() == Position.FETCH, "Switch::SOURCE", "switch follows fetch, not "
                + input.position());
        if (config instanceof SwitchConfig.CustomBroadcast custom) {
            return CustomBroadcastSwitch.route(input, custom.ringSize(), outSlice, outTime);
        }
        long slices = input.slice().size();
        long time = input.time().size();
        RuleViolation.require(outSlice.size() == slices, "Slice::SIZE", "OutSlice::SIZE must be " + slices + ", got "
                + outSlice.size());
        SwitchConfig.requirePositive(config);
        List<Long> sd = config.sliceDigits(slices);
        List<Long> td = config.timeDigits(time);
        List<SwitchConfig.DigitSource> os = config.outSlice(slices, time);
        List<SwitchConfig.DigitSource> ot = config.outTime(slices, time);
        Set<String> inputAxes = LayoutChecks.axesHeld(new Mapping.Pair(input.slice(), input.time()));
        Mapping expectedSlice = expected(os, input.slice(), sd, input.time(), td, outSlice, inputAxes);
        java.util.function.Supplier<long[]> movedTime = config instanceof SwitchConfig.Transpose
                ? PaddingFreeTime.route(input.device().oracle(), input.time(), outTime) : null;
        Mapping expectedTime = movedTime != null ? outTime
                : expected(ot, input.slice(), sd, input.time(), td, outSlice, inputAxes);
        LayoutChecks.requireEquivalent(input.device().oracle(), "Switch::LAYOUT", "switch output [Slice, Time]",
                new Mapping.Pair(outSlice, outTime), new Mapping.Pair(expectedSlice, expectedTime));
        long outTimeSize = outTime.size();
        int packetBytes = input.packetBytes();
        SliceSource upstream = input.source();
        input.device().crossSliceStageBuilt();
        Map<Integer, Packets> cache = new HashMap<>();
        long[][] timeFrom = new long[1][];
        SliceSource src = slice -> {
            if (movedTime != null) {
                synchronized (timeFrom) {
                    if (timeFrom[0] == null) {
                        timeFrom[0] = movedTime.get();
                    }
                }
            }
            int base = (int) (slice - slice % slices);
            long local = slice % slices;
            long[] sliceDigits = new long[sd.size()];
            long[] timeDigits = new long[td.size()];
            Packets out = Packets.zeros(outTimeSize, packetBytes);
            long[] od = split(local, os);
            for (long u = 0; u < outTimeSize; u++) {
                long[] tdv = split(u, ot);
                assign(os, od, sliceDigits, timeDigits);
                assign(ot, tdv, sliceDigits, timeDigits);
                int from = (int) (base + join(sliceDigits, sd));
                long t = movedTime == null ? join(timeDigits, td) : timeFrom[0][(int) u];
                if (t < 0) {
                    continue; // a hole of a Transpose's moved padding
                }
                Packets in = cache.computeIfAbsent(from, upstream::produce);
                System.arraycopy(in.bytes(), in.offset(t), out.bytes(), out.offset(u), packetBytes);
            }
            return out;
        };
        Stream s = new Stream(input.device(), input.context(), Position.SWITCH, input.type(), input.chip(),
                input.cluster(), outSlice, input.row(), outTime, input.packet(), input.expr(), src);
        return s;
    }

    /**
     * The mapping of a list of output digits, built from the input mappings (tiles from the declared
     * slice, whose axes must be new: none of {@code inputAxes}, the axes the input Slice and Time
     * hold, as the reference's {@code extract_symbols} test, stream_tensor.rs:412, 496, 889).
     */
    private static Mapping expected(List<SwitchConfig.DigitSource> digits, Mapping inSlice, List<Long> sd, Mapping inTime,
            List<Long> td, Mapping outSlice, Set<String> inputAxes) {
        Mapping result = null;
        long minorOut = 1;
        for (int i = digits.size() - 1; i >= 0; i--) {
            SwitchConfig.DigitSource d = digits.get(i);
            Mapping m = switch (d.from()) {
                case 's' -> digit(inSlice, sd, d.index());
                case 't' -> digit(inTime, td, d.index());
                default -> {
                    Mapping tile = new Mapping.Modulo(new Mapping.Stride(outSlice, minorOut), d.size());
                    for (String a : LayoutChecks.axesHeld(tile)) {
                        RuleViolation.require(!inputAxes.contains(a), "Switch::BROADCAST", "the broadcast "
                                + "tile " + tile + " of the output slice holds " + a + ", an axis of the input Slice "
                                + "or Time");
                    }
                    yield tile;
                }
            };
            minorOut *= d.size();
            result = result == null ? m : new Mapping.Pair(m, result);
        }
        return result == null ? new Mapping.Identity() : result;
    }

    /** Digit {@code i} of {@code m} split as {@code sizes}: {@code m / minor % size}. */
    private static Mapping digit(Mapping m, List<Long> sizes, int i) {
        long minor = 1;
        for (int k = i + 1; k < sizes.size(); k++) {
            minor *= sizes.get(k);
        }
        return new Mapping.Modulo(new Mapping.Stride(m, minor), sizes.get(i));
    }

    private static long[] split(long v, List<SwitchConfig.DigitSource> digits) {
        long[] out = new long[digits.size()];
        for (int i = digits.size() - 1; i >= 0; i--) {
            out[i] = v % digits.get(i).size();
            v /= digits.get(i).size();
        }
        return out;
    }

    private static void assign(List<SwitchConfig.DigitSource> digits, long[] values, long[] slice, long[] time) {
        for (int i = 0; i < digits.size(); i++) {
            SwitchConfig.DigitSource d = digits.get(i);
            if (d.from() == 's') {
                slice[d.index()] = values[i];
            } else if (d.from() == 't') {
                time[d.index()] = values[i];
            }
        }
    }

    private static long join(long[] values, List<Long> sizes) {
        long v = 0;
        for (int i = 0; i < values.length; i++) {
            v = v * sizes.get(i) + values[i];
        }
        return v;
    }
}
