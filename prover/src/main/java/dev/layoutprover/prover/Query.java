package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * One satisfiability question under construction: the assertions, and the membership formulas
 * that relate a tensor index to what a mapping stores.
 *
 * <p>Membership ({@code t ∈ E(p)}) is existential, so it is always quantifier-free: the relation's
 * variables are simply free. Non-membership ({@code t ∉ E(p)}) is quantifier-free when the mapping
 * is a function of the position (its auxiliaries are then asserted at the top level, where they
 * are determined). Otherwise it is universal over the sliding witnesses (and any other bound
 * variable): the conjunction of its instances when there are few (at most 256 for a solver with
 * quantifiers, {@link #EXPANSION_LIMIT} for SMTInterpol, which has none), else a {@code forall}
 * where the solver takes quantifiers. The {@link #technique()} says which was used.
 *
 * <p>Example: equivalence of a function {@code L} and a sliding window {@code R} asks for
 * {@code ∃p, t: (t = L(p) ∧ t ∉ R(p)) ∨ (t ∈ R(p) ∧ t ≠ L(p))}, universal only over R's witnesses.
 */
final class Query {

    /** The most instances a universal formula is expanded into for a solver without quantifiers. */
    static final long EXPANSION_LIMIT = 1 << 12;
    /** Solvers with quantifiers expand a universal over sliding witnesses up to this many instances. */
    private static final BigInteger QUANTIFIED_ABOVE = BigInteger.valueOf(1 << 8);

    /** A universal formula was needed and could not be formed. */
    static final class NeedsQuantifiers extends RuntimeException {
        NeedsQuantifiers(String message) {
            super(message);
        }
    }

    private final Backend backend;
    final IntegerFormulaManager ints;
    final BooleanFormulaManager bools;
    private final FormulaManager formulas;
    private final Encoder encoder;
    private final List<BooleanFormula> assertions = new ArrayList<>();
    private final Set<String> techniques = new LinkedHashSet<>();

    Query(Backend backend) {
        this.backend = backend;
        this.formulas = backend.formulas();
        this.ints = formulas.getIntegerFormulaManager();
        this.bools = formulas.getBooleanFormulaManager();
        this.encoder = new Encoder(formulas, "v");
    }

    Backend backend() {
        return backend;
    }

    IntegerFormula variable(String hint) {
        return encoder.variable(hint);
    }

    IntegerFormula number(long v) {
        return encoder.number(v);
    }

    IntegerFormula number(BigInteger v) {
        return encoder.number(v);
    }

    /** A fresh position variable, asserted to lie in {@code 0 ≤ p < size}. */
    IntegerFormula position(String hint, long size) {
        IntegerFormula p = variable(hint);
        require(within(p, size));
        return p;
    }

    BooleanFormula within(IntegerFormula x, long size) {
        return bools.and(ints.greaterOrEquals(x, number(0)), ints.lessThan(x, number(size)));
    }

    /** Fresh variables for a tensor index over {@code axes}. */
    List<IntegerFormula> index(String hint, List<Axis> axes) {
        List<IntegerFormula> t = new ArrayList<>();
        for (Axis a : axes) {
            t.add(variable(hint + a.name()));
        }
        return t;
    }

    Relation encode(Mapping m, IntegerFormula position, List<Axis> axes) {
        return encoder.encode(m, position, axes);
    }

    void require(BooleanFormula f) {
        assertions.add(f);
    }

    BooleanFormula equal(List<IntegerFormula> a, List<IntegerFormula> b) {
        List<BooleanFormula> eq = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            eq.add(ints.equal(a.get(i), b.get(i)));
        }
        return bools.and(eq);
    }

    /** {@code t ∈ E(p)}: existential, its variables free in the query. */
    BooleanFormula member(Relation r, List<IntegerFormula> t) {
        return bools.and(r.definitions(), r.choices(), r.defined(), equal(t, r.index()));
    }

    /** {@code E(p)} is not a hole: existential. */
    BooleanFormula stores(Relation r) {
        return bools.and(r.definitions(), r.choices(), r.defined());
    }

    /** {@code t ∉ E(p)}. */
    BooleanFormula notMember(Relation r, List<IntegerFormula> t) {
        return excluded(r, equal(t, r.index()), List.of());
    }

    /** {@code E(p)} is a hole. */
    BooleanFormula hole(Relation r) {
        return excluded(r, bools.makeTrue(), List.of());
    }

    /**
     * {@code ¬∃ bound, witnesses: defined ∧ body}: no choice of the {@code bound} variables (each in
     * its range) and of the relation's witnesses makes {@code body} hold at a stored index.
     */
    BooleanFormula excluded(Relation r, BooleanFormula body, List<Relation.Witness> bound) {
        if (r.functional() && bound.isEmpty()) {
            require(r.definitions());
            techniques.add("quantifier-free");
            return bools.not(bools.and(r.defined(), body));
        }
        List<Relation.Witness> free = new ArrayList<>(bound);
        free.addAll(r.witnesses());
        String over = describe(bound.size(), r.witnesses().size());
        // Few instances of the witnesses alone are cheaper to expand than to quantify.
        boolean expand = !backend.quantifiers() || (bound.isEmpty() && instances(free).compareTo(QUANTIFIED_ABOVE) <= 0);
        if (expand) {
            return expand(r, body, free, over);
        }
        techniques.add("∀ over " + over);
        List<BooleanFormula> ranges = new ArrayList<>();
        for (Relation.Witness w : bound) {
            ranges.add(within(w.variable(), w.size()));
        }
        List<IntegerFormula> vars = new ArrayList<>();
        free.forEach(w -> vars.add(w.variable()));
        vars.addAll(r.auxiliaries());
        BooleanFormula matrix = bools.and(bools.and(ranges), r.definitions(), r.choices(), r.defined(), body);
        return formulas.getQuantifiedFormulaManager().forall(vars, bools.not(matrix));
    }

    private static BigInteger instances(List<Relation.Witness> free) {
        BigInteger count = BigInteger.ONE;
        for (Relation.Witness w : free) {
            count = count.multiply(BigInteger.valueOf(w.size()));
        }
        return count;
    }

    private BooleanFormula expand(Relation r, BooleanFormula body, List<Relation.Witness> free, String over) {
        BigInteger count = instances(free);
        if (count.compareTo(BigInteger.valueOf(EXPANSION_LIMIT)) > 0) {
            throw new NeedsQuantifiers(backend.solver().cliName() + " has no quantifiers, and the universal formula over "
                    + over + " has " + count + " instances (at most " + EXPANSION_LIMIT + " are expanded)");
        }
        techniques.add("∀ over " + over + " expanded into " + count + " instances");
        BooleanFormula matrix = bools.and(r.choices(), r.defined(), body);
        List<BooleanFormula> instances = new ArrayList<>();
        long[] values = new long[free.size()];
        long total = count.longValueExact();
        for (long k = 0; k < total; k++) {
            long rest = k;
            for (int i = free.size() - 1; i >= 0; i--) {
                values[i] = rest % free.get(i).size();
                rest /= free.get(i).size();
            }
            Map<Formula, Formula> substitution = new HashMap<>();
            for (int i = 0; i < free.size(); i++) {
                substitution.put(free.get(i).variable(), number(values[i]));
            }
            for (IntegerFormula a : r.auxiliaries()) {
                substitution.put(a, variable("x"));
            }
            require(formulas.substitute(r.definitions(), substitution));
            instances.add(bools.not(formulas.substitute(matrix, substitution)));
        }
        return bools.and(instances);
    }

    private static String describe(int bound, int witnesses) {
        String w = witnesses + (witnesses == 1 ? " sliding witness" : " sliding witnesses");
        if (bound == 0) {
            return w;
        }
        String b = bound == 1 ? "the position" : bound + " positions";
        return witnesses == 0 ? b : b + " and " + w;
    }

    Backend.Outcome solve(List<IntegerFormula> wanted) {
        return backend.solve(assertions, wanted);
    }

    /** How the universal parts were handled, for a proof's method string. */
    String technique() {
        return techniques.isEmpty() ? "quantifier-free" : String.join("; ", techniques);
    }
}
