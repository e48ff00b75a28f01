package dev.layoutprover.simulator.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryTest {

    private final Declarations d = dev.layoutprover.algebra.text.DeclarationsParser.ofAxes("A = 2048, I = 512, J = 512, K = 2048, N = 3");
    private final Device device = new Device(Geometry.book(), LayoutQuestions.enumeration());
    private final DmaEngine pdma = new DmaEngine(device, DmaEngine.Kind.PCIE);
    private final DmaEngine tdma = new DmaEngine(device, DmaEngine.Kind.TENSOR);

    private Mapping m(String s) {
        return MappingParser.parse(s, d);
    }

    @Test
    void aTensorSplitAcrossSlicesComesBackUnchanged() {
        HostTensor input = HostTensor.random("input", ElementType.I32, m("m![A]"), 42, LogicalTensor.Range.full());
        HbmTensor hbm = input.toHbm(pdma, 0);
        DmTensor dm = hbm.toDm(tdma, m("m![1 # 2]"), m("m![A / 8 # 256]"), m("m![A % 8]"), 0);
        // Slice 5 of cluster 0 holds A = 40..=47 at addresses 0..=31.
        byte[] slice5 = new byte[32];
        device.dm(5).read(0, slice5, 0, 32);
        for (int i = 0; i < 8; i++) {
            assertEquals(input.get(40 + i), ElementType.I32.decode(slice5, 4 * i));
        }
        HostTensor back = dm.toHbm(tdma, m("m![A]"), 1 << 28).toHost(pdma, m("m![A]"));
        LogicalTensor original = input.toLogical();
        LogicalTensor returned = back.toLogical();
        for (int i = 0; i < original.size(); i++) {
            assertEquals(original.value(i), returned.value(i));
        }
    }

    @Test
    void aBroadcastAxisReplicatesTheTensorAcrossSlices() {
        HostTensor b = HostTensor.random("b", ElementType.BF16, m("m![J, K]"), 7, LogicalTensor.Range.full());
        DmTensor dm = b.toHbm(pdma, 0).toDm(tdma, m("m![1 # 2]"), m("m![I / 32, J / 32]"), m("m![J % 32, K]"), 0);
        // Slices 3 and 19 share J / 32 = 3 and differ in I / 32: they hold the same bytes.
        byte[] s3 = new byte[(int) dm.bytes()];
        byte[] s19 = new byte[(int) dm.bytes()];
        device.dm(3).read(0, s3, 0, s3.length);
        device.dm(19).read(0, s19, 0, s19.length);
        assertArrayEquals(s3, s19);
        // Element {J % 32: 1, K: 2} of slice 3 is b[J = 97, K = 2].
        assertEquals(b.get(97 * 2048 + 2), ElementType.BF16.decode(s3, 2 * (2048 + 2)));
    }

    @Test
    void whatTheDestinationHoldsBeyondItsSourceIsBroadcastAsTheReferenceCopies() {
        // the source holds the even A only (position i holds A = 2i); the DM tensor holds every A:
        // the reference's write_transpose gives A = 2i + 1 the element of A = 2i
        HostTensor even = HostTensor.random("even", ElementType.I32, m("m![A / 2]"), 3, LogicalTensor.Range.full());
        even.toHbm(pdma, 0).toDm(tdma, m("m![1 # 2]"), m("m![A / 8]"), m("m![A % 8]"), 0);
        byte[] slice1 = new byte[32];
        device.dm(1).read(0, slice1, 0, 32);
        for (int i = 0; i < 8; i++) {
            assertEquals(even.get((8 + i) / 2), ElementType.I32.decode(slice1, 4 * i), "A = " + (8 + i));
        }
        // the source holds A < 1024; the HBM copy holds every A: A = 1500 is A = 476's element
        HostTensor low = HostTensor.random("low", ElementType.I32, m("m![A % 1024]"), 4, LogicalTensor.Range.full());
        HostTensor all = low.toHbm(pdma, 1 << 20).toHost(pdma, m("m![A]"));
        assertEquals(low.get(476), all.get(1500));
        assertEquals(low.get(1023), all.get(2047));
    }

    @Test
    void onlyTouchedPagesAreAllocated() {
        HostTensor input = HostTensor.random("input", ElementType.I32, m("m![A]"), 1, LogicalTensor.Range.full());
        input.toHbm(pdma, 0).toDm(tdma, m("m![1 # 2]"), m("m![A / 8 # 256]"), m("m![A % 8]"), 0);
        // 8 KB of HBM in one 64 KB page, one 4 KB page in each of 256 slices.
        assertEquals(64 * 1024 + 256 * 4096, device.touchedBytes());
    }

    @Test
    void readingADmTensorAfterAnOverlappingOneIsRejected() {
        HostTensor a = HostTensor.random("a", ElementType.BF16, m("m![I, K]"), 1, LogicalTensor.Range.full());
        HostTensor b = HostTensor.random("b", ElementType.BF16, m("m![K, J]"), 2, LogicalTensor.Range.full());
        HbmTensor ah = a.toHbm(pdma, 0);
        HbmTensor bh = b.toHbm(pdma, 1 << 28);
        DmTensor ad = ah.toDm(tdma, m("m![1 # 2]"), m("m![I / 32, J / 32]"), m("m![I % 32, K]"), 0);
        bh.toDm(tdma, m("m![1 # 2]"), m("m![I / 32, J / 32]"), m("m![J % 32, K]"), 1 << 12);
        RuleViolation v = assertThrows(RuleViolation.class, ad::view);
        assertEquals("DM::OVERLAP", v.rule());
        assertEquals("DM tensor a at [0, 131072) is read after b at [4096, 135168) overwrote it", v.getMessage());
    }

    @Test
    void aDmTensorMaySpanFewerOrMoreSlicesThanACluster() {
        HostTensor input = HostTensor.random("x", ElementType.I32, m("m![A]"), 1, LogicalTensor.Range.full());
        HbmTensor h = input.toHbm(pdma, 0);
        // 128 slices: placed (only a fetch needs 256)
        DmTensor narrow = h.toDm(tdma, m("m![1 # 2]"), m("m![A / 16]"), m("m![A % 16]"), 0);
        assertEquals(128, narrow.slice().size());
        // 512 slices of 2 clusters: placed too (the reference checks the count at a fetch only), and the copy
        // back to HBM holds every value, those past the device's 512 slices included
        DmTensor wide = h.toDm(tdma, m("m![A / 1024]"), m("m![A / 2 % 512]"), m("m![A % 2]"), 1 << 12);
        assertEquals(512, wide.slice().size());
        LogicalTensor back = wide.toHbm(tdma, m("m![A]"), 1 << 28).toHost(pdma, m("m![A]")).toLogical();
        LogicalTensor original = input.toLogical();
        for (int i = 0; i < original.size(); i++) {
            assertEquals(original.value(i), back.value(i));
        }
    }

    @Test
    void aDmWriteOffEightByteAlignmentIsAWarningAndTheCopyGoesOn() {
        HbmTensor h = HostTensor.random("x", ElementType.I32, m("m![A]"), 1, LogicalTensor.Range.full()).toHbm(pdma, 0);
        List<RuleViolation> warned = new ArrayList<>();
        DmTensor d = RuleViolation.warned(warned::add,
                () -> h.toDm(tdma, m("m![1 # 2]"), m("m![A / 8 # 256]"), m("m![A % 8]"), 4));
        assertEquals(List.of("DMA::WRITE_ALIGN"), warned.stream().map(RuleViolation::rule).toList());
        assertEquals(4, d.address());
    }

    @Test
    void trfRowsMustBeAPowerOfTwoUpToEight() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> new TrfTensor(device, ElementType.BF16, m("m![1]"),
                m("m![1 # 2]"), m("m![1 # 256]"), m("m![N]"), m("m![K % 16]"), TrfAddress.FULL, null));
        assertEquals("Row::SIZE must be 1, 2, 4, or 8, got 3", v.getMessage());
    }

    @Test
    void trfCapacityIsEightKilobytesPerRowWithEightRows() {
        RuleViolation v = assertThrows(RuleViolation.class, () -> new TrfTensor(device, ElementType.BF16, m("m![1]"),
                m("m![1 # 2]"), m("m![I / 32, J / 32]"), m("m![J % 8]"), m("m![J / 8 % 4, K]"), TrfAddress.FULL, null));
        assertEquals("TRF::CAPACITY", v.rule());
        assertTrue(v.getMessage().contains("16384 bytes must be at most 8192"), v.getMessage());
    }
}
