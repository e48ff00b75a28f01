package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Skew;
import dev.layoutprover.algebra.normal.NormalForm;
import dev.layoutprover.algebra.normal.Normalizer;
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
 * remainder, as the evaluator computes them), so the formulas stay linear. A sliding window gets
 * one bounded witness per term but one, whose position the others determine. Known values are
 * folded as the encoding goes (a constant position yields constant digits), and all numbers are
 * exact ({@link BigInteger} where a product may leave {@code long}).
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
    /** Divisions made in shared encodings, by dividend and divisor: one quotient per term. */
    private final Map<List<Object>, SharedDivision> divisions = new HashMap<>();

    /** A quotient and remainder shared between encodings, with the formulas that define them. */
    private record SharedDivision(Pos[] quotientRemainder, List<BooleanFormula> definitions) {}

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
        return encode(mapping, Pos.of(position), axes, null, false);
    }

    /**
     * Like {@link #encode}, but a division of a term that an earlier shared encoding divided
     * already reuses its quotient and remainder, so that the solver need not prove them equal. The
     * definitions of the shared divisions a relation uses are its {@link Relation#shared()}: they
     * must be asserted at the top level, so a shared encoding must not be used under a quantifier.
     * Each relation lists all of them, whichever encoding made them first: what an encoding
     * returns does not depend on the calls before it.
     */
    Relation shared(Mapping mapping, IntegerFormula position, List<Axis> axes) {
        return encode(mapping, Pos.of(position), axes, null, true);
    }

    /**
     * Like {@link #shared(Mapping, IntegerFormula, List)}, for a position known to lie in
     * {@code lo..hi} wherever the encoding is used: quotients then get their implied bounds, which
     * spare the solver a search over unbounded integers.
     */
    Relation shared(Mapping mapping, IntegerFormula position, BigInteger lo, BigInteger hi, List<Axis> axes) {
        return encode(mapping, Pos.of(position, lo, hi), axes, null, true);
    }

    /**
     * One instance of the relation: the position is {@code position}, or the constant
     * {@code value} when {@code position} is null, and the sliding witnesses take
     * {@code witnesses} (in the order {@link #encode} lists them). The instance has no witnesses.
     */
    Relation instance(Mapping mapping, IntegerFormula position, BigInteger[] range, long value, List<Axis> axes,
                      long[] witnesses) {
        Pos p = position == null ? constant(BigInteger.valueOf(value))
                : range == null ? Pos.of(position) : Pos.of(position, range[0], range[1]);
        return encode(mapping, p, axes, witnesses, true);
    }

    /**
     * The relation at {@code position} for one given index: a sliding term that is exactly an
     * axis of {@code coordinates} takes that coordinate as its digit instead of a witness, since a
     * term {@code A} holds {@code {A: w}} at its digit {@code w}. The caller makes sure each such
     * axis occurs once in the mapping and no skew is involved, so that the index held has
     * {@code A = w} exactly; a window whose other terms are all determined then needs no witness,
     * and {@code t ∉ E(p)} is quantifier-free, its cost independent of the window's size.
     */
    Relation inverted(Mapping mapping, IntegerFormula position, BigInteger[] range, List<Axis> axes,
                      Map<String, IntegerFormula> coordinates) {
        Pos p = range == null ? Pos.of(position) : Pos.of(position, range[0], range[1]);
        return encode(mapping, p, axes, null, true, coordinates);
    }

    private Relation encode(Mapping mapping, Pos position, List<Axis> axes, long[] fixed, boolean share) {
        return encode(mapping, position, axes, fixed, share, null);
    }

    private Relation encode(Mapping mapping, Pos position, List<Axis> axes, long[] fixed, boolean share,
                            Map<String, IntegerFormula> inverse) {
        State s = new State(fixed, share);
        s.inverse = inverse;
        walk(mapping, position, s);
        decodeComposites(s);
        Map<String, Integer> slot = new HashMap<>();
        for (int i = 0; i < axes.size(); i++) {
            slot.put(axes.get(i).name(), i);
        }
        for (String name : s.raw.keySet()) {
            if (!slot.containsKey(name) && !s.groups.containsKey(name) && s.skews.stream().noneMatch(k -> k.name().equals(name))) {
                throw new IllegalArgumentException("axis " + name + " of " + mapping + " is missing from the encoding's axes "
                        + axes);
            }
        }
        List<Pos> out = new ArrayList<>();
        for (Axis a : axes) {
            out.add(s.coordinate(a.name()));
        }
        List<BooleanFormula> wraps = new ArrayList<>();
        for (Skew k : Skew.dependencyOrder(new ArrayList<>(s.skews))) {
            int target = slot.get(k.target().name());
            Pos unwrapped = sum(List.of(s.coordinate(k.name()), out.get(slot.get(k.offset().name()))));
            Pos[] qr = s.divide(unwrapped, k.target().size(), "wrap", "skew");
            out.set(target, sum(List.of(out.get(target), qr[1])));
            wraps.add(qr[0].constant() ? bools.makeBoolean(qr[0].value().signum() != 0)
                    : bools.not(ints.equal(qr[0].formula(), number(0))));
        }
        if (s.witnesses.isEmpty()) {
            // A function of the position: the window conditions are part of being defined.
            s.defined.addAll(s.choices);
            s.choices.clear();
        }
        List<IntegerFormula> index = new ArrayList<>();
        out.forEach(p -> index.add(p.formula()));
        return new Relation(s.witnesses, s.auxiliaries, bools.and(s.definitions), bools.and(s.choices),
                bools.and(s.defined), index, bools.or(wraps), List.copyOf(s.shared));
    }

    /**
     * A term: a formula, its value when it is a known constant, and bounds {@code lo ≤ term ≤ hi}
     * when they are known (from a position range that is asserted where the term is used).
     */
    private record Pos(IntegerFormula formula, BigInteger value, BigInteger lo, BigInteger hi) {
        static Pos of(IntegerFormula f) {
            return new Pos(f, null, null, null);
        }
        static Pos of(IntegerFormula f, BigInteger lo, BigInteger hi) {
            return new Pos(f, null, lo, hi);
        }
        boolean constant() {
            return value != null;
        }
        boolean bounded() {
            return lo != null;
        }
    }

    private Pos constant(BigInteger v) {
        return new Pos(number(v), v, v, v);
    }

    private Pos constant(long v) {
        return constant(BigInteger.valueOf(v));
    }

    /** The sum of terms, constants added up. */
    private Pos sum(List<Pos> terms) {
        BigInteger known = BigInteger.ZERO;
        List<IntegerFormula> symbolic = new ArrayList<>();
        for (Pos t : terms) {
            if (t.constant()) {
                known = known.add(t.value());
            } else {
                symbolic.add(t.formula());
            }
        }
        if (symbolic.isEmpty()) {
            return constant(known);
        }
        if (known.signum() != 0) {
            symbolic.add(number(known));
        }
        BigInteger lo = BigInteger.ZERO;
        BigInteger hi = BigInteger.ZERO;
        for (Pos t : terms) {
            if (!t.bounded()) {
                lo = null;
                break;
            }
            lo = lo.add(t.lo());
            hi = hi.add(t.hi());
        }
        IntegerFormula f = symbolic.size() == 1 ? symbolic.get(0) : ints.sum(symbolic);
        return lo == null ? Pos.of(f) : Pos.of(f, lo, hi);
    }

    private Pos times(Pos p, long n) {
        if (n == 1) {
            return p;
        }
        if (p.constant()) {
            return constant(p.value().multiply(BigInteger.valueOf(n)));
        }
        IntegerFormula f = ints.multiply(number(n), p.formula());
        BigInteger m = BigInteger.valueOf(n);
        return p.bounded() ? Pos.of(f, p.lo().multiply(m), p.hi().multiply(m)) : Pos.of(f);
    }

    private Pos minus(Pos a, Pos b) {
        if (b.constant() && b.value().signum() == 0) {
            return a;
        }
        if (a.constant() && b.constant()) {
            return constant(a.value().subtract(b.value()));
        }
        IntegerFormula f = ints.subtract(a.formula(), b.formula());
        return a.bounded() && b.bounded() ? Pos.of(f, a.lo().subtract(b.hi()), a.hi().subtract(b.lo())) : Pos.of(f);
    }

    private BooleanFormula less(Pos a, long bound) {
        return a.constant() ? bools.makeBoolean(a.value().compareTo(BigInteger.valueOf(bound)) < 0)
                : ints.lessThan(a.formula(), number(bound));
    }

    private BooleanFormula atLeast(Pos a, long bound) {
        return a.constant() ? bools.makeBoolean(a.value().compareTo(BigInteger.valueOf(bound)) >= 0)
                : ints.greaterOrEquals(a.formula(), number(bound));
    }

    private final class State {
        final long[] fixed;
        int nextFixed;
        final List<Relation.Witness> witnesses = new ArrayList<>();
        final List<IntegerFormula> auxiliaries = new ArrayList<>();
        final List<BooleanFormula> definitions = new ArrayList<>();
        final List<BooleanFormula> choices = new ArrayList<>();
        final List<BooleanFormula> defined = new ArrayList<>();
        /** The definitions of the shared divisions used, made here or by an earlier encoding. */
        final List<BooleanFormula> shared = new ArrayList<>();
        private final Set<SharedDivision> sharedUsed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

        private void use(SharedDivision d) {
            if (sharedUsed.add(d)) {
                shared.addAll(d.definitions());
            }
        }
        final Map<String, List<Pos>> raw = new LinkedHashMap<>();
        final Set<Skew> skews = new LinkedHashSet<>();
        /** The composites met, by coordinate (their scope and name), in the order met. */
        final Map<String, Mapping> groups = new LinkedHashMap<>();
        /** The prefix of composite coordinates: empty at the top, the composite's own while it is decoded. */
        String scope = "";

        final boolean share;
        /** Axis → the coordinate a sliding term that is exactly that axis takes as its digit, or null. */
        Map<String, IntegerFormula> inverse;

        State(long[] fixed, boolean share) {
            this.fixed = fixed;
            this.share = share;
        }

        void add(String coordinate, Pos p) {
            raw.computeIfAbsent(coordinate, k -> new ArrayList<>()).add(p);
        }

        Pos coordinate(String name) {
            List<Pos> terms = raw.get(name);
            return terms == null ? constant(0) : sum(terms);
        }

        /** The floor quotient and Euclidean remainder of {@code x} by {@code n}: computed, or new auxiliaries. */
        Pos[] divide(Pos x, long n, String quotient, String remainder) {
            if (x.constant()) {
                BigInteger d = BigInteger.valueOf(n);
                BigInteger r = x.value().mod(d);
                return new Pos[] {constant(x.value().subtract(r).divide(d)), constant(r)};
            }
            List<Object> key = List.of(x.formula(), n);
            if (share && divisions.containsKey(key)) {
                SharedDivision known = divisions.get(key);
                use(known);
                return known.quotientRemainder();
            }
            IntegerFormula q = variable(quotient);
            IntegerFormula r = variable(remainder);
            List<BooleanFormula> defs = share ? new ArrayList<>() : definitions;
            defs.add(ints.equal(x.formula(), ints.add(ints.multiply(number(n), q), r)));
            defs.add(ints.greaterOrEquals(r, number(0)));
            defs.add(ints.lessThan(r, number(n)));
            Pos[] qr = {Pos.of(q), Pos.of(r, BigInteger.ZERO, BigInteger.valueOf(n - 1))};
            if (x.bounded()) {
                BigInteger d = BigInteger.valueOf(n);
                BigInteger qlo = floorDiv(x.lo(), d);
                BigInteger qhi = floorDiv(x.hi(), d);
                defs.add(ints.greaterOrEquals(q, number(qlo)));
                defs.add(ints.lessOrEquals(q, number(qhi)));
                qr[0] = Pos.of(q, qlo, qhi);
            }
            if (share) {
                SharedDivision made = new SharedDivision(qr, List.copyOf(defs));
                divisions.put(key, made);
                use(made);
            } else {
                auxiliaries.add(q);
                auxiliaries.add(r);
            }
            return qr;
        }

        /** The next sliding witness: a fixed value in an instance, else a fresh bounded variable. */
        Pos witness(long size) {
            if (fixed != null) {
                return constant(fixed[nextFixed++]);
            }
            IntegerFormula w = variable("w");
            witnesses.add(new Relation.Witness(w, size));
            choices.add(ints.greaterOrEquals(w, number(0)));
            choices.add(ints.lessThan(w, number(size)));
            return Pos.of(w);
        }
    }

    private void walk(Mapping m, Pos p, State s) {
        if (Normalizer.readsComposite(m)) {
            composite(m, p, s);
            return;
        }
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
            case Mapping.Swizzle w -> swizzle(w, p, s);
        }
    }

    /**
     * A swizzle {@code Sw<B,M,S> o E}: the inner position is {@code sw(p)}, exact in linear integer
     * arithmetic. The position is split, by floor divisions by powers of two, into the {@code B}
     * bits read and the {@code B} bits written (so a negative position reads as two's complement,
     * as {@link Mapping.Swizzle#permute} computes it); the XOR of a written bit {@code a} and its
     * read bit {@code c} is the remainder of {@code a + c} by 2, and
     * {@code sw(p) = p + Σ 2^(w+k)·((a_k XOR c_k) − a_k)}. A position past {@code |E|} is a hole.
     *
     * A swizzle applied to the same swizzle cancels ({@code sw(sw(p)) = p}).
     *
     * <p>Example: {@code Sw<1,0,1> o A} at {@code p} is {@code p = 4·h + 2·c + a},
     * {@code a + c = 2·y + x}, inner position {@code p + x − a}.
     */
    private void swizzle(Mapping.Swizzle w, Pos p, State s) {
        if (w.inner() instanceof Mapping.Swizzle v && v.bits() == w.bits() && v.base() == w.base()
                && v.shift() == w.shift()) {
            // sw(sw(p)) = p: the two swizzles cancel, and past the innermost mapping is a hole.
            if (v.inner().size() < w.size()) {
                s.defined.add(less(p, v.inner().size()));
            }
            walk(v.inner(), p, s);
            return;
        }
        Pos q;
        if (p.constant() && p.value().bitLength() < 63) {
            q = constant(w.permute(p.value().longValueExact()));
        } else if (w.bits() == 0) {
            q = p;
        } else {
            int low = Math.min(w.readBit(), w.writeBit());
            int high = Math.max(w.readBit(), w.writeBit());
            Pos rest = low == 0 ? p : s.divide(p, 1L << low, "swq", "swr")[0];
            Pos[] lowBits = new Pos[w.bits()];
            for (int k = 0; k < w.bits(); k++) {
                Pos[] qr = s.divide(rest, 2, "swq", "swb");
                lowBits[k] = qr[1];
                rest = qr[0];
            }
            int gap = high - low - w.bits();
            if (gap > 0) {
                rest = s.divide(rest, 1L << gap, "swq", "swr")[0];
            }
            Pos[] highBits = new Pos[w.bits()];
            for (int k = 0; k < w.bits(); k++) {
                Pos[] qr = s.divide(rest, 2, "swq", "swb");
                highBits[k] = qr[1];
                rest = qr[0];
            }
            boolean writesLow = w.writeBit() == low;
            List<Pos> terms = new ArrayList<>();
            terms.add(p);
            for (int k = 0; k < w.bits(); k++) {
                Pos written = writesLow ? lowBits[k] : highBits[k];
                Pos xor = s.divide(sum(List.of(lowBits[k], highBits[k])), 2, "swc", "swx")[1];
                terms.add(times(minus(xor, written), 1L << (w.writeBit() + k)));
            }
            q = sum(terms);
        }
        long inner = w.inner().size();
        if (inner < w.size()) {
            s.defined.add(less(q, inner));
        }
        walk(w.inner(), q, s);
    }

    /**
     * An operator that reads its operand as a composite: the operand's position (shifted and
     * bounded by a padding, multiplied by a stride) adds to the composite's flat value, which
     * {@link #decodeComposites} decodes once the walk is done.
     */
    private void composite(Mapping op, Pos p, State s) {
        Mapping operand = op.children().get(0);
        Pos q = p;
        if (op instanceof Mapping.Padding pad) {
            q = minus(p, constant(pad.lead()));
            if (pad.lead() > 0) {
                s.defined.add(atLeast(q, 0));
            }
            s.defined.add(less(q, operand.size()));
        } else if (op instanceof Mapping.Stride st) {
            q = times(p, st.divisor());
        }
        String key = s.scope + NormalForm.Group.name(operand);
        s.groups.putIfAbsent(key, operand);
        s.add(key, q);
    }

    /**
     * Each composite's flat value, the sum of what its terms add, read by the composite's own
     * mapping: below its size, and a hole where the composite has one. Composites met while
     * decoding one are its own, decoded in turn under its scope.
     */
    private void decodeComposites(State s) {
        List<String> done = new ArrayList<>();
        while (done.size() < s.groups.size()) {
            String key = s.groups.keySet().stream().filter(k -> !done.contains(k)).findFirst().orElseThrow();
            done.add(key);
            Mapping operand = s.groups.get(key);
            Pos flat = s.coordinate(key);
            s.defined.add(less(flat, operand.size()));
            String outer = s.scope;
            s.scope = key + "/";
            walk(operand, flat, s);
            s.scope = outer;
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
        } else {
            Pos[] qr = s.divide(p, n, "q", "r");
            walk(major, qr[0], s);
            walk(minor, qr[1], s);
        }
    }

    private void pad(Mapping.Padding pad, Pos p, State s) {
        long lead = pad.lead();
        long inner = pad.inner().size();
        if (lead == 0 && inner == pad.size()) {
            walk(pad.inner(), p, s);
            return;
        }
        Pos shifted = minus(p, constant(lead));
        if (lead > 0) {
            s.defined.add(atLeast(shifted, 0));
        }
        s.defined.add(less(shifted, inner));
        walk(pad.inner(), shifted, s);
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
        List<Pos> parts = new ArrayList<>();
        for (Mapping.Term t : lc.terms()) {
            long size = t.mapping().size();
            if (size == 1) {
                walk(t.mapping(), constant(0), s);
                continue;
            }
            if (t == determined) {
                continue;
            }
            Pos w;
            if (s.inverse != null && t.mapping() instanceof Mapping.Symbol sym && s.inverse.containsKey(sym.axis().name())) {
                w = Pos.of(s.inverse.get(sym.axis().name()));
                s.choices.add(atLeast(w, 0));
                s.choices.add(less(w, size));
            } else {
                w = s.witness(size);
            }
            parts.add(times(w, t.stride()));
            walk(t.mapping(), w, s);
        }
        Pos rest = minus(p, sum(parts));
        if (determined == null) {
            s.choices.add(rest.constant() ? bools.makeBoolean(rest.value().signum() == 0)
                    : ints.equal(rest.formula(), number(0)));
            return;
        }
        Pos digit = rest;
        if (determined.stride() > 1) {
            Pos[] qr = s.divide(rest, determined.stride(), "q", "r");
            s.choices.add(qr[1].constant() ? bools.makeBoolean(qr[1].value().signum() == 0)
                    : ints.equal(qr[1].formula(), number(0)));
            digit = qr[0];
        }
        s.choices.add(atLeast(digit, 0));
        s.choices.add(less(digit, determined.mapping().size()));
        walk(determined.mapping(), digit, s);
    }

    private static BigInteger floorDiv(BigInteger x, BigInteger d) {
        BigInteger[] qr = x.divideAndRemainder(d);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }
}
