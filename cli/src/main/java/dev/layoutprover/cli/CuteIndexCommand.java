package dev.layoutprover.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A {@code layout cute} command of one layout (its {@code LAYOUT} argument, index 0, is the
 * subclass's) at the indices that follow it: {@code layout cute eval} and {@code layout cute idx2crd}.
 *
 * <p>Example: in {@code layout cute eval '(3,2):(2,3)' 0..2 5}, {@link #indices} of size 6 is
 * {@code [0, 1, 5]}.
 */
abstract class CuteIndexCommand implements Callable<Integer> {

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "INDEX",
            description = "Indices below the size: N, a range N..M (M excluded) or N..=M (M included).")
    List<String> indexTexts;

    @Spec
    CommandSpec spec;

    /** The indices given, each checked to lie below the layout's {@code size}. */
    List<Long> indices(long size) {
        return CuteInputs.indices(indexTexts, size);
    }
}
