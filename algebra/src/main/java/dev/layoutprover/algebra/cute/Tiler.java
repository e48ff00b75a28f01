package dev.layoutprover.algebra.cute;

import java.util.List;
import java.util.StringJoiner;

/**
 * What CuTe divides a layout by, or repeats it over: a whole layout, or one tiler per mode
 * ("by-mode"). An integer {@code n} is the layout {@code n:1}; a shape {@code (2,4)} is the by-mode
 * tiler {@code <2:1,4:1>}.
 *
 * <p>Example: {@code CuteParser.tiler("<2,4:2>")} is {@code ByMode([Whole(2:1), Whole(4:2)])}: the
 * logical divide of {@code (8,16):(1,8)} by it divides mode 0 by {@code 2:1} and mode 1 by
 * {@code 4:2}.
 */
public sealed interface Tiler permits Tiler.Whole, Tiler.ByMode {

    /** The whole layout {@code layout}, applied to the whole of the other operand. */
    record Whole(CuteLayout layout) implements Tiler {
        @Override public String toString() { return layout.toString(); }
    }

    /** Tiler {@code k} applies to mode {@code k}; modes past the last tiler are kept as they are. */
    record ByMode(List<Tiler> modes) implements Tiler {
        public ByMode {
            modes = List.copyOf(modes);
            if (modes.isEmpty()) {
                throw new IllegalArgumentException("a by-mode tiler needs at least one mode");
            }
        }
        @Override public String toString() {
            StringJoiner j = new StringJoiner(",", "<", ">");
            modes.forEach(m -> j.add(m.toString()));
            return j.toString();
        }
    }

    /** The tiler of a layout. */
    static Tiler of(CuteLayout layout) {
        return new Whole(layout);
    }

    /** The tiler a shape stands for: {@code n} is {@code n:1}, a tuple is by-mode. */
    static Tiler ofShape(IntTuple shape) {
        return switch (shape) {
            case IntTuple.Int i -> new Whole(CuteLayout.of(i.value(), 1));
            case IntTuple.Tuple t -> new ByMode(t.elements().stream().map(Tiler::ofShape).toList());
        };
    }
}
