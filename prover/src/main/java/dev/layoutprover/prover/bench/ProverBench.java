package dev.layoutprover.prover.bench;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Measures the prover against enumeration, in process and warm: for total sizes 2^10 to 2^40,
 * the median time of one equivalence query on the normal-form path, on the solver path (Z3 alone)
 * and by enumeration (every position evaluated on both sides; skipped above 2^24 positions), on
 * three pairs:
 * <ul>
 *   <li>equivalent: {@code m![A, B / 64, B % 64]} and {@code m![A, B]} with {@code A = 8};
 *   <li>bit-permuting: seed 000's nested stride {@code m![B / (n/8), B % (n/16), B / (n/16) % 2]}
 *       against {@code m![B / (n/8), B % (n/8) % (n/16), B % (n/8) / (n/16)]}, which permutes the
 *       same bits the same way;
 *   <li>non-equivalent: the nested stride against {@code m![B]} (they differ at position 1).
 * </ul>
 *
 * <p>Run it with {@code mvn -q -pl prover -am -Pbench verify -DskipTests}; it prints a Markdown
 * table. Example row: {@code | 2^24 | equivalent | 0.004 | 1.1 | 402 | 365× |}.
 */
public final class ProverBench {

    private static final int[] EXPONENTS = {10, 16, 20, 24, 30, 40};
    private static final int ENUMERATION_LIMIT = 24;

    private ProverBench() {}

    /** One pair of mappings to compare, with the verdict it must get. */
    private record Case(String name, Mapping left, Mapping right, boolean equivalent) {}

    public static void main(String[] args) {
        int queries = args.length > 0 ? Integer.parseInt(args[0]) : 201;
        System.out.println("| size | pair | normal form (ms) | z3 solver path (ms) | enumeration (ms) | enumeration ÷ solver |");
        System.out.println("|---|---|---|---|---|---|");
        try (SolverSession normalSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30));
             SolverSession solverSession = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover normal = normalSession.prover();
            Prover solver = solverSession.prover(Prover.Strategy.SOLVER_ONLY);
            // Warm the JIT and the solver on every case before anything is measured.
            for (int round = 0; round < 5; round++) {
                for (int k : EXPONENTS) {
                    for (Case c : cases(k)) {
                        for (int i = 0; i < 40; i++) {
                            check(c, normal.equivalent(c.left(), c.right()));
                            check(c, solver.equivalent(c.left(), c.right()));
                        }
                    }
                }
            }
            for (int k : EXPONENTS) {
                for (Case c : cases(k)) {
                    double nf = median(queries, () -> check(c, normal.equivalent(c.left(), c.right())));
                    double smt = median(queries, () -> check(c, solver.equivalent(c.left(), c.right())));
                    String enumerated = "skipped";
                    String ratio = "";
                    if (k <= ENUMERATION_LIMIT) {
                        int runs = k >= 20 ? 3 : 21;
                        double e = median(runs, () -> enumerate(c));
                        enumerated = format(e);
                        ratio = String.format(Locale.ROOT, "%,.0f×", e / smt);
                    }
                    System.out.printf(Locale.ROOT, "| 2^%d | %s | %s | %s | %s | %s |%n", k, c.name(), format(nf),
                            format(smt), enumerated, ratio);
                }
            }
        }
    }

    private static List<Case> cases(int k) {
        long n = 1L << k;
        Declarations ab = DeclarationsParser.ofAxes("A = 8, B = " + (n / 8));
        Declarations b = DeclarationsParser.ofAxes("B = " + n);
        long top = n / 8;
        long low = n / 16;
        Mapping nested = MappingParser.parse("m![B / " + top + ", B % " + low + ", B / " + low + " % 2]", b);
        Mapping permuted = MappingParser.parse("m![B / " + top + ", B % " + top + " % " + low + ", B % " + top + " / " + low + "]", b);
        return List.of(
                new Case("equivalent", MappingParser.parse("m![A, B / 64, B % 64]", ab), MappingParser.parse("m![A, B]", ab), true),
                new Case("bit-permuting", nested, permuted, true),
                new Case("non-equivalent", nested, MappingParser.parse("m![B]", b), false));
    }

    private static Verdict check(Case c, Verdict v) {
        boolean ok = c.equivalent() ? v instanceof Verdict.Proved : v instanceof Verdict.Refuted;
        if (!ok) {
            throw new IllegalStateException(c.name() + " at size " + c.left().size() + " gave " + v);
        }
        return v;
    }

    /** Compares the two sides at every position, as the enumeration oracle does, without its size limit. */
    private static Boolean enumerate(Case c) {
        List<Axis> axes = new ArrayList<>(Evaluator.of(c.left()).axes());
        Evaluator.of(c.right()).axes().stream().filter(a -> !axes.contains(a)).forEach(axes::add);
        Evaluator l = Evaluator.of(c.left(), axes);
        Evaluator r = Evaluator.of(c.right(), axes);
        long[] lv = new long[axes.size()];
        long[] rv = new long[axes.size()];
        for (long p = 0; p < c.left().size(); p++) {
            Arrays.fill(lv, 0);
            Arrays.fill(rv, 0);
            boolean lh = l.evaluate(p, lv);
            boolean rh = r.evaluate(p, rv);
            if (lh != rh || (lh && !Arrays.equals(lv, rv))) {
                if (c.equivalent()) {
                    throw new IllegalStateException(c.name() + " differs at " + p);
                }
                return false;
            }
        }
        if (!c.equivalent()) {
            throw new IllegalStateException(c.name() + " found no difference");
        }
        return true;
    }

    /** The median wall time of {@code runs} calls, in milliseconds, after as many warm-up calls. */
    private static double median(int runs, Supplier<?> call) {
        for (int i = 0; i < Math.min(runs, 50); i++) {
            call.get();
        }
        double[] ms = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            call.get();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        return ms[runs / 2];
    }

    private static String format(double ms) {
        if (ms < 0.1) {
            return String.format(Locale.ROOT, "%.4f", ms);
        }
        if (ms < 10) {
            return String.format(Locale.ROOT, "%.2f", ms);
        }
        return String.format(Locale.ROOT, "%,.0f", ms);
    }
}
