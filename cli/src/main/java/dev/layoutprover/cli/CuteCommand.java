package dev.layoutprover.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

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
        subcommands = {CuteEvalCommand.class, CuteIdx2crdCommand.class, CuteAlgebraCommands.Coalesce.class,
            CuteAlgebraCommands.Composition.class, CuteAlgebraCommands.Complement.class,
            CuteAlgebraCommands.RightInverse.class, CuteAlgebraCommands.LeftInverse.class,
            CuteAlgebraCommands.LogicalDivide.class, CuteAlgebraCommands.ZippedDivide.class,
            CuteAlgebraCommands.TiledDivide.class, CuteAlgebraCommands.FlatDivide.class,
            CuteAlgebraCommands.LogicalProduct.class, CuteAlgebraCommands.ZippedProduct.class,
            CuteAlgebraCommands.TiledProduct.class, CuteAlgebraCommands.FlatProduct.class,
            CuteAlgebraCommands.BlockedProduct.class, CuteAlgebraCommands.RakedProduct.class,
            CuteSwizzleCommands.Equiv.class, CuteSwizzleCommands.Injective.class, CuteSwizzleCommands.Bounds.class},
        footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
final class CuteCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing OPERATION: one of eval, idx2crd, coalesce,"
                + " composition, complement, right-inverse, left-inverse, logical-divide, zipped-divide, tiled-divide,"
                + " flat-divide, logical-product, zipped-product, tiled-product, flat-product, blocked-product,"
                + " raked-product, equiv, injective, bounds");
    }
}
