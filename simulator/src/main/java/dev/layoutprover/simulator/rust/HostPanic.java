package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;

/**
 * A panic of the crate's own Rust code that the reference would raise as it runs: {@code panic!(…)},
 * {@code unreachable!()}, a failing {@code assert!} inside {@code catch_unwind}, {@code .unwrap()} of
 * {@code None} or of an {@code Err}. Outside {@code catch_unwind} it stops the run as any error of the
 * host code does; inside, the interpreter makes it the {@code Err} the closure gives.
 *
 * <p>Example: {@code let x: Option<u32> = None; x.unwrap()} raises
 * {@code HostPanic(t.rs:4:7, ".unwrap() of None: the host code panics here", ".unwrap()")}.
 */
public final class HostPanic extends KernelError {

    private static final long serialVersionUID = 1L;

    private final String what;

    /**
     * @param at where the panic is raised
     * @param reason the message, as for any error of the host code
     * @param what the macro or call that panics, as written: {@code panic!("…")}, {@code .unwrap()}
     */
    public HostPanic(Location at, String reason, String what) {
        super(at, reason);
        this.what = what;
    }

    /** The macro or call that panics, as written. */
    public String what() {
        return what;
    }
}
