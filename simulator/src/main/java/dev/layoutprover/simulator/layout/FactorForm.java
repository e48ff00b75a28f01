package dev.layoutprover.simulator.layout;

import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ObjLongConsumer;

/**
 * The engines' compiled form of a mapping: mixed-radix {@link Factor digits}, major first, term by
 * term as written, as a compiler lowers a mapping into sequencer entries. Deciding layouts is not
 * its business (the algebra's {@code NormalForm} and {@code LayoutQuestions} do that): a mapping
 * written as factors, major first: position
 * {@code p = Σ v_i · P_i} (with {@code P_i} the product of the extents minor to factor {@code i})
 * holds {@code Σ {axis_i: v_i · stride_i}}, or a hole when some {@code v_i ≥ count_i}. Every mapping
 * built from symbols, pairs, {@code /}, {@code %}, {@code =} and top padding {@code #} whose sizes
 * line up has this form; skews, sliding windows, bottom padding and misaligned splits do not.
 *
 * <p>Example: {@code m![B / 64, B % 32, B / 32 % 2]} is {@code [B / 64, B % 32, B / 32 % 2]} with
 * position strides {@code 64, 2, 1}; {@code m![[B, C] # 16]} with {@code B = 5, C = 2} is
 * {@code [B # 8, C]}.
 *
 * <p>The factors are kept term by term as written ({@code m![C / 2, C % 2]} stays two factors, as a
 * compiler processes terms), which is why the engines match them one by one.
 */
public final class FactorForm {

    private final List<Factor> factors;
    private final long[] positionStrides;

    private FactorForm(List<Factor> factors) {
        this.factors = List.copyOf(factors);
        this.positionStrides = new long[factors.size()];
        long p = 1;
        for (int i = factors.size() - 1; i >= 0; i--) {
            positionStrides[i] = p;
            p = Math.multiplyExact(p, factors.get(i).extent());
        }
    }

    public static FactorForm of(List<Factor> factors) {
        List<Factor> kept = new ArrayList<>();
        for (Factor f : factors) {
            if (f.extent() > 1) {
                kept.add(f);
            }
        }
        return new FactorForm(kept);
    }

    /** The factor form of {@code m}, or empty when it has none. */
    public static Optional<FactorForm> of(Mapping m) {
        List<Factor> fs = factors(m);
        return fs == null ? Optional.empty() : Optional.of(of(fs));
    }

    /**
     * The factor form of {@code m}; throws an {@link UnrunnableMapping}
     * naming {@code what} when it has none: the kernel wrote a mapping the engines cannot run
     * (bad input, not a verdict).
     */
    public static FactorForm require(Mapping m, String what) {
        return of(m).orElseThrow(() -> new UnrunnableMapping(what + " " + m
                + " is not a product of axis factors (a skew, sliding window, bottom padding or misaligned split),"
                + " so the engines cannot run it"));
    }

    public List<Factor> factors() {
        return factors;
    }

    /** The position stride of factor {@code i}: the product of the extents of the factors minor to it. */
    public long positionStride(int i) {
        return positionStrides[i];
    }

    public long size() {
        return factors.isEmpty() ? 1 : positionStrides[0] * factors.get(0).extent();
    }

    /** This form followed by {@code minor}: the form of {@code m![this, minor]}. */
    public FactorForm then(FactorForm minor) {
        List<Factor> all = new ArrayList<>(factors);
        all.addAll(minor.factors);
        return new FactorForm(all);
    }

    /** The mapping these factors denote, rebuilt from symbols, {@code /}, {@code %} and {@code #}. */
    public Mapping toMapping() {
        Mapping result = null;
        for (int i = factors.size() - 1; i >= 0; i--) {
            Mapping m = toMapping(factors.get(i));
            result = result == null ? m : new Mapping.Pair(m, result);
        }
        return result == null ? new Mapping.Identity() : result;
    }

    private static Mapping toMapping(Factor f) {
        Mapping m;
        if (f.isUnit()) {
            m = new Mapping.Identity();
        } else {
            m = new Mapping.Symbol(f.axis());
            long size = f.axis().size();
            if (f.stride() > 1) {
                m = new Mapping.Stride(m, f.stride());
                size /= f.stride();
            }
            if (f.count() < size) {
                if (size % f.count() == 0) {
                    m = new Mapping.Modulo(m, f.count());
                } else {
                    m = new Mapping.Resize(m, f.count());
                }
            }
        }
        return f.extent() > f.count() ? new Mapping.Padding(m, f.extent(), false) : m;
    }

    /**
     * Calls {@code sink} with each position that holds an index, in increasing order, and the
     * coordinate vector of that index over {@code axes} (the array is reused; axes of factors not
     * listed in {@code axes} are ignored).
     */
    public void forEachHeld(List<String> axes, ObjLongConsumer<long[]> sink) {
        int n = factors.size();
        int[] slot = new int[n];
        for (int i = 0; i < n; i++) {
            slot[i] = factors.get(i).isUnit() ? -1 : axes.indexOf(factors.get(i).axisName());
        }
        long[] coords = new long[axes.size()];
        if (n == 0) {
            sink.accept(coords, 0);
            return;
        }
        walk(0, 0, slot, coords, sink);
    }

    private void walk(int i, long base, int[] slot, long[] coords, ObjLongConsumer<long[]> sink) {
        Factor f = factors.get(i);
        long step = positionStrides[i];
        for (long v = 0; v < f.count(); v++) {
            if (slot[i] >= 0) {
                coords[slot[i]] += v == 0 ? 0 : f.stride();
            }
            long pos = base + v * step;
            if (i + 1 == factors.size()) {
                sink.accept(coords, pos);
            } else {
                walk(i + 1, pos, slot, coords, sink);
            }
        }
        if (slot[i] >= 0) {
            coords[slot[i]] -= (f.count() - 1) * f.stride();
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FactorForm f && f.factors.equals(factors);
    }

    @Override
    public int hashCode() {
        return factors.hashCode();
    }

    @Override
    public String toString() {
        return factors.toString();
    }

    // ---- construction from the mapping AST ----

    private static List<Factor> factors(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> new ArrayList<>();
            case Mapping.Symbol s -> new ArrayList<>(List.of(Factor.of(s.axis())));
            case Mapping.Pair p -> concat(factors(p.major()), factors(p.minor()));
            case Mapping.OuterSum o -> concat(factors(o.left()), factors(o.right()));
            case Mapping.Alias a -> factors(a.target());
            case Mapping.Padding p -> p.bottom() && p.size() != p.inner().size() ? null : pad(factors(p.inner()), p.size());
            case Mapping.Resize r -> resize(factors(r.inner()), r.size());
            case Mapping.Stride s -> stride(factors(s.inner()), s.divisor());
            case Mapping.Modulo r -> modulo(factors(r.inner()), r.modulus());
            case Mapping.Skewed s -> null;
            case Mapping.LinearCombination lc -> null;
            case Mapping.Swizzle w -> null;
        };
    }

    private static List<Factor> concat(List<Factor> a, List<Factor> b) {
        if (a == null || b == null) {
            return null;
        }
        a.addAll(b);
        return a;
    }

    private static long extentProduct(List<Factor> fs, int from) {
        long p = 1;
        for (int i = from; i < fs.size(); i++) {
            p = Math.multiplyExact(p, fs.get(i).extent());
        }
        return p;
    }

    private static List<Factor> pad(List<Factor> fs, long n) {
        if (fs == null) {
            return null;
        }
        drop1(fs);
        if (fs.isEmpty()) {
            return new ArrayList<>(List.of(Factor.unit(n)));
        }
        long minor = extentProduct(fs, 1);
        if (n % minor != 0) {
            return null;
        }
        fs.set(0, fs.get(0).withExtent(n / minor));
        return fs;
    }

    private static List<Factor> resize(List<Factor> fs, long n) {
        if (fs == null) {
            return null;
        }
        drop1(fs);
        long minor = 1;
        for (int i = fs.size() - 1; i >= 0; i--) {
            Factor f = fs.get(i);
            if (n % minor == 0 && n / minor <= f.extent()) {
                List<Factor> out = new ArrayList<>();
                out.add(f.withExtent(n / minor));
                out.addAll(fs.subList(i + 1, fs.size()));
                return out;
            }
            minor = Math.multiplyExact(minor, f.extent());
            if (minor > n) {
                break;
            }
        }
        return n == minor ? new ArrayList<>(fs) : null;
    }

    private static List<Factor> stride(List<Factor> fs, long n) {
        if (fs == null) {
            return null;
        }
        drop1(fs);
        MinorCut c = MinorCut.of(fs, n);
        if (c == null) {
            return null;
        }
        fs.subList(c.index() + 1, fs.size()).clear();
        if (c.part() > 0) {
            Factor f = fs.get(c.index());
            long r = c.part();
            long stride = f.isUnit() ? 1 : f.stride() * r;
            long count = (f.count() + r - 1) / r;
            fs.set(c.index(), f.isUnit() ? Factor.unit(f.extent() / r) : new Factor(f.axis(), stride, count, f.extent() / r));
        }
        return fs;
    }

    private static List<Factor> modulo(List<Factor> fs, long n) {
        if (fs == null) {
            return null;
        }
        drop1(fs);
        MinorCut c = MinorCut.of(fs, n);
        if (c == null) {
            return null;
        }
        List<Factor> kept = new ArrayList<>();
        if (c.part() > 0) {
            kept.add(fs.get(c.index()).withExtent(c.part()));
        }
        kept.addAll(fs.subList(c.index() + 1, fs.size()));
        return kept;
    }

    /**
     * Where the {@code n} minor positions of factors {@code fs} (major first) end: the factors after
     * {@code index} are taken whole and, when {@code part > 0}, factor {@code index} is split, its
     * minor {@code part} positions taken. For extents [4, 6, 2] and n = 6: index 1, part 3.
     */
    private record MinorCut(int index, long part) {
        /** The cut, or null when {@code n} does not divide along the factors. */
        static MinorCut of(List<Factor> fs, long n) {
            long r = n;
            int i = fs.size() - 1;
            while (r > 1) {
                if (i < 0) {
                    return null;
                }
                long extent = fs.get(i).extent();
                if (r % extent == 0) {
                    r /= extent;
                    i--;
                } else if (extent % r == 0) {
                    return new MinorCut(i, r);
                } else {
                    return null;
                }
            }
            return new MinorCut(i, 0);
        }
    }

    private static void drop1(List<Factor> fs) {
        fs.removeIf(f -> f.extent() == 1);
    }

    /**
     * The coordinates of {@code axis} this form's positions hold: a factor {@code (axis, stride s,
     * count c)} reaches {@code 0, s, …, (c - 1)·s} and several factors of one axis add; empty when
     * the axis has more than {@code limit} coordinates. Example: {@code m![A / 4 % 2, A % 2]}
     * ({@code A = 8}) reaches {@code A = 0, 1, 4, 5}.
     */
    public Optional<java.util.BitSet> reached(String axis, long limit) {
        List<Factor> of = new java.util.ArrayList<>();
        long size = 1;
        for (Factor f : factors) {
            if (!f.isUnit() && f.axisName().equals(axis)) {
                of.add(f);
                size = f.axis().size();
            }
        }
        if (size > limit) {
            return Optional.empty();
        }
        java.util.BitSet set = new java.util.BitSet();
        set.set(0);
        for (Factor f : of) {
            java.util.BitSet next = new java.util.BitSet();
            for (int x = set.nextSetBit(0); x >= 0; x = set.nextSetBit(x + 1)) {
                for (long d = 0; d < f.count(); d++) {
                    long v = x + d * f.stride();
                    if (v < size) {
                        next.set((int) v);
                    }
                }
            }
            set = next;
        }
        return Optional.of(set);
    }
}
