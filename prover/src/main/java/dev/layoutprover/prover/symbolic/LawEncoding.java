package dev.layoutprover.prover.symbolic;

import dev.layoutprover.algebra.Memo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FunctionDeclaration;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.UFManager;

/**
 * The negation of a law as constraints: satisfiable exactly when some instance (in the abstract
 * algebra of slots below) has the two sides differ in size or at some position.
 *
 * <h2>Slots</h2>
 * What a position holds (a hole, an index, a set of indices) is an uninterpreted value; a mapping
 * variable {@code E} is an uninterpreted function from positions to slots, and the slot of a pair
 * is {@code add(major slot, minor slot)}, an uninterpreted function too. The constraints only
 * use facts that hold of real slots, where {@code add} is the sum of every index of one side with
 * every index of the other (a hole when either side is one), {@code EMPTY} holds {@code {}} and
 * {@code HOLE} nothing: {@code EMPTY} is a unit of {@code add}, {@code HOLE} absorbs, {@code add}
 * is associative, an axis {@code A} sends {@code 0} to {@code EMPTY} and {@code s + t} to
 * {@code add(A(s), A(t))}. Each fact is asserted for the terms the law builds (ground instances),
 * so a proof covers every mapping, sliding windows included. A model is no counterexample: it may
 * interpret slots in a way no mapping does.
 *
 * <h2>Sizes</h2>
 * Free sizes are integer variables at least 1 (or numbers, for one instance of a bounded check).
 * Each stride and modulo by {@code n} asserts {@code |E| = k·n} for a fresh {@code k ≥ 1}; resizes
 * and paddings assert their inequalities. Positions are evaluated as the evaluator does: a pair
 * reads {@code p / |R|} and {@code p % |R|}, a stride {@code p·n}, padding checks its bound. With
 * sizes as variables, a pair's quotient and remainder are fresh {@code q, s} with
 * {@code p = q·|R| + s} and {@code 0 ≤ s < |R|}, which determine them; the solver finds products
 * of unknowns easier to reason about than quotients by unknowns.
 */
final class LawEncoding {

    /** A slot term and how it was built, for instantiating the slot facts. */
    private record Val(IntegerFormula f, Val addLeft, Val addRight, String axis, IntegerFormula axisAt, int depth) {
        static Val plain(IntegerFormula f) {
            return new Val(f, null, null, null, null, 0);
        }
        boolean isAdd() {
            return addLeft != null;
        }
    }

    private final IntegerFormulaManager ints;
    private final BooleanFormulaManager bools;
    private final UFManager ufs;
    private final Map<String, Long> concrete;
    private final boolean scaledDivision;
    private final Map<String, IntegerFormula> sizes = new LinkedHashMap<>();
    private final Map<LawTerm, IntegerFormula> termSizes = new java.util.HashMap<>();
    /** Positions built as {@code x·n} by a stride: {@code {x, n}}. */
    private final Map<IntegerFormula, IntegerFormula[]> products = new java.util.HashMap<>();
    private final Map<String, FunctionDeclaration<IntegerFormula>> functions = new LinkedHashMap<>();
    private final FunctionDeclaration<IntegerFormula> add;
    private final IntegerFormula empty;
    private final IntegerFormula hole;
    private final List<BooleanFormula> constraints = new ArrayList<>();
    private final List<Val> adds = new ArrayList<>();
    private final List<IntegerFormula[]> applications = new ArrayList<>();
    private final List<String> applied = new ArrayList<>();
    private int fresh;

    /**
     * The constraints for {@code law}; {@code concrete} gives every free size a value, or is null
     * for sizes as variables.
     */
    static List<BooleanFormula> negation(FormulaManager fm, Law law, Map<String, Long> concrete, boolean scaledDivision) {
        return new LawEncoding(fm, law, concrete, scaledDivision).constraints;
    }

    /**
     * The negation of {@code (x·r) / r = x ∧ (x·r) % r = 0} for {@code r ≥ 1}: once the solver has
     * found it unsatisfiable, encodings may read a pair at a stride's position {@code x·|R|} as
     * {@code x} and {@code 0} directly.
     */
    static List<BooleanFormula> scaledDivisionLemma(FormulaManager fm) {
        IntegerFormulaManager ints = fm.getIntegerFormulaManager();
        BooleanFormulaManager bools = fm.getBooleanFormulaManager();
        IntegerFormula x = ints.makeVariable("lemma_x");
        IntegerFormula r = ints.makeVariable("lemma_r");
        IntegerFormula xr = ints.multiply(x, r);
        return List.of(ints.greaterOrEquals(r, ints.makeNumber(1)),
                bools.not(bools.and(ints.equal(ints.divide(xr, r), x), ints.equal(ints.modulo(xr, r), ints.makeNumber(0)))));
    }

    private LawEncoding(FormulaManager fm, Law law, Map<String, Long> concrete, boolean scaledDivision) {
        this.scaledDivision = scaledDivision;
        this.ints = fm.getIntegerFormulaManager();
        this.bools = fm.getBooleanFormulaManager();
        this.ufs = fm.getUFManager();
        this.concrete = concrete;
        this.add = ufs.declareUF("slot_add", FormulaType.IntegerType, FormulaType.IntegerType, FormulaType.IntegerType);
        this.empty = ints.makeVariable("slot_empty");
        this.hole = ints.makeVariable("slot_hole");
        constraints.add(bools.not(ints.equal(empty, hole)));
        for (String name : law.freeSizes()) {
            IntegerFormula s;
            if (concrete == null) {
                s = ints.makeVariable("size" + sanitize(name));
                constraints.add(ints.greaterOrEquals(s, ints.makeNumber(1)));
            } else {
                s = ints.makeNumber(concrete.get(name));
            }
            sizes.put(name, s);
        }
        for (String m : law.mappings()) {
            functions.put(m, ufs.declareUF("map_" + m, FormulaType.IntegerType, FormulaType.IntegerType));
        }
        for (String a : law.axes()) {
            functions.put(a, ufs.declareUF("axis_" + a, FormulaType.IntegerType, FormulaType.IntegerType));
            constraints.add(ints.equal(ufs.callUF(functions.get(a), ints.makeNumber(0)), empty));
        }
        IntegerFormula p = ints.makeVariable("position");
        IntegerFormula leftSize = size(law.left());
        IntegerFormula rightSize = size(law.right());
        Val left = slot(law.left(), p);
        Val right = slot(law.right(), p);
        constraints.add(bools.or(
                bools.not(ints.equal(leftSize, rightSize)),
                bools.and(ints.greaterOrEquals(p, ints.makeNumber(0)), ints.lessThan(p, leftSize),
                        bools.not(ints.equal(left.f(), right.f())))));
        for (Hypothesis h : law.hypotheses()) {
            assume(h);
        }
        instantiateSlotFacts();
    }

    private static String sanitize(String name) {
        return name.replace("|", "_");
    }

    private IntegerFormula size(LawSize s) {
        return switch (s) {
            case LawSize.Const c -> ints.makeNumber(c.value());
            case LawSize.Var v -> sizes.get(v.name());
            case LawSize.SizeOf o -> sizes.get(Law.sizeName(o.name()));
            case LawSize.Product p -> {
                IntegerFormula f = size(p.factors().get(0));
                for (int i = 1; i < p.factors().size(); i++) {
                    f = ints.multiply(f, size(p.factors().get(i)));
                }
                yield f;
            }
        };
    }

    private IntegerFormula size(LawTerm t) {
        return Memo.get(termSizes, t, this::computeSize);
    }

    private IntegerFormula computeSize(LawTerm t) {
        if (concrete != null) {
            return ints.makeNumber(Law.size(t, concrete).orElseThrow(
                    () -> new IllegalStateException(t + " is not well formed at " + concrete)));
        }
        return switch (t) {
            case LawTerm.Unit u -> ints.makeNumber(1);
            case LawTerm.Var v -> sizes.get(Law.sizeName(v.name()));
            case LawTerm.Symbol a -> sizes.get(Law.sizeName(a.name()));
            case LawTerm.Pair pr -> ints.multiply(size(pr.major()), size(pr.minor()));
            case LawTerm.Stride st -> quotient(st.inner(), st.divisor());
            case LawTerm.Modulo m -> {
                quotient(m.inner(), m.modulus());
                yield size(m.modulus());
            }
            case LawTerm.Resize r -> {
                IntegerFormula n = size(r.size());
                constraints.add(ints.greaterOrEquals(n, ints.makeNumber(1)));
                constraints.add(ints.lessOrEquals(n, size(r.inner())));
                yield n;
            }
            case LawTerm.Padding pd -> {
                IntegerFormula n = size(pd.size());
                constraints.add(ints.greaterOrEquals(n, size(pd.inner())));
                yield n;
            }
        };
    }

    /**
     * The size of {@code E / n}: the product of the factors left when {@code n}'s factors are taken
     * out of {@code |E|}'s (so {@code [A, B] / |B|} has size {@code |A|}, which needs no arithmetic),
     * or else a fresh {@code k ≥ 1} with {@code |E| = k·n}.
     */
    private IntegerFormula quotient(LawTerm inner, LawSize n) {
        List<String> rest = quotientFactors(inner, n);
        if (rest == null) {
            return quotient(size(inner), size(n));
        }
        IntegerFormula k = ints.makeNumber(1);
        for (String f : rest) {
            k = ints.multiply(k, factor(f));
        }
        return k;
    }

    /** The factors of {@code |inner| / n} when {@code n}'s factors are among {@code |inner|}'s, else null. */
    private List<String> quotientFactors(LawTerm inner, LawSize n) {
        List<String> whole = factors(inner);
        if (whole == null) {
            return null;
        }
        List<String> rest = new ArrayList<>(whole);
        for (String f : factors(n)) {
            if (!rest.remove(f)) {
                return null;
            }
        }
        return rest;
    }

    /** {@code |E|} as a list of factor names ({@code |A|}, {@code n}, numbers), or null when it is no product. */
    private List<String> factors(LawTerm t) {
        return switch (t) {
            case LawTerm.Unit u -> List.of();
            case LawTerm.Var v -> List.of(Law.sizeName(v.name()));
            case LawTerm.Symbol a -> List.of(Law.sizeName(a.name()));
            case LawTerm.Pair p -> {
                List<String> l = factors(p.major());
                List<String> r = factors(p.minor());
                if (l == null || r == null) {
                    yield null;
                }
                List<String> out = new ArrayList<>(l);
                out.addAll(r);
                yield out;
            }
            case LawTerm.Stride st -> quotientFactors(st.inner(), st.divisor());
            case LawTerm.Modulo m -> factors(m.modulus());
            case LawTerm.Resize r -> factors(r.size());
            case LawTerm.Padding pd -> factors(pd.size());
        };
    }

    private List<String> factors(LawSize s) {
        return switch (s) {
            case LawSize.Const c -> c.value() == 1 ? List.of() : List.of(Long.toString(c.value()));
            case LawSize.Var v -> List.of(v.name());
            case LawSize.SizeOf o -> List.of(Law.sizeName(o.name()));
            case LawSize.Product p -> {
                List<String> out = new ArrayList<>();
                for (LawSize f : p.factors()) {
                    out.addAll(factors(f));
                }
                yield out;
            }
        };
    }

    private IntegerFormula factor(String name) {
        return Character.isDigit(name.charAt(0)) ? ints.makeNumber(Long.parseLong(name)) : sizes.get(name);
    }

    /** A fresh {@code k ≥ 1} with {@code whole = k·n}, {@code n ≥ 1}. */
    private IntegerFormula quotient(IntegerFormula whole, IntegerFormula n) {
        IntegerFormula k = ints.makeVariable("quotient" + fresh++);
        constraints.add(ints.greaterOrEquals(n, ints.makeNumber(1)));
        constraints.add(ints.greaterOrEquals(k, ints.makeNumber(1)));
        constraints.add(ints.equal(whole, ints.multiply(k, n)));
        return k;
    }

    /** The slot of {@code t} at {@code p}, for {@code 0 ≤ p < |t|}. */
    private Val slot(LawTerm t, IntegerFormula p) {
        return switch (t) {
            case LawTerm.Unit u -> Val.plain(empty);
            case LawTerm.Var v -> {
                applications.add(new IntegerFormula[] {p});
                applied.add(v.name());
                yield Val.plain(ufs.callUF(functions.get(v.name()), p));
            }
            case LawTerm.Symbol a -> new Val(ufs.callUF(functions.get(a.name()), p), null, null, a.name(), p, 0);
            case LawTerm.Pair pr -> {
                IntegerFormula r = size(pr.minor());
                IntegerFormula[] product = products.get(p);
                if (scaledDivision && product != null && product[1].equals(r)) {
                    // (x·r) / r = x and (x·r) % r = 0, for r ≥ 1.
                    yield add(slot(pr.major(), product[0]), slot(pr.minor(), ints.makeNumber(0)), 0);
                }
                if (concrete == null) {
                    // p / r and p % r as the unique q, s with p = q·r + s, 0 ≤ s < r (r ≥ 1 is a size).
                    IntegerFormula q = ints.makeVariable("major" + fresh);
                    IntegerFormula s = ints.makeVariable("minor" + fresh++);
                    constraints.add(ints.equal(p, ints.add(ints.multiply(q, r), s)));
                    constraints.add(ints.greaterOrEquals(s, ints.makeNumber(0)));
                    constraints.add(ints.lessThan(s, r));
                    yield add(slot(pr.major(), q), slot(pr.minor(), s), 0);
                }
                yield add(slot(pr.major(), ints.divide(p, r)), slot(pr.minor(), ints.modulo(p, r)), 0);
            }
            case LawTerm.Stride st -> {
                IntegerFormula n = size(st.divisor());
                IntegerFormula scaled = ints.multiply(p, n);
                products.put(scaled, new IntegerFormula[] {p, n});
                yield slot(st.inner(), scaled);
            }
            case LawTerm.Modulo m -> slot(m.inner(), p);
            case LawTerm.Resize r -> slot(r.inner(), p);
            case LawTerm.Padding pd -> {
                IntegerFormula inner = size(pd.inner());
                if (pd.bottom()) {
                    IntegerFormula lead = ints.subtract(size(pd.size()), inner);
                    Val v = slot(pd.inner(), ints.subtract(p, lead));
                    yield Val.plain(bools.ifThenElse(ints.greaterOrEquals(p, lead), v.f(), hole));
                }
                Val v = slot(pd.inner(), p);
                yield Val.plain(bools.ifThenElse(ints.lessThan(p, inner), v.f(), hole));
            }
        };
    }

    private Val add(Val x, Val y, int depth) {
        Val v = new Val(ufs.callUF(add, x.f(), y.f()), x, y, null, null, depth);
        adds.add(v);
        return v;
    }

    private void assume(Hypothesis h) {
        FunctionDeclaration<IntegerFormula> e = functions.get(h.mapping());
        switch (h) {
            case Hypothesis.EmptyAtZero z -> constraints.add(ints.equal(ufs.callUF(e, ints.makeNumber(0)), empty));
            case Hypothesis.SplitsAt s -> {
                // One instance per position the law reads E at: q = t / n, r = t % n, so q·n + r = t.
                IntegerFormula n = size(s.n());
                IntegerFormula whole = sizes.get(Law.sizeName(s.mapping()));
                int count = applications.size();
                for (int i = 0; i < count; i++) {
                    if (!applied.get(i).equals(s.mapping())) {
                        continue;
                    }
                    IntegerFormula t = applications.get(i)[0];
                    Val block = Val.plain(ufs.callUF(e, ints.multiply(ints.divide(t, n), n)));
                    Val offset = Val.plain(ufs.callUF(e, ints.modulo(t, n)));
                    Val sum = add(block, offset, 0);
                    constraints.add(bools.implication(
                            bools.and(ints.greaterOrEquals(n, ints.makeNumber(1)),
                                    ints.greaterOrEquals(t, ints.makeNumber(0)), ints.lessThan(t, whole)),
                            ints.equal(ufs.callUF(e, t), sum.f())));
                }
            }
        }
    }

    /** Unit, absorption, associativity (one step each way) and axis additivity, on the terms built. */
    private void instantiateSlotFacts() {
        for (int i = 0; i < adds.size(); i++) {
            Val a = adds.get(i);
            Val x = a.addLeft();
            Val y = a.addRight();
            constraints.add(bools.implication(ints.equal(x.f(), empty), ints.equal(a.f(), y.f())));
            constraints.add(bools.implication(ints.equal(y.f(), empty), ints.equal(a.f(), x.f())));
            constraints.add(bools.implication(bools.or(ints.equal(x.f(), hole), ints.equal(y.f(), hole)),
                    ints.equal(a.f(), hole)));
            if (a.depth() == 0 && x.isAdd()) {
                Val other = add(x.addLeft(), add(x.addRight(), y, 1), 1);
                constraints.add(ints.equal(a.f(), other.f()));
            }
            if (a.depth() == 0 && y.isAdd()) {
                Val other = add(add(x, y.addLeft(), 1), y.addRight(), 1);
                constraints.add(ints.equal(a.f(), other.f()));
            }
            if (x.axis() != null && x.axis().equals(y.axis())) {
                IntegerFormula sum = ufs.callUF(functions.get(x.axis()), ints.add(x.axisAt(), y.axisAt()));
                constraints.add(ints.equal(a.f(), sum));
            }
        }
    }
}
