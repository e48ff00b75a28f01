package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.text.AxesParser;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.Layouts;
import dev.layoutprover.algebra.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options every command that reads mappings shares: {@code --axes} and {@code --let}. Parsing
 * errors become {@link BadInput} naming the argument they came from.
 */
final class Inputs {

    /**
     * The help of a positional mapping argument that {@link #mapping} reads, the same for
     * {@code show}, {@code check}'s properties and both sides of {@code equiv}.
     */
    static final String MAPPING_HELP = "A mapping: m![…], cute:…, or xla:…; swizzled: Sw<B,M,S> o E.";

    @Option(names = "--axes", paramLabel = "SPEC",
            description = "Axis sizes: 'A=8, B=512, B'=B-A' or 'axes![A = 8, B = 512]'.")
    String axes = "";

    @Option(names = "--let", paramLabel = "NAME=MAPPING",
            description = {"Define an alias usable as { NAME } in later mappings; repeatable.",
                    "Also 'type NAME = MAPPING', as the seeds write it."})
    List<String> lets = new ArrayList<>();

    private Declarations declarations;

    /** The declarations from {@code --axes} and every {@code --let}, parsed once. */
    Declarations declarations() {
        if (declarations == null) {
            Declarations d;
            try {
                d = Declarations.of(AxesParser.parse(axes));
            } catch (MappingException e) {
                throw BadInput.of("--axes", e);
            }
            for (String let : lets) {
                if (let.strip().startsWith("type ")) {
                    try {
                        d = DeclarationsParser.parse(let, d);
                    } catch (MappingException e) {
                        throw BadInput.of("--let", e);
                    }
                    continue;
                }
                int eq = let.indexOf('=');
                if (eq <= 0) {
                    throw BadInput.value("--let", let, "expected NAME=MAPPING, e.g. --let 'L=m![A]'");
                }
                String name = let.substring(0, eq).trim();
                try {
                    d = d.withAlias(name, Layouts.parse(let.substring(eq + 1), d));
                } catch (MappingException e) {
                    throw BadInput.of("--let " + name, e);
                }
            }
            declarations = d;
        }
        return declarations;
    }

    /** Parses {@code text} in any notation; {@code what} names the argument in errors ("LEFT"). */
    Mapping mapping(String what, String text) {
        return mapping(what, text, declarations());
    }

    /** Like {@link #mapping(String, String)}, over {@code d} (the declarations and more). */
    Mapping mapping(String what, String text, Declarations d) {
        try {
            return Layouts.parse(text, d);
        } catch (MappingException e) {
            throw BadInput.of(what, e);
        }
    }

    /** The axes of the declarations, extended with those a parsed mapping declared itself (CuTe, XLA). */
    Axes axesFor(Mapping... mappings) {
        return AxesOfMappings.extend(declarations().axes(), mappings);
    }

    /**
     * Bad input: exit status 2, with a message naming the argument. Where the input is text that
     * does not parse, it also keeps the argument, the text and the 1-based column, for
     * {@link JsonError}.
     *
     * <p>Example: {@code BadInput.of("LEFT", e)} for {@code m![A, Q]} with {@code Q} undeclared has
     * the message {@code LEFT: column 7: unknown axis 'Q' …}, argument {@code LEFT}, input
     * {@code m![A, Q]} and column 7.
     */
    static final class BadInput extends RuntimeException {
        private final String argument;
        private final ParseException parse;
        private final String input;
        private final String reason;

        BadInput(String message) {
            this(message, null, null);
        }

        private BadInput(String message, String argument, ParseException parse) {
            this(message, argument, parse, null, null);
        }

        private BadInput(String message, String argument, ParseException parse, String input, String reason) {
            super(message);
            this.argument = argument;
            this.parse = parse;
            this.input = input;
            this.reason = reason;
        }

        /**
         * A value the command refuses as a whole (no column): the message is {@code ARGUMENT VALUE:
         * REASON}, and {@link JsonError} names the argument, the value and the reason apart.
         *
         * <p>Example: {@code BadInput.value("--size", "0", "expected a positive number of tile steps")}
         * has the message {@code --size 0: expected a positive number of tile steps}.
         */
        static BadInput value(String argument, String value, String reason) {
            return new BadInput(argument + " " + value + ": " + reason, argument, null, value, reason);
        }

        static BadInput of(String what, MappingException e) {
            if (e instanceof ParseException p) {
                return new BadInput(what + ": " + p.getMessage(), what, p);
            }
            return new BadInput(what + ": " + e.getMessage(), what, null);
        }

        /** The argument the input came from ({@code LEFT}, {@code --axes}), when known. */
        java.util.Optional<String> argument() {
            return java.util.Optional.ofNullable(argument);
        }

        /** The text that did not parse, with the column of the problem, when the input is such text. */
        java.util.Optional<ParseException> parse() {
            return java.util.Optional.ofNullable(parse);
        }

        /** The refused value of {@link #value}, when the input is such a value. */
        java.util.Optional<String> input() {
            return java.util.Optional.ofNullable(input);
        }

        /** What is wrong with the value of {@link #value}, without the argument and value before it. */
        java.util.Optional<String> reason() {
            return java.util.Optional.ofNullable(reason);
        }
    }
}
