package dev.layoutprover.simulator.stream;

import dev.layoutprover.simulator.RuleViolation;
import java.util.List;

/**
 * The regular topologies of the Switch Engine. Each splits the input {@code Slice} (256) and
 * {@code Time} into digits and names where every output digit comes from: an input slice digit, an
 * input time digit, or a broadcast tile (every slice of the tile receives the same data).
 *
 * <p>Example: {@code Broadcast01(slice1 = 2, slice0 = 2, time0 = 4)} turns
 * {@code [slice2, slice1, slice0] × [time1, time0]} into
 * {@code [slice2, tile 4] × [time1, slice1, time0, slice0]}.
 */
public sealed interface SwitchConfig {

    /** Where an output digit comes from. */
    record DigitSource(char from, int index, long size) {
        static DigitSource slice(int i, long size) {
            return new DigitSource('s', i, size);
        }
        static DigitSource time(int i, long size) {
            return new DigitSource('t', i, size);
        }
        static DigitSource tile(long size) {
            return new DigitSource('x', -1, size);
        }
    }

    /** Input slice digit sizes, major first (they multiply to {@code slices}). */
    List<Long> sliceDigits(long slices);

    /** Input time digit sizes, major first (they multiply to {@code time}). */
    List<Long> timeDigits(long time);

    /** The output slice digits, major first. */
    List<DigitSource> outSlice(long slices, long time);

    /** The output time digits, major first. */
    List<DigitSource> outTime(long slices, long time);

    /**
     * A topology that splits the slices into {@code slice2 | slice1 | slice0} and, unless it says
     * otherwise, keeps time as one digit.
     */
    sealed interface SliceDigits extends SwitchConfig
            permits Broadcast01, Broadcast1, Transpose, InterTranspose, TransposedBroadcast1 {

        long slice1();

        long slice0();

        @Override
        default List<Long> sliceDigits(long s) {
            return List.of(divide(s, slice1() * slice0(), "slice1 × slice0"), slice1(), slice0());
        }

        @Override
        default List<Long> timeDigits(long t) {
            return List.of(t);
        }
    }

    /** {@code slice2 | slice1 | slice0 → slice2 | tile | tile}, {@code time1 | time0 → time1 | slice1 | time0 | slice0}. */
    record Broadcast01(long slice1, long slice0, long time0) implements SliceDigits {
        public List<Long> timeDigits(long t) {
            return List.of(divide(t, time0, "time0"), time0);
        }
        public List<DigitSource> outSlice(long s, long t) {
            return List.of(DigitSource.slice(0, sliceDigits(s).get(0)), DigitSource.tile(slice1 * slice0));
        }
        public List<DigitSource> outTime(long s, long t) {
            return List.of(DigitSource.time(0, timeDigits(t).get(0)), DigitSource.slice(1, slice1), DigitSource.time(1, time0),
                    DigitSource.slice(2, slice0));
        }
    }

    /** {@code slice2 | slice1 | slice0 → slice2 | tile | slice0}, {@code time0 → time0 | slice1}. */
    record Broadcast1(long slice1, long slice0) implements SliceDigits {
        public List<DigitSource> outSlice(long s, long t) {
            return List.of(DigitSource.slice(0, sliceDigits(s).get(0)), DigitSource.tile(slice1), DigitSource.slice(2, slice0));
        }
        public List<DigitSource> outTime(long s, long t) {
            return List.of(DigitSource.time(0, t), DigitSource.slice(1, slice1));
        }
    }

    /** {@code slice2 | slice1 | slice0 → slice2 | slice0 | slice1}; time unchanged. */
    record Transpose(long slice1, long slice0) implements SliceDigits {
        public List<DigitSource> outSlice(long s, long t) {
            return List.of(DigitSource.slice(0, sliceDigits(s).get(0)), DigitSource.slice(2, slice0), DigitSource.slice(1, slice1));
        }
        public List<DigitSource> outTime(long s, long t) {
            return List.of(DigitSource.time(0, t));
        }
    }

    /**
     * {@code slice2 | slice1 | slice0 → slice2 | time1 | slice0},
     * {@code time2 | time1 | time0 → time2 | time0 | slice1}, with {@code time1 = slice1}.
     */
    record InterTranspose(long slice1, long slice0, long time0) implements SliceDigits {
        public List<Long> timeDigits(long t) {
            return List.of(divide(t, slice1 * time0, "time1 × time0 (time1 = slice1)"), slice1, time0);
        }
        public List<DigitSource> outSlice(long s, long t) {
            return List.of(DigitSource.slice(0, sliceDigits(s).get(0)), DigitSource.time(1, slice1), DigitSource.slice(2, slice0));
        }
        public List<DigitSource> outTime(long s, long t) {
            return List.of(DigitSource.time(0, timeDigits(t).get(0)), DigitSource.time(2, time0), DigitSource.slice(1, slice1));
        }
    }

    /**
     * {@code slice2 | slice1 | slice0 → slice2 | tile | slice1}, {@code time0 → time0 | slice0}:
     * {@code Transpose} and {@code Broadcast1} at once (the tile has {@code slice0} slices).
     */
    record TransposedBroadcast1(long slice1, long slice0) implements SliceDigits {
        public List<DigitSource> outSlice(long s, long t) {
            return List.of(DigitSource.slice(0, sliceDigits(s).get(0)), DigitSource.tile(slice0), DigitSource.slice(1, slice1));
        }
        public List<DigitSource> outTime(long s, long t) {
            return List.of(DigitSource.time(0, t), DigitSource.slice(2, slice0));
        }
    }

    /**
     * {@code CustomBroadcast { ring_size }}: a routing given by the output layout itself, within
     * rings of {@code ringSize} slices; it has no digits ({@link CustomBroadcastSwitch} routes it by
     * index).
     */
    record CustomBroadcast(long ringSize) implements SwitchConfig {
        public List<Long> sliceDigits(long s) {
            throw new IllegalStateException("CustomBroadcast is routed by index");
        }
        public List<Long> timeDigits(long t) {
            throw new IllegalStateException("CustomBroadcast is routed by index");
        }
        public List<DigitSource> outSlice(long s, long t) {
            throw new IllegalStateException("CustomBroadcast is routed by index");
        }
        public List<DigitSource> outTime(long s, long t) {
            throw new IllegalStateException("CustomBroadcast is routed by index");
        }
    }

    /** {@code Switch::CONFIG}: every field is greater than 0 (the reference asserts it before routing). */
    static void requirePositive(SwitchConfig c) {
        String fields = switch (c) {
            case Broadcast01 b -> "slice1 = " + b.slice1() + ", slice0 = " + b.slice0() + ", time0 = " + b.time0();
            case Broadcast1 b -> "slice1 = " + b.slice1() + ", slice0 = " + b.slice0();
            case Transpose t -> "slice1 = " + t.slice1() + ", slice0 = " + t.slice0();
            case InterTranspose t -> "slice1 = " + t.slice1() + ", slice0 = " + t.slice0() + ", time0 = " + t.time0();
            case TransposedBroadcast1 t -> "slice1 = " + t.slice1() + ", slice0 = " + t.slice0();
            case CustomBroadcast b -> "ring_size = " + b.ringSize();
        };
        boolean positive = switch (c) {
            case Broadcast01 b -> b.slice1() > 0 && b.slice0() > 0 && b.time0() > 0;
            case Broadcast1 b -> b.slice1() > 0 && b.slice0() > 0;
            case Transpose t -> t.slice1() > 0 && t.slice0() > 0;
            case InterTranspose t -> t.slice1() > 0 && t.slice0() > 0 && t.time0() > 0;
            case TransposedBroadcast1 t -> t.slice1() > 0 && t.slice0() > 0;
            case CustomBroadcast b -> b.ringSize() > 0;
        };
        RuleViolation.require(positive, "Switch::CONFIG", "every field of " + c.getClass().getSimpleName()
                + " must be greater than 0, got " + fields);
    }

    private static long divide(long n, long d, String what) {
        RuleViolation.require(d > 0 && n % d == 0, "Switch::TOPOLOGY", what + " = " + d + " must divide " + n);
        return n / d;
    }
}
