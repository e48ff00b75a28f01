package dev.layoutprover.cli;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
        footer = {"", EvalCommand.EXIT_STATUS})
final class CuteEvalCommand extends CuteIndexCommand {

    @Option(names = "--json", description = "Print a JSON array of {\"index\", \"coordinate\", \"value\"} (and"
            + " \"layout value\", before the swizzle).")
    boolean json;

    @Parameters(index = "0", paramLabel = "LAYOUT",
            description = "A CuTe layout SHAPE:STRIDE, e.g. (3,2):(2,3), or Sw<B,M,S> o SHAPE:STRIDE.")
    String layoutText;

    @Override
    public Integer call() {
        SwizzledLayout f = CuteInputs.swizzled("LAYOUT", layoutText);
        CuteLayout l = f.layout();
        List<Long> indices = indices(l.size());
        PrintWriter out = spec.commandLine().getOut();
        List<Long> values = CuteInputs.operation("eval", () -> indices.stream().map(f::apply).toList());
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (int k = 0; k < indices.size(); k++) {
                long i = indices.get(k);
                Map<String, Object> row = LawReport.row(i, l.coordinate(i), values.get(k));
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
