package dev.layoutprover.algebra;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * How many indices a position holds, counted without listing them, where the count can be read
 * off the structure of the mapping: a sliding window whose terms are injective on disjoint axes
 * holds one index per decomposition of the position, so counting decompositions counts indices.
 * A term with stride 0 multiplies the count by its number of defined positions; a term with a
 * nonzero stride ranges only over the digits that leave a reachable rest.
 *
 * <p>Example: {@code count(m![$(A:0)], 0, …)} with {@code A = 2^40} is 2^40; for
 * {@code m![$(N:1, F:2)]} with {@code N = F = 3} at position 4 it is 3. Where the structure does
 * not say (terms that share an axis, skewed axes, windows inside window terms) or the count takes
 * more than the step budget, the answer is empty.
 */
final class SlotCount {

    private final long budget;
    private long steps;
    private final Map<Mapping, Evaluator> evaluators = new IdentityHashMap<>();

    private SlotCount(long budget) {
        this.budget = budget;
    }

    /** The number of indices {@code m} holds at {@code position}, or empty when it cannot be counted cheaply. */
    static OptionalLong count(Mapping m, long position, long budget) {
        try {
            long c = new SlotCount(budget).at(m, position);
            return c < 0 ? OptionalLong.empty() : OptionalLong.of(c);
        } catch (ArithmeticException e) {
            return OptionalLong.empty();
        }
    }

    /** -1 when not countable. */
    private long at(Mapping m, long p) {
        if (++steps > budget) {
            return -1;
        }
        if (p < 0 || p >= m.size()) {
            return 0;
        }
        if (functional(m)) {
            return defined(m, p) ? 1 : 0;
        }
        return switch (m) {
            case Mapping.Pair pair -> product(pair.major(), pair.minor(), p);
            case Mapping.OuterSum o -> product(o.left(), o.right(), p);
            case Mapping.Padding pad -> at(pad.inner(), p - pad.lead());
            case Mapping.Resize r -> r.size() <= r.inner().size() ? at(r.inner(), p) : -1;
            case Mapping.Modulo r -> at(r.inner(), p);
            case Mapping.Alias a -> at(a.target(), p);
            case Mapping.Stride st -> at(st.inner(), Math.multiplyExact(p, st.divisor()));
            case Mapping.LinearCombination lc -> window(lc, p);
            case Mapping.Swizzle w -> at(w.inner(), w.permute(p));
            default -> -1;
        };
    }

    private long product(Mapping major, Mapping minor, long p) {
        if (!disjoint(List.of(major, minor))) {
            return -1;
        }
        long a = at(major, p / minor.size());
        long b = a <= 0 ? a : at(minor, p % minor.size());
        return a < 0 || b < 0 ? -1 : Math.multiplyExact(a, b);
    }

    private long window(Mapping.LinearCombination lc, long p) {
        List<Mapping.Term> terms = lc.terms();
        if (!disjoint(terms.stream().map(Mapping.Term::mapping).toList())) {
            return -1;
        }
        for (Mapping.Term t : terms) {
            if (!functional(t.mapping()) || !injective(t.mapping())) {
                return -1;
            }
        }
        long[] reach = new long[terms.size() + 1];
        for (int k = terms.size() - 1; k >= 0; k--) {
            Mapping.Term t = terms.get(k);
            reach[k] = Math.addExact(reach[k + 1], Math.multiplyExact(t.mapping().size() - 1, t.stride()));
        }
        return decompositions(terms, reach, 0, p);
    }

    /** Decompositions of {@code rest} over terms {@code k…}, each digit at a defined position of its term. */
    private long decompositions(List<Mapping.Term> terms, long[] reach, int k, long rest) {
        if (++steps > budget) {
            return -1;
        }
        if (k == terms.size()) {
            return rest == 0 ? 1 : 0;
        }
        if (rest < 0 || rest > reach[k]) {
            return 0;
        }
        Mapping e = terms.get(k).mapping();
        long n = terms.get(k).stride();
        if (n == 0) {
            long defined = definedCount(e);
            if (defined <= 0) {
                return defined;
            }
            long later = decompositions(terms, reach, k + 1, rest);
            return later < 0 ? -1 : Math.multiplyExact(defined, later);
        }
        long first = rest > reach[k + 1] ? Math.floorDiv(rest - reach[k + 1] - 1, n) + 1 : 0;
        long last = Math.min(e.size() - 1, rest / n);
        long[] own = interval(e);
        Mapping.Term lastTerm = terms.get(terms.size() - 1);
        long[] lastDefined = interval(lastTerm.mapping());
        if (k == terms.size() - 2 && lastTerm.stride() > 0 && own != null && lastDefined != null) {
            // Two terms left, each defined on an interval of digits: pk is a decomposition exactly
            // when it is defined, the rest it leaves is a multiple of the last stride, and that
            // multiple is a defined digit of the last term.
            long m = lastTerm.stride();
            long lo = Math.max(first, own[0]);
            long hi = Math.min(last, own[1]);
            // rest - pk·n in [lastDefined[0]·m, lastDefined[1]·m]
            lo = Math.max(lo, ceilDiv(rest - Math.multiplyExact(lastDefined[1], m), n));
            hi = Math.min(hi, Math.floorDiv(rest - Math.multiplyExact(lastDefined[0], m), n));
            return congruent(lo, hi, n, rest, m);
        }
        long total = 0;
        for (long pk = first; pk <= last; pk++) {
            if (!defined(e, pk)) {
                continue;
            }
            long later = decompositions(terms, reach, k + 1, rest - pk * n);
            if (later < 0) {
                return -1;
            }
            total = Math.addExact(total, later);
        }
        return total;
    }

    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    /**
     * The digits where a functional term is defined, when they form one interval
     * {@code [lo, hi]}: all of them without padding, {@code [lead, lead + |inner|)} for a padded
     * term whose inner mapping has no holes; null otherwise.
     */
    private static long[] interval(Mapping e) {
        if (!padded(e)) {
            return new long[] {0, e.size() - 1};
        }
        return switch (e) {
            case Mapping.Padding p -> padded(p.inner()) ? null : new long[] {p.lead(), p.lead() + p.inner().size() - 1};
            case Mapping.Alias a -> interval(a.target());
            case Mapping.Modulo r -> clip(interval(r.inner()), r.size());
            case Mapping.Resize r -> clip(interval(r.inner()), r.size());
            default -> null;
        };
    }

    private static long[] clip(long[] interval, long size) {
        return interval == null ? null : new long[] {interval[0], Math.min(interval[1], size - 1)};
    }

    /** How many {@code x} in {@code [first, last]} have {@code x·n ≡ rest (mod m)}. */
    static long congruent(long first, long last, long n, long rest, long m) {
        if (first > last) {
            return 0;
        }
        java.math.BigInteger bn = java.math.BigInteger.valueOf(n);
        java.math.BigInteger bm = java.math.BigInteger.valueOf(m);
        java.math.BigInteger g = bn.gcd(bm);
        java.math.BigInteger r = java.math.BigInteger.valueOf(rest).mod(bm);
        if (r.mod(g).signum() != 0) {
            return 0;
        }
        java.math.BigInteger period = bm.divide(g);
        java.math.BigInteger x0 = period.equals(java.math.BigInteger.ONE) ? java.math.BigInteger.ZERO
                : r.divide(g).multiply(bn.divide(g).modInverse(period)).mod(period);
        // The solutions are x0 + j·period; count those in [first, last].
        java.math.BigInteger lo = java.math.BigInteger.valueOf(first).subtract(x0);
        java.math.BigInteger hi = java.math.BigInteger.valueOf(last).subtract(x0);
        java.math.BigInteger jLo = ceilDiv(lo, period);
        java.math.BigInteger jHi = floorDiv(hi, period);
        return jHi.compareTo(jLo) < 0 ? 0 : jHi.subtract(jLo).add(java.math.BigInteger.ONE).longValueExact();
    }

    private static java.math.BigInteger floorDiv(java.math.BigInteger a, java.math.BigInteger b) {
        java.math.BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() < 0 ? qr[0].subtract(java.math.BigInteger.ONE) : qr[0];
    }

    private static java.math.BigInteger ceilDiv(java.math.BigInteger a, java.math.BigInteger b) {
        return floorDiv(a.add(b).subtract(java.math.BigInteger.ONE), b);
    }

    /** The defined positions of a functional term: all of them without padding, else counted within the budget. */
    private long definedCount(Mapping e) {
        if (!padded(e)) {
            return e.size();
        }
        long c = 0;
        for (long q = 0, positions = e.size(); q < positions; q++) {
            if (++steps > budget) {
                return -1;
            }
            if (defined(e, q)) {
                c++;
            }
        }
        return c;
    }

    private boolean defined(Mapping e, long q) {
        Evaluator ev = evaluators.computeIfAbsent(e, Evaluator::of);
        return !ev.slot(q).isHole();
    }

    private static boolean functional(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> true;
            case Mapping.Symbol s -> true;
            case Mapping.Skewed s -> true;
            case Mapping.Pair p -> functional(p.major()) && functional(p.minor());
            case Mapping.OuterSum o -> functional(o.left()) && functional(o.right());
            case Mapping.Padding p -> functional(p.inner());
            case Mapping.Resize r -> functional(r.inner());
            case Mapping.Modulo r -> functional(r.inner());
            case Mapping.Stride s -> functional(s.inner());
            case Mapping.Alias a -> functional(a.target());
            case Mapping.Swizzle w -> functional(w.inner());
            case Mapping.LinearCombination lc -> false;
        };
    }

    /** Sends distinct defined positions to distinct indices, as its structure shows. */
    private static boolean injective(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> true;
            case Mapping.Symbol s -> true;
            case Mapping.Skewed s -> false;
            case Mapping.Pair p -> injective(p.major()) && injective(p.minor()) && disjoint(List.of(p.major(), p.minor()));
            case Mapping.OuterSum o -> false;
            case Mapping.Padding p -> injective(p.inner());
            case Mapping.Resize r -> r.size() <= r.inner().size() && injective(r.inner());
            case Mapping.Modulo r -> injective(r.inner());
            case Mapping.Stride s -> injective(s.inner());
            case Mapping.Alias a -> injective(a.target());
            // A swizzle permutes positions, so it keeps distinct positions distinct.
            case Mapping.Swizzle w -> injective(w.inner());
            case Mapping.LinearCombination lc -> false;
        };
    }

    private static boolean padded(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> false;
            case Mapping.Symbol s -> false;
            case Mapping.Skewed s -> false;
            case Mapping.Pair p -> padded(p.major()) || padded(p.minor());
            case Mapping.OuterSum o -> padded(o.left()) || padded(o.right());
            case Mapping.Padding p -> p.lead() != 0 || p.size() != p.inner().size() || padded(p.inner());
            case Mapping.Resize r -> r.size() > r.inner().size() || padded(r.inner());
            case Mapping.Modulo r -> padded(r.inner());
            case Mapping.Stride s -> padded(s.inner());
            case Mapping.Alias a -> padded(a.target());
            case Mapping.Swizzle w -> w.size() != w.inner().size() || padded(w.inner());
            case Mapping.LinearCombination lc -> true;
        };
    }

    /** No two of the mappings mention the same axis (skewed axes count their target and offset). */
    private static boolean disjoint(List<Mapping> ms) {
        Set<String> seen = new HashSet<>();
        for (Mapping m : ms) {
            Set<String> own = new HashSet<>();
            names(m, own);
            for (String n : own) {
                if (!seen.add(n)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void names(Mapping m, Set<String> out) {
        switch (m) {
            case Mapping.Identity i -> { }
            case Mapping.Symbol s -> out.add(s.axis().name());
            case Mapping.Skewed s -> {
                out.add(s.skew().target().name());
                out.add(s.skew().offset().name());
            }
            case Mapping.Pair p -> {
                names(p.major(), out);
                names(p.minor(), out);
            }
            case Mapping.OuterSum o -> {
                names(o.left(), out);
                names(o.right(), out);
            }
            case Mapping.Padding p -> names(p.inner(), out);
            case Mapping.Resize r -> names(r.inner(), out);
            case Mapping.Modulo r -> names(r.inner(), out);
            case Mapping.Stride s -> names(s.inner(), out);
            case Mapping.Alias a -> names(a.target(), out);
            case Mapping.Swizzle w -> names(w.inner(), out);
            case Mapping.LinearCombination lc -> lc.terms().forEach(t -> names(t.mapping(), out));
        }
    }
}
