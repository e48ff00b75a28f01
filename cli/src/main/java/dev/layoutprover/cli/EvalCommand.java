package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
        footer = {"", "Exit status: 0 printed, 2 bad input (nothing printed)."})
final class EvalCommand implements Callable<Integer> {

    @Mixin
    Inputs inputs;

    @Option(names = "--json", description = "Print a JSON array of {\"position\", \"index\"}.")
    boolean json;

    @Parameters(index = "0", paramLabel = "MAPPING",
            description = "m![…] (or the bare list), cute:SHAPE:STRIDE, or xla:TYPE[DIMS]{LAYOUT}.")
    String mappingText;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "POSITION",
            description = "Buffer positions: N, or a range N..M (M excluded).")
    List<String> positionTexts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Mapping m = inputs.mapping("MAPPING", mappingText);
        List<Long> positions = Positions.parse(positionTexts, m.size());
        Axes axes = inputs.axesFor(m);
        Evaluator e = Evaluator.of(m);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (long p : positions) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("position", p);
                row.put("index", Json.slot(axes, e.slot(p)));
                rows.add(row);
            }
            out.println(Json.write(rows));
        } else {
            StringBuilder text = new StringBuilder();
            for (long p : positions) {
                text.append(p).append(": ").append(axes.format(e.slot(p))).append('\n');
            }
            out.print(text);
        }
        out.flush();
        return 0;
    }
}
