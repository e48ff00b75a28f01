package dev.layoutprover.prover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.log.BasicLogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.IntegerFormulaManager;
import org.sosy_lab.java_smt.api.Model;
import org.sosy_lab.java_smt.api.NumeralFormula.IntegerFormula;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;

/** Z3's native libraries load from java.library.path, and Z3 answers with Euclidean modulo. */
class Z3LoadsTest {

    @Test
    void z3FindsTheUniqueSolutionOfAModularEquation() throws Exception {
        Configuration config = Configuration.defaultConfiguration();
        try (SolverContext context = SolverContextFactory.createSolverContext(config,
                BasicLogManager.create(config), ShutdownManager.create().getNotifier(), Solvers.Z3);
             ProverEnvironment prover = context.newProverEnvironment(ProverOptions.GENERATE_MODELS)) {
            IntegerFormulaManager ints = context.getFormulaManager().getIntegerFormulaManager();
            IntegerFormula x = ints.makeVariable("x");
            // x mod 3 = 2 with -10 <= x < -7: Euclidean modulo makes x = -10 the only answer.
            BooleanFormula f = context.getFormulaManager().getBooleanFormulaManager().and(
                    ints.equal(ints.modulo(x, ints.makeNumber(3)), ints.makeNumber(2)),
                    ints.greaterOrEquals(x, ints.makeNumber(-10)),
                    ints.lessThan(x, ints.makeNumber(-7)));
            prover.addConstraint(f);
            assertTrue(!prover.isUnsat(), "Z3 found no solution");
            try (Model model = prover.getModel()) {
                assertEquals(-10, model.evaluate(x).longValue());
            }
            assertTrue(context.getVersion().contains("Z3"), context.getVersion());
        }
    }
}
