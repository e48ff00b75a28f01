package dev.layoutprover.cli;

import dev.layoutprover.algebra.text.ParseException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What a command given {@code --json} prints on standard output when it stops on bad input (exit
 * 2): one object {@code {"error", "argument", "input", "position", "exit"}}, so that a program
 * reading the output always gets a document. The human message still goes to standard error.
 *
 * <p>{@code error} is what is wrong; {@code argument} the argument it came from ({@code LEFT},
 * {@code --timeout}) or {@code null}; {@code input} the text that was read, or {@code null} where
 * the problem is not in one text; {@code position} the 1-based column in {@code input} where a text
 * stops parsing, else {@code null}; {@code exit} is 2.
 *
 * <p>Example: {@code layout equiv --axes A=4 --json 'm![A, Q]' 'm![A]'} prints
 * {@code {"error": "unknown axis 'Q' (declared: A)", "argument": "LEFT", "input": "m![A, Q]",
 * "position": 7, "exit": 2}}.
 */
final class JsonError {

    private JsonError() {}

    /** The exit status of bad input. */
    private static final int BAD_INPUT = CommandLine.ExitCode.USAGE;

    /**
     * Whether the command {@code c} takes {@code --json} and was given it: as parsed, or, where the
     * parse stopped before reaching it, among {@code args} before a {@code --}.
     */
    static boolean wanted(CommandLine c, String... args) {
        if (c == null || c.getCommandSpec().findOption("--json") == null) {
            return false;
        }
        CommandLine.ParseResult parsed = c.getParseResult();
        if (parsed != null && parsed.hasMatchedOption("--json")) {
            return true;
        }
        int end = Arrays.asList(args).indexOf("--");
        return Arrays.asList(args).subList(0, end < 0 ? args.length : end).contains("--json");
    }

    /**
     * Prints the object for input the command refused with {@code e}, {@code message} saying what is
     * wrong; an {@link Inputs.BadInput} from text that does not parse gives its reason, text and column.
     */
    static void print(PrintWriter out, Exception e, String message) {
        if (e instanceof Inputs.BadInput bad) {
            ParseException p = bad.parse().orElse(null);
            write(out, p == null ? message : p.reason(), bad.argument().orElse(null),
                    p == null ? null : p.source(), p == null ? null : p.column());
        } else {
            write(out, message, null, null, null);
        }
    }

    /** Prints the object for arguments the command line parser refused: the option or parameter and its value. */
    static void print(PrintWriter out, CommandLine.ParameterException e) {
        String input = e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                ? u.getUnmatched().get(0) : e.getValue();
        ArgSpec arg = e instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()
                ? m.getMissing().get(0) : e.getArgSpec();
        write(out, e.getMessage(), name(arg), input, null);
    }

    private static String name(ArgSpec arg) {
        if (arg instanceof OptionSpec option) {
            return option.longestName();
        }
        return arg == null ? null : arg.paramLabel();
    }

    private static void write(PrintWriter out, String error, String argument, String input, Integer position) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("error", error);
        json.put("argument", argument);
        json.put("input", input);
        json.put("position", position);
        json.put("exit", BAD_INPUT);
        out.println(Json.write(json));
        out.flush();
    }
}
