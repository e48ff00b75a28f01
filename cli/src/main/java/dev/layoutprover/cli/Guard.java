package dev.layoutprover.cli;

import dev.layoutprover.algebra.text.Characters;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a command so that exhausting the stack or the heap is an answer, never a crash: a
 * {@link StackOverflowError} is bad input (exit 2: the input nests too deeply), an
 * {@link OutOfMemoryError} is unknown (exit 3: the question is too big for this run). Every other
 * throwable that escapes is an internal error (exit 4) with its stack trace.
 *
 * <p>The command runs on a thread of its own with a {@value #STACK_BYTES}-byte stack, well above
 * what the readers' depth limit ({@link Characters#MAX_DEPTH}) needs.
 *
 * <p>Example: {@code Guard.run(err, () -> { throw new StackOverflowError(); })} prints
 * {@code error: the input nests too deeply …} and returns 2.
 */
final class Guard {

    /** The stack of the thread a command runs on: 256 MiB (reserved, touched only as used). */
    static final long STACK_BYTES = 256L << 20;

    private Guard() {}

    static int run(PrintWriter err, Callable<Integer> command) {
        AtomicReference<Integer> status = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                status.set(command.call());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "layout", STACK_BYTES);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("error: interrupted");
            return 3;
        }
        Throwable t = failure.get();
        if (t == null) {
            return status.get();
        }
        return answer(err, t);
    }

    /** The exit status and message for a throwable that escaped a command. */
    static int answer(PrintWriter err, Throwable t) {
        if (t instanceof StackOverflowError) {
            err.println("error: the input nests too deeply to be read or decided (the stack is exhausted);"
                    + " brackets, pairs and operators nest at most " + Characters.MAX_DEPTH + " levels");
            return 2;
        }
        if (t instanceof OutOfMemoryError) {
            err.println("unknown: the question needs more memory than this run has (" + t.getMessage()
                    + "); nothing was decided");
            return 3;
        }
        err.println("internal error: " + t);
        t.printStackTrace(err);
        return Main.INTERNAL_ERROR;
    }

    /** A message with its invisible characters escaped ({@code \u200b}), line breaks kept. */
    static String visible(String message) {
        StringBuilder b = new StringBuilder(message.length());
        for (int i = 0; i < message.length(); i += Characters.width(message, i)) {
            b.append(message.charAt(i) == '\n' ? "\n" : Characters.show(message, i));
        }
        return b.toString();
    }
}
