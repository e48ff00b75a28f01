package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.Printer;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.Property;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout check PROPERTY}: one property of one mapping, or of a tile view. */
@Command(name = "check", sortOptions = false,
        header = "Decide a property of a mapping or a tile view.",
        description = {"Decide a property of a mapping. Each property is a claim; a refutation shows a",
                "position (or index) where it fails.", "",
                "Example: layout check injective --axes 'A=8' 'm![A, A]'"},
        subcommands = {
            CheckCommand.Injective.class, CheckCommand.Surjective.class, CheckCommand.Bounds.class,
            CheckCommand.Holes.class, CheckCommand.Wraparound.class, CheckCommand.Overlap.class,
            CheckCommand.Truncation.class, CheckCommand.Subview.class},
        footer = {"", "Exit status: 0 the claim holds, 1 refuted, 2 bad input, 3 unknown."})
final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "Missing PROPERTY: one of injective, surjective, bounds, holes, wraparound, overlap, truncation, subview");
    }

    /** The shared body of the one-mapping properties. */
    abstract static class OneMapping implements Callable<Integer> {

        @Mixin
        QuestionOptions question;

        @Parameters(index = "0", paramLabel = "MAPPING",
            description = "A mapping: m![…], cute:…, or xla:…; swizzled: Sw<B,M,S> o E.")
        String mappingText;

        abstract Property property();

        @Override
        public Integer call() {
            Mapping m = question.inputs.mapping("MAPPING", mappingText);
            SolverOptions.Timed t = question.solver.check(property(), m);
            return question.answer(new Report(property(), Printer.macro(m), t.verdict(), t.solver(), t.millis(),
                    question.inputs.axesFor(m)));
        }
    }

    @Command(name = "injective", description = "No tensor index is stored at two positions.",
            footer = {"", "Exit status: 0 holds, 1 refuted, 2 bad input, 3 unknown."})
    static final class Injective extends OneMapping {
        @Override Property property() { return Property.INJECTIVE; }
    }

    @Command(name = "surjective", aliases = "coverage",
            header = "Every index of the mentioned axes is stored somewhere.",
            description = {"Every index of the axes MAPPING mentions, each within its declared size, is",
                    "stored at some position."},
            footer = {"", "Exit status: 0 holds, 1 refuted, 2 bad input, 3 unknown."})
    static final class Surjective extends OneMapping {
        @Override Property property() { return Property.SURJECTIVE; }
    }

    @Command(name = "bounds", description = "Every stored index lies within its axes' declared sizes.",
            footer = {"", "Exit status: 0 holds, 1 refuted, 2 bad input, 3 unknown."})
    static final class Bounds extends OneMapping {
        @Override Property property() { return Property.BOUNDS; }
    }

    @Command(name = "holes", description = "No position is a hole; a refutation counts the holes and lists the first.",
            footer = {"", "Exit status: 0 no holes, 1 holes found, 2 bad input, 3 unknown."})
    static final class Holes extends OneMapping {
        @Override Property property() { return Property.HOLES; }
    }

    @Command(name = "wraparound", description = "No skewed coordinate (B' = B - A) wraps around its axis.",
            footer = {"", "Exit status: 0 holds, 1 a position wraps, 2 bad input, 3 unknown."})
    static final class Wraparound extends OneMapping {
        @Override Property property() { return Property.WRAPAROUND; }
    }

    @Command(name = "overlap", description = "No position holds more than one index (sliding windows).",
            footer = {"", "Exit status: 0 holds, 1 a position overlaps, 2 bad input, 3 unknown."})
    static final class Overlap extends OneMapping {
        @Override Property property() { return Property.OVERLAP; }
    }

    @Command(name = "truncation", description = "No resize (E = n) drops a position of E that stores an index.",
            footer = {"", "Exit status: 0 holds, 1 a stored index is dropped, 2 bad input, 3 unknown."})
    static final class Truncation extends OneMapping {
        @Override Property property() { return Property.TRUNCATION; }
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
                description = "The tile dimension: an axis or an axis stride, e.g. m![B / 32].")
        String tileText;

        @Option(names = "--size", required = true, paramLabel = "N", description = "Steps of the tile dimension per tile.")
        long size;

        @Option(names = "--start", required = true, paramLabel = "I", description = "The tile's first step.")
        long start;

        @Parameters(index = "0", paramLabel = "VIEW", description = "The view's mapping.")
        String viewText;

        @Override
        public Integer call() {
            Mapping parent = question.inputs.mapping("--parent", parentText);
            Mapping tile = question.inputs.mapping("--tile", tileText);
            Mapping view = question.inputs.mapping("VIEW", viewText);
            TileView t;
            try {
                t = new TileView(parent, tile, size, view, start);
            } catch (MappingException e) {
                throw Inputs.BadInput.of("tile view", e);
            }
            SolverOptions.Timed r = question.solver.subview(t);
            String subject = Printer.macro(parent) + ".view().tile::<" + Printer.macro(tile) + ", " + size + ", "
                    + Printer.macro(view) + ">(" + start + ")";
            return question.answer(new Report(Property.SUBVIEW, subject, r.verdict(), r.solver(), r.millis(),
                    question.inputs.axesFor(parent, view)));
        }
    }
}
