package dev.layoutprover.algebra;

import java.util.Optional;

/**
 * The reading of a mapping without composites, straight from the design's table: a pair adds its
 * two indices axis by axis, whatever they carry past an axis's size. A test oracle for mappings of
 * symbols, pairs, strides, moduli, resizes and paddings.
 *
 * <p>Example: with {@code A = 9, B = 7}, {@code [A, B] # 64 / 8 % 2, [A, B] # 64 % 8} at position
 * 14 adds {@code {A: 1, B: 1}} and {@code {B: 6}}: {@code {A: 1, B: 7}}.
 */
final class AxisByAxisReading {

    private AxisByAxisReading() {}

    /** The index at {@code p}, empty for a hole. */
    static Optional<TensorIndex> at(Mapping m, long p) {
        if (p < 0 || p >= m.size()) {
            return Optional.empty();
        }
        return switch (m) {
            case Mapping.Identity i -> Optional.of(TensorIndex.EMPTY);
            case Mapping.Symbol s -> Optional.of(TensorIndex.of(s.axis().name(), p));
            case Mapping.Pair pair -> at(pair.major(), p / pair.minor().size())
                    .flatMap(l -> at(pair.minor(), p % pair.minor().size()).map(l::plus));
            case Mapping.Stride s -> at(s.inner(), p * s.divisor());
            case Mapping.Modulo r -> at(r.inner(), p);
            case Mapping.Resize r -> at(r.inner(), p);
            case Mapping.Padding pad -> at(pad.inner(), p - pad.lead());
            case Mapping.Alias a -> at(a.target(), p);
            default -> throw new IllegalArgumentException("no axis-by-axis oracle for " + m);
        };
    }

    /** True when every axis of {@code index} is below its size in {@code axes}. */
    static boolean inBounds(TensorIndex index, Axes axes) {
        return index.coordinates().entrySet().stream()
                .allMatch(e -> e.getValue() >= 0 && e.getValue() < axes.axis(e.getKey()).orElseThrow().size());
    }
}
