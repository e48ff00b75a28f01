package dev.layoutprover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every hostile input of the robustness issue gets a bounded, honest answer. */
class RobustnessTest {

    private record Run(int exit, String out, String err) {}

    private static Run run(String... args) {
        return within(Duration.ofSeconds(20), args);
    }

    /** Runs with a time limit; on an idle machine every run here takes well under a second or two. */
    private static Run within(Duration limit, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = assertTimeoutPreemptively(limit,
                () -> Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args));
        return new Run(exit, out.toString(), err.toString());
    }

    private static void badInput(Run r, String message) {
        assertEquals(2, r.exit(), r::toString);
        assertTrue(r.err().contains(message), r::toString);
        assertTrue(!r.err().contains("Exception"), r::toString);
    }

    @Test
    void fiveThousandNestedBracketsAreBadInputNamingTheLimit() {
        String deep = "[".repeat(5000) + "A" + "]".repeat(5000);
        badInput(run("eval", "--axes", "A=4", "m![" + deep + "]", "0"), "brackets nest more than 256 deep (the limit)");
        badInput(run("check", "injective", "--axes", "A=4", deep), "brackets nest more than 256 deep");
        badInput(run("equiv", "--axes", "A=4", deep, "A"), "brackets nest more than 256 deep");
    }

    @Test
    void fiveThousandModuloOperatorsAreBadInputNamingTheLimit() {
        String chain = "A" + " % 4".repeat(5000);
        badInput(run("eval", "--axes", "A=4", "m![" + chain + "]", "0"), "nests more than 256 levels deep");
        badInput(run("equiv", "--axes", "A=4", chain, "A"), "nests more than 256 levels deep");
    }

    @Test
    void aListOfTenThousandAxesIsBadInput() {
        StringBuilder axes = new StringBuilder();
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            axes.append(i == 0 ? "" : ", ").append("A").append(i).append("=2");
            list.append(i == 0 ? "" : ", ").append("A").append(i % 3);
        }
        badInput(run("eval", "--axes", axes.toString(), "A0", "0"), "more than 1024 axes in one declaration (the limit)");
        badInput(run("eval", "--axes", "A0=1, A1=1, A2=1", "m![" + list + "]", "0"), "nests more than 256 levels deep");
    }

    @Test
    void aCuteShapeNestedFiveThousandDeepIsBadInput() {
        String shape = "(".repeat(5000) + "2" + ")".repeat(5000);
        badInput(run("eval", "cute:" + shape + ":" + shape, "0"), "brackets nest more than 256 deep");
    }

    @Test
    void aClaimWithAHundredThousandAxesIsBadInput(@TempDir Path dir) throws Exception {
        StringBuilder axes = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            axes.append(i == 0 ? "" : ", ").append("A").append(i).append(" = 2");
        }
        Path file = dir.resolve("many.claims");
        Files.writeString(file, "claim many\n  property: eval\n  axes: " + axes + "\n  mapping: m![A1]\n"
                + "  at 1: {A1: 1}\n  expect: proved\n");
        badInput(run("prove", file.toString()), "more than 1024 axes in one declaration");
    }

    @Test
    void powersOfZeroAndOneWithHugeExponentsAnswerAtOnce() {
        assertEquals(new Run(0, "0: {}\n", ""), run("eval", "--axes", "A=1^4000000000000", "m![A]", "0"));
        badInput(run("eval", "--axes", "A=0^4000000000000", "m![A]", "0"), "axis A must have a positive size, got 0");
        assertEquals(new Run(0, "0: {}\n1: {B: 1}\n", ""), run("eval", "--axes", "B=8", "m![B / 1^4000000000000]", "0..2"));
        badInput(run("eval", "--axes", "A=2^4000000000000", "m![A]", "0"), "does not fit in 63 bits");
    }

    @Test
    void aStrideZeroWindowOverTwoToTheFortyReportsItsSizeAndFirstMembers() {
        Run r = run("eval", "--axes", "A=2^40", "m![$(A:0)]", "0");
        assertEquals(new Run(0, "0: 1099511627776 indices, 16 of them: [{}, {A: 1}, {A: 2}, {A: 3}, {A: 4}, {A: 5},"
                + " {A: 6}, {A: 7}, {A: 8}, {A: 9}, {A: 10}, {A: 11}, {A: 12}, {A: 13}, {A: 14}, {A: 15}, …]"
                + " (--all lists up to 4096)\n", ""), r);
        Run all = run("eval", "--all", "--axes", "A=2^40", "m![$(A:0)]", "0");
        assertTrue(all.out().startsWith("0: 1099511627776 indices, 4096 of them: [{}, {A: 1},"), all::toString);
        assertTrue(all.out().contains("{A: 4095}, …]"), all::toString);
    }

    @Test
    void overlapOfAStrideZeroWindowOverTwoToTheFortyIsRefutedQuickly() {
        Run r = run("check", "overlap", "--axes", "A=2^40", "m![$(A:0)]");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().contains("position 0 holds 1099511627776 indices, among them: [{}, {A: 1}"), r::toString);
    }

    @Test
    void onePositionOfAWindowOverTwoToTheTwentyEightIsInstant() {
        assertEquals(new Run(0, "200000000: [{N: 199999997, F: 3}, {N: 199999998, F: 2}, {N: 199999999, F: 1},"
                + " {N: 200000000}]\n", ""), run("eval", "--axes", "N=2^28, F=4", "m![$(N:1, F:1)]", "200000000"));
        Run wide = run("eval", "--axes", "N=2^28, F=2^28", "m![$(N:1, F:1)]", "200000000");
        assertTrue(wide.out().startsWith("200000000: 200000001 indices, 16 of them: [{F: 200000000},"), wide::toString);
    }

    @Test
    void theNearMissOfTwoWindowsAtTwoToTheTwentyEightIsRefutedAtItsFirstDifference() {
        // About a second on an idle machine; the limit leaves room for a loaded one.
        Run r = within(Duration.ofSeconds(60), "equiv", "--axes", "N=2^28, F=2^28", "m![$(N:1, F:1)]",
                "m![$([N = 268435455] # 268435456:1, F:1)]");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().contains("at position 268435455 the left holds 268435456 indices, among them"), r::toString);
        assertTrue(r.out().contains("the right holds 268435455 indices, among them"), r::toString);
        Run same = within(Duration.ofSeconds(60), "equiv", "--axes", "N=2^28, F=2^28", "m![$(N:1, F:1)]", "m![$(F:1, N:1)]");
        assertEquals(0, same.exit(), same::toString);
    }

    @Test
    void theFirstDifferingPositionIsTheLeastOverEveryWindowInstance() {
        Run r = run("equiv", "--axes", "N=3, F=3", "m![$(N:1, F:2)]", "m![[$(F:1, N:1)] # 7]");
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().contains("counterexample: at position 1 the left holds {N: 1} and the right holds"
                + " [{F: 1}, {N: 1}]"), r::toString);
    }

    @Test
    void aSizeMismatchShowsWhatTheLongerSideHoldsInJson() {
        refutedWithJson(run("equiv", "--json", "--axes", "C=13, D=52", "m![C, D # 63]", "m![C, D # 64]"),
                "\"position\":819,\"left\":null,\"right\":{\"C\":12,\"D\":51}");
    }

    @Test
    void aHoleIsNullInJson() {
        refutedWithJson(run("equiv", "--json", "--axes", "C=13, D=61", "m![C, D # 64]", "m![C, D #_ 64]"),
                "\"position\":0,\"left\":{},\"right\":null");
    }

    /** Exit 1, and the JSON printed, white space removed, contains {@code fragment}. */
    private static void refutedWithJson(Run r, String fragment) {
        assertEquals(1, r.exit(), r::toString);
        assertTrue(r.out().replaceAll("\\s", "").contains(fragment), r::toString);
    }

    @Test
    void xlaLayoutsOfDifferentShapesAreBadInputNotAnInternalError() {
        badInput(run("equiv", "xla:f32[4,2]", "xla:f32[2,4]"), "RIGHT: column 4: axis D0 is declared with size 4, but dimension 0 has extent 2");
    }

    @Test
    void anOverflowingComplementIsUnknownNeverAnInternalError() {
        // The complement is computed; the laws whose numbers pass 64 bits are not decided.
        Run r = run("cute", "complement", "4:2", "9223372036854775807");
        assertEquals(3, r.exit(), r::toString);
        assertTrue(r.out().contains("(2,1152921504606846976):(1,8)") && r.out().contains("overflow 64 bits"),
                r::toString);
    }

    @Test
    void aTinyTimeoutIsUnknownOrAnAnswerNeverAnInternalError() {
        Run r = run("equiv", "--timeout", "0.0001", "--axes", "B=512", "m![B / 64, B % 32, B / 32 % 2]", "m![B]");
        assertTrue(r.exit() == 1 || r.exit() == 3, r::toString);
        badInput(run("equiv", "--timeout", "0", "--axes", "B=512", "m![B]", "m![B]"), "expected a number of seconds");
    }

    @Test
    void arabicIndicDigitsAreRefusedWithTheirColumn() {
        badInput(run("eval", "--axes", "A=٣", "m![A]", "0"), "column 3: unexpected character '٣' (not an ASCII digit");
        badInput(run("eval", "--axes", "A=3", "m![A]", "٣"), "POSITION ٣: column 1 holds '٣' (not an ASCII digit");
        badInput(run("equiv", "--timeout", "٣", "--axes", "A=3", "A", "A"), "column 1 holds '٣'");
    }

    @Test
    void invisibleCharactersAreShownEscapedWithTheirColumn() {
        Run r = run("eval", "--axes", "A=3", "m![A\u200b]", "0");
        badInput(r, "column 5: unexpected character '\\u200b' (an invisible or control character)\n  m![A\\u200b]\n      ^");
        assertTrue(!r.err().contains("\u200b"), r::toString);
        badInput(run("eval", "--axes", "A=3", "m![A]", "1\u200b"), "POSITION 1\\u200b: column 2 holds '\\u200b'");
    }

    @Test
    void devNullAndAnEmptyDirectoryHoldZeroClaims(@TempDir Path dir) {
        Run empty = run("prove", dir.toString());
        assertEquals(0, empty.exit(), empty::toString);
        assertTrue(empty.out().contains("0 of 0 claims met their expected verdict"), empty::toString);
        if (Files.exists(Path.of("/dev/null"))) {
            Run none = run("prove", "/dev/null");
            assertEquals(0, none.exit(), none::toString);
            assertTrue(none.err().contains("proving 0 claims"), none::toString);
        }
    }

    @Test
    void aKernelInputTooLargeForOneArrayIsUnknownNamingIt(@TempDir Path dir) throws Exception {
        Path kernels = Path.of("..", "examples", "kernels", "constant_addition.rs");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(kernels), "the example kernels are not here");
        Path huge = dir.resolve("huge.rs");
        Files.writeString(huge, Files.readString(kernels).replace("axes![N = 4096]", "axes![N = 1099511627776]"));
        Run r = run("simulate", huge.toString());
        assertEquals(new Run(3, "", "unknown: the question needs more memory than this run has (a random input of i32"
                + " over [N = 1099511627776] has more than 2147483639 elements, more than one run holds); nothing was"
                + " decided\n"), r);
    }

    @Test
    void aByteOrderMarkStartsAKernelFile(@TempDir Path dir) throws Exception {
        Path kernels = Path.of("..", "examples", "kernels", "constant_addition.rs");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(kernels), "the example kernels are not here");
        Path marked = dir.resolve("marked.rs");
        Files.writeString(marked, "\uFEFF" + Files.readString(kernels, StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        Run plain = run("verify", kernels.toString());
        Run withMark = run("verify", marked.toString());
        assertEquals(plain.exit(), withMark.exit(), withMark::toString);
        assertEquals(0, withMark.exit(), withMark::toString);
    }

    @Test
    void aKernelWhoseSizesOverflowOrWhoseFetchCannotBeRunIsBadInput(@TempDir Path dir) throws Exception {
        Path example = Path.of("..", "examples", "kernels", "constant_addition.rs");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(example), "the example kernels are not here");
        String text = Files.readString(example, StandardCharsets.UTF_8);
        Path big = dir.resolve("big.rs");
        Files.writeString(big, text.replace("axes![N = 4096];", "axes![N = 1099511627776];"));
        // Without data, the 2^40-element tensor is placed and found too large for HBM: a warning (a rule of the
        // book the reference does not check), and the check goes on to the DM tensor of 2^36 slices, an error.
        Run bigRun = run("verify", big.toString());
        assertEquals(1, bigRun.exit(), bigRun.toString());
        assertTrue(bigRun.out().contains("warning[HBM::CAPACITY]") && bigRun.out().contains("4398046511104 bytes")
                && bigRun.out().contains("error[Slice::SIZE]"), bigRun.toString());
        Path padded = dir.resolve("padded.rs");
        Files.writeString(padded, text.replace(".fetch::<i32, m![N % 16 / 8], m![N % 8]>()",
                ".fetch::<i32, m![N % 16 / 8], m![N % 8 #_ 16]>()"));
        // #_ (padding at the bottom) is the project's notation, not furiosa-mapping's grammar: refused as read
        badInput(run("simulate", padded.toString()), "expected a number after '#', found '_'");
    }

    @Test
    void theGuardTurnsAStackOverflowIntoBadInputAndOutOfMemoryIntoUnknown() {
        StringWriter err = new StringWriter();
        int overflow = Guard.run(new PrintWriter(err, true), RobustnessTest::recurse);
        assertEquals(2, overflow);
        assertTrue(err.toString().startsWith("error: the input nests too deeply"), err::toString);
        StringWriter err2 = new StringWriter();
        int memory = Guard.run(new PrintWriter(err2, true), () -> {
            throw new OutOfMemoryError("Java heap space");
        });
        assertEquals(3, memory);
        assertTrue(err2.toString().startsWith("unknown: the question needs more memory than this run has"), err2::toString);
        StringWriter err3 = new StringWriter();
        assertEquals(4, Guard.run(new PrintWriter(err3, true), () -> {
            throw new IllegalStateException("a bug");
        }));
        assertTrue(err3.toString().startsWith("internal error: java.lang.IllegalStateException: a bug"), err3::toString);
    }

    private static Integer recurse() {
        return recurse() + 1;
    }
}
