package dev.layoutprover.proofs;

import java.util.ArrayList;
import java.util.List;

/**
 * Decides every claim in order and reports each as it is done.
 *
 * <p>Example:
 * <pre>{@code
 * try (SolverSession session = SolverSession.open(Solver.Z3, Judge.SOLVER_TIMEOUT)) {
 *     Judge judge = new Judge(session.prover(), session);
 *     List<Result> results = Runner.run(Catalogue.load(List.of(Path.of("proofs"))), judge, Runner.SILENT);
 * }
 * }</pre>
 */
public final class Runner {

    /** Told about each claim as it is decided. */
    public interface Progress {
        /** Claim number {@code index} (from 1) of {@code total} is about to be decided. */
        void starting(int index, int total, Claim claim);

        /** Claim number {@code index} of {@code total} has its result. */
        void finished(int index, int total, Result result);
    }

    /** Reports nothing. */
    public static final Progress SILENT = new Progress() {
        @Override public void starting(int index, int total, Claim claim) {}
        @Override public void finished(int index, int total, Result result) {}
    };

    private Runner() {}

    /** The results of {@code claims}, in order. */
    public static List<Result> run(List<Claim> claims, Judge judge, Progress progress) {
        List<Result> results = new ArrayList<>();
        int total = claims.size();
        for (int i = 0; i < total; i++) {
            Claim c = claims.get(i);
            progress.starting(i + 1, total, c);
            long start = System.nanoTime();
            Outcome o = judge.decide(c);
            Result r = new Result(c, o, (System.nanoTime() - start) / 1_000_000);
            results.add(r);
            progress.finished(i + 1, total, r);
        }
        return results;
    }
}
