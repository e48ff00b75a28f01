package dev.layoutprover.simulator.symbolic;

import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.List;

/**
 * A run of digits of a named axis: the value {@code (axis / div) % mod}, as a mapping term writes
 * it. A mapping is read as the list of its terms' parts, outermost first; padding and {@code 1}
 * add no part.
 *
 * <p>Example: {@code Part.of(m![A / 2048, B / 64 % 32, 1 # 4])} with {@code A = B = 16384} is
 * {@code [A/2048%8, B/64%32]}.
 *
 * @param axis the axis name
 * @param div the weight of the part's lowest digit
 * @param mod how many values the part takes
 */
public record Part(String axis, long div, long mod) {

    /** The first digit weight past the part. */
    public long end() {
        return Math.multiplyExact(div, mod);
    }

    /** The parts of a mapping, outermost first; a term the symbolic check does not read throws. */
    public static List<Part> of(Mapping m) {
        List<Part> out = new ArrayList<>();
        collect(m, null, 0, out);
        return out;
    }

    /**
     * The parts of the element mapping of a tile of {@code n} values along {@code along}, taken at a
     * multiple of {@code n}: there the term {@code along = n} (the tiled part cut to the window's
     * length) is the window's own digit, the part's {@code n} low values.
     *
     * <p>Example: {@code inTile(m![L = 2 # 8], L % 8, 2)} is {@code [L % 2]}: the tile from lane 6
     * holds lanes 6 and 7 at positions {@code L % 2 = 0, 1}.
     */
    public static List<Part> inTile(Mapping m, Part along, long n) {
        List<Part> out = new ArrayList<>();
        collect(m, along, n, out);
        return out;
    }

    private static void collect(Mapping m, Part along, long n, List<Part> out) {
        switch (m) {
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> out.add(new Part(s.axis().name(), 1, s.axis().size()));
            case Mapping.Pair p -> {
                collect(p.major(), along, n, out);
                collect(p.minor(), along, n, out);
            }
            case Mapping.Padding p -> collect(p.inner(), along, n, out);
            case Mapping.Alias a -> collect(a.target(), along, n, out);
            case Mapping.Resize r when along != null && r.size() == n && of(r.inner()).equals(List.of(along))
                    && along.mod() % n == 0 -> out.add(new Part(along.axis(), along.div(), n));
            case Mapping.Stride s -> {
                Part inner = single(s.inner(), m);
                if (inner.mod % s.divisor() != 0) {
                    throw new NotModelled("the term " + m + " divides a part unevenly");
                }
                out.add(new Part(inner.axis, Math.multiplyExact(inner.div, s.divisor()), inner.mod / s.divisor()));
            }
            case Mapping.Modulo md -> {
                Part inner = single(md.inner(), m);
                if (md.modulus() >= inner.mod) {
                    out.add(inner);
                } else if (inner.mod % md.modulus() != 0) {
                    throw new NotModelled("the term " + m + " takes an uneven remainder");
                } else {
                    out.add(new Part(inner.axis, inner.div, md.modulus()));
                }
            }
            default -> throw new NotModelled("the mapping term " + m + " (" + m.getClass().getSimpleName()
                    + ") is not read by the symbolic check");
        }
    }

    private static Part single(Mapping inner, Mapping whole) {
        List<Part> ps = of(inner);
        if (ps.size() != 1) {
            throw new NotModelled("the term " + whole + " strides over several axes");
        }
        return ps.get(0);
    }

    @Override
    public String toString() {
        return axis + (div == 1 ? "" : " / " + div) + " % " + mod;
    }
}
