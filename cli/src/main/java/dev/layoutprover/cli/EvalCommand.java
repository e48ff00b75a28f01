package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Slot;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code layout eval}: what a mapping stores at given positions. */
@Command(name = "eval", sortOptions = false,
        header = "Print what a mapping stores at buffer positions.",
        description = {"Print what MAPPING stores at each POSITION: a tensor index, 'hole', or a set of",
                "indices (sliding windows). Indices list axes in declaration order, zeros omitted.", "",
                "Example: layout eval --axes 'B=512' 'm![B / 64, B %% 32, B / 32 %% 2]' 67",
                "         67: {B: 97}"},
        footer = {"", EvalCommand.EXIT_STATUS})
final class EvalCommand implements Callable<Integer> {

    /** The help's footer line for a command that only prints values, shared with {@code layout cute eval}. */
    static final String EXIT_STATUS = "Exit status: 0 printed, 2 bad input (nothing printed).";

    @Mixin
    Inputs inputs;

    @Option(names = "--json", description = {"Print a JSON array of {\"position\", \"index\"}: index an axis to value",
            "map, null for a hole, or a list for a set (with \"size\" and \"listed\" when it is cut short)."})
    boolean json;

    @Option(names = "--all", description = {"List every index a sliding window holds at a position, up to "
            + ALL + "; without it, a set of more than " + SHOWN + " indices is shown by its size and first "
            + SHOWN + "."})
    boolean all;

    /** The indices shown of a larger set without {@code --all}. */
    static final int SHOWN = 16;
    /** The most indices of one position {@code --all} lists. */
    static final int ALL = 4096;

    @Parameters(index = "0", paramLabel = "MAPPING",
            description = {"m![…] (or the bare list), cute:SHAPE:STRIDE, or xla:TYPE[DIMS]{LAYOUT}.",
                    "A swizzle Sw<B,M,S> o E permutes positions: 'cute:Sw<3,4,3> o (8,64):(64,1)',",
                    "'m![Sw<3,4,3> o [D0, D1]]'."})
    String mappingText;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "POSITION",
            description = "Buffer positions: N, a range N..M (M excluded) or N..=M (M included).")
    List<String> positionTexts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Mapping m = inputs.mapping("MAPPING", mappingText);
        List<Long> positions = PositionArguments.parse(positionTexts, m.size());
        Axes axes = inputs.axesFor(m);
        Evaluator e = Evaluator.of(m);
        PrintWriter out = spec.commandLine().getOut();
        int limit = all ? ALL : SHOWN;
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (long p : positions) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("position", p);
                Evaluator.Sample sample = e.sample(p, limit);
                if (sample.complete()) {
                    row.put("index", Json.slot(axes, Slot.of(sample.members())));
                } else {
                    List<Object> listed = new ArrayList<>();
                    sample.members().stream().sorted(axes.indexOrder()).forEach(i -> listed.add(Json.index(axes, i)));
                    row.put("index", listed);
                    row.put("size", sample.size() < 0 ? null : sample.size());
                    row.put("listed", listed.size());
                }
                rows.add(row);
            }
            out.println(Json.write(rows));
        } else {
            StringBuilder text = new StringBuilder();
            for (long p : positions) {
                text.append(p).append(": ").append(describe(axes, e.sample(p, limit))).append('\n');
            }
            out.print(text);
        }
        out.flush();
        return 0;
    }

    /** A whole set as {@code [{…}, …]}; a larger one as its size and its first members. */
    private String describe(Axes axes, Evaluator.Sample sample) {
        if (sample.complete()) {
            return axes.format(Slot.of(sample.members()));
        }
        StringJoiner j = new StringJoiner(", ", "[", ", …]");
        sample.members().stream().sorted(axes.indexOrder()).forEach(i -> j.add(axes.format(i)));
        String size = sample.size() < 0 ? "more than " + sample.members().size() + " indices (too many to count)"
                : sample.size() + " indices";
        return size + ", " + sample.members().size() + " of them: " + j
                + (all ? "" : " (--all lists up to " + ALL + ")");
    }
}
