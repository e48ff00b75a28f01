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

    /**
     * Whether, at {@code p}, the positions the composite-reading terms of {@code m} add to the flat
     * value of one operand ({@link dev.layoutprover.algebra.normal.Normalizer#readsComposite}) sum
     * past that operand's size: where the composite reading stores a hole. With {@code A = 5,
     * B = 2}, each term of {@code [A, B] # 12 / 1 % 4 = 3 # 4, [A, B] # 12 / 1 % 4 = 3 # 4} reads
     * the operand {@code [A, B] # 12 / 1 % 4} (of size 4, the resize to 3 not falling on its
     * digits); at position 10 they add 2 and 2, past it, while axis by axis {@code {A: 1}} and
     * {@code {A: 1}} give {@code {A: 2}}, below A's size.
     */
    static boolean flatPastOperand(Mapping m, long p) {
        java.util.Map<Mapping, Long> flat = new java.util.HashMap<>();
        if (!flat(m, p, flat)) {
            return false;
        }
        return flat.entrySet().stream().anyMatch(e -> e.getValue() >= e.getKey().size());
    }

    /** Adds the flat positions of {@code m} at {@code p} by operand; false on a hole of the terms. */
    private static boolean flat(Mapping m, long p, java.util.Map<Mapping, Long> out) {
        if (p < 0 || p >= m.size()) {
            return false;
        }
        if (dev.layoutprover.algebra.normal.Normalizer.readsComposite(m)) {
            long at = switch (m) {
                case Mapping.Stride s -> p * s.divisor();
                case Mapping.Padding pad -> p - pad.lead();
                default -> p;
            };
            if (m instanceof Mapping.Padding pad && (at < 0 || at >= pad.inner().size())) {
                return false;
            }
            out.merge(m.children().get(0), at, Long::sum);
            return true;
        }
        return switch (m) {
            case Mapping.Pair pair -> flat(pair.major(), p / pair.minor().size(), out)
                    && flat(pair.minor(), p % pair.minor().size(), out);
            case Mapping.Stride s -> flat(s.inner(), p * s.divisor(), out);
            case Mapping.Modulo r -> flat(r.inner(), p, out);
            case Mapping.Resize r -> flat(r.inner(), p, out);
            case Mapping.Padding pad -> flat(pad.inner(), p - pad.lead(), out);
            case Mapping.Alias a -> flat(a.target(), p, out);
            default -> true;
        };
    }

    /** True when every axis of {@code index} is below its size in {@code axes}. */
    static boolean inBounds(TensorIndex index, Axes axes) {
        return index.coordinates().entrySet().stream()
                .allMatch(e -> e.getValue() >= 0 && e.getValue() < axes.axis(e.getKey()).orElseThrow().size());
    }
}
