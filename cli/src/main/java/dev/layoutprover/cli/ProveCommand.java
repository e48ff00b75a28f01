package dev.layoutprover.cli;

import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.proofs.Catalogue;
import dev.layoutprover.proofs.CatalogueException;
import dev.layoutprover.proofs.Claim;
import dev.layoutprover.proofs.Judge;
import dev.layoutprover.proofs.Result;
import dev.layoutprover.proofs.Runner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code layout prove}: decide every claim of the proof catalogue. */
@Command(name = "prove", sortOptions = false,
        header = "Decide every claim of proof catalogue files.",
        description = {"Read the claims of each FILE (and of every *.claims file under each directory),",
                "decide each with the solver, the enumeration oracle or the evaluator, and print a table:",
                "claim, verdict, expected verdict, scope (what the verdict covers), solver, milliseconds.",
                "Progress goes to standard error.", "",
                "Example: layout prove proofs/"},
        footer = {"", "Exit status: 0 every claim met its expected verdict, 1 some did not,",
                "2 a claim file has errors (each listed with file and line; nothing is decided)."})
final class ProveCommand implements Callable<Integer> {

    @Option(names = "--json", description = {"Print the results as one JSON object: {\"claims\", \"met\", \"total\",",
            "\"millis\", \"errors\"}; with errors, no claims and each error as {\"file\", \"line\", \"message\"}."})
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE_OR_DIR", description = "Claim files, or directories to search for *.claims.")
    List<Path> paths;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Claim> claims;
        try {
            claims = Catalogue.load(paths);
        } catch (CatalogueException e) {
            e.problems().forEach(p -> err.println("error: " + Guard.visible(p.toString())));
            err.flush();
            if (json) {
                out.println(Json.write(ProveReport.errorsJson(e.problems())));
                out.flush();
            }
            return 2;
        }
        long files = claims.stream().map(Claim::file).distinct().count();
        err.println("proving " + claims.size() + (claims.size() == 1 ? " claim" : " claims") + " from " + files
                + (files == 1 ? " file" : " files"));
        err.flush();
        long start = System.nanoTime();
        List<Result> results;
        try (SolverSession session = SolverSession.open(Solver.Z3, Judge.SOLVER_TIMEOUT)) {
            results = Runner.run(claims, new Judge(session.prover(), session), new ProgressLines(err));
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        ProveReport report = new ProveReport(results, millis);
        out.println(json ? Json.write(report.toJson()) : report.toText());
        out.flush();
        return report.allMet() ? 0 : 1;
    }

    /** One line on standard error per claim decided. */
    private record ProgressLines(PrintWriter err) implements Runner.Progress {
        @Override
        public void starting(int index, int total, Claim claim) {}

        @Override
        public void finished(int index, int total, Result r) {
            int width = String.valueOf(total).length();
            err.printf("[%" + width + "d/%d] %s: %s%s (%d ms)%n", index, total, r.claim().name(),
                    r.outcome().answer().word(), r.met() ? "" : ", expected " + r.claim().expected().word(), r.millis());
            err.flush();
        }
    }
}
