package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Skew;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Turns a mapping into linear integer formulas: a {@link Relation} between a position term and
 * per-axis index terms. Every division and remainder is by a constant and gets an explicit
 * quotient and remainder variable ({@code x = n·q + r, 0 ≤ r < n}: floor division and Euclidean
 * remainder, as the evaluator computes them), so the formulas stay linear. Sliding windows get one
 * bounded witness per term but one, whose position the others determine. Constants are folded where the position is known, and all numbers
 * are exact ({@link BigInteger} where a product may leave {@code long}).
 *
 * <p>Example: {@code m![B / 64, B % 32, B / 32 % 2]} at position {@code p} yields
 * {@code p = 64·q1 + r1, r1 = 2·q2 + r2} and index {@code B = 64·q1 + q2 + 32·r2}: the stride
 * multiplies a position, the pair splits it, the modulo keeps it.
 *
 * <p>An encoder names its variables with a prefix and a counter, so two encodings made by one
 * encoder never share a variable.
 */
final class Encoder {

    private final IntegerFormulaManager ints;
    private final BooleanFormulaManager bools;
    private final String prefix;
    private int counter;

    Encoder(FormulaManager formulas, String prefix) {
        this.ints = formulas.getIntegerFormulaManager();
        this.bools = formulas.getBooleanFormulaManager();
        this.prefix = prefix;
    }

    /** A fresh integer variable. */
    IntegerFormula variable(String hint) {
        return ints.makeVariable(prefix + hint + "_" + counter++);
    }

    IntegerFormula number(long value) {
        return ints.makeNumber(value);
    }

    IntegerFormula number(BigInteger value) {
        return ints.makeNumber(value);
    }

    /**
     * The relation of {@code mapping} at {@code position}, with one index term per axis of
     * {@code axes}, which must list every axis the mapping mentions (skew targets and offsets too).
     */
    Relation encode(Mapping mapping, IntegerFormula position, List<Axis> axes) {
        State s = new State();
        walk(mapping, Pos.of(position), s);
        Map<String, Integer> slot = new HashMap<>();
        for (int i = 0; i < axes.size(); i++) {
            slot.put(axes.get(i).name(), i);
        }
        List<IntegerFormula> out = new ArrayList<>();
        for (Axis a : axes) {
            out.add(s.coordinate(a.name()));
        }
        for (String name : s.raw.keySet()) {
            if (!slot.containsKey(name) && s.skews.stream().noneMatch(k -> k.name().equals(name))) {
                throw new IllegalArgumentException("axis " + name + " of " + mapping + " is missing from the encoding's axes "
                        + axes);
            }
        }
        List<BooleanFormula> wraps = new ArrayList<>();
        for (Skew k : dependencyOrder(new ArrayList<>(s.skews))) {
            int target = slot.get(k.target().name());
            int offset = slot.get(k.offset().name());
            IntegerFormula unwrapped = ints.add(s.coordinate(k.name()), out.get(offset));
            IntegerFormula w = variable("wrap");
            IntegerFormula r = variable("skew");
            s.divides(unwrapped, k.target().size(), w, r);
            out.set(target, ints.add(out.get(target), r));
            wraps.add(bools.not(ints.equal(w, number(0))));
        }
        if (s.witnesses.isEmpty()) {
            // A function of the position: the window conditions are part of being defined.
            s.defined.addAll(s.choices);
            s.choices.clear();
        }
        return new Relation(s.witnesses, s.auxiliaries, bools.and(s.definitions), bools.and(s.choices),
                bools.and(s.defined), out, bools.or(wraps));
    }

    /** A position: a formula, and its value when it is a known constant. */
    private record Pos(IntegerFormula formula, BigInteger value) {
        static Pos of(IntegerFormula f) {
            return new Pos(f, null);
        }
        boolean constant() {
            return value != null;
        }
    }

    private Pos constant(BigInteger v) {
        return new Pos(number(v), v);
    }

    private Pos constant(long v) {
        return constant(BigInteger.valueOf(v));
    }

    private final class State {
        final List<Relation.Witness> witnesses = new ArrayList<>();
        final List<IntegerFormula> auxiliaries = new ArrayList<>();
        final List<BooleanFormula> definitions = new ArrayList<>();
        final List<BooleanFormula> choices = new ArrayList<>();
        final List<BooleanFormula> defined = new ArrayList<>();
        final Map<String, List<IntegerFormula>> raw = new LinkedHashMap<>();
        final Set<Skew> skews = new LinkedHashSet<>();

        void add(String coordinate, Pos p) {
            if (p.constant() && p.value().signum() == 0) {
                raw.computeIfAbsent(coordinate, k -> new ArrayList<>());
                return;
            }
            raw.computeIfAbsent(coordinate, k -> new ArrayList<>()).add(p.formula());
        }

        IntegerFormula coordinate(String name) {
            List<IntegerFormula> terms = raw.get(name);
            if (terms == null || terms.isEmpty()) {
                return number(0);
            }
            return terms.size() == 1 ? terms.get(0) : ints.sum(terms);
        }

        /** Defines {@code q} and {@code r} as the floor quotient and remainder of {@code x} by {@code n}. */
        void divides(IntegerFormula x, long n, IntegerFormula q, IntegerFormula r) {
            auxiliaries.add(q);
            auxiliaries.add(r);
            definitions.add(ints.equal(x, ints.add(ints.multiply(number(n), q), r)));
            definitions.add(ints.greaterOrEquals(r, number(0)));
            definitions.add(ints.lessThan(r, number(n)));
        }
    }

    private void walk(Mapping m, Pos p, State s) {
        switch (m) {
            case Mapping.Identity i -> { }
            case Mapping.Symbol sym -> s.add(sym.axis().name(), p);
            case Mapping.Skewed k -> {
                s.skews.add(k.skew());
                s.add(k.skew().name(), p);
            }
            case Mapping.Pair pair -> split(pair.major(), pair.minor(), p, s);
            // e1 * e2 is $(e1:|e2|, e2:1): every position has exactly one decomposition, as in a pair.
            case Mapping.OuterSum o -> split(o.left(), o.right(), p, s);
            case Mapping.Padding pad -> pad(pad, p, s);
            case Mapping.Resize r -> walk(r.inner(), p, s);
            case Mapping.Modulo r -> walk(r.inner(), p, s);
            case Mapping.Alias a -> walk(a.target(), p, s);
            case Mapping.Stride st -> walk(st.inner(), times(p, st.divisor()), s);
            case Mapping.LinearCombination lc -> slide(lc, p, s);
        }
    }

    private void split(Mapping major, Mapping minor, Pos p, State s) {
        long n = minor.size();
        if (n == 1) {
            walk(major, p, s);
            walk(minor, constant(0), s);
        } else if (major.size() == 1) {
            walk(major, constant(0), s);
            walk(minor, p, s);
        } else if (p.constant()) {
            BigInteger[] qr = floorDivMod(p.value(), n);
            walk(major, constant(qr[0]), s);
            walk(minor, constant(qr[1]), s);
        } else {
            IntegerFormula q = variable("q");
            IntegerFormula r = variable("r");
            s.divides(p.formula(), n, q, r);
            walk(major, Pos.of(q), s);
            walk(minor, Pos.of(r), s);
        }
    }

    private void pad(Mapping.Padding pad, Pos p, State s) {
        long lead = pad.lead();
        long inner = pad.inner().size();
        if (lead == 0 && inner == pad.size()) {
            walk(pad.inner(), p, s);
            return;
        }
        if (p.constant()) {
            BigInteger shifted = p.value().subtract(BigInteger.valueOf(lead));
            if (shifted.signum() < 0 || shifted.compareTo(BigInteger.valueOf(inner)) >= 0) {
                s.defined.add(bools.makeFalse());
                return;
            }
            walk(pad.inner(), constant(shifted), s);
            return;
        }
        IntegerFormula shifted = lead == 0 ? p.formula() : ints.subtract(p.formula(), number(lead));
        if (lead > 0) {
            s.defined.add(ints.greaterOrEquals(shifted, number(0)));
        }
        s.defined.add(ints.lessThan(shifted, number(inner)));
        walk(pad.inner(), Pos.of(shifted), s);
    }

    /**
     * A sliding window {@code $(e1:n1, …, ed:nd)}: every term of more than one position gets a
     * bounded witness, except one term with a nonzero stride (the largest), whose position is
     * determined by the others: {@code p - Σ nk·wk = n·q + r} with {@code r = 0} and
     * {@code 0 ≤ q < |e|}. A window with one such term is then a function of the position.
     */
    private void slide(Mapping.LinearCombination lc, Pos p, State s) {
        Mapping.Term determined = null;
        for (Mapping.Term t : lc.terms()) {
            if (t.stride() > 0 && t.mapping().size() > 1
                    && (determined == null || t.mapping().size() > determined.mapping().size())) {
                determined = t;
            }
        }
        List<IntegerFormula> parts = new ArrayList<>();
        for (Mapping.Term t : lc.terms()) {
            long size = t.mapping().size();
            if (size == 1) {
                walk(t.mapping(), constant(0), s);
                continue;
            }
            if (t == determined) {
                continue;
            }
            IntegerFormula w = variable("w");
            s.witnesses.add(new Relation.Witness(w, size));
            s.choices.add(ints.greaterOrEquals(w, number(0)));
            s.choices.add(ints.lessThan(w, number(size)));
            if (t.stride() != 0) {
                parts.add(t.stride() == 1 ? w : ints.multiply(number(t.stride()), w));
            }
            walk(t.mapping(), Pos.of(w), s);
        }
        IntegerFormula rest = parts.isEmpty() ? p.formula()
                : ints.subtract(p.formula(), parts.size() == 1 ? parts.get(0) : ints.sum(parts));
        if (determined == null) {
            s.choices.add(ints.equal(rest, number(0)));
            return;
        }
        long n = determined.stride();
        long size = determined.mapping().size();
        IntegerFormula digit = rest;
        if (n > 1) {
            IntegerFormula q = variable("q");
            IntegerFormula r = variable("r");
            s.divides(rest, n, q, r);
            s.choices.add(ints.equal(r, number(0)));
            digit = q;
        }
        s.choices.add(ints.greaterOrEquals(digit, number(0)));
        s.choices.add(ints.lessThan(digit, number(size)));
        walk(determined.mapping(), Pos.of(digit), s);
    }

    private Pos times(Pos p, long n) {
        if (n == 1) {
            return p;
        }
        if (p.constant()) {
            return constant(p.value().multiply(BigInteger.valueOf(n)));
        }
        return Pos.of(ints.multiply(number(n), p.formula()));
    }

    private static BigInteger[] floorDivMod(BigInteger x, long n) {
        BigInteger d = BigInteger.valueOf(n);
        BigInteger r = x.mod(d);
        return new BigInteger[] {x.subtract(r).divide(d), r};
    }

    /** Skews ordered so that an offset axis has all its own skews folded in before it is used (as the evaluator does). */
    private static List<Skew> dependencyOrder(List<Skew> skews) {
        List<Skew> ordered = new ArrayList<>();
        List<Skew> pending = new ArrayList<>(skews);
        while (!pending.isEmpty()) {
            boolean progressed = false;
            for (var it = pending.iterator(); it.hasNext(); ) {
                Skew k = it.next();
                if (pending.stream().noneMatch(o -> o.target().name().equals(k.offset().name()))) {
                    ordered.add(k);
                    it.remove();
                    progressed = true;
                }
            }
            if (!progressed) {
                throw new MappingException("skewed axes " + pending + " depend on each other");
            }
        }
        return ordered;
    }
}
