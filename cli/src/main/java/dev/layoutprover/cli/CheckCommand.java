package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code layout check PROPERTY}: one property of one mapping, or of a tile view. */
@Command(name = "check", sortOptions = false,
        header = "Decide a property of a mapping or a tile view.",
        description = {"Decide a property of a mapping. Each property is a claim; a refutation shows a",
                "position (or index) where it fails.", "",
                "Example: layout check injective --axes 'A=8' 'm![A, A]'"},
        footer = {"", "Exit status: 0 the claim holds, 1 refuted, 2 bad input, 3 unknown."})
final class CheckCommand extends GroupCommand {

    CheckCommand() {
        super("PROPERTY");
    }

    /**
     * The one-mapping properties, in the order the help lists them, each a subcommand
     * ({@link OneMapping} of its {@link Property}) with its help text.
     */
    private record PropertyCommand(Property property, String name, String alias, String header,
            String[] description, String exits) {}

    private static final List<PropertyCommand> PROPERTIES = List.of(
            new PropertyCommand(Property.INJECTIVE, "injective", null, null,
                    new String[] {"No tensor index is stored at two positions."}, "0 holds, 1 refuted"),
            new PropertyCommand(Property.SURJECTIVE, "surjective", "coverage",
                    "Every index of the mentioned axes is stored somewhere.",
                    new String[] {"Every index of the axes MAPPING mentions, each within its declared size, is",
                        "stored at some position."}, "0 holds, 1 refuted"),
            new PropertyCommand(Property.BOUNDS, "bounds", null, null,
                    new String[] {"Every stored index lies within its axes' declared sizes."}, "0 holds, 1 refuted"),
            new PropertyCommand(Property.HOLES, "holes", null, null,
                    new String[] {"No position is a hole; a refutation counts the holes and lists the first."},
                    "0 no holes, 1 holes found"),
            new PropertyCommand(Property.WRAPAROUND, "wraparound", null, null,
                    new String[] {"No skewed coordinate (B' = B - A) wraps around its axis."},
                    "0 holds, 1 a position wraps"),
            new PropertyCommand(Property.OVERLAP, "overlap", null, null,
                    new String[] {"No position holds more than one index (sliding windows)."},
                    "0 holds, 1 a position overlaps"),
            new PropertyCommand(Property.TRUNCATION, "truncation", null, null,
                    new String[] {"No resize (E = n) drops a position of E that stores an index."},
                    "0 holds, 1 a stored index is dropped"));

    /**
     * Adds to {@code check} (the command line of this command) a subcommand per one-mapping
     * property, then {@code subview}: {@code layout check holes MAPPING} runs {@link OneMapping} of
     * {@link Property#HOLES}.
     */
    static void addSubcommands(CommandLine check) {
        for (PropertyCommand p : PROPERTIES) {
            CommandSpec sub = CommandSpec.forAnnotatedObject(new OneMapping(p.property()));
            sub.usageMessage().description(p.description())
                    .footer("", "Exit status: " + p.exits() + ", 2 bad input, 3 unknown.");
            if (p.header() != null) {
                sub.usageMessage().header(p.header());
            }
            if (p.alias() == null) {
                check.addSubcommand(p.name(), sub);
            } else {
                check.addSubcommand(p.name(), sub, p.alias());
            }
        }
        check.addSubcommand("subview", new Subview());
    }

    /** {@code layout check PROPERTY MAPPING}: one property of one mapping. */
    static final class OneMapping implements Callable<Integer> {

        @Mixin
        QuestionOptions question;

        @Parameters(index = "0", paramLabel = "MAPPING", description = Inputs.MAPPING_HELP)
        String mappingText;

        private final Property property;

        OneMapping(Property property) {
            this.property = property;
        }

        @Override
        public Integer call() {
            Mapping m = question.inputs.mapping("MAPPING", mappingText);
            SolverOptions.Timed t = question.solver.check(property, m);
            return question.answer(new Report(property, Printer.macro(m), t.verdict(), t.solver(), t.millis(),
                    question.inputs.axesFor(m)));
        }
    }

    @Command(name = "subview", sortOptions = false,
            header = "A tile view addresses exactly what its parent stores there.",
            description = {"Decide whether parent.view().tile::<TILE, N, VIEW>(I) is a true sub-view: with",
                    "s = TILE(I) stored at parent position o, every view position p that is not a hole",
                    "has VIEW(p) + s = parent(o + p), and every index the view holds has tile",
                    "coordinate below N.", "",
                    "Example: layout check subview --axes 'A=8, B=512' --parent 'm![A, B]' \\",
                    "           --tile 'm![B / 32]' --size 2 --start 3 'm![A, B / 32 = 2 # 16, B %% 32]'"},
            footer = {"", "Exit status: 0 a sub-view, 1 refuted, 2 bad input, 3 unknown."})
    static final class Subview implements Callable<Integer> {

        @Mixin
        QuestionOptions question;

        @Option(names = "--parent", required = true, paramLabel = "MAPPING", description = "The tiled tensor's mapping.")
        String parentText;

        @Option(names = "--tile", required = true, paramLabel = "MAPPING",
                description = "The tile dimension: an axis or an axis stride, e.g. m![B / 32], or a cut of a composite"
                        + " group, e.g. m![[A, B] # 64 %% 4] (its start adds to the group's flat value).")
        String tileText;

        @Option(names = "--size", required = true, paramLabel = "N", description = "Steps of the tile dimension per tile.")
        long size;

        @Option(names = "--start", required = true, paramLabel = "I", description = "The tile's first step.")
        long start;

        @Parameters(index = "0", paramLabel = "VIEW", description = "The view's mapping.")
        String viewText;

        @Override
        public Integer call() {
            if (size < 1) {
                throw Inputs.BadInput.value("--size", Long.toString(size), "expected a positive number of tile steps");
            }
            if (start < 0) {
                throw Inputs.BadInput.value("--start", Long.toString(start), "expected a tile step that is not negative");
            }
            Mapping parent = question.inputs.mapping("--parent", parentText);
            Mapping tile = question.inputs.mapping("--tile", tileText);
            Mapping view = question.inputs.mapping("VIEW", viewText);
            TileView t;
            try {
                t = new TileView(parent, tile, size, view, start);
            } catch (MappingException e) {
                throw new Inputs.BadInput("tile view: " + e.getMessage());
            }
            SolverOptions.Timed r = question.solver.subview(t);
            String subject = Printer.macro(parent) + ".view().tile::<" + Printer.macro(tile) + ", " + size + ", "
                    + Printer.macro(view) + ">(" + start + ")";
            return question.answer(new Report(Property.SUBVIEW, subject, r.verdict(), r.solver(), r.millis(),
                    question.inputs.axesFor(parent, view)));
        }
    }
}
