package dev.layoutprover.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code layout cute}: the CuTe layout algebra, each result checked against its defining laws. */
@Command(name = "cute", sortOptions = false,
        header = "Evaluate CuTe layouts and run the layout algebra with its laws proved.",
        description = {"Evaluate a CuTe layout SHAPE:STRIDE (or a swizzled one, Sw<B,M,S> o SHAPE:STRIDE),",
                "or compute coalesce, composition, complement, right and left inverses, the divides",
                "(logical, zipped, tiled, flat) and products (logical, zipped, tiled, flat, blocked,",
                "raked), or decide equiv, injective and bounds of (swizzled) layouts. Each result is",
                "checked by the solver against the law that defines it, at every point of its domain; a",
                "violated law is shown with the point where it fails, replayed through the concrete",
                "layout functions.", "",
                "Example: layout cute composition '(6,2):(8,2)' '(4,3):(3,1)'"},
        footer = {"", LawCommand.EXIT_STATUS})
final class CuteCommand extends GroupCommand {

    CuteCommand() {
        super("OPERATION");
    }

    /**
     * Adds to {@code cute} (the command line of this command) its operations in the order the help
     * lists them: evaluation, the algebra (the table of {@link CuteAlgebraCommands}), then the swizzle questions.
     */
    static void addSubcommands(CommandLine cute) {
        cute.addSubcommand(CuteEvalCommand.class);
        cute.addSubcommand(CuteIdx2crdCommand.class);
        CuteAlgebraCommands.addSubcommands(cute);
        for (Class<?> c : List.of(CuteSwizzleCommands.Equiv.class, CuteSwizzleCommands.Injective.class,
                CuteSwizzleCommands.Bounds.class)) {
            cute.addSubcommand(c);
        }
    }
}
