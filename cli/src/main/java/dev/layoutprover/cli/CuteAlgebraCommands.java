package dev.layoutprover.cli;

import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.LayoutAlgebra;
import dev.layoutprover.algebra.cute.LayoutLaw;
import dev.layoutprover.algebra.cute.LayoutLaws;
import dev.layoutprover.prover.cute.LayoutLawProver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The operations of the CuTe layout algebra on the command line, {@code layout cute composition A B}
 * and the like: each prints its result in CuTe notation and proves the laws that define it.
 */
final class CuteAlgebraCommands {

    private CuteAlgebraCommands() {}

    /** The shared body: parse, compute, check each law, report. */
    abstract static class Operation implements Callable<Integer> {

        @Mixin
        SolverOptions solver;

        @Option(names = "--json", description = "Print the result and each law's verdict as one JSON object.")
        boolean json;

        @Spec
        CommandSpec spec;

        /** The operation's name, as in {@code composition}. */
        abstract String name();

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
            List<LayoutLaw> laws = laws(result);
            long start = System.nanoTime();
            List<LawReport.Law> verdicts = new ArrayList<>();
            String solverName;
            try (LayoutLawProver prover = LayoutLawProver.create(solver.chosen(), solver.timeout())) {
                prover.notice().ifPresent(n -> solver.notices.println("notice: " + n));
                for (LayoutLaw law : laws) {
                    Verdict v = prover.check(law);
                    verdicts.add(new LawReport.Law(law.statement(), v));
                }
                solverName = prover.solverName();
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            String line = name() + "(" + String.join(", ", arguments()) + ") = " + result;
            LawReport r = new LawReport(name(), arguments(), List.of(line), result.toString(), verdicts, solverName, millis);
            r.print(spec.commandLine().getOut(), json);
            return r.exitCode();
        }
    }

    /** An operation of one layout {@code L}. */
    abstract static class Unary extends Operation {
        @Parameters(index = "0", paramLabel = "L", description = "A CuTe layout SHAPE:STRIDE.")
        String lText;

        CuteLayout l;

        @Override void parse() { l = CuteInputs.layout("L", lText); }
        @Override List<String> arguments() { return List.of(l.toString()); }
    }

    /** An operation of two layouts {@code A} and {@code B}. */
    abstract static class Binary extends Operation {
        @Parameters(index = "0", paramLabel = "A", description = "A CuTe layout SHAPE:STRIDE.")
        String aText;

        @Parameters(index = "1", paramLabel = "B", description = "A CuTe layout SHAPE:STRIDE.")
        String bText;

        CuteLayout a;
        CuteLayout b;

        @Override void parse() {
            a = CuteInputs.layout("A", aText);
            b = CuteInputs.layout("B", bText);
        }
        @Override List<String> arguments() { return List.of(a.toString(), b.toString()); }
    }

    @Command(name = "coalesce", header = "Merge modes without changing the layout function.",
            description = {"The flattest layout with the same function on [0, size): extent-1 leaves dropped,",
                    "neighbours s0:d0, s1:d1 with d1 = s0·d0 merged. Law: the same function.", "",
                    "Example: layout cute coalesce '(2,(1,6)):(1,(6,2))'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class Coalesce extends Unary {
        @Override String name() { return "coalesce"; }
        @Override CuteLayout compute() { return LayoutAlgebra.coalesce(l); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.coalesce(l, r); }
    }

    @Command(name = "composition", header = "The layout R = A ∘ B.",
            description = {"R with R(c) = A(B(c)) for every c < size(B), A continued along its last mode.",
                    "Laws: size(R) = size(B), and R(c) = A(B(c)) at every c.", "",
                    "Example: layout cute composition '(6,2):(8,2)' '(4,3):(3,1)'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class Composition extends Binary {
        @Override String name() { return "composition"; }
        @Override CuteLayout compute() { return LayoutAlgebra.composition(a, b); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.composition(a, b, r); }
    }

    @Command(name = "complement", header = "The layout that fills the gaps of A up to M.",
            description = {"An ordered layout R whose values meet A's only at 0, spanning at least M with A",
                    "(M defaults to 1: only the gaps). Laws: disjoint from A, ordered, within bounds,",
                    "spanning M.", "",
                    "Example: layout cute complement '4:2' 24"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class Complement extends Operation {
        @Parameters(index = "0", paramLabel = "A", description = "A CuTe layout SHAPE:STRIDE.")
        String aText;

        @Parameters(index = "1", arity = "0..1", paramLabel = "M", description = "The size to span; default 1.")
        String mText;

        CuteLayout a;
        long m;

        @Override String name() { return "complement"; }
        @Override void parse() {
            a = CuteInputs.layout("A", aText);
            m = mText == null ? 1 : CuteInputs.number("M " + mText, mText);
            if (m < 1) {
                throw new Inputs.BadInput("M " + mText + ": the size to span must be at least 1");
            }
        }
        @Override List<String> arguments() { return List.of(a.toString(), Long.toString(m)); }
        @Override CuteLayout compute() { return LayoutAlgebra.complement(a, m); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.complement(a, m, r); }
    }

    @Command(name = "right-inverse", header = "The largest R with L(R(i)) = i.",
            description = {"The modes of L that, sorted by stride, cover 1, 2, 3, … contiguously, indexed",
                    "back to L's coordinates. Law: L(R(i)) = i for every i < size(R).", "",
                    "Example: layout cute right-inverse '(3,2):(2,1)'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class RightInverse extends Unary {
        @Override String name() { return "right-inverse"; }
        @Override CuteLayout compute() { return LayoutAlgebra.rightInverse(l); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.rightInverse(l, r); }
    }

    @Command(name = "left-inverse", header = "An R with R(L(i)) = i, for an injective L.",
            description = {"The right inverse of L extended by its complement. Law: R(L(i)) = i for every",
                    "i < size(L).", "",
                    "Example: layout cute left-inverse '4:2'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class LeftInverse extends Unary {
        @Override String name() { return "left-inverse"; }
        @Override CuteLayout compute() { return LayoutAlgebra.leftInverse(l); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.leftInverse(l, r); }
    }

    @Command(name = "logical-divide", header = "A split into tiles of B.",
            description = {"A ∘ (B, complement(B, size(A))): mode 0 is one tile, mode 1 runs over the tiles.",
                    "Laws: the tiler satisfies the complement laws, and R is A composed with it.", "",
                    "Example: layout cute logical-divide '16:1' '4:2'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class LogicalDivide extends Binary {
        @Override String name() { return "logical-divide"; }
        @Override CuteLayout compute() { return LayoutAlgebra.logicalDivide(a, b); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.logicalDivide(a, b, r); }
    }

    @Command(name = "logical-product", header = "A repeated as B says.",
            description = {"(A, complement(A, size(A)·cosize(B)) ∘ B): mode 0 is A, mode 1 places the copies.",
                    "Laws: mode 0 is A, the complement laws, and mode 1 is the composition.", "",
                    "Example: layout cute logical-product '(2,2):(4,1)' '6:1'"},
            footer = {"", "Exit status: 0 every law holds, 1 a law is violated, 2 bad input, 3 unknown."})
    static final class LogicalProduct extends Binary {
        @Override String name() { return "logical-product"; }
        @Override CuteLayout compute() { return LayoutAlgebra.logicalProduct(a, b); }
        @Override List<LayoutLaw> laws(CuteLayout r) { return LayoutLaws.logicalProduct(a, b, r); }
    }
}
