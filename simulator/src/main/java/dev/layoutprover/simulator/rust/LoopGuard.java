package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.HashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Ends a {@code while} or {@code loop} that would never end, with a message naming it. The
 * condition and the breaks of a loop read known values only (never tensor data), so an iteration
 * that leaves every variable in scope as it found it (and every variable a {@code &mut}
 * reference reaches) will repeat forever: that is found after the second such iteration. A loop
 * whose variables keep changing stops at {@link #MAX_ITERATIONS}.
 *
 * <p>Example: {@code let mut i = 0; while i < 4 { copy(i); }} stops at its second iteration:
 * {@code the while loop never ends: an iteration leaves every variable as it found it (i = 0)}.
 */
final class LoopGuard {

    /** The most iterations a {@code while} or {@code loop} runs. */
    static final long MAX_ITERATIONS = 1 << 16;

    private final String what;
    private final Location at;
    private Map<String, Object> before;
    private long iterations;

    LoopGuard(String what, Location at, Map<String, Object> scope) {
        this.what = what;
        this.at = at;
        this.before = state(scope);
    }

    /** Counts an iteration that ended with {@code scope}; throws when the loop cannot end. */
    void iterated(Map<String, Object> scope) {
        iterations++;
        Map<String, Object> now = state(scope);
        if (now.equals(before)) {
            throw new KernelError(at, "the " + what + " never ends: an iteration leaves every variable as it found it"
                    + known(now) + ", so each runs the same way again");
        }
        if (iterations >= MAX_ITERATIONS) {
            throw new KernelError(at, "the " + what + " did not end after " + MAX_ITERATIONS + " iterations, the most "
                    + "a loop runs here" + known(now));
        }
        before = now;
    }

    /** The values in scope, a reference by the value it reaches (tensors compare by identity). */
    private static Map<String, Object> state(Map<String, Object> scope) {
        Map<String, Object> out = new HashMap<>();
        scope.forEach((name, v) -> out.put(name, v instanceof InterpreterValues.Place p
                ? java.util.List.of(p, String.valueOf(p.get())) : v));
        return out;
    }

    /** The integers and booleans among {@code state}, for the message: {@code  (i = 0, at = 4096)}. */
    private static String known(Map<String, Object> state) {
        StringJoiner j = new StringJoiner(", ", " (", ")").setEmptyValue("");
        state.keySet().stream().sorted().filter(n -> !n.contains("@"))
                .filter(n -> state.get(n) instanceof Long || state.get(n) instanceof Boolean).limit(8)
                .forEach(n -> j.add(n + " = " + state.get(n)));
        return j.toString();
    }
}
