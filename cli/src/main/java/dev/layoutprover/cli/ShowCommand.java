package dev.layoutprover.cli;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.Printer;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout show}: a picture of a mapping, one cell per buffer position. */
@Command(name = "show", sortOptions = false,
        header = "Draw a mapping: its buffer as rows of cells, each with what it stores.",
        description = {"Draw MAPPING as a grid: one cell per buffer position, rows as long as its minor",
                "component (or --width), each cell showing the index it stores, '·' for a hole.",
                "Text goes to the terminal; svg and html color cells by index so patterns show.", "",
                "Example: layout show --axes 'C=3, D=5' 'm![C, D # 8]'"},
        footer = {"", "Exit status: 0 drawn, 2 bad input."})
final class ShowCommand implements Callable<Integer> {

    /** The most positions drawn. */
    static final long MAX_CELLS = 1 << 14;

    @Mixin
    Inputs inputs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, svg or html. Default: ${DEFAULT-VALUE}.")
    String format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of the terminal.")
    String output;

    @Option(names = "--width", paramLabel = "N", description = "Cells per row (default: the size of the minor component).")
    Long width;

    @Parameters(index = "0", paramLabel = "MAPPING", description = Inputs.MAPPING_HELP)
    String mappingText;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (output != null) {
            OutputFile.check("--output", output);
        }
        Mapping m = inputs.mapping("MAPPING", mappingText);
        if (!format.equals("text") && !format.equals("svg") && !format.equals("html")) {
            throw Inputs.BadInput.value("--format", format, "expected text, svg or html");
        }
        if (m.size() > MAX_CELLS) {
            throw new Inputs.BadInput("MAPPING: " + m.size() + " positions are too many to draw (at most " + MAX_CELLS
                    + "); draw a resized part, e.g. 'm![[…] = 1024]'");
        }
        long w = width != null ? width : Grid.naturalWidth(m);
        if (w < 1) {
            throw Inputs.BadInput.value("--width", Long.toString(w), "expected a positive number of cells");
        }
        Axes axes = inputs.axesFor(m);
        // a row longer than the buffer holds it all: no drawing wider than its cells
        Grid grid = new Grid(Printer.macro(m), Evaluator.of(m), axes, Math.min(w, m.size()));
        String drawing = switch (format) {
            case "svg" -> grid.svg();
            case "html" -> grid.html();
            default -> grid.text();
        };
        if (output != null) {
            OutputFile.write("--output", output, drawing.getBytes(StandardCharsets.UTF_8));
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.print(drawing);
            out.flush();
        }
        return 0;
    }
}
