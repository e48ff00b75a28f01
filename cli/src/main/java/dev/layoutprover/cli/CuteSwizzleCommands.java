package dev.layoutprover.cli;

import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.SwizzledLayout;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Questions about CuTe layouts that may be swizzled, {@code Sw<B,M,S> o SHAPE:STRIDE}, decided by the
 * solver at every index: {@code layout cute equiv F G}, {@code injective F}, {@code bounds F}.
 */
final class CuteSwizzleCommands {

    private CuteSwizzleCommands() {}

    private static final String LAYOUT = "A CuTe layout SHAPE:STRIDE, or a swizzled one Sw<B,M,S> o SHAPE:STRIDE.";

    /** The options every question shares, and its first (swizzled) layout F. */
    abstract static class Question extends LawCommand {
        @Option(names = "--json", description = "Print the answer and each law's verdict as one JSON object.")
        boolean json;

        @Parameters(index = "0", paramLabel = "F", description = LAYOUT)
        String fText;

        /** The layout F, read from its argument. */
        SwizzledLayout f() {
            return CuteInputs.swizzled("F", fText);
        }
    }

    @Command(name = "equiv", header = "Whether two (swizzled) layouts are one function.",
            description = {"F and G have the same size and G(i) = F(i) at every index i; a difference is",
                    "shown at the first index where the values differ, evaluated again.", "",
                    "Example: layout cute equiv 'Sw<1,0,1> o 4:1' '(2,2):(1,2)'"},
            footer = {"", "Exit status: 0 equal, 1 they differ, 2 bad input, 3 unknown."})
    static final class Equiv extends Question {
        @Parameters(index = "1", paramLabel = "G", description = LAYOUT)
        String gText;

        @Override
        public Integer call() {
            SwizzledLayout f = f();
            SwizzledLayout g = CuteInputs.swizzled("G", gText);
            List<LayoutLaw> laws = List.of(new LayoutLaw.SameValues(f, g));
            return decide(json, "equiv", List.of(f.toString(), g.toString()),
                    "equiv(" + f + ", " + g + ")", "equiv", laws);
        }
    }

    @Command(name = "injective", header = "Whether a (swizzled) layout sends no two indices to one value.",
            description = {"F(i) ≠ F(j) for every i < j < size(F); a collision is shown with both indices.", "",
                    "Example: layout cute injective 'Sw<3,4,3> o (8,128):(128,1)'"},
            footer = {"", "Exit status: 0 injective, 1 a collision, 2 bad input, 3 unknown."})
    static final class Injective extends Question {
        @Override
        public Integer call() {
            SwizzledLayout f = f();
            if (f.size() > 3_037_000_499L) {
                throw new Inputs.BadInput("F " + f + ": its " + f.size() + " indices have more pairs than 2^63 - 1;"
                        + " injectivity is decided up to 3037000499 indices");
            }
            return decide(json, "injective", List.of(f.toString()),
                    "injective(" + f + ")", "injective", List.of(new LayoutLaw.Injective(f)));
        }
    }

    @Command(name = "bounds", header = "The range the values of a (swizzled) layout lie in.",
            description = {"Proves LO ≤ F(i) < HI at every index. Without LO and HI, the range is the",
                    "layout's [-(negative span), cosize), widened to whole blocks of 2^(B+M+|S|) of its",
                    "largest swizzle, which keeps every value in its block.", "",
                    "Example: layout cute bounds 'Sw<3,4,3> o (8,128):(128,1)'"},
            footer = {"", "Exit status: 0 within, 1 a value outside, 2 bad input, 3 unknown."})
    static final class Bounds extends Question {
        @Parameters(index = "1", arity = "0..1", paramLabel = "LO", description = "The lowest value allowed.")
        String loText;

        @Parameters(index = "2", arity = "0..1", paramLabel = "HI", description = "One past the highest value allowed.")
        String hiText;

        @Override
        public Integer call() {
            SwizzledLayout f = f();
            if ((loText == null) != (hiText == null)) {
                throw new Inputs.BadInput("LO and HI: give both or neither");
            }
            long lo = loText == null ? CuteInputs.operation("bounds", f::lower) : signedNumber("LO", loText);
            long hi = hiText == null ? CuteInputs.operation("bounds", f::upper) : signedNumber("HI", hiText);
            return decide(json, "bounds", List.of(f.toString()),
                    "bounds(" + f + ") = [" + lo + ", " + hi + ")", "[" + lo + ", " + hi + ")",
                    List.of(new LayoutLaw.Within(f, lo, hi)));
        }

        private static long signedNumber(String what, String text) {
            String t = text.trim();
            boolean negative = t.startsWith("-");
            long v = CuteInputs.number(what + " " + text, negative ? t.substring(1) : t);
            return negative ? -v : v;
        }
    }
}
