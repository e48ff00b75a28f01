package dev.layoutprover.cli;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.TileView;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.algebra.check.Property;
import dev.layoutprover.algebra.check.Verdict;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.function.Function;
import picocli.CommandLine.Option;

/** {@code --solver} and {@code --timeout}, and running a decision with them. */
final class SolverOptions {

    @Option(names = "--solver", paramLabel = "SOLVER", defaultValue = "z3",
            description = {"z3, smtinterpol, princess, or enumerate (every position, up to 2^22).",
                    "Default: ${DEFAULT-VALUE}; SMTInterpol stands in when Z3 cannot load."})
    String solver;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "30",
            description = "Give up (verdict unknown, exit 3) after SEC seconds. Default: ${DEFAULT-VALUE}.")
    String timeoutText;

    /** The verdict and how long it took. */
    record Timed(Verdict verdict, String solver, long millis) {}

    /** Where the one-line notice goes when another solver stands in for the requested one. */
    PrintWriter notices = new PrintWriter(System.err, true);

    Timed equivalent(Mapping left, Mapping right) {
        return run(p -> p.equivalent(left, right));
    }

    Timed check(Property property, Mapping m) {
        return run(p -> p.check(property, m));
    }

    Timed subview(TileView view) {
        return run(p -> p.subview(view));
    }

    /** A verdict, and whether the decision finished (rather than being abandoned at the time limit). */
    private record Decision(Verdict verdict, boolean finished) {}

    /**
     * Runs {@code decision} on its own thread and answers unknown if it is not done shortly after
     * the time limit. The prover enforces the limit on solver calls itself; this bounds what it
     * does not (enumeration), with a little grace so that the prover's own answer wins the race.
     */
    private Decision withTimeout(java.util.function.Supplier<Verdict> decision) {
        java.util.concurrent.FutureTask<Verdict> task = new java.util.concurrent.FutureTask<>(decision::get);
        Thread worker = new Thread(null, task, "decision", Guard.STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            long limit = timeout().toMillis();
            return new Decision(task.get(limit + Math.min(GRACE_MILLIS, limit / 10),
                    java.util.concurrent.TimeUnit.MILLISECONDS), true);
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            return new Decision(new Verdict.Unknown("timed out after " + seconds() + " s"), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Decision(new Verdict.Unknown("interrupted"), false);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** How long past the time limit an unfinished decision is still waited for (at most a tenth of it). */
    private static final long GRACE_MILLIS = 500;

    /** The solver {@code --solver} names; bad input if it names none. */
    Solver chosen() {
        return Solver.byName(solver).orElseThrow(() -> new Inputs.BadInput(
                "--solver " + solver + ": expected z3, smtinterpol, princess or enumerate"));
    }

    /** A decimal number in ASCII digits, with an optional exponent: {@code 30}, {@code .5}, {@code 1e-3}. */
    private static final java.util.regex.Pattern DECIMAL =
            java.util.regex.Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]{1,9})?");

    /** The seconds as written on the command line, trimmed: {@code 30}, {@code 0.5}, {@code 1e99}. */
    private String seconds() {
        return timeoutText.strip();
    }

    /**
     * The time limit {@code --timeout} gives, at least a millisecond (a shorter positive limit is
     * rounded up to it); bad input, quoting the value as written, unless it is a decimal number of
     * seconds above 0 and at most a day. Example: {@code --timeout 0.0001} is 1 ms; {@code --timeout
     * 1e99} is refused as {@code --timeout 1e99: expected a number of seconds, above 0 and at most a day}.
     */
    Duration timeout() {
        // ASCII digits only: BigDecimal would also read other scripts' digits
        java.math.BigDecimal seconds = DECIMAL.matcher(seconds()).matches() ? new java.math.BigDecimal(seconds()) : null;
        if (seconds == null || seconds.signum() <= 0 || seconds.compareTo(java.math.BigDecimal.valueOf(86_400)) > 0) {
            throw Inputs.BadInput.value("--timeout", Guard.visible(seconds()), foreign(seconds())
                    + "expected a number of seconds, above 0 and at most a day");
        }
        long millis = seconds.movePointRight(3).setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
        return Duration.ofMillis(Math.max(1, millis));
    }

    /** Where {@code text} first holds a character no number is written with, e.g. {@code column 1 holds '٣' (…); }, else "". */
    private static String foreign(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > 127 || Character.isISOControl(c)) {
                return "column " + (i + 1) + " holds " + dev.layoutprover.algebra.text.Characters.describe(c) + "; ";
            }
        }
        return "";
    }

    /** A session with the chosen solver and timeout, for a command that asks many questions; the caller closes it. */
    SolverSession open() {
        SolverSession session = SolverSession.open(chosen(), timeout());
        session.notice().ifPresent(n -> notices.println("notice: " + n));
        return session;
    }

    private Timed run(Function<LayoutQuestions, Verdict> decision) {
        SolverSession session = open();
        LayoutQuestions prover = session.prover();
        long start = System.nanoTime();
        Decision o = withTimeout(() -> decision.apply(prover));
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (o.finished()) {
            // An abandoned decision may still be inside the solver: its prover is left to the exit.
            session.close();
        }
        return new Timed(o.verdict(), prover.solverName(), millis);
    }
}
