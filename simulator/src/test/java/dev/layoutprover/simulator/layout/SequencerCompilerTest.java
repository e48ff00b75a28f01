package dev.layoutprover.simulator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.RuleViolation;
import org.junit.jupiter.api.Test;

/** The configurations of the book's Sequencer and Fetch Engine pages. */
class SequencerCompilerTest {

    private static SequencerConfig derive(String axes, String buffer, String stream) {
        Declarations d = DeclarationsParser.ofAxes(axes);
        return SequencerCompiler.derive(EngineMappings.require(MappingParser.parse(buffer, d), "buffer"),
                EngineMappings.require(MappingParser.parse(stream, d), "stream"), "test");
    }

    @Test
    void axisReorderingReadsWithTheBufferStrides() {
        assertEquals("[8 : 1, 8 : 8, 3 : 64, 4 : 192]",
                derive("N = 4, C = 3, H = 8, W = 8", "m![N, C, H, W]", "m![W, H, C, N]").toString());
    }

    @Test
    void rearrangingAxesReadsPaddingContiguously() {
        assertEquals("[8 : 32, 8 : 256, 16 : 1 (8 valid)]",
                derive("A = 8, B = 8, C = 8", "m![A, B, C # 32]", "m![B, A, C # 16]").toString());
    }

    @Test
    void splittingAxesGivesOneEntryPerTerm() {
        assertEquals("[2 : 64, 4 : 8, 4 : 128, 2 : 32, 32 : 1 (4 valid)]",
                derive("A = 8, B = 8, C = 4", "m![A, B, C # 8]", "m![A % 2, B % 4, A / 2, B / 4, C # 32]").toString());
    }

    @Test
    void slicingAxesUsesTheResizedCounts() {
        assertEquals("[4 : 256, 3 : 64, 2 : 32, 2 : 8, 8 : 1]",
                derive("A = 16, B = 8, C = 8", "m![A, B, C]", "m![A / 4, A % 4 = 3, B / 4, B % 4 = 2, C]").toString());
    }

    @Test
    void broadcastAxesGetStrideZero() {
        assertEquals("[4 : 0, 16 : 1, 4 : 0]", derive("A = 16, T = 4, P = 4", "m![A]", "m![T, A, P]").toString());
    }

    @Test
    void moreThanEightEntriesAreMergedWhereContiguous() {
        SequencerConfig c = derive("N = 8, C = 8, H = 8, W = 32", "m![N, C, H, W]",
                "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2, W % 8]");
        assertEquals("[2 : 16, 2 : 32, 4 : 64, 4 : 512, 2 : 256, 4 : 4096, 2 : 2048, 2 : 8, 8 : 1]", c.toString());
        assertEquals("[2 : 16, 2 : 32, 4 : 64, 8 : 256, 8 : 2048, 16 : 1]",
                SequencerCompiler.withinLimits(c, "test").toString());
    }

    @Test
    void contiguousAccessSizesOfTheFetchEnginePage() {
        String axes = "N = 4, C = 3, H = 4, W = 8";
        SequencerConfig full = derive(axes, "m![N, C, H, W]", "m![N, C, H, W]");
        assertEquals("[4 : 96, 3 : 32, 4 : 8, 8 : 1]", full.toString());
        assertEquals(384, full.contiguousElements());
        SequencerConfig three = derive(axes, "m![N, C, H, W]", "m![C, N, H, W]");
        assertEquals("[3 : 32, 4 : 96, 4 : 8, 8 : 1]", three.toString());
        assertEquals(32, three.contiguousElements());
        SequencerConfig four = derive(axes, "m![N, C, H, W]", "m![N, H, C, W]");
        assertEquals(8, four.contiguousElements());
    }

    @Test
    void readingCoordinatesTheBufferLacksIsInsufficientInput() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> derive("N = 2048", "m![N % 512]", "m![N / 512, N % 512]"));
        assertEquals("Sequencer::INPUT", v.rule());
        assertTrue(v.getMessage().contains("insufficient input"), v.getMessage());
    }

    @Test
    void baseFiveAgainstBaseThreeIsIncompatible() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> derive("A = 15", "m![A % 5, A / 5]", "m![A % 3, A / 3]"));
        assertEquals("Sequencer::SHAPE", v.rule());
        assertTrue(v.getMessage().contains("incompatible shapes"), v.getMessage());
    }

    @Test
    void seedFourTrfTimeEntriesComeFromTheElementStrides() {
        SequencerConfig c = derive("M = 32, N = 8, K = 16, L = 2, O = 2", "m![O, M, K]", "m![M, O]");
        assertEquals("[32 : 16, 2 : 512]", c.toString());
    }
}
