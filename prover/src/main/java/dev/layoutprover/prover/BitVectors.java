package dev.layoutprover.prover;

import dev.layoutprover.prover.arith.Condition;
import dev.layoutprover.prover.arith.Search;
import dev.layoutprover.prover.arith.IntegerTerm;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;

/**
 * A {@link Search} over integer {@link IntegerTerm}s answered in the theory of bit-vectors, exactly: every
 * term gets a two's complement width wide enough that none of its values can wrap (a bound is
 * computed for every subterm), division and remainder by a power of two become an arithmetic shift
 * and a mask, other divisors floor division and Euclidean remainder. Bit-level terms (a swizzle's
 * {@code ⌊x / 2^j⌋ mod 2}) are thus single bits of {@code x}, which bit-blasting solvers decide far
 * faster than linear integer arithmetic.
 *
 * <p>Example: {@code x + ((x mod 2 + ⌊x/2⌋ mod 2) mod 2 − x mod 2) = x} over {@code 0 ≤ x < 4} (a
 * one-bit swizzle fixes {@code x}) is found at {@code x = 2}, the smallest such {@code x}.
 */
final class BitVectors {

    private final Backend backend;
    private final BitvectorFormulaManager bits;
    private final BooleanFormulaManager bools;
    private final int width;
    private final Map<String, BitvectorFormula> variables = new HashMap<>();
    private final Map<IntegerTerm, BitvectorFormula> memo = new HashMap<>();

    private BitVectors(Backend backend, int width) {
        this.backend = backend;
        this.bits = backend.formulas().getBitvectorFormulaManager();
        this.bools = backend.formulas().getBooleanFormulaManager();
        this.width = width;
    }

    /** Searches for values that satisfy {@code search}; the first variable at its smallest. */
    static Arithmetic.Answer find(Backend backend, Search search) {
        if (search.empty()) {
            return new Arithmetic.Answer.None();
        }
        BigInteger bound = BigInteger.ONE;
        Map<String, BigInteger> ranges = new HashMap<>();
        for (Search.Range r : search.variables()) {
            BigInteger b = BigInteger.valueOf(r.from()).abs().max(BigInteger.valueOf(r.to()).abs());
            ranges.put(r.name(), b);
            bound = bound.max(b);
        }
        bound = bound.max(bound(search.condition(), ranges));
        BitVectors t = new BitVectors(backend, bound.bitLength() + 2);
        List<BooleanFormula> assertions = new ArrayList<>();
        List<BitvectorFormula> wanted = new ArrayList<>();
        for (Search.Range r : search.variables()) {
            BitvectorFormula v = t.bits.makeVariable(t.width, "b_" + r.name());
            t.variables.put(r.name(), v);
            wanted.add(v);
            assertions.add(t.bits.greaterOrEquals(v, t.constant(BigInteger.valueOf(r.from())), true));
            assertions.add(t.bits.lessThan(v, t.constant(BigInteger.valueOf(r.to())), true));
        }
        assertions.add(t.condition(search.condition()));
        return switch (backend.solve(assertions, wanted, true)) {
            case Backend.SatAnswer.Unsat u -> new Arithmetic.Answer.None();
            case Backend.SatAnswer.Unknown u -> new Arithmetic.Answer.Unknown(u.reason());
            case Backend.SatWithoutModel w -> new Arithmetic.Answer.Unknown(backend.solver().cliName()
                    + " found a solution but gave no model to replay, so none is reported");
            case Backend.SatAnswer.Sat found -> {
                List<BigInteger> values = t.smallest(assertions, wanted, search.variables().get(0).from(), found.values());
                Map<String, BigInteger> named = new LinkedHashMap<>();
                for (int i = 0; i < wanted.size(); i++) {
                    named.put(search.variables().get(i).name(), values.get(i));
                }
                if (!search.satisfiedBy(named)) {
                    throw new ReplayFailure(backend.solver().cliName() + " answered " + named + ", which does not satisfy "
                            + search);
                }
                yield new Arithmetic.Answer.Found(named);
            }
        };
    }

    /** The model with its first value made the smallest (at least {@code lowest}), by bisection. */
    private List<BigInteger> smallest(List<BooleanFormula> assertions, List<BitvectorFormula> wanted, long lowest,
            List<BigInteger> found) {
        List<BigInteger> best = signed(found);
        BitvectorFormula w = wanted.get(0);
        BigInteger lo = BigInteger.valueOf(lowest);
        BigInteger hi = best.get(0);
        while (lo.compareTo(hi) < 0) {
            BigInteger mid = lo.add(hi).shiftRight(1);
            List<BooleanFormula> half = new ArrayList<>(assertions);
            half.add(bits.greaterOrEquals(w, constant(lo), true));
            half.add(bits.lessOrEquals(w, constant(mid), true));
            Backend.Satisfiability r = backend.solve(half, wanted, true);
            if (r instanceof Backend.SatAnswer.Sat s) {
                best = signed(s.values());
                hi = best.get(0);
            } else if (r instanceof Backend.SatAnswer.Unsat) {
                lo = mid.add(BigInteger.ONE);
            } else {
                break;
            }
        }
        return best;
    }

    private List<BigInteger> signed(List<BigInteger> unsigned) {
        List<BigInteger> out = new ArrayList<>();
        BigInteger modulus = BigInteger.ONE.shiftLeft(width);
        for (BigInteger u : unsigned) {
            out.add(u.testBit(width - 1) ? u.subtract(modulus) : u);
        }
        return out;
    }

    private BitvectorFormula constant(BigInteger value) {
        BigInteger v = value.signum() < 0 ? value.add(BigInteger.ONE.shiftLeft(width)) : value;
        return bits.makeBitvector(width, v);
    }

    private BitvectorFormula term(IntegerTerm term) {
        BitvectorFormula known = memo.get(term);
        if (known != null) {
            return known;
        }
        BitvectorFormula f = switch (term) {
            case IntegerTerm.Constant c -> constant(c.value());
            case IntegerTerm.Variable v -> {
                BitvectorFormula x = variables.get(v.name());
                if (x == null) {
                    throw new IllegalArgumentException("the variable " + v.name() + " has no range in the search");
                }
                yield x;
            }
            case IntegerTerm.Sum s -> {
                BitvectorFormula sum = null;
                for (IntegerTerm part : s.terms()) {
                    sum = sum == null ? term(part) : bits.add(sum, term(part));
                }
                yield sum;
            }
            case IntegerTerm.Scaled s -> bits.multiply(constant(s.factor()), term(s.term()));
            case IntegerTerm.Quotient q -> quotient(term(q.dividend()), q.divisor());
            case IntegerTerm.Remainder r -> remainder(term(r.dividend()), r.divisor());
        };
        memo.put(term, f);
        return f;
    }

    /** {@code ⌊x / n⌋}, {@code n > 0}. */
    private BitvectorFormula quotient(BitvectorFormula x, long n) {
        if (Long.bitCount(n) == 1) {
            return bits.shiftRight(x, bits.makeBitvector(width, Long.numberOfTrailingZeros(n)), true);
        }
        BitvectorFormula d = constant(BigInteger.valueOf(n));
        return bits.divide(bits.subtract(x, remainder(x, n)), d, true);
    }

    /** {@code x mod n} in {@code [0, n)}, {@code n > 0}. */
    private BitvectorFormula remainder(BitvectorFormula x, long n) {
        if (Long.bitCount(n) == 1) {
            return bits.and(x, constant(BigInteger.valueOf(n - 1)));
        }
        return bits.smodulo(x, constant(BigInteger.valueOf(n)));
    }

    private BooleanFormula condition(Condition c) {
        return switch (c) {
            case Condition.Equal e -> bits.equal(term(e.left()), term(e.right()));
            case Condition.Less l -> bits.lessThan(term(l.left()), term(l.right()), true);
            case Condition.Not n -> bools.not(condition(n.condition()));
            case Condition.All a -> bools.and(a.conditions().stream().map(this::condition).toList());
            case Condition.Any a -> bools.or(a.conditions().stream().map(this::condition).toList());
        };
    }

    /** An upper bound on the magnitude of every value of every term in {@code c}. */
    private static BigInteger bound(Condition c, Map<String, BigInteger> ranges) {
        return switch (c) {
            case Condition.Equal e -> bound(e.left(), ranges).max(bound(e.right(), ranges));
            case Condition.Less l -> bound(l.left(), ranges).max(bound(l.right(), ranges));
            case Condition.Not n -> bound(n.condition(), ranges);
            case Condition.All a -> a.conditions().stream().map(x -> bound(x, ranges)).reduce(BigInteger.ONE, BigInteger::max);
            case Condition.Any a -> a.conditions().stream().map(x -> bound(x, ranges)).reduce(BigInteger.ONE, BigInteger::max);
        };
    }

    /**
     * An upper bound on {@code |t|}, and on every subterm's, over the variables' ranges. A sum's
     * bound is the sum of its parts' (each part, and every partial sum, stays below it); remainders
     * are below their divisor; a quotient is below its dividend.
     */
    private static BigInteger bound(IntegerTerm t, Map<String, BigInteger> ranges) {
        return switch (t) {
            case IntegerTerm.Constant c -> c.value().abs();
            case IntegerTerm.Variable v -> ranges.getOrDefault(v.name(), BigInteger.ONE.shiftLeft(63));
            case IntegerTerm.Sum s -> s.terms().stream().map(x -> bound(x, ranges)).reduce(BigInteger.ZERO, BigInteger::add);
            case IntegerTerm.Scaled s -> s.factor().abs().multiply(bound(s.term(), ranges));
            case IntegerTerm.Quotient q -> bound(q.dividend(), ranges);
            case IntegerTerm.Remainder r -> bound(r.dividend(), ranges).max(BigInteger.valueOf(r.divisor()));
        };
    }
}
