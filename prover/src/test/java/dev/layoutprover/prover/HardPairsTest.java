package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Oracle;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Questions the differential properties once found hard (nested and stride-0 sliding windows,
 * skews inside windows, wide coverage), kept as examples: every solver, on its own, agrees with
 * the oracle on each.
 */
class HardPairsTest {

    /**
     * Time a solver is given for a question: far above what each needs on an idle machine (SMTInterpol's
     * hardest pair takes tens of seconds), so a machine busy with other work still gets an answer, and an
     * unknown is a solver that could not decide, not a slow machine.
     */
    private static final Duration LIMIT = Duration.ofSeconds(300);

    private static final String[][] PAIRS = {
        {"A=1, B=8, C=12, B'=B-A", "$(1 / 1:4, C:2, [B', B]:1), C", "$([1 / 1, 1]:4, C:2, [[B', 1, B], 1]:1), C / 1"},
        {"A=6", "$(A:4, A:1, [$(A:2, A:4), 1]:1)", "$(A # 6:4, A = 6:1, [$(A / 1:2, A / 1:4), 1 #_ 1] # 31:1)"},
        {"A=4", "[$(A:1), 1 / 1 * A], $(1:4, [A, A]:4, A:1)", "$([1, 1]:4, [A, A]:4, A:1), [1, $(A = 4:1)], 1 / 1 / 1 * A, 1"},
        {"A=8, B=6, C=6, B'=B-A", "$([C # 9, A]:0, B':2, [1, B'] * C:3)", "$([C # 9, 1, A] = 72:0, [B', 1]:2, [[1, 1, B'] * C, 1]:3) / 1"},
        {"A=3, B=16", "$(1 * B:3, [A, A]:3, [A, B]:2), [A, B] = 6 / 2", "[1, B = 16 / 1 = 6] / 2, $(1 / 1 * B:3, [[A, A], 1]:3, [A, B]:2)"},
        {"A=2, B=8", "[1 % 1 * [1, A], A, A, A] * [A, B, 1]", "[[[A, B / 1], 1 / 1], 1] * [[[1 = 1 % 1 * [1 = 1, A # 2] #_ 2] / 1, B = 8], [A, A] = 4] # 64"},
    };

    private static final String[][] COVERAGE = {
        {"A=2, B=16, C=1, B'=B-A", "[$(A:1, B':0), B] # 35"},
        {"A=8, B=4, B'=B-A", "B' * [[B, 1], $(1:4, A:4, B':2)], B # 6"},
        {"A=5, B=6, C=2, B'=B-A", "B #_ 9 #_ 10 * [A * B'] # 33 * [1 * [A, $(1:3, A:0)]]"},
    };

    static Stream<Arguments> pairs() {
        List<Arguments> out = new ArrayList<>();
        for (Solver s : List.of(Solver.Z3, Solver.SMTINTERPOL, Solver.PRINCESS)) {
            for (String[] p : PAIRS) {
                out.add(Arguments.of(s, p[0], p[1], p[2]));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: {2} vs {3}")
    @MethodSource("pairs")
    void equivalenceAgreesWithTheOracle(Solver solver, String axes, String left, String right) {
        Declarations d = DeclarationsParser.ofAxes(axes);
        Mapping l = MappingParser.parse(left, d);
        Mapping r = MappingParser.parse(right, d);
        try (SolverSession pSession = SolverSession.open(solver, LIMIT)) {
            Prover p = pSession.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.equivalent(l, r);
            assertEquals(Oracle.equivalent(l, r).word(), v.word(), v::toString);
        }
    }

    static Stream<Arguments> coverage() {
        List<Arguments> out = new ArrayList<>();
        for (Solver s : List.of(Solver.Z3, Solver.SMTINTERPOL, Solver.PRINCESS)) {
            for (String[] c : COVERAGE) {
                out.add(Arguments.of(s, c[0], c[1]));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}: coverage of {2}")
    @MethodSource("coverage")
    void coverageAgreesWithTheOracle(Solver solver, String axes, String mapping) {
        Mapping m = MappingParser.parse(mapping, DeclarationsParser.ofAxes(axes));
        try (SolverSession pSession = SolverSession.open(solver, LIMIT)) {
            Prover p = pSession.prover(Prover.Strategy.SOLVER_ONLY);
            Verdict v = p.check(Property.SURJECTIVE, m);
            assertEquals(Oracle.check(Property.SURJECTIVE, m).word(), v.word(), v::toString);
        }
    }
}
