package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finding names its rule and renders where it happened, through helper calls and loop iterations. */
class FindingTest {

    private static final Source SOURCE = Source.of("matmul_16384.rs", "\n".repeat(185) + " ".repeat(16) + ".align()\n");

    private static Location at(int line, int column) {
        int offset = 0;
        for (int l = 1; l < line; l++) {
            offset = SOURCE.text().indexOf('\n', offset) + 1;
        }
        return new Location(SOURCE, offset + column - 1, line, column);
    }

    @Test
    void aFindingInsideAHelperNamesTheChainOfCallsInnermostFirst() {
        Finding f = new Finding("Aligner::PACKET", "OutPacket must be 64 bytes", at(186, 17))
                .within(new Finding.Frame("contraction_over_b_2048", at(45, 9)))
                .within(new Finding.Frame("matmul", at(12, 5)));
        assertEquals("matmul_16384.rs:186:17 via contraction_over_b_2048 at matmul_16384.rs:45:9 via matmul at "
                + "matmul_16384.rs:12:5", f.where());
        assertEquals(f.where() + ": Aligner::PACKET: OutPacket must be 64 bytes", f.toString());
        assertEquals(List.of("contraction_over_b_2048", "matmul"), f.via().stream().map(Finding.Frame::function).toList());
    }

    @Test
    void aFindingWithoutFramesIsItsLocation() {
        Finding f = new Finding("Row::SIZE", "Row::SIZE must be 1, 2, 4, or 8, got 3", at(186, 17));
        assertEquals("matmul_16384.rs:186:17", f.where());
        assertEquals(List.of(), f.via());
    }

    @Test
    void aFindingOfARuleOutsideTheCatalogueIsAnInternalError() {
        assertThrows(IllegalArgumentException.class, () -> new Finding("Row::WIDTH", "…", at(186, 17)));
    }

    @Test
    void findingsThatDifferOnlyInTheIterationOfALoopAreToldOnceWithTheirCount() {
        List<Finding> found = new java.util.ArrayList<>();
        for (int i = 0; i < 32; i++) {
            found.add(new Finding("Element::SIZE", "1048576 bytes must be at most 524288", at(172, 36))
                    .within(new Finding.Frame("for i = " + i, at(166, 5))));
        }
        found.add(new Finding("Element::SIZE", "2097152 bytes must be at most 524288", at(172, 36))
                .within(new Finding.Frame("for i = 32", at(166, 5))));
        found.add(new Finding("Row::SIZE", "Row::SIZE must be 1, 2, 4, or 8, got 3", at(186, 17))
                .within(new Finding.Frame("for i = 0", at(166, 5))));
        List<Finding> told = Finding.collapseIterations(found);
        assertEquals(List.of(
                "matmul_16384.rs:172:36 via for i = 0 at matmul_16384.rs:166:5: Element::SIZE: 1048576 bytes must be "
                        + "at most 524288; the same rule in 32 more iterations of the loop, with other numbers",
                "matmul_16384.rs:186:17 via for i = 0 at matmul_16384.rs:166:5: Row::SIZE: Row::SIZE must be 1, 2, 4, "
                        + "or 8, got 3"), told.stream().map(Finding::toString).toList());
        assertEquals(List.of(33, 1), told.stream().map(Finding::iterations).toList());
    }

    @Test
    void findingsOfOneRuleThatDifferOnlyInTheirNumbersAcrossIterationsAreToldOnce() {
        List<Finding> found = new java.util.ArrayList<>();
        for (int b = 0; b < 4; b++) {
            found.add(new Finding("DM::CAPACITY", "DM tensor t at " + (524224 + 8 * b) + " ends at " + (524480 + 8 * b)
                    + ", beyond the 524288 bytes of a slice", at(10, 19)).within(new Finding.Frame("for b = " + b,
                    at(8, 5))));
        }
        // two findings of one rule at one call in one iteration stay two, each counted over the loop
        for (int b = 0; b < 2; b++) {
            for (String side : List.of("lhs", "rhs")) {
                found.add(new Finding("DMA::COVERAGE", side + " " + b, at(12, 9)).within(new Finding.Frame(
                        "for b = " + b, at(8, 5))));
            }
        }
        List<Finding> told = Finding.collapseIterations(found);
        assertEquals(List.of(
                "matmul_16384.rs:10:19 via for b = 0 at matmul_16384.rs:8:5: DM::CAPACITY: DM tensor t at 524224 ends "
                        + "at 524480, beyond the 524288 bytes of a slice; the same rule in 3 more iterations of the loop, "
                        + "with other numbers",
                "matmul_16384.rs:12:9 via for b = 0 at matmul_16384.rs:8:5: DMA::COVERAGE: lhs 0; the same rule in 1 "
                        + "more iteration of the loop, with other numbers",
                "matmul_16384.rs:12:9 via for b = 0 at matmul_16384.rs:8:5: DMA::COVERAGE: rhs 0; the same rule in 1 "
                        + "more iteration of the loop, with other numbers"), told.stream().map(Finding::toString).toList());
        assertEquals(List.of(4, 2, 2), told.stream().map(Finding::iterations).toList());
    }

    @Test
    void findingsInTwoDifferentHelpersCallsAreBothTold() {
        Finding inner = new Finding("Row::SIZE", "Row::SIZE must be 1, 2, 4, or 8, got 3", at(186, 17));
        List<Finding> told = Finding.collapseIterations(List.of(inner.within(new Finding.Frame("helper", at(45, 9))),
                inner.within(new Finding.Frame("helper", at(46, 9)))));
        assertEquals(2, told.size());
    }
}
