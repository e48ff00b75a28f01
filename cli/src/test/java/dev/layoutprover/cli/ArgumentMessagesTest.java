package dev.layoutprover.cli;

import static dev.layoutprover.cli.Run.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Bad arguments are exit 2 with one message that quotes the argument as written and says what is
 * wrong: empty paths, open ranges, numbers past 63 bits and time limits out of range.
 */
class ArgumentMessagesTest {

    private static Run badInput(String message) {
        return new Run(2, "", "error: " + message + "\n");
    }

    @Test
    void anEmptyPathIsRefusedRatherThanReadAsTheWorkingDirectory() {
        for (String command : new String[] {"kernels", "verify", "simulate"}) {
            assertEquals(badInput("PATH '': expected a file or directory name, got an empty one"), run(command, ""), command);
        }
        assertEquals(new Run(2, "", """
                error: Invalid value for positional parameter at index 0..* (FILE_OR_DIR): '' is not a path: the name is empty
                Run 'layout prove --help' for the options.
                """), run("prove", ""));
    }

    @Test
    void anEmptyPathBesideAGoodOneLeavesTheGoodOneVerified() {
        Run r = run("verify", "", "../examples/kernels/constant_addition.rs");
        assertEquals(2, r.exit(), r::toString);
        assertEquals("error: PATH '': expected a file or directory name, got an empty one\n", r.err());
        assertEquals("../examples/kernels/constant_addition.rs: clean (75 rule checks held)\n"
                + "verify: no findings in 1 file; 75 rule checks held\n", r.out());
    }

    @Test
    void aDeviceWhereAKernelFileBelongsIsNamedAsNeitherFileNorDirectory() {
        assertEquals(badInput("/dev/null: neither a file nor a directory (a device, pipe or socket)"), run("verify", "/dev/null"));
        assertEquals(badInput("/dev/zero: neither a file nor a directory (a device, pipe or socket)"), run("kernels", "/dev/zero"));
    }

    @Test
    void aControlCharacterInAPathIsShownEscapedInTheError() {
        assertEquals(badInput("no-such\\u0001.rs: no such file"), run("kernels", "no-such\u0001.rs"));
        assertEquals(badInput("no-such\\u0001.rs: no such file"), run("verify", "no-such\u0001.rs"));
    }

    @Test
    void anEmojiInAMappingIsShownWholeWithItsColumn() {
        assertEquals(badInput("MAPPING: column 4: unexpected character '\uD83D\uDE00'\n  m![\uD83D\uDE00, B]\n     ^"),
                run("eval", "--axes", "B=4", "m![\uD83D\uDE00, B]", "0"));
    }

    @Test
    void anEmptyFunctionNameIsQuoted() {
        assertEquals(badInput("--fn '': no such function (functions: main, add_seven)"),
                run("simulate", "../examples/kernels/constant_addition.rs", "--fn", ""));
    }

    @Test
    void aRangeWithoutOneOfItsEndsSaysSo() {
        assertEquals(badInput("POSITION 0..: a range needs both its ends, N..M (M excluded) or N..=M"),
                run("eval", "--axes", "B=4", "m![B]", "0.."));
        assertEquals(badInput("POSITION ..=3: a range needs both its ends, N..M (M excluded) or N..=M"),
                run("eval", "--axes", "B=4", "m![B]", "..=3"));
        assertEquals(badInput("INDEX ..3: a range needs both its ends, N..M (M excluded) or N..=M"),
                run("cute", "eval", "(6,2):(8,2)", "..3"));
        assertEquals(badInput("POSITION 3..0: the range ends before it starts"), run("eval", "--axes", "B=4", "m![B]", "3..0"));
    }

    @Test
    void anEmptyPositionIsQuoted() {
        assertEquals(badInput("POSITION '': expected a number or a range N..M (M excluded) or N..=M"),
                run("eval", "--axes", "B=4", "m![B]", ""));
    }

    @Test
    void aPositionOrOptionPastSixtyThreeBitsIsNamedAsTooLargeNotAsNoNumber() {
        assertEquals(badInput("POSITION 99999999999999999999: 99999999999999999999 does not fit in 63 bits"),
                run("eval", "--axes", "B=4", "m![B]", "99999999999999999999"));
        assertEquals(new Run(2, "", """
                error: Invalid value for option '--start': '99999999999999999999' is not an integer that fits in 63 bits (at most 9223372036854775807)
                Run 'layout check subview --help' for the options.
                """), run("check", "subview", "--axes", "A=8, B=512", "--parent", "m![A, B]", "--tile", "m![B / 32]",
                "--size", "2", "--start", "99999999999999999999", "m![A]"));
        assertEquals(new Run(2, "", """
                error: Invalid value for option '--start': 'x3' is not an integer
                Run 'layout check subview --help' for the options.
                """), run("check", "subview", "--axes", "A=8, B=512", "--parent", "m![A, B]", "--tile", "m![B / 32]",
                "--size", "2", "--start", "x3", "m![A]"));
    }

    @Test
    void aTimeoutOutOfRangeIsQuotedAsWritten() {
        for (String t : new String[] {"1e99", "99999999999999999", "abc", "NaN", "Infinity", "-1", "0", "86400.5"}) {
            assertEquals(badInput("--timeout " + t + ": expected a number of seconds, above 0 and at most a day"),
                    run("equiv", "--timeout", t, "--axes", "A=4", "A", "A"), t);
        }
    }

    @Test
    void aTimeoutInDecimalOrExponentNotationIsRead() {
        assertEquals(0, run("equiv", "--timeout", "3e1", "--axes", "A=4", "A", "A").exit());
        assertEquals(0, run("equiv", "--timeout", " .5", "--axes", "A=4", "A", "A").exit());
        assertEquals(0, run("equiv", "--timeout", "86400", "--axes", "A=4", "A", "A").exit());
    }
}
