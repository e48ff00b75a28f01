package dev.layoutprover.kernel.syntax;

/**
 * A kernel file that cannot be read: a syntax error, an unknown name, a type that cannot be
 * inferred, or a construct outside the subset of Rust this reader accepts. The message is
 * {@code file:line:column: reason} followed by the line and a caret.
 *
 * <p>Example:
 * <pre>
 * add.rs:21:10: unknown method 'fetchh' on BeginTensor (it has: fetch)
 *           .fetchh::&lt;i32, m![1], m![A % 8]&gt;()
 *            ^
 * </pre>
 */
public class KernelError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Location location;
    private final String reason;

    public KernelError(Location location, String reason) {
        super(location + ": " + reason + "\n" + location.caret());
        this.location = location;
        this.reason = reason;
    }

    public Location location() {
        return location;
    }

    /** The problem without the location. */
    public String reason() {
        return reason;
    }
}
