package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.naive.TensorExpr;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checks that held reach an observer; overlaps reach a sink instead of stopping the kernel. */
class CheckReportingTest {

    private final Declarations d = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A = 2048");
    private final Device device = new Device(Geometry.book(), LayoutQuestions.enumeration());

    private DmTensor dm(String name, long address) {
        Mapping element = MappingParser.parse("m![A % 8]", d);
        TensorExpr expr = new TensorExpr.Input(name, LogicalTensor.random(ElementType.I32, List.of(d.axes().list().get(0)), 1,
                LogicalTensor.Range.full()));
        return new DmTensor(name, device, ElementType.I32, MappingParser.parse("m![1]", d), MappingParser.parse("m![1 # 2]", d),
                MappingParser.parse("m![A / 8 # 256]", d), element, address, expr);
    }

    @Test
    void anObserverHearsEveryCheckThatHeldInOrder() {
        List<String> held = new ArrayList<>();
        RuleViolation.observed(held::add, () -> dm("a", 0));
        // the cluster and slice counts are checked where a tensor is fetched, not where it is placed
        assertEquals(List.of("Chip::SIZE", "Element::SIZE", "Element::ALIGN", "DM::CAPACITY"), held);
        List<String> after = new ArrayList<>();
        RuleViolation.observed(after::add, () -> null);
        dm("b", 1 << 12);
        assertEquals(List.of(), after, "no observer outside observed(…)");
    }

    @Test
    void readingATensorAfterAnotherWasPlacedOverItIsThrownUnlessASinkTakesIt() {
        DmTensor a = dm("a", 0);
        DmTensor b = dm("b", 16);
        b.view();
        RuleViolation thrown = assertThrows(RuleViolation.class, a::view);
        assertEquals("DM::OVERLAP", thrown.rule());
        assertEquals("DM tensor a at [0, 32) is read after b at [16, 48) overwrote it", thrown.getMessage());
        List<RuleViolation> sunk = new ArrayList<>();
        device.reportOverlaps(sunk::add);
        dm("c", 24);
        b.view();
        assertEquals(1, sunk.size());
        assertEquals("DM tensor b at [16, 48) is read after c at [24, 56) overwrote it", sunk.get(0).getMessage());
    }

    @Test
    void placingATensorOverOneNoLongerReadIsFine() {
        DmTensor a = dm("a", 0);
        a.view();
        DmTensor b = dm("b", 0);
        List<String> held = new ArrayList<>();
        RuleViolation.observed(held::add, b::view);
        assertEquals(List.of("DM::LIVE", "DM::OVERLAP"), held);
    }
}
