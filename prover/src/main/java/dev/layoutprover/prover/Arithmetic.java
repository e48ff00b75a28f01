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
import java.util.Optional;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;

/**
 * Answers {@link Search}es over integer {@link IntegerTerm}s with an SMT solver: the entry point for the
 * layout-function encodings (CuTe layouts, XLA tilings) that state their claims as arithmetic
 * rather than as mappings. The divisions are first {@linkplain Search#rewritten() rewritten} by
 * carry-free digit identities; each that remains, a division or remainder by a constant {@code n},
 * becomes a quotient {@code q} and a remainder {@code r} with {@code t = n·q + r, 0 ≤ r < n}, so the
 * formulas are linear. An answer found by the solver is checked against the terms' exact evaluation before it
 * is returned; one that fails the check is a {@link ReplayFailure}.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(10))) {
 *     Arithmetic solver = session.arithmetic();
 *     IntegerTerm x = IntegerTerm.variable("x");
 *     solver.find(new Search(List.of(new Search.Range("x", 0, 6)),
 *             Condition.equal(IntegerTerm.plus(IntegerTerm.times(2, IntegerTerm.mod(x, 3)), IntegerTerm.times(3, IntegerTerm.div(x, 3))), IntegerTerm.constant(7))));
 *     // Found({x=5})
 * }
 * }</pre>
 *
 * <p>Z3 falls back to SMTInterpol when its native library cannot be loaded ({@link SolverSession});
 * {@link #notice()} then says so. The solver context is the session's, which the caller closes.
 */
public final class Arithmetic {

    /** The answer to a search. */
    public sealed interface Answer {
        /** Values of the search's variables that satisfy it, checked by exact evaluation. */
        record Found(Map<String, BigInteger> values) implements Answer {
            public Found {
                values = Map.copyOf(values);
            }
        }
        /** No values satisfy the search: the solver proved it unsatisfiable. */
        record None() implements Answer {}
        /** The solver could not decide: the reason, e.g. a timeout. */
        record Unknown(String reason) implements Answer {}
    }

    private final SolverSession session;
    private final Backend backend;

    /** The arithmetic of {@code session}; see {@link SolverSession#arithmetic()}. */
    Arithmetic(SolverSession session) {
        this.session = session;
        this.backend = session.backend();
    }

    /** The session this arithmetic borrows. */
    public SolverSession session() {
        return session;
    }

    /** Searches for values that satisfy {@code search}. */
    public Answer find(Search search) {
        if (search.empty()) {
            return new Answer.None();
        }
        Translation t = new Translation();
        List<IntegerFormula> wanted = new ArrayList<>();
        for (Search.Range r : search.variables()) {
            IntegerFormula v = t.ints.makeVariable("v_" + r.name());
            t.variables.put(r.name(), v);
            wanted.add(v);
            t.assertions.add(t.ints.greaterOrEquals(v, t.ints.makeNumber(r.from())));
            t.assertions.add(t.ints.lessThan(v, t.ints.makeNumber(r.to())));
        }
        t.assertions.add(t.condition(search.rewritten().condition()));
        return switch (backend.solve(t.assertions, wanted, false)) {
            case Backend.SatAnswer.Unsat u -> new Answer.None();
            case Backend.SatAnswer.Unknown u -> new Answer.Unknown(u.reason());
            case Backend.SatWithoutModel w -> new Answer.Unknown(solverName()
                    + " found a violation but gave no model to replay, so none is reported");
            case Backend.SatAnswer.Sat found -> {
                // The first variable at its smallest: a law's counterexample is its first failing point.
                Backend.SatAnswer.Sat s = backend.smallest(t.assertions, wanted,
                        BigInteger.valueOf(search.variables().get(0).from()), found);
                Map<String, BigInteger> values = new LinkedHashMap<>();
                for (int i = 0; i < wanted.size(); i++) {
                    values.put(search.variables().get(i).name(), s.values().get(i));
                }
                if (!search.satisfiedBy(values)) {
                    throw new ReplayFailure(solverName() + " answered " + values + ", which does not satisfy " + search);
                }
                yield new Answer.Found(values);
            }
        };
    }

    /**
     * Searches for values that satisfy {@code search} in the theory of bit-vectors, exactly (widths
     * that cannot wrap; see {@link BitVectors}): the choice for terms that take bits apart, such as
     * a swizzle's XOR. The answer is checked against the terms' exact evaluation, as {@link #find}'s.
     */
    public Answer findInBits(Search search) {
        return BitVectors.find(backend, search);
    }

    /** Whether {@link #findInBits} can be asked: the solver in use has bit-vectors. */
    public boolean hasBitVectors() {
        return backend.solver().bitVectors();
    }

    /** The solver in use: {@code z3}, {@code smtinterpol} or {@code princess}. */
    public String solverName() {
        return backend.solver().cliName();
    }

    /** One line when the requested solver could not be used and another took its place. */
    public Optional<String> notice() {
        return session.notice();
    }

    /** The formulas of one search: variables, and a quotient and remainder per division. */
    private final class Translation {
        final IntegerFormulaManager ints = backend.formulas().getIntegerFormulaManager();
        final BooleanFormulaManager bools = backend.formulas().getBooleanFormulaManager();
        final Map<String, IntegerFormula> variables = new HashMap<>();
        final List<BooleanFormula> assertions = new ArrayList<>();
        private final Map<Division, IntegerFormula[]> divisions = new HashMap<>();
        private final Map<IntegerTerm, IntegerFormula> memo = new HashMap<>();
        private int counter;

        private record Division(IntegerTerm dividend, long divisor) {}

        IntegerFormula term(IntegerTerm term) {
            IntegerFormula known = memo.get(term);
            if (known != null) {
                return known;
            }
            IntegerFormula f = switch (term) {
                case IntegerTerm.Constant c -> ints.makeNumber(c.value());
                case IntegerTerm.Variable v -> {
                    IntegerFormula x = variables.get(v.name());
                    if (x == null) {
                        throw new IllegalArgumentException("the variable " + v.name() + " has no range in the search");
                    }
                    yield x;
                }
                case IntegerTerm.Sum s -> ints.sum(s.terms().stream().map(this::term).toList());
                case IntegerTerm.Scaled s -> ints.multiply(ints.makeNumber(s.factor()), term(s.term()));
                case IntegerTerm.Quotient q -> division(q.dividend(), q.divisor())[0];
                case IntegerTerm.Remainder r -> division(r.dividend(), r.divisor())[1];
            };
            memo.put(term, f);
            return f;
        }

        /** {@code {q, r}} with {@code dividend = divisor·q + r} and {@code 0 ≤ r < divisor}. */
        private IntegerFormula[] division(IntegerTerm dividend, long divisor) {
            Division key = new Division(dividend, divisor);
            IntegerFormula[] qr = divisions.get(key);
            if (qr == null) {
                IntegerFormula x = term(dividend);
                int k = counter++;
                IntegerFormula q = ints.makeVariable("q_" + k);
                IntegerFormula r = ints.makeVariable("r_" + k);
                IntegerFormula n = ints.makeNumber(divisor);
                assertions.add(ints.equal(x, ints.add(ints.multiply(n, q), r)));
                assertions.add(ints.greaterOrEquals(r, ints.makeNumber(0)));
                assertions.add(ints.lessThan(r, n));
                qr = new IntegerFormula[] {q, r};
                divisions.put(key, qr);
            }
            return qr;
        }

        BooleanFormula condition(Condition c) {
            return switch (c) {
                case Condition.Equal e -> ints.equal(term(e.left()), term(e.right()));
                case Condition.Less l -> ints.lessThan(term(l.left()), term(l.right()));
                case Condition.Not n -> bools.not(condition(n.condition()));
                case Condition.All a -> bools.and(a.conditions().stream().map(this::condition).toList());
                case Condition.Any a -> bools.or(a.conditions().stream().map(this::condition).toList());
            };
        }
    }
}
