package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A DM tensor larger than a slice's 512 KB (Element::SIZE) or ending past it (DM::CAPACITY): a
 * warning, as the reference does not check it, and the tensor is still simulated, on storage of its
 * own with logical addresses; with physical ones it has no bytes there, and the run is unknown.
 */
class PastTheEndTest {

    static final KernelAxes L = KernelAxes.of("A = 512, B = 2048");

    private static List<String> roundTrip(Addresses addresses, long address) {
        List<RuleViolation> warned = new ArrayList<>();
        Context ctx = Context.acquire(Geometry.book(), LayoutQuestions.enumeration(), addresses);
        HostTensor x = HostTensor.random("x", ElementType.I32, L.m("A, B"), 3, LogicalTensor.Range.full());
        HostTensor back = RuleViolation.warned(warned::add, () -> {
            // 2 × 2048 i32 = 16 KB per slice of 256 slices and 2 clusters would fit; B whole in the
            // element, 2 × 2048 × 4 bytes, placed at `address`
            DmTensor dm = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 2"), L.m("A % 2, B"),
                    address);
            return dm.toHbm(ctx.tdma(), L.m("A, B"), 1 << 24).toHost(ctx.pdma(), L.m("A, B"));
        });
        double[] in = new double[512 * 2048];
        double[] out = new double[in.length];
        for (int i = 0; i < in.length; i++) {
            in[i] = x.get(i);
            out[i] = back.get(i);
        }
        assertArrayEquals(in, out);
        return warned.stream().map(RuleViolation::rule).toList();
    }

    @Test
    void aTensorEndingPastTheDmIsAWarningAndKeepsItsBytesWithLogicalAddresses() {
        // 16 KB at 512 KB - 8 KB ends 8 KB past the slice's DM
        assertEquals(List.of("DM::CAPACITY"), roundTrip(Addresses.LOGICAL, 524288 - 8192));
        // wholly past the end
        assertEquals(List.of("DM::CAPACITY"), roundTrip(Addresses.LOGICAL, 1 << 21));
    }

    @Test
    void withPhysicalAddressesItHasNoBytesThereAndTheRunIsUnknown() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> roundTrip(Addresses.PHYSICAL, 524288 - 8192));
        assertEquals("Kernel::UNMODELLED", v.rule());
        assertTrue(v.getMessage().contains("ends at 532480, past the 524288 bytes"), v.getMessage());
    }
}
