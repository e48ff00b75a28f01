package dev.layoutprover.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
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
                "layouts cute:(3,2):(2,3) (swizzled: cute:Sw<3,4,3> o (8,64):(64,1)) and XLA layouts",
                "xla:f32[3,5]{1,0:T(2,2)}; simulate and verify kernels written in the book's Rust."},
        footer = {"", "Exit status: 0 holds / done, 1 refuted, 2 bad input, 3 unknown, 4 internal error.",
                "Run 'layout COMMAND --help' for a command's options."})
public final class Main {

    /** Exit status of an internal error: a bug, never a verdict. */
    static final int INTERNAL_ERROR = 4;

    /** The commands, in the order the help lists them. */
    private static final Map<String, Class<?>> COMMANDS = commands();

    private static Map<String, Class<?>> commands() {
        Map<String, Class<?>> m = new LinkedHashMap<>();
        m.put("eval", EvalCommand.class);
        m.put("equiv", EquivCommand.class);
        m.put("check", CheckCommand.class);
        m.put("show", ShowCommand.class);
        m.put("cute", CuteCommand.class);
        m.put("bench", BenchCommand.class);
        m.put("prove", ProveCommand.class);
        m.put("simulate", SimulateCommand.class);
        m.put("verify", VerifyCommand.class);
        m.put("kernels", KernelsCommand.class);
        m.put("rules", RulesCommand.class);
        m.put("help", CommandLine.HelpCommand.class);
        return m;
    }

    private Main() {}

    private static String ascii(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > 127 || Character.isISOControl(c)) {
                throw new CommandLine.TypeConversionException("'" + Guard.visible(text) + "' is not " + what
                        + ": column " + (i + 1) + " holds " + dev.layoutprover.algebra.text.Characters.describe(c));
            }
        }
        return text;
    }

    private static java.nio.file.Path path(String text) {
        if (text.isBlank()) {
            // Path.of("") is the working directory: an empty argument would read whatever is there
            throw new CommandLine.TypeConversionException("'" + text + "' is not a path: the name is empty");
        }
        try {
            return java.nio.file.Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new CommandLine.TypeConversionException("'" + Guard.visible(text) + "' is not a path: " + e.getReason());
        }
    }

    private static long asciiLong(String text) {
        try {
            return Long.parseLong(ascii(text, "an integer").replace("_", ""));
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not an integer"
                    + (text.matches("[+-]?[0-9][0-9_]*") ? " that fits in 63 bits (at most 9223372036854775807)" : ""));
        }
    }

    private static int asciiInt(String text) {
        try {
            return Integer.parseInt(ascii(text, "an integer").replace("_", ""));
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not an integer that fits in 31 bits");
        }
    }

    private static double asciiDouble(String text) {
        try {
            return Double.parseDouble(ascii(text, "a number"));
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a number");
        }
    }

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /**
     * Runs the command line and returns its exit status; used by {@link #main} and by tests. An
     * exhausted stack or heap is an answer (exit 2 or 3, see {@link Guard}), never a crash.
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return Guard.run(err, () -> execute(out, err, args));
    }

    private static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main());
        // Building a command's model takes reflection over its classes, most of a short run's time:
        // a run of one command builds only that one; the help and unknown names get them all.
        Class<?> only = args.length > 0 && !args[0].equals("help") ? COMMANDS.get(args[0]) : null;
        if (only != null) {
            cli.addSubcommand(args[0], only);
        } else {
            COMMANDS.forEach(cli::addSubcommand);
        }
        CommandLine check = cli.getSubcommands().get("check");
        if (check != null) {
            CheckCommand.addSubcommands(check);
        }
        CommandLine bench = cli.getSubcommands().get("bench");
        if (bench != null) {
            BenchCommand.addSubcommands(bench);
        }
        CommandLine cute = cli.getSubcommands().get("cute");
        if (cute != null) {
            CuteCommand.addSubcommands(cute);
        }
        // Numbers on the command line are ASCII: Long.valueOf would read Arabic-Indic digits too.
        cli.registerConverter(Long.class, Main::asciiLong);
        cli.registerConverter(Long.TYPE, Main::asciiLong);
        cli.registerConverter(Integer.class, Main::asciiInt);
        cli.registerConverter(Integer.TYPE, Main::asciiInt);
        cli.registerConverter(Double.class, Main::asciiDouble);
        cli.registerConverter(Double.TYPE, Main::asciiDouble);
        cli.registerConverter(java.nio.file.Path.class, Main::path);
        cli.setParameterExceptionHandler((e, arguments) -> {
            CommandLine c = e.getCommandLine();
            String message = e.getMessage();
            if (c.getCommand() instanceof GroupCommand group && e instanceof CommandLine.UnmatchedArgumentException u
                    && !u.getUnmatched().isEmpty()) {
                message = group.unmatched(u.getUnmatched().get(0));
            } else if (c.getCommand() instanceof Main && e instanceof CommandLine.UnmatchedArgumentException u
                    && !u.getUnmatched().isEmpty()) {
                message = GroupCommand.unmatched(c.getCommandSpec(), "COMMAND", u.getUnmatched().get(0));
            } else if (c.getCommand() instanceof Main && "Missing required subcommand".equals(e.getMessage())) {
                message = GroupCommand.missing(c.getCommandSpec(), "COMMAND");
            }
            c.getErr().println("error: " + Guard.visible(message));
            CommandLine.UnmatchedArgumentException.printSuggestions(e, c.getErr());
            c.getErr().println("Run '" + c.getCommandSpec().qualifiedName() + " --help' for the options.");
            c.getErr().flush();
            if (JsonError.wanted(c, arguments)) {
                JsonError.print(c.getOut(), e);
            }
            return CommandLine.ExitCode.USAGE;
        });
        // Descriptions are written for lines of up to 100 characters.
        cli.setUsageHelpWidth(100);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            int status = failed(commandLine.getErr(), e);
            String bad = badInput(e);
            if (bad != null && JsonError.wanted(commandLine)) {
                commandLine.getErr().flush();
                JsonError.print(commandLine.getOut(), e, bad);
            }
            return status;
        });
        return cli.execute(args);
    }

    /**
     * The exit status and message of an exception a command threw: bad input (2) for what the
     * user wrote, an internal error (4) for a failure of our own code.
     */
    static int failed(PrintWriter err, Exception e) {
        String bad = badInput(e);
        if (bad != null) {
            err.println("error: " + Guard.visible(bad));
            return CommandLine.ExitCode.USAGE;
        }
        if (e instanceof SimulatorFailure failure) {
            err.println("internal error: " + Guard.visible(failure.getMessage()));
            failure.getCause().printStackTrace(err);
            return INTERNAL_ERROR;
        }
        return Guard.answer(err, e);
    }

    /** What is wrong with the input when {@code e} says the user's input is bad (exit 2), else {@code null}. */
    static String badInput(Exception e) {
        if (e instanceof Inputs.BadInput bad) {
            return bad.getMessage();
        }
        if (e instanceof dev.layoutprover.algebra.MappingException bad) {
            // Thrown where inputs that each read well do not fit together (two sides that give
            // one axis two sizes, a kernel mapping the engines cannot run): bad input, not a verdict.
            return bad.getMessage() + "; nothing was decided";
        }
        if (e instanceof ArithmeticException overflow) {
            return "a size, stride or coordinate of the input does not fit in"
                    + " 63 bits (" + overflow.getMessage() + "); nothing was decided";
        }
        return null;
    }
}
