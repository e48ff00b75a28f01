package dev.layoutprover.cli;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout cute eval}: the layout function at indices, with their coordinates. */
@Command(name = "eval", sortOptions = false,
        header = "Print the layout function at indices, with their coordinates.",
        description = {"Print f_L(i) for each INDEX and its colexicographic coordinate in the shape",
                "(first mode fastest).", "",
                "Example: layout cute eval '(3,2):(2,3)' 5",
                "         f_L(5) = 7, coordinate (2,1)"},
        footer = {"", "Exit status: 0 printed, 2 bad input (nothing printed)."})
final class CuteEvalCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print a JSON array of {\"index\", \"coordinate\", \"value\"}.")
    boolean json;

    @Parameters(index = "0", paramLabel = "LAYOUT", description = "A CuTe layout SHAPE:STRIDE, e.g. (3,2):(2,3).")
    String layoutText;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "INDEX",
            description = "Indices below the size: N, or a range N..M (M excluded).")
    List<String> indexTexts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CuteLayout l = CuteInputs.layout("LAYOUT", layoutText);
        List<Long> indices = CuteInputs.indices(indexTexts, l.size());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (long i : indices) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("index", i);
                row.put("coordinate", LawReport.json(l.coordinate(i)));
                row.put("value", l.apply(i));
                rows.add(row);
            }
            out.println(Json.write(rows));
        } else {
            StringBuilder text = new StringBuilder();
            for (long i : indices) {
                IntTuple c = l.coordinate(i);
                text.append("f_L(").append(i).append(") = ").append(l.apply(i)).append(", coordinate ").append(c).append('\n');
            }
            out.print(text);
        }
        out.flush();
        return 0;
    }
}
