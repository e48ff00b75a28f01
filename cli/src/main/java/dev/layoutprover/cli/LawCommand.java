package dev.layoutprover.cli;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.prover.cute.LayoutLawProver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A {@code layout cute} command that answers with CuTe layout laws: the solver options every such
 * command takes, and {@link #decide} to prove the laws and print the report.
 *
 * <p>Example: {@code layout cute injective 'Sw<3,4,3> o (8,128):(128,1)'} decides the one law
 * {@code injective(...)} and exits 0 when it is proved.
 */
abstract class LawCommand implements Callable<Integer> {

    /** The help's footer line for {@link #decide}'s exit status, shared by {@code layout cute} and its operations. */
    static final String EXIT_STATUS = "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown.";

    @Mixin
    SolverOptions solver;

    @Spec
    CommandSpec spec;

    /**
     * Decides each law with the chosen solver, prints the report (as JSON with {@code json}) headed
     * by {@code line}, and returns its exit status.
     */
    int decide(boolean json, String name, List<String> arguments, String line, String result, List<LayoutLaw> laws) {
        long start = System.nanoTime();
        List<LawReport.CheckedLaw> verdicts = new ArrayList<>();
        String solverName;
        try (SolverSession proverSession = SolverSession.open(solver.chosen(), solver.timeout())) {
            LayoutLawProver prover = LayoutLawProver.on(proverSession);
            prover.notice().ifPresent(n -> solver.notices.println("notice: " + n));
            for (LayoutLaw law : laws) {
                Verdict v = prover.check(law);
                verdicts.add(new LawReport.CheckedLaw(statement(law), v));
            }
            solverName = prover.solverName();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        LawReport r = new LawReport(name, arguments, List.of(line), result, verdicts, solverName, millis);
        r.print(spec.commandLine().getOut(), json);
        return r.exitCode();
    }

    /** The law's statement; a law whose stated bound overflows is named by its kind. */
    private static String statement(LayoutLaw law) {
        try {
            return law.statement();
        } catch (ArithmeticException e) {
            return law.getClass().getSimpleName() + " law (its bound overflows 2^63 - 1)";
        }
    }
}
