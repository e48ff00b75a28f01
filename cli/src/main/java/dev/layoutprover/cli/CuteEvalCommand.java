package dev.layoutprover.cli;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.SwizzledLayout;
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
                "(first mode fastest). For a swizzled layout Sw<B,M,S> o SHAPE:STRIDE, the swizzled",
                "value, then the layout's value before the swizzle.", "",
                "Example: layout cute eval '(3,2):(2,3)' 5",
                "         f_L(5) = 7, coordinate (2,1)",
                "         layout cute eval 'Sw<3,4,3> o (8,128):(128,1)' 1",
                "         f(1) = 144, coordinate (1,0), before the swizzle 128"},
        footer = {"", "Exit status: 0 printed, 2 bad input (nothing printed)."})
final class CuteEvalCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print a JSON array of {\"index\", \"coordinate\", \"value\"} (and"
            + " \"layout value\", before the swizzle).")
    boolean json;

    @Parameters(index = "0", paramLabel = "LAYOUT",
            description = "A CuTe layout SHAPE:STRIDE, e.g. (3,2):(2,3), or Sw<B,M,S> o SHAPE:STRIDE.")
    String layoutText;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "INDEX",
            description = "Indices below the size: N, a range N..M (M excluded) or N..=M (M included).")
    List<String> indexTexts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        SwizzledLayout f = CuteInputs.swizzled("LAYOUT", layoutText);
        CuteLayout l = f.layout();
        List<Long> indices = CuteInputs.indices(indexTexts, l.size());
        PrintWriter out = spec.commandLine().getOut();
        List<Long> values = CuteInputs.operation("eval", () -> indices.stream().map(f::apply).toList());
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (int k = 0; k < indices.size(); k++) {
                long i = indices.get(k);
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("index", i);
                row.put("coordinate", LawReport.json(l.coordinate(i)));
                row.put("value", values.get(k));
                if (!f.isPlain()) {
                    row.put("layout value", l.apply(i));
                }
                rows.add(row);
            }
            out.println(Json.write(rows));
        } else {
            StringBuilder text = new StringBuilder();
            for (int k = 0; k < indices.size(); k++) {
                long i = indices.get(k);
                IntTuple c = l.coordinate(i);
                text.append(f.isPlain() ? "f_L(" : "f(").append(i).append(") = ").append(values.get(k))
                        .append(", coordinate ").append(c);
                if (!f.isPlain()) {
                    text.append(", before the swizzle ").append(l.apply(i));
                }
                text.append('\n');
            }
            out.print(text);
        }
        out.flush();
        return 0;
    }
}
