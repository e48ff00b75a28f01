package dev.layoutprover.cli;

import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.LayoutAlgebra;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.LayoutLaws;
import dev.layoutprover.algebra.cute.Tiler;
import dev.layoutprover.algebra.cute.Tiling;
import dev.layoutprover.algebra.cute.TilingLaws;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The operations of the CuTe layout algebra on the command line, {@code layout cute composition A B}
 * and the like: each prints its result in CuTe notation and proves the laws that define it.
 */
final class CuteAlgebraCommands {

    private CuteAlgebraCommands() {}

    /**
     * The shared body: parse, compute, check each law, report; each operation's help ends with its
     * exit status. Its name and help text come from the table {@link #OPERATIONS}.
     */
    @Command(footer = {"", LawCommand.EXIT_STATUS})
    abstract static class Operation extends LawCommand {

        @Option(names = "--json", description = "Print the result and each law's verdict as one JSON object.")
        boolean json;

        /** The operation's name, as the table gives it: {@code composition}. */
        String name() {
            return spec.name();
        }

        /** Reads the arguments; bad input stops here. */
        abstract void parse();

        /** The arguments, printed back: layouts in CuTe notation. */
        abstract List<String> arguments();

        abstract CuteLayout compute();

        abstract List<LayoutLaw> laws(CuteLayout result);

        @Override
        public Integer call() {
            parse();
            CuteLayout result = CuteInputs.operation(name(), this::compute);
            List<LayoutLaw> laws = CuteInputs.operation(name(), () -> laws(result));
            String line = name() + "(" + String.join(", ", arguments()) + ") = " + result;
            return decide(json, name(), arguments(), line, result.toString(), laws);
        }
    }

    /** An operation of one layout {@code L}: {@code new Unary(LayoutAlgebra::coalesce, LayoutLaws::coalesce)}. */
    static final class Unary extends Operation {
        @Parameters(index = "0", paramLabel = "L", description = "A CuTe layout SHAPE:STRIDE.")
        String lText;

        CuteLayout l;

        private final UnaryOperator<CuteLayout> operation;
        private final BiFunction<CuteLayout, CuteLayout, List<LayoutLaw>> laws;

        /** {@code operation} computes the result of {@code L}, {@code laws} the laws of {@code L} and the result. */
        Unary(UnaryOperator<CuteLayout> operation, BiFunction<CuteLayout, CuteLayout, List<LayoutLaw>> laws) {
            this.operation = operation;
            this.laws = laws;
        }

        @Override void parse() { l = CuteInputs.layout("L", lText); }
        @Override List<String> arguments() { return List.of(l.toString()); }
        @Override CuteLayout compute() { return operation.apply(l); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return laws.apply(l, r); }
    }

    /**
     * An operation of a layout {@code A} and a second argument: it reads and prints back {@code A},
     * its subclass the second ({@code B}, a tiler, the size {@code M}).
     */
    abstract static class OfLayoutA extends Operation {
        @Parameters(index = "0", paramLabel = "A", description = "A CuTe layout SHAPE:STRIDE.")
        String aText;

        CuteLayout a;

        /** Reads the second argument; bad input stops here. */
        abstract void parseSecond();

        /** The second argument, printed back. */
        abstract String second();

        @Override void parse() {
            a = CuteInputs.layout("A", aText);
            parseSecond();
        }
        @Override List<String> arguments() { return List.of(a.toString(), second()); }
    }

    /** The laws of a binary operation, given {@code A}, {@code B} and the result {@code R}. */
    @FunctionalInterface
    interface BinaryLaws {
        List<LayoutLaw> of(CuteLayout a, CuteLayout b, CuteLayout r);
    }

    /** An operation of two layouts {@code A} and {@code B}: {@code new Binary(Tiling::blockedProduct, …)}. */
    static final class Binary extends OfLayoutA {
        @Parameters(index = "1", paramLabel = "B", description = "A CuTe layout SHAPE:STRIDE.")
        String bText;

        CuteLayout b;

        private final BinaryOperator<CuteLayout> operation;
        private final BinaryLaws laws;

        Binary(BinaryOperator<CuteLayout> operation, BinaryLaws laws) {
            this.operation = operation;
            this.laws = laws;
        }

        @Override void parseSecond() { b = CuteInputs.layout("B", bText); }
        @Override String second() { return b.toString(); }
        @Override CuteLayout compute() { return operation.apply(a, b); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return laws.of(a, b, r); }
    }

    /** An operation of a layout {@code A} and a tiler {@code T}: a layout, an integer, a shape, or {@code <…>} by mode. */
    abstract static class WithTiler extends OfLayoutA {
        @Parameters(index = "1", paramLabel = "TILER",
                description = "A layout, an integer n (n:1), a shape (2,4) (by mode), or <T0,T1> by mode.")
        String tText;

        Tiler t;

        @Override void parseSecond() { t = CuteInputs.tiler("TILER", tText); }
        @Override String second() { return t.toString(); }

        /** The whole layout of a whole tiler; empty for a by-mode tiler. */
        java.util.Optional<CuteLayout> whole() {
            return t instanceof Tiler.Whole w ? java.util.Optional.of(w.layout()) : java.util.Optional.empty();
        }
    }

    /**
     * A divide or product gathered as {@link Tiling.Gathering} says. The logical one of a whole tiler
     * is checked by CuTe's own laws ({@link LayoutLaws#logicalDivide}), the others mode by mode
     * ({@link TilingLaws}).
     */
    static final class Gathered extends WithTiler {
        private final Tiling.Gathering gathering;
        private final boolean product;

        Gathered(Tiling.Gathering gathering, boolean product) {
            this.gathering = gathering;
            this.product = product;
        }

        @Override CuteLayout compute() {
            return product ? Tiling.product(a, t, gathering) : Tiling.divide(a, t, gathering);
        }
        @Override List<LayoutLaw> laws(CuteLayout r) {
            if (gathering == Tiling.Gathering.LOGICAL && whole().isPresent()) {
                CuteLayout b = whole().get();
                return product ? LayoutLaws.logicalProduct(a, b, r) : LayoutLaws.logicalDivide(a, b, r);
            }
            return product ? TilingLaws.product(a, t, gathering, r) : TilingLaws.divide(a, t, gathering, r);
        }
    }

    /** {@code composition A TILER}: {@link Tiling#composition}, with CuTe's laws for a whole tiler. */
    static final class Composition extends WithTiler {
        @Override CuteLayout compute() { return Tiling.composition(a, t); }
        @Override List<LayoutLaw> laws(CuteLayout r) {
            return whole().map(b -> LayoutLaws.composition(a, b, r)).orElseGet(() -> TilingLaws.composition(a, t, r));
        }
    }

    /** {@code complement A [M]}: {@link LayoutAlgebra#complement} spanning {@code M}, default 1. */
    static final class Complement extends OfLayoutA {
        @Parameters(index = "1", arity = "0..1", paramLabel = "M", description = "The size to span; default 1.")
        String mText;

        long m;

        @Override void parseSecond() {
            m = mText == null ? 1 : CuteInputs.number("M " + mText, mText);
            if (m < 1) {
                throw new Inputs.BadInput("M " + mText + ": the size to span must be at least 1");
            }
        }
        @Override String second() { return Long.toString(m); }
        @Override CuteLayout compute() { return LayoutAlgebra.complement(a, m); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.complement(a, m, r); }
    }

    /**
     * The operations of the algebra in the order the help lists them, each a subcommand: its name,
     * the command that runs it, and its help text.
     */
    private record OperationCommand(String name, Supplier<Operation> command, String header,
            String... description) {}

    private static final List<OperationCommand> OPERATIONS = List.of(
            new OperationCommand("coalesce", () -> new Unary(LayoutAlgebra::coalesce, LayoutLaws::coalesce),
                    "Merge modes without changing the layout function.",
                    "The flattest layout with the same function on [0, size): extent-1 leaves dropped,",
                    "neighbours s0:d0, s1:d1 with d1 = s0·d0 merged. Law: the same function.",
                    "",
                    "Example: layout cute coalesce '(2,(1,6)):(1,(6,2))'"),
            new OperationCommand("composition", Composition::new,
                    "The layout R = A ∘ B.",
                    "R with R(c) = A(B(c)) for every c < size(B). As in CuTe, A is coalesced first and",
                    "continues past its size along its last mode. A by-mode tiler <B0,B1> composes mode k of A",
                    "with Bk. Laws: size(R) = size(B), and R(c) = A(B(c)) at every c.",
                    "",
                    "Example: layout cute composition '(6,2):(8,2)' '(4,3):(3,1)'"),
            new OperationCommand("complement", Complement::new,
                    "The layout that fills the gaps of A up to M.",
                    "An ordered layout R whose values meet A's only at 0, spanning at least M with A",
                    "(M defaults to 1: only the gaps). Laws: disjoint from A, ordered, within bounds,",
                    "spanning M.",
                    "",
                    "Example: layout cute complement '4:2' 24"),
            new OperationCommand("right-inverse",
                    () -> new Unary(LayoutAlgebra::rightInverse, LayoutLaws::rightInverse),
                    "The largest R with L(R(i)) = i.",
                    "The modes of L that, sorted by stride, cover 1, 2, 3, … contiguously, indexed",
                    "back to L's coordinates; modes of stride 0 (or negative) are skipped, as in CuTe C++.",
                    "Law: L(R(i)) = i for every i < size(R).",
                    "",
                    "Example: layout cute right-inverse '(3,2):(2,1)'"),
            new OperationCommand("left-inverse",
                    () -> new Unary(LayoutAlgebra::leftInverse, LayoutLaws::leftInverse),
                    "An R with R(L(i)) = i, for an injective L.",
                    "The right inverse of L extended by its complement. Law: R(L(i)) = i for every",
                    "i < size(L).",
                    "",
                    "Example: layout cute left-inverse '4:2'"),
            new OperationCommand("logical-divide", () -> new Gathered(Tiling.Gathering.LOGICAL, false),
                    "A split into tiles of TILER.",
                    "A ∘ (B, complement(B, size(A))): mode 0 is one tile, mode 1 runs over the tiles;",
                    "mode by mode for a by-mode tiler. Laws: each tiler satisfies the complement laws, and R",
                    "is A composed with it.",
                    "",
                    "Example: layout cute logical-divide '(8,4):(1,8)' '<2,2>'"),
            new OperationCommand("zipped-divide", () -> new Gathered(Tiling.Gathering.ZIPPED, false),
                    "The tiles of A in mode 0, the rest in mode 1.",
                    "The logical divide with its modes gathered: ((tiles…), (rests…, modes of A past",
                    "the tiler)). Laws: the complement laws, the mode sizes, and R(c) as A composed with",
                    "each tiler, read from c.",
                    "",
                    "Example: layout cute zipped-divide '(8,4):(1,8)' '<2,2>'"),
            new OperationCommand("tiled-divide", () -> new Gathered(Tiling.Gathering.TILED, false),
                    "The tiles of A in mode 0, one mode per rest.",
                    "The zipped divide with its second mode unpacked: ((tiles…), rests…). Laws as",
                    "for zipped-divide.",
                    "",
                    "Example: layout cute tiled-divide '(8,4):(1,8)' '<2,2>'"),
            new OperationCommand("flat-divide", () -> new Gathered(Tiling.Gathering.FLAT, false),
                    "The tiles and rests of A, all as top-level modes.",
                    "The zipped divide with both modes unpacked: (tiles…, rests…). Laws as for",
                    "zipped-divide.",
                    "",
                    "Example: layout cute flat-divide '(8,4):(1,8)' '<2,2>'"),
            new OperationCommand("logical-product", () -> new Gathered(Tiling.Gathering.LOGICAL, true),
                    "A repeated as TILER says.",
                    "(A, complement(A, size(A)·cosize(B)) ∘ B): mode 0 is A, mode 1 places the copies;",
                    "mode by mode for a by-mode tiler. Laws: mode 0 is A, the complement laws, and mode 1 is",
                    "the composition.",
                    "",
                    "Example: layout cute logical-product '(2,2):(4,1)' '6:1'"),
            new OperationCommand("zipped-product", () -> new Gathered(Tiling.Gathering.ZIPPED, true),
                    "The copies of A in mode 0, their places in mode 1.",
                    "The logical product with its modes gathered: ((A's modes…), (places…, modes of A",
                    "past the tiler)). Laws: the complement laws, the mode sizes, and R(c) as the sum of A",
                    "and the complement composed with the tiler, read from c.",
                    "",
                    "Example: layout cute zipped-product '(2,2):(1,2)' '<3,2>'"),
            new OperationCommand("tiled-product", () -> new Gathered(Tiling.Gathering.TILED, true),
                    "The copies of A in mode 0, one mode per place.",
                    "The zipped product with its second mode unpacked. Laws as for zipped-product.",
                    "",
                    "Example: layout cute tiled-product '(2,2):(1,2)' '<3,2>'"),
            new OperationCommand("flat-product", () -> new Gathered(Tiling.Gathering.FLAT, true),
                    "The modes of the copies and places, all top level.",
                    "The zipped product with both modes unpacked. Laws as for zipped-product.",
                    "",
                    "Example: layout cute flat-product '(2,2):(1,2)' '<3,2>'"),
            new OperationCommand("blocked-product",
                    () -> new Binary(Tiling::blockedProduct, (a, b, r) -> TilingLaws.zipProduct(a, b, false, r)),
                    "A as a block, repeated over B, each block contiguous.",
                    "Both padded with 1:0 modes to the larger rank, then mode k is (A_k, X_k)",
                    "coalesced, where X is complement(A, size(A)·cosize(B)) ∘ B. Laws: the complement laws,",
                    "the mode sizes, and R(c) = A(SA(c)) + C(B(SB(c))).",
                    "",
                    "Example: layout cute blocked-product '(2,5):(5,1)' '(3,4):(1,3)'"),
            new OperationCommand("raked-product",
                    () -> new Binary(Tiling::rakedProduct, (a, b, r) -> TilingLaws.zipProduct(a, b, true, r)),
                    "A repeated over B, the copies interleaved.",
                    "As blocked-product, with mode k (X_k, A_k): the copies' elements interleave.",
                    "Laws as for blocked-product.",
                    "",
                    "Example: layout cute raked-product '(2,5):(5,1)' '(3,4):(1,3)'"));

    /**
     * Adds to {@code cute} a subcommand per operation of the algebra, in the order of the table:
     * {@code layout cute zipped-divide A TILER} runs {@link Gathered} of
     * {@link Tiling.Gathering#ZIPPED}, a divide.
     */
    static void addSubcommands(CommandLine cute) {
        for (OperationCommand o : OPERATIONS) {
            CommandSpec sub = CommandSpec.forAnnotatedObject(o.command().get());
            sub.usageMessage().header(o.header()).description(o.description());
            cute.addSubcommand(o.name(), sub);
        }
    }
}
