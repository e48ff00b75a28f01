package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Location;
import java.util.Optional;

/**
 * What one {@code catch_unwind(…)} of the host code gave on a simulated run: the body ran to its end
 * ({@code Ok}), or it panicked ({@code Err}) where the reference panics: a rule of the reference
 * broken at a call (its {@link Finding}), or the crate's own {@code panic!}, failing {@code assert!}
 * or {@code .unwrap()} ({@link HostPanic}).
 *
 * <p>Example: {@code catch_unwind(AssertUnwindSafe(|| … launch(ve_elementwise_fxp_chain, …) …))} whose
 * kernel uses the fixed-point adder twice gives {@code Unwound(normal.rs:73:18, Optional.of(
 * "Vector::ALU"), "…", normal.rs:40:10)}, described {@code Vector::ALU at normal.rs:40:10}.
 *
 * @param at where {@code catch_unwind} is called
 * @param panicked whether the body panicked
 * @param cause the rule broken, or the macro or call that panicked; empty when none did
 * @param message the panic's message; empty when none
 * @param where where the panic was raised: the call that broke the rule, or the macro; {@code at}
 *     when none
 */
public record Unwound(Location at, boolean panicked, Optional<String> cause, String message, Location where) {

    /** The body ran to its end. */
    static Unwound completed(Location at) {
        return new Unwound(at, false, Optional.empty(), "", at);
    }

    /** The body broke the rule of {@code f}, a rule the reference asserts as it runs. */
    static Unwound broke(Location at, Finding f) {
        return new Unwound(at, true, Optional.of(f.rule()), f.message(), f.location());
    }

    /** The body reached the crate's own panic {@code p}. */
    static Unwound panicked(Location at, HostPanic p) {
        return new Unwound(at, true, Optional.of(p.what()), p.reason(), p.location());
    }

    /** {@code Vector::ALU at normal.rs:40:10}, or {@code catch_unwind (normal.rs:73:18) ran its body to the end}. */
    public String describe() {
        return panicked ? cause.orElse("a panic") + " at " + short_(where)
                : "catch_unwind (" + short_(at) + ") ran its body to the end";
    }

    private static String short_(Location l) {
        String file = l.file();
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return file.substring(slash + 1) + ":" + l.line() + ":" + l.column();
    }
}
