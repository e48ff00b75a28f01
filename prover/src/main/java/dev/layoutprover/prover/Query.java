package dev.layoutprover.prover;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Mapping;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * One satisfiability question under construction: the assertions, and the membership formulas
 * that relate a tensor index to what a mapping stores at a {@link Site}.
 *
 * <ul>
 *   <li>Membership ({@code t ∈ E(p)}) is existential, hence quantifier-free. A sliding window
 *       with at most 256 witness values is written as the disjunction of its instances (each
 *       with its witnesses as constants), otherwise its witnesses are free variables.
 *   <li>Non-membership ({@code t ∉ E(p)}) of a function of the position is quantifier-free: its
 *       auxiliaries are determined, so their definitions are asserted at the top level. For a
 *       sliding window (or when the position itself is bound, as for coverage) it is universal:
 *       the conjunction of its instances when there are few enough ({@link Backend#expandUpTo}),
 *       else a {@code forall} where the solver takes quantifiers, else unknown.
 *   <li>Encodings share their divisions: the same term divided by the same constant gets one
 *       quotient and remainder, so that two encodings of one position agree without the solver
 *       having to prove it.
 * </ul>
 *
 * The {@link #technique()} says which was used, for the method string of a proof.
 *
 * <p>Example: equivalence of a function {@code L} and a sliding window {@code R} asks for
 * {@code ∃p: ∨_c (c stores L(p) ∧ ∧_k ¬(R_k(p) = L(p))) ∨ …} over the instances {@code R_k} of R.
 */
final class Query {

    /** The most instances of sliding witnesses a formula is expanded into: 2^12. */
    static final long EXPANSION_LIMIT = 1 << 12;
    /**
     * The most instances a universal over the position (and witnesses) is expanded into, for a
     * solver that cannot quantify: 2^15. Each instance is then a constant index, cheap to state.
     */
    static final long POSITION_EXPANSION_LIMIT = 1 << 15;
    /** A membership is written as the disjunction of its instances up to this many: 2^8. */
    private static final BigInteger MEMBER_INSTANCES = BigInteger.valueOf(1 << 8);

    /** Sliding windows with more witness values than this have their terms read off the index: 2^16. */
    private static final BigInteger INVERT_ABOVE = BigInteger.valueOf(1 << 16);

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
    /** The shared definitions asserted so far, so that each is asserted once. */
    private final Set<BooleanFormula> sharedAsserted = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final Set<String> techniques = new LinkedHashSet<>();
    /** A universal or an expansion was formed: the check goes to a fresh solver, which preprocesses. */
    private boolean quantified;
    private final Map<IntegerFormula, BigInteger[]> ranges = new HashMap<>();

    Query(Backend backend) {
        this.backend = backend;
        this.formulas = backend.formulas();
        this.ints = formulas.getIntegerFormulaManager();
        this.bools = formulas.getBooleanFormulaManager();
        this.encoder = new Encoder(formulas, "v");
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
        range(p, 0, size - 1);
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

    void require(BooleanFormula f) {
        assertions.add(f);
    }

    /** Asserts the definitions of the shared divisions {@code r} uses, each once per question. */
    private void requireShared(Relation r) {
        for (BooleanFormula f : r.shared()) {
            if (sharedAsserted.add(f)) {
                require(f);
            }
        }
    }

    BooleanFormula equal(List<IntegerFormula> a, List<IntegerFormula> b) {
        List<BooleanFormula> eq = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            eq.add(ints.equal(a.get(i), b.get(i)));
        }
        return bools.and(eq);
    }

    /**
     * A mapping at a position, to be encoded where it is used. When {@code guarded}, positions
     * outside {@code 0 ≤ p < |E|} are holes (the parent of a tile view, read past its end).
     */
    record Site(Mapping mapping, IntegerFormula position, List<Axis> axes, boolean guarded) {
        Site(Mapping mapping, IntegerFormula position, List<Axis> axes) {
            this(mapping, position, axes, false);
        }
    }

    /** The relation of the site, its variables fresh. */
    Relation relation(Site site) {
        return encode(site);
    }

    private Relation encode(Site site) {
        BigInteger[] range = ranges.get(site.position());
        Relation r = guard(site, range == null ? encoder.shared(site.mapping(), site.position(), site.axes())
                : encoder.shared(site.mapping(), site.position(), range[0], range[1], site.axes()));
        requireShared(r);
        return r;
    }

    private Relation guard(Site site, Relation r) {
        if (!site.guarded()) {
            return r;
        }
        BooleanFormula inside = bools.and(ints.greaterOrEquals(site.position(), number(0)),
                ints.lessThan(site.position(), number(site.mapping().size())));
        return new Relation(r.witnesses(), r.auxiliaries(), r.definitions(), r.choices(), bools.and(inside, r.defined()),
                r.index(), r.wraps(), r.shared());
    }

    /**
     * {@code t ∈ E(p)}: existential. A sliding window with few witness values is written as the
     * disjunction of its instances, whose divisions coincide with those of the same instances
     * under a negation; otherwise its witnesses are free variables of the query.
     */
    BooleanFormula member(Site site, List<IntegerFormula> t) {
        return some(site, r -> equal(t, r.index()));
    }

    /** {@code E(p)} is not a hole: existential. */
    BooleanFormula stores(Site site) {
        return some(site, r -> bools.makeTrue());
    }

    private BooleanFormula some(Site site, Function<Relation, BooleanFormula> body) {
        List<Relation> instances = instances(site, MEMBER_INSTANCES.longValueExact());
        if (instances == null) {
            Relation r = encode(site);
            return bools.and(r.definitions(), r.choices(), r.defined(), body.apply(r));
        }
        if (instances.size() > 1) {
            expanded();
        }
        List<BooleanFormula> disjuncts = new ArrayList<>();
        instances.forEach(i -> disjuncts.add(bools.and(i.defined(), body.apply(i))));
        return bools.or(disjuncts);
    }

    /**
     * The site as a list of functional instances, one per assignment of its sliding witnesses
     * (their definitions asserted), or null when there are more than {@code limit}; a function of
     * the position is its own single instance.
     */
    List<Relation> instances(Site site, long limit) {
        Relation r = encode(site);
        if (r.functional()) {
            require(r.definitions());
            return List.of(r);
        }
        if (instances(r.witnesses()).compareTo(BigInteger.valueOf(limit)) > 0) {
            return null;
        }
        List<Relation> out = new ArrayList<>();
        for (long[] w : assignments(r.witnesses())) {
            Relation i = guard(site, encoder.instance(site.mapping(), site.position(), ranges.get(site.position()), 0,
                    site.axes(), w));
            requireShared(i);
            require(i.definitions());
            out.add(i);
        }
        return out;
    }

    /** Every assignment of values to the witnesses, the last varying fastest. */
    private static List<long[]> assignments(List<Relation.Witness> free) {
        long total = instances(free).longValueExact();
        List<long[]> out = new ArrayList<>();
        for (long k = 0; k < total; k++) {
            long[] values = new long[free.size()];
            long rest = k;
            for (int i = free.size() - 1; i >= 0; i--) {
                values[i] = rest % free.get(i).size();
                rest /= free.get(i).size();
            }
            out.add(values);
        }
        return out;
    }

    /**
     * {@code t ∉ E(p)}. When a sliding window has more than 2^16 witness values and every free
     * choice is a term that is exactly an axis (occurring once, no skews), the choice is read off
     * {@code t} and the formula is quantifier-free whatever the window's size; otherwise a
     * universal (or its expansion).
     */
    BooleanFormula notMember(Site site, List<IntegerFormula> t) {
        // Up to 2^16 witness values Z3 decides the universal (or its expansion) faster than the
        // inverted form; beyond, the universal is where it gets lost.
        Relation inverted = witnessValues(site.mapping()).compareTo(INVERT_ABOVE) > 0 ? inverted(site, t) : null;
        if (inverted != null) {
            techniques.add("sliding terms read off the index");
            return bools.not(bools.and(inverted.defined(), equal(t, inverted.index())));
        }
        return excluded(site, r -> equal(t, r.index()), false);
    }

    /** The site's relation with its sliding choices read off {@code t}, or null when some choice is not an axis of {@code t}. */
    private Relation inverted(Site site, List<IntegerFormula> t) {
        Map<String, Integer> occurrences = new HashMap<>();
        if (dev.layoutprover.algebra.Evaluator.of(site.mapping()).isFunctional() || !plainAxes(site.mapping(), occurrences)) {
            return null;
        }
        Map<String, IntegerFormula> coordinates = new HashMap<>();
        for (int i = 0; i < site.axes().size(); i++) {
            String name = site.axes().get(i).name();
            if (occurrences.getOrDefault(name, 0) == 1) {
                coordinates.put(name, t.get(i));
            }
        }
        Relation r = guard(site, encoder.inverted(site.mapping(), site.position(), ranges.get(site.position()),
                site.axes(), coordinates));
        requireShared(r);
        if (!r.witnesses().isEmpty()) {
            return null;
        }
        require(r.definitions());
        return r;
    }

    /**
     * How many assignments the sliding witnesses of {@code m} have, as the encoder chooses them:
     * every term of a window but the largest one with a nonzero stride.
     */
    private static BigInteger witnessValues(Mapping m) {
        return switch (m) {
            case Mapping.Identity i -> BigInteger.ONE;
            case Mapping.Symbol s -> BigInteger.ONE;
            case Mapping.Skewed s -> BigInteger.ONE;
            case Mapping.Pair p -> witnessValues(p.major()).multiply(witnessValues(p.minor()));
            case Mapping.OuterSum o -> witnessValues(o.left()).multiply(witnessValues(o.right()));
            case Mapping.Padding p -> witnessValues(p.inner());
            case Mapping.Resize r -> witnessValues(r.inner());
            case Mapping.Modulo r -> witnessValues(r.inner());
            case Mapping.Stride s -> witnessValues(s.inner());
            case Mapping.Alias a -> witnessValues(a.target());
            case Mapping.Swizzle w -> witnessValues(w.inner());
            case Mapping.LinearCombination lc -> {
                Mapping.Term determined = null;
                for (Mapping.Term t : lc.terms()) {
                    if (t.stride() > 0 && t.mapping().size() > 1
                            && (determined == null || t.mapping().size() > determined.mapping().size())) {
                        determined = t;
                    }
                }
                BigInteger v = BigInteger.ONE;
                for (Mapping.Term t : lc.terms()) {
                    v = v.multiply(witnessValues(t.mapping()));
                    if (t != determined && t.mapping().size() > 1) {
                        v = v.multiply(BigInteger.valueOf(t.mapping().size()));
                    }
                }
                yield v;
            }
        };
    }

    /** Counts the occurrences of each axis; false when the mapping has a skewed axis. */
    private static boolean plainAxes(Mapping m, Map<String, Integer> out) {
        return switch (m) {
            case Mapping.Identity i -> true;
            case Mapping.Symbol s -> {
                out.merge(s.axis().name(), 1, Integer::sum);
                yield true;
            }
            case Mapping.Skewed s -> false;
            case Mapping.Pair p -> plainAxes(p.major(), out) && plainAxes(p.minor(), out);
            case Mapping.OuterSum o -> plainAxes(o.left(), out) && plainAxes(o.right(), out);
            case Mapping.Padding p -> plainAxes(p.inner(), out);
            case Mapping.Resize r -> plainAxes(r.inner(), out);
            case Mapping.Modulo r -> plainAxes(r.inner(), out);
            case Mapping.Stride s -> plainAxes(s.inner(), out);
            case Mapping.Alias a -> plainAxes(a.target(), out);
            case Mapping.Swizzle w -> plainAxes(w.inner(), out);
            case Mapping.LinearCombination lc -> lc.terms().stream().allMatch(t -> plainAxes(t.mapping(), out));
        };
    }

    /** {@code E(p)} is a hole. */
    BooleanFormula hole(Site site) {
        return excluded(site, r -> bools.makeTrue(), false);
    }

    /**
     * {@code ¬∃ witnesses: defined ∧ body}: no choice of the sliding witnesses (and, when
     * {@code positionBound}, of the site's position variable in {@code 0 ≤ p < |E|}) makes
     * {@code body} hold at a stored index.
     */
    BooleanFormula excluded(Site site, Function<Relation, BooleanFormula> body, boolean positionBound) {
        Relation r = encode(site);
        if (r.functional() && !positionBound) {
            require(r.definitions());
            techniques.add("quantifier-free");
            return bools.not(bools.and(r.defined(), body.apply(r)));
        }
        List<Relation.Witness> free = new ArrayList<>();
        if (positionBound) {
            free.add(new Relation.Witness(site.position(), site.mapping().size()));
        }
        free.addAll(r.witnesses());
        String over = describe(positionBound ? 1 : 0, r.witnesses().size());
        boolean expand = !backend.quantifiers()
                || instances(free).compareTo(BigInteger.valueOf(backend.expandUpTo(positionBound))) <= 0;
        if (expand) {
            return expand(site, body, free, positionBound, over);
        }
        techniques.add("∀ over " + over);
        quantified = true;
        // Under the quantifier every division is the encoding's own.
        r = guard(site, encoder.encode(site.mapping(), site.position(), site.axes()));
        free.clear();
        if (positionBound) {
            free.add(new Relation.Witness(site.position(), site.mapping().size()));
        }
        free.addAll(r.witnesses());
        List<IntegerFormula> vars = new ArrayList<>();
        free.forEach(w -> vars.add(w.variable()));
        vars.addAll(r.auxiliaries());
        BooleanFormula range = positionBound ? within(site.position(), site.mapping().size()) : bools.makeTrue();
        BooleanFormula matrix = bools.and(range, r.definitions(), r.choices(), r.defined(), body.apply(r));
        return formulas.getQuantifiedFormulaManager().forall(vars, bools.not(matrix));
    }

    private static BigInteger instances(List<Relation.Witness> free) {
        BigInteger count = BigInteger.ONE;
        for (Relation.Witness w : free) {
            count = count.multiply(BigInteger.valueOf(w.size()));
        }
        return count;
    }

    /** The conjunction of the instances, each encoded with its witnesses (and position) as constants. */
    private BooleanFormula expand(Site site, Function<Relation, BooleanFormula> body, List<Relation.Witness> free,
                                  boolean positionBound, String over) {
        BigInteger count = instances(free);
        long limit = positionBound ? POSITION_EXPANSION_LIMIT : EXPANSION_LIMIT;
        if (count.compareTo(BigInteger.valueOf(limit)) > 0) {
            throw new NeedsQuantifiers(backend.solver().cliName() + " has no quantifiers, and the universal formula over "
                    + over + " has " + count + " instances (at most " + limit + " are expanded)");
        }
        techniques.add("∀ over " + over + " expanded into " + count + " instances");
        quantified = true;
        List<BooleanFormula> instances = new ArrayList<>();
        int skip = positionBound ? 1 : 0;
        for (long[] values : assignments(free)) {
            long[] witnesses = Arrays.copyOfRange(values, skip, values.length);
            Relation r = guard(site, encoder.instance(site.mapping(), positionBound ? null : site.position(),
                    positionBound ? null : ranges.get(site.position()), positionBound ? values[0] : 0, site.axes(),
                    witnesses));
            requireShared(r);
            require(r.definitions());
            instances.add(bools.not(bools.and(r.defined(), body.apply(r))));
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

    /**
     * Checks the assertions and reads {@code wanted} from the model. When the solver says
     * satisfiable but gives no model, each wanted variable whose range is known is pinned down by
     * bisection, one satisfiability check per halving.
     */
    Backend.SatAnswer solve(List<IntegerFormula> wanted) {
        Backend.Satisfiability first = backend.solve(assertions, wanted, quantified);
        if (first instanceof Backend.SatAnswer.Sat sat) {
            return smallest(sat, wanted);
        }
        if (first instanceof Backend.SatAnswer o) {
            return o;
        }
        List<BigInteger> values = new ArrayList<>();
        List<BooleanFormula> pinned = new ArrayList<>(assertions);
        for (IntegerFormula w : wanted) {
            BigInteger[] range = ranges.get(w);
            if (range == null) {
                return new Backend.SatAnswer.Unknown(backend.solver().cliName() + " found a counterexample but gave no model");
            }
            BigInteger lo = range[0];
            BigInteger hi = range[1];
            while (lo.compareTo(hi) < 0) {
                BigInteger mid = lo.add(hi).shiftRight(1);
                List<BooleanFormula> half = new ArrayList<>(pinned);
                half.add(ints.greaterOrEquals(w, number(lo)));
                half.add(ints.lessOrEquals(w, number(mid)));
                Backend.Satisfiability r = backend.solve(half, List.of(), quantified);
                if (r instanceof Backend.SatAnswer.Unsat) {
                    lo = mid.add(BigInteger.ONE);
                } else if (r instanceof Backend.SatAnswer.Unknown u) {
                    return u;
                } else {
                    hi = mid;
                }
            }
            values.add(lo);
            pinned.add(ints.equal(w, number(lo)));
        }
        return new Backend.SatAnswer.Sat(values);
    }

    /** The model with its first wanted value made the smallest possible ({@link Backend#smallest}). */
    private Backend.SatAnswer smallest(Backend.SatAnswer.Sat sat, List<IntegerFormula> wanted) {
        if (quantified || wanted.isEmpty() || !ranges.containsKey(wanted.get(0))) {
            return sat;
        }
        return backend.smallest(assertions, wanted, ranges.get(wanted.get(0))[0], sat);
    }

    /** Notes that sliding windows were written as their instances (for the method, and a fresh solver). */
    void expanded() {
        techniques.add("sliding windows expanded into their instances");
        quantified = true;
    }

    /** Like {@link #solve}, with {@code extra} asserted for this check only. */
    Backend.SatAnswer solveWith(BooleanFormula extra, List<IntegerFormula> wanted) {
        assertions.add(extra);
        try {
            return solve(wanted);
        } finally {
            assertions.remove(assertions.size() - 1);
        }
    }

    /** Records that {@code x} lies in {@code lo..hi}, for pinning it down without a model. */
    void range(IntegerFormula x, long lo, long hi) {
        ranges.put(x, new BigInteger[] {BigInteger.valueOf(lo), BigInteger.valueOf(hi)});
    }

    /** How the universal parts were handled, for a proof's method string. */
    String technique() {
        return techniques.isEmpty() ? "quantifier-free" : String.join("; ", techniques);
    }
}
