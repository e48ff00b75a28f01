package dev.layoutprover.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options every question about layouts takes ({@code equiv}, each {@code check PROPERTY}):
 * the axes and aliases ({@link Inputs}), the solver and its timeout ({@link SolverOptions}) and
 * {@code --json}; {@link #answer} prints the verdict and gives the exit status.
 *
 * <p>Example: {@code layout check injective --axes 'A=8' --solver enumerate --json 'm![A, A]'}.
 */
final class QuestionOptions {

    @Mixin
    Inputs inputs;

    @Mixin
    SolverOptions solver;

    @Option(names = "--json", description = "Print the verdict as one JSON object.")
    boolean json;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** Prints {@code report} (as text, or JSON with {@code --json}) and returns its exit status. */
    int answer(Report report) {
        report.print(command.commandLine().getOut(), json);
        return report.exitCode();
    }
}
