package dev.layoutprover.simulator;

import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A kernel broke a rule of the hardware. The message names the rule and the numbers, and the
 * violation is raised before any data moves. Every rule is an entry of the
 * {@link Rules rule catalogue}.
 *
 * <p>Example: a TRF tensor with {@code Row = m![N]}, {@code N = 3}, is rejected with rule
 * {@code Row::SIZE} and message {@code Row::SIZE must be 1, 2, 4, or 8, got 3}.
 *
 * <p>A front end that wants to show which checks held installs an {@link Observer} around a run:
 * {@code RuleViolation.observed(rule -> passed.add(rule), () -> kernel.run(ctx, inputs))} receives
 * {@code Chip::SIZE}, {@code Cluster::SIZE}, … for every check that held, in order.
 */
public final class RuleViolation extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Receives the name of each rule check that held. */
    @FunctionalInterface
    public interface Observer {
        void held(String rule);
    }

    private static final ThreadLocal<Observer> OBSERVER = new ThreadLocal<>();
    private static final ThreadLocal<Consumer<RuleViolation>> WARNINGS = new ThreadLocal<>();

    private final String rule;

    /** A violation of {@code rule}, a rule of the {@link Rules catalogue} (any other name is an internal error). */
    public RuleViolation(String rule, String message) {
        super(message);
        this.rule = Rules.require(rule);
    }

    /** The name of the rule, as the book writes it: {@code Row::SIZE}, {@code DM overlap}, … */
    public String rule() {
        return rule;
    }

    /**
     * Throws a violation of {@code rule} with {@code message} unless {@code holds}; a rule of
     * {@link Rule.Level#WARNING warning} level never stops a run: its violation goes to the
     * installed {@link #warned warning sink} and the call goes on.
     *
     * <p>Example: {@code require(address % 8 == 0, "DMA::WRITE_ALIGN", "… got 12292")} with a sink
     * installed hands it the violation and returns; with {@code "DM::CAPACITY"} it throws.
     */
    public static void require(boolean holds, String rule, String message) {
        require(holds, rule, () -> message);
    }

    /**
     * As {@link #require(boolean, String, String)}, the message written only when {@code holds} is false:
     * what a check made for each element of a copy asks, whose message names its layouts.
     *
     * <p>Example: {@code require(src < size, "View::SUBVIEW", () -> "tile " + k + " of " + tile + " …")}.
     */
    public static void require(boolean holds, String rule, Supplier<String> message) {
        if (!holds) {
            RuleViolation v = new RuleViolation(rule, message.get());
            if (Rules.get(rule).level() != Rule.Level.WARNING) {
                throw v;
            }
            warn(v);
            return;
        }
        held(rule);
    }

    /**
     * {@link #require}, and where the simulator cannot go on past a broken warning-level rule (the
     * reference accepts the kernel, but the model has no meaning for what follows), a
     * {@code Kernel::UNMODELLED} violation saying {@code why}: the run ends unknown, never with a
     * wrong result. Example: {@code requireModelled(fits, "DM::CAPACITY", "… ends at 524296 …",
     * "a DM tensor past the slice's DM has no physical bytes")}.
     */
    public static void requireModelled(boolean holds, String rule, String message, String why) {
        require(holds, rule, message);
        if (!holds) {
            throw unmodelled(why, rule, message);
        }
    }

    /**
     * What to throw for {@code v}, raised where the model cannot go on: {@code v} itself when its rule
     * is an error; else {@code v} is handed to the warning sink and a {@code Kernel::UNMODELLED}
     * violation saying {@code why} is returned.
     */
    public static RuleViolation beyondModel(RuleViolation v, String why) {
        if (Rules.get(v.rule()).level() != Rule.Level.WARNING) {
            return v;
        }
        warn(v);
        return unmodelled(why, v.rule(), v.getMessage());
    }

    /**
     * A {@code Kernel::UNMODELLED} violation saying {@code why}, raised past the warning {@code rule}
     * (already reported) with {@code message}.
     */
    public static RuleViolation unmodelled(String why, String rule, String message) {
        return new RuleViolation("Kernel::UNMODELLED", why + " (past the warning " + rule + ": " + message + ")");
    }

    /**
     * Hands {@code v} to the installed {@link #warned warning sink}, if any, and returns: the run
     * goes on. What {@link #require} does with a broken warning-level rule, and what a run policy
     * does with a rule it makes a warning (an address overlap where tensors keep their own data), and
     * how work done on other threads reports its warnings in order on the caller's.
     */
    public static void warn(RuleViolation v) {
        Consumer<RuleViolation> sink = WARNINGS.get();
        if (sink != null) {
            sink.accept(v);
        }
    }

    /**
     * Runs {@code body} on this thread with every violated warning-level rule handed to
     * {@code sink} (the run goes on). Without a sink such a violation is not reported.
     */
    public static <T> T warned(Consumer<RuleViolation> sink, Supplier<T> body) {
        Consumer<RuleViolation> outer = WARNINGS.get();
        WARNINGS.set(sink);
        try {
            return body.get();
        } finally {
            if (outer == null) {
                WARNINGS.remove();
            } else {
                WARNINGS.set(outer);
            }
        }
    }

    /** Tells the installed observer, if any, that a check of {@code rule} held. */
    public static void held(String rule) {
        Rules.require(rule);
        Observer o = OBSERVER.get();
        if (o != null) {
            o.held(rule);
        }
    }

    /**
     * Tells the installed observer, if any, that {@code times} checks of {@code rule} held: what a check
     * made for each element of a copy reports when the same check, already made, is known to hold again.
     * Example: {@code held("View::SUBVIEW", 4096)} is 4096 calls of {@link #held(String)}.
     */
    public static void held(String rule, long times) {
        Rules.require(rule);
        Observer o = OBSERVER.get();
        if (o != null) {
            for (long i = 0; i < times; i++) {
                o.held(rule);
            }
        }
    }

    /** Runs {@code body} on this thread with {@code observer} told of every check that holds. */
    public static <T> T observed(Observer observer, Supplier<T> body) {
        Observer outer = OBSERVER.get();
        OBSERVER.set(observer);
        try {
            return body.get();
        } finally {
            if (outer == null) {
                OBSERVER.remove();
            } else {
                OBSERVER.set(outer);
            }
        }
    }
}
