package dev.layoutprover.cli;

import picocli.CommandLine.Option;

/**
 * {@code --max-macs N}, taken by {@code simulate} and {@code bench simulate}: a function whose
 * concrete run takes more multiply-accumulates is checked symbolically instead of run.
 *
 * <p>Example: {@code layout simulate --max-macs 100 crate/} runs only the functions of at most 100
 * MACs; {@code --max-macs -1} is bad input.
 */
final class MacBudget {

    @Option(names = "--max-macs", paramLabel = "N", defaultValue = "100000000000",
            description = "Run a device function concretely only if it takes at most N multiply-accumulates;"
                    + " above, it is checked symbolically (a host function always runs concretely)."
                    + " Default: ${DEFAULT-VALUE}.")
    long maxMacs;

    /** The budget, after checking it is at least 0. */
    long checked() {
        if (maxMacs < 0) {
            throw new Inputs.BadInput("--max-macs " + maxMacs + ": must be at least 0");
        }
        return maxMacs;
    }
}
