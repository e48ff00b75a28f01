package dev.layoutprover.proofs;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A judge on its own Z3 session, deciding claims written in a test as text. A test class registers
 * one as a static extension ({@code @RegisterExtension static final TestJudge JUDGE = new
 * TestJudge();}), which closes its session after the class's tests.
 */
final class TestJudge implements AfterAllCallback {

    private final SolverSession session = SolverSession.open(Solver.Z3, Judge.SOLVER_TIMEOUT);
    final Judge judge = new Judge(LayoutQuestions.enumeration(), session);

    /** The outcome of the first claim of {@code block}, a claim file's text. */
    Outcome decide(String block) {
        return judge.decide(ClaimParser.parse(Path.of("t.claims"), block).get(0));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        session.close();
    }
}
