package dev.layoutprover.kernel.syntax;

import java.util.regex.Pattern;

/**
 * How host code runs a closure or a future at once, as the reader recognises it by the text of the
 * call: {@code std::panic::catch_unwind} (also {@code panic::catch_unwind}, {@code catch_unwind})
 * given {@code AssertUnwindSafe(|| BODY)} or {@code || BODY}; and tokio's {@code block_on} on a
 * runtime made in place ({@code tokio::runtime::Runtime::new().unwrap()}, {@code Handle::current()},
 * {@code Builder::new_current_thread().enable_all().build().unwrap()}).
 *
 * <p>Example: {@code catch_unwind(AssertUnwindSafe(|| { rt.block_on(async { launch(k, args).await; }) }))}
 * is read as the call {@code ?catch_unwind({ launch(k, args).await; })} when {@code rt} is written
 * {@code tokio::runtime::Runtime::new().unwrap()}.
 */
public final class UnwindCatch {

    /** The callee {@code catch_unwind(…)} is read as; no Rust code can name it. */
    public static final String CAUGHT = "?catch_unwind";

    private static final Pattern CATCH_UNWIND = Pattern.compile("(::)?((std|core)::)?(panic::)?catch_unwind");

    private static final Pattern ASSERT_UNWIND_SAFE = Pattern.compile("(::)?((std|core)::)?(panic::)?AssertUnwindSafe");

    private static final Pattern RUNTIME = Pattern.compile("(::)?(tokio::)?(runtime::)?("
            + "Runtime::new\\(\\)(\\.unwrap\\(\\)|\\.expect\\(\"[^\"]*\"\\))"
            + "|Handle::current\\(\\)"
            + "|Builder::new_(current_thread|multi_thread)\\(\\)(\\.enable_all\\(\\))?\\.build\\(\\)"
            + "(\\.unwrap\\(\\)|\\.expect\\(\"[^\"]*\"\\)))");

    private UnwindCatch() {}

    /** Whether {@code callee}, as written, is {@code std::panic::catch_unwind}. */
    static boolean isCatchUnwind(String callee) {
        return CATCH_UNWIND.matcher(squeezed(callee)).matches();
    }

    /** Whether {@code callee}, as written, is {@code std::panic::AssertUnwindSafe}. */
    static boolean isAssertUnwindSafe(String callee) {
        return ASSERT_UNWIND_SAFE.matcher(squeezed(callee)).matches();
    }

    /** Whether {@code receiver}, as written, is a tokio runtime made in place, whose {@code block_on} runs its future. */
    static boolean isRuntime(String receiver) {
        return RUNTIME.matcher(squeezed(receiver)).matches();
    }

    private static String squeezed(String text) {
        return text.replaceAll("\\s", "");
    }
}
