package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A group command run without a subcommand, or with one it does not have, is a usage error that
 * names its subcommands, in their order.
 */
class GroupCommandTest {

    @ParameterizedTest(name = "layout {0}")
    @CsvSource(delimiter = '|', value = {
        "bench | Missing benchmark: one of prover, simulator, simulate, fuzz",
        "check | Missing PROPERTY: one of injective, surjective, bounds, holes, wraparound, overlap, truncation, subview",
        "cute | Missing OPERATION: one of eval, idx2crd, coalesce, composition, complement, right-inverse, left-inverse,"
                + " logical-divide, zipped-divide, tiled-divide, flat-divide, logical-product, zipped-product,"
                + " tiled-product, flat-product, blocked-product, raked-product, equiv, injective, bounds"})
    void withoutASubcommandItNamesThem(String command, String message) {
        Run r = run(command);
        assertEquals(2, r.exit());
        assertEquals("error: " + message, r.err().lines().findFirst().orElseThrow(), r.err());
    }

    @Test
    void anOptionWhereTheSubcommandBelongsIsAMissingSubcommand() {
        assertEquals(new Run(2, "", """
                error: Missing PROPERTY before '--axes': one of injective, surjective, bounds, holes, wraparound, overlap, truncation, subview
                Run 'layout check --help' for the options.
                """), run("check", "--axes", "A=8", "m![A]"));
    }

    @Test
    void anUnknownSubcommandIsNamedWithTheListAndTheNearestNames() {
        assertEquals(new Run(2, "", """
                error: Unknown benchmark 'nope': one of prover, simulator, simulate, fuzz
                Run 'layout bench --help' for the options.
                """), run("bench", "nope"));
        assertEquals(new Run(2, "", """
                error: Unknown PROPERTY 'injectiv': one of injective, surjective, bounds, holes, wraparound, overlap, truncation, subview
                Did you mean: check injective or check surjective or check truncation?
                Run 'layout check --help' for the options.
                """), run("check", "injectiv", "m![A]"));
    }

    @Test
    void theLayoutCommandAloneOrWithAnUnknownNameListsTheCommands() {
        String commands = "one of eval, equiv, check, show, cute, bench, prove, simulate, verify, kernels, rules";
        assertEquals(new Run(2, "", "error: Missing COMMAND: " + commands + "\nRun 'layout --help' for the options.\n"), run());
        assertEquals(new Run(2, "", "error: Unknown COMMAND 'nope': " + commands + "\nRun 'layout --help' for the options.\n"),
                run("nope"));
    }
}
