package dev.layoutprover.cli;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.text.Layouts;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout equiv}: are two layouts the same? */
@Command(name = "equiv", sortOptions = false,
        header = "Decide whether two layouts are equivalent.",
        description = {"Decide whether LEFT and RIGHT are equivalent: the same size, and the same tensor",
                "index (or hole, or set) at every buffer position. A refutation shows the first",
                "position where they differ, replayed through the evaluator.", "",
                "A swizzle Sw<B,M,S> o E (CuTe's Swizzle<B,M,S>) holds at position p what E holds at",
                "p XOR ((p AND ((2^B-1) << (M+S))) >> S) (for S < 0 the low bits are read); a swizzled",
                "CuTe layout cute:Sw<B,M,S> o L is that swizzle of L's mapping. The XOR is encoded",
                "exactly on the bits it reads and writes.", "",
                "Example: layout equiv --axes 'A=8, B=512' 'm![B / 64, B %% 64]' 'm![B]'",
                "         layout equiv 'cute:Sw<3,4,3> o (8,64):(64,1)' 'cute:(8,64):(64,1)'"},
        footer = {"", "Exit status: 0 proved, 1 refuted, 2 bad input, 3 unknown."})
final class EquivCommand implements Callable<Integer> {

    @Mixin
    QuestionOptions question;

    @Parameters(index = "0", paramLabel = "LEFT", description = Inputs.MAPPING_HELP)
    String leftText;

    @Parameters(index = "1", paramLabel = "RIGHT", description = Inputs.MAPPING_HELP)
    String rightText;

    @Override
    public Integer call() {
        // either side may name the axes a CuTe or XLA layout on the other side declares (D0, D1, …)
        Declarations d = question.inputs.declarations();
        Mapping left;
        Mapping right;
        try {
            left = question.inputs.mapping("LEFT", leftText);
        } catch (Inputs.BadInput leftError) {
            try {
                right = Layouts.parse(rightText, d);
            } catch (MappingException e) {
                throw leftError;
            }
            if (d.declaring(right) == d) {
                throw leftError;
            }
            left = question.inputs.mapping("LEFT", leftText, d.declaring(right));
        }
        right = question.inputs.mapping("RIGHT", rightText, d.declaring(left));
        SolverOptions.Timed t = question.solver.equivalent(left, right);
        String subject = Printer.macro(left) + " vs " + Printer.macro(right);
        return question.answer(new Report(Property.EQUIVALENT, subject, t.verdict(), t.solver(), t.millis(),
                question.inputs.axesFor(left, right)));
    }
}
