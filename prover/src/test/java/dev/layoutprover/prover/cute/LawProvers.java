package dev.layoutprover.prover.cute;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.layoutprover.algebra.check.Counterexample;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;

/** What the law prover's tests share: a prover on its own Z3 session, and the refutation they read. */
final class LawProvers {

    private LawProvers() {}

    /** A law prover on a new Z3 session of 20 s per question; the test class closes its session. */
    static LayoutLawProver onZ3() {
        return LayoutLawProver.on(SolverSession.open(Solver.Z3, Duration.ofSeconds(20)));
    }

    /** The violation {@code v} refutes with; fails unless {@code v} is a refutation. */
    static Counterexample.Violation violation(Verdict v) {
        return (Counterexample.Violation) assertInstanceOf(Verdict.Refuted.class, v, v.toString()).counterexample();
    }
}
