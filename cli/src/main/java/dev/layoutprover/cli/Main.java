package dev.layoutprover.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code layout} command: proves facts about tensor memory layouts.
 *
 * <p>Example: {@code layout eval --axes 'B=512' 'm![B / 64, B % 32, B / 32 % 2]' 67} prints
 * {@code 67: {B: 97}}.
 */
@Command(name = "layout", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        version = "layout-prover 0.1.0",
        description = {"Prove facts about tensor memory layouts: mapping expressions m![…], CuTe",
                "layouts cute:(3,2):(2,3) and XLA layouts xla:f32[3,5]{1,0:T(2,2)}; simulate and",
                "verify kernels written in the book's Rust."},
        subcommands = {EvalCommand.class, EquivCommand.class, CheckCommand.class, ShowCommand.class, CuteCommand.class,
            BenchCommand.class, ProveCommand.class, SimulateCommand.class, VerifyCommand.class,
            CommandLine.HelpCommand.class},
        footer = {"", "Exit status: 0 holds / done, 1 refuted, 2 bad input, 3 unknown, 4 internal error.",
                "Run 'layout COMMAND --help' for a command's options."})
public final class Main {

    /** Exit status of an internal error: a bug, never a verdict. */
    static final int INTERNAL_ERROR = 4;

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command line and returns its exit status; used by {@link #main} and by tests. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main());
        // Descriptions are written for lines of up to 100 characters.
        cli.setUsageHelpWidth(100);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof Inputs.BadInput bad) {
                commandLine.getErr().println("error: " + bad.getMessage());
                return CommandLine.ExitCode.USAGE;
            }
            commandLine.getErr().println("internal error: " + e);
            e.printStackTrace(commandLine.getErr());
            return INTERNAL_ERROR;
        });
        return cli.execute(args);
    }
}
