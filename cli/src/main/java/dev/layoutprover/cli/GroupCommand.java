package dev.layoutprover.cli;

import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that only groups subcommands ({@code layout bench}, {@code check}, {@code cute}): run
 * without one, it is a usage error (exit 2) naming them in the order they are registered, so the
 * list cannot fall behind the commands.
 *
 * <p>Example: {@code layout bench} prints
 * {@code error: Missing benchmark: one of prover, simulator, simulate, fuzz}.
 */
abstract class GroupCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final String missing;

    /** {@code missing}: what the subcommand is called in the error, e.g. {@code PROPERTY}. */
    GroupCommand(String missing) {
        this.missing = missing;
    }

    @Override
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing " + missing + ": one of " + names());
    }

    /** The subcommands' names, in the order they are registered. */
    private String names() {
        return spec.subcommands().values().stream().map(CommandLine::getCommandName).distinct()
                .collect(Collectors.joining(", "));
    }

    /**
     * The message for arguments that name no subcommand, {@code first} the first of them: an
     * option where the subcommand belongs (e.g. {@code layout check --axes A=8 m![A]}) is a missing
     * subcommand, anything else an unknown one. Example: {@code Unknown benchmark 'nope': one of
     * prover, simulator, simulate, fuzz}.
     */
    String unmatched(String first) {
        return first.startsWith("-")
                ? "Missing " + missing + " before '" + first + "': one of " + names()
                : "Unknown " + missing + " '" + first + "': one of " + names();
    }
}
