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
        throw new CommandLine.ParameterException(spec.commandLine(), missing(spec, missing));
    }

    /** The subcommands' names of {@code spec}, in the order they are registered. */
    private static String names(CommandSpec spec) {
        return spec.subcommands().values().stream().map(CommandLine::getCommandName).distinct()
                .filter(n -> !n.equals("help")).collect(Collectors.joining(", "));
    }

    /** The message for arguments that name none of this group's subcommands; see {@link #unmatched(CommandSpec, String, String)}. */
    String unmatched(String first) {
        return unmatched(spec, missing, first);
    }

    /**
     * The message for arguments that name none of {@code spec}'s subcommands, {@code first} the
     * first of them: an option where the subcommand belongs (e.g. {@code layout check --axes A=8
     * m![A]}) is a missing subcommand, anything else an unknown one. Example: {@code Unknown
     * benchmark 'nope': one of prover, simulator, simulate, fuzz}.
     */
    static String unmatched(CommandSpec spec, String missing, String first) {
        return first.startsWith("-")
                ? "Missing " + missing + " before '" + first + "': one of " + names(spec)
                : "Unknown " + missing + " '" + first + "': one of " + names(spec);
    }

    /** The message for no subcommand at all, e.g. {@code Missing COMMAND: one of eval, equiv, …}. */
    static String missing(CommandSpec spec, String missing) {
        return "Missing " + missing + ": one of " + names(spec);
    }
}
