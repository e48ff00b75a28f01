package dev.layoutprover.cli;

import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.cute.Coordinates;
import dev.layoutprover.algebra.cute.CuteLayout;
import dev.layoutprover.algebra.cute.IntTuple;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.cute.CuteProofs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code layout cute idx2crd}: the inverse of a compact layout, with the proof that it is one. */
@Command(name = "idx2crd", sortOptions = false,
        header = "Invert a compact layout: the coordinate that f_L sends to an index.",
        description = {"For each INDEX i, the coordinate x with f_L(x) = i by the compact inverse",
                "(leaf k of x is floor(i / d_k) mod M_k), and f_L(x) to confirm it. The solver proves",
                "that this formula inverts f_L at every index and every coordinate; it does exactly",
                "when the layout is compact, and a counterexample is shown otherwise.", "",
                "Example: layout cute idx2crd '(3,2):(1,3)' 4",
                "         idx2crd(4) = (1,1); f_L((1,1)) = 4"},
        footer = {"", "Exit status: 0 the inverse is proved, 1 refuted, 2 bad input, 3 unknown."})
final class CuteIdx2crdCommand extends CuteIndexCommand {

    @Mixin
    SolverOptions solver;

    @Option(names = "--json", description = "Print the result and the verdict as one JSON object.")
    boolean json;

    @Parameters(index = "0", paramLabel = "LAYOUT", description = "A CuTe layout SHAPE:STRIDE, e.g. (3,2):(1,3).")
    String layoutText;

    @Override
    public Integer call() {
        CuteLayout l = CuteInputs.layout("LAYOUT", layoutText);
        List<Long> indices = indices(l.size());
        Solver chosen = solver.chosen();
        if (chosen == Solver.ENUMERATE) {
            throw new Inputs.BadInput("--solver enumerate: idx2crd is proved by an SMT solver; choose z3, smtinterpol or princess");
        }
        List<String> lines = new ArrayList<>();
        List<Map<String, Object>> rows = new ArrayList<>();
        if (broadcasts(l)) {
            lines.add("idx2crd is undefined for " + l + ": a mode of stride 0 makes the formula divide by zero");
        } else {
            for (long i : indices) {
                IntTuple x = Coordinates.compactInverse(i, l.shape(), l.stride());
                lines.add("idx2crd(" + i + ") = " + x + "; f_L(" + x + ") = " + l.apply(x));
                rows.add(LawReport.row(i, x, l.apply(x)));
            }
        }
        long start = System.nanoTime();
        Verdict v;
        String name;
        try (SolverSession proofsSession = SolverSession.open(chosen, solver.timeout())) {
            CuteProofs proofs = CuteProofs.on(proofsSession);
            proofs.notice().ifPresent(n -> solver.notices.println("notice: " + n));
            v = proofs.idx2crdInvertsLayoutFunction(l);
            name = proofs.solverName();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        LawReport r = new LawReport("idx2crd", List.of(l.toString()), lines, rows,
                List.of(new LawReport.CheckedLaw("idx2crd(f_L(x)) = x and f_L(idx2crd(i)) = i for L = " + l, v)), name, millis);
        r.print(spec.commandLine().getOut(), json);
        return r.exitCode();
    }

    private static boolean broadcasts(CuteLayout l) {
        return l.leaves().stream().anyMatch(leaf -> leaf.shape().value() > 1 && leaf.stride().value() == 0);
    }
}
