package dev.layoutprover.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One {@code layout} run inside the test's process: its exit status and everything it printed.
 *
 * <p>Example: {@code Run.run("rules", "--json")} gives {@code Run[exit=0, out=[{"id":...}], err=]}.
 */
record Run(int exit, String out, String err) {

    /** Runs {@code layout ARGS...} through {@link Main#run} and collects both streams. */
    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }
}
