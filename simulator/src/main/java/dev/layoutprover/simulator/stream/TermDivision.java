package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.normal.Digit;
import dev.layoutprover.algebra.normal.NormalForm;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * The division of one mapping's terms by another's, as the reference's {@code divide_strict}
 * (furiosa-mapping) divides factorized mappings: the parts of an axis both hold are matched (a
 * division term, with its place in each), what only the dividend holds is its residue and what
 * only the divisor holds the divisor's residue. A term is one live digit of the term-by-term normal
 * form: the coordinates {@code weight · k} of its axis for {@code k < length}, at position
 * {@code place · k}. Terms are cut where the other side's terms start or end on the same axis, so
 * a part of an axis matches exactly, then neighbours that stay neighbours on both sides are joined
 * again.
 *
 * <p>Example: dividing {@code m![A / 16, A % 4, A / 4 % 4]} by {@code m![A]} ({@code A = 256})
 * matches {@code A / 16} at place 16 on both sides, {@code A % 4} at place 4 in the dividend and 1
 * in the divisor, and {@code A / 4 % 4} at place 1 and 4; nothing is left on either side.
 */
final class TermDivision {

    /** The coordinates {@code weight · k} ({@code k < length}) of {@code axis} at positions {@code place · k}. */
    record Progression(String axis, long weight, long length, long place) {

        long end() {
            return weight * length;
        }
    }

    /** A part of an axis both sides hold, at {@code dividendPlace} and {@code divisorPlace}. */
    record Match(String axis, long weight, long length, long dividendPlace, long divisorPlace) {}

    final List<Match> matches;
    final List<Progression> dividendResidue;
    final List<Progression> divisorResidue;

    private TermDivision(List<Match> matches, List<Progression> dividendResidue, List<Progression> divisorResidue) {
        this.matches = matches;
        this.dividendResidue = dividendResidue;
        this.divisorResidue = divisorResidue;
    }

    /** The terms of a term-by-term form, major first (constant and padding digits hold none). */
    static List<Progression> terms(NormalForm f) {
        List<Progression> out = new ArrayList<>();
        for (int i = 0; i < f.digits().size(); i++) {
            Digit d = f.digits().get(i);
            if (d.coordinate() != null) {
                out.add(new Progression(d.coordinate(), d.weight(), d.length(), f.placeValue(i)));
            }
        }
        return out;
    }

    /** {@code dividend} divided by {@code divisor}. */
    static TermDivision of(List<Progression> dividend, List<Progression> divisor) {
        List<Progression> a = cut(dividend, divisor);
        List<Progression> b = new ArrayList<>(cut(divisor, dividend));
        List<Match> matches = new ArrayList<>();
        List<Progression> residue = new ArrayList<>();
        for (Progression t : a) {
            Progression found = null;
            for (Progression u : b) {
                if (u.axis().equals(t.axis()) && u.weight() == t.weight() && u.length() == t.length()) {
                    found = u;
                    break;
                }
            }
            if (found == null) {
                residue.add(t);
            } else {
                b.remove(found);
                matches.add(new Match(t.axis(), t.weight(), t.length(), t.place(), found.place()));
            }
        }
        return new TermDivision(joinMatches(matches), join(residue), join(b));
    }

    /**
     * {@code dividend} divided by {@code divisor} as the reference's {@code divide_relaxed}: beyond
     * {@link #of}, a divisor term that reads only the first coordinates of a part the dividend holds
     * (a resize, {@code B % 4 = 3} of {@code B % 4}) matches that part.
     *
     * <p>Example: {@code m![B % 4]} divided by {@code m![B % 4 = 3]} ({@code B = 16}) matches
     * {@code B} at weight 1, 3 coordinates read, and leaves nothing on either side, where
     * {@link #of} leaves each term on its side.
     */
    static TermDivision relaxed(List<Progression> dividend, List<Progression> divisor) {
        TermDivision d = of(dividend, divisor);
        List<Match> matches = new ArrayList<>(d.matches);
        List<Progression> residue = new ArrayList<>(d.dividendResidue);
        List<Progression> left = new ArrayList<>();
        for (Progression u : d.divisorResidue) {
            Progression found = residue.stream().filter(t -> t.axis().equals(u.axis()) && t.weight() == u.weight()
                    && t.length() > u.length()).findFirst().orElse(null);
            if (found == null) {
                left.add(u);
            } else {
                residue.remove(found);
                matches.add(new Match(u.axis(), u.weight(), u.length(), found.place(), u.place()));
            }
        }
        return new TermDivision(matches, residue, left);
    }

    /** The terms of {@code terms} cut at every start and end the {@code other} terms of the same axis have inside them. */
    private static List<Progression> cut(List<Progression> terms, List<Progression> other) {
        List<Progression> out = new ArrayList<>();
        for (Progression t : terms) {
            TreeSet<Long> cuts = new TreeSet<>();
            for (Progression u : other) {
                if (u.axis().equals(t.axis())) {
                    for (long c : new long[] {u.weight(), u.end()}) {
                        if (c > t.weight() && c < t.end() && c % t.weight() == 0
                                && t.length() % (c / t.weight()) == 0) {
                            cuts.add(c / t.weight());
                        }
                    }
                }
            }
            long low = 1;
            for (long k : cuts) {
                if (k % low == 0) {
                    out.add(new Progression(t.axis(), t.weight() * low, k / low, t.place() * low));
                    low = k;
                }
            }
            out.add(new Progression(t.axis(), t.weight() * low, t.length() / low, t.place() * low));
        }
        return out;
    }

    /** Neighbouring parts of one axis joined where they neighbour on both sides. */
    private static List<Match> joinMatches(List<Match> matches) {
        return joined(matches, Comparator.comparing(Match::axis).thenComparingLong(Match::weight), (last, m) ->
                last.axis().equals(m.axis()) && m.weight() == last.weight() * last.length()
                        && m.dividendPlace() == last.dividendPlace() * last.length()
                        && m.divisorPlace() == last.divisorPlace() * last.length()
                        ? new Match(m.axis(), last.weight(), last.length() * m.length(), last.dividendPlace(),
                                last.divisorPlace())
                        : null);
    }

    /** Neighbouring parts of one axis joined where they neighbour in coordinates and in place. */
    private static List<Progression> join(List<Progression> terms) {
        return joined(terms, Comparator.comparing(Progression::axis).thenComparingLong(Progression::weight), (last, t) ->
                last.axis().equals(t.axis()) && t.weight() == last.end() && t.place() == last.place() * last.length()
                        ? new Progression(t.axis(), last.weight(), last.length() * t.length(), last.place())
                        : null);
    }

    /** {@code parts} in {@code order}, each joined to the one before it where {@code join} gives a part. */
    private static <T> List<T> joined(List<T> parts, Comparator<T> order, java.util.function.BinaryOperator<T> join) {
        List<T> sorted = new ArrayList<>(parts);
        sorted.sort(order);
        List<T> out = new ArrayList<>();
        for (T t : sorted) {
            T both = out.isEmpty() ? null : join.apply(out.get(out.size() - 1), t);
            if (both != null) {
                out.set(out.size() - 1, both);
            } else {
                out.add(t);
            }
        }
        return out;
    }
}
