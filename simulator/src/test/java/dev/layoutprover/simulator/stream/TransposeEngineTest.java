package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.CollectTensor;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Transpose Engine page's basic 8 × 8 transpose, end to end, and a shape it cannot produce. */
class TransposeEngineTest {

    private static CollectTensor input(Context ctx, KernelAxes l, HostTensor x) {
        DmTensor dm = x.toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), l.m("1 # 2"), l.m("P"), l.m("C, D, E"), 0);
        return ctx.main().begin(dm).fetch(ElementType.I8, l.m("C, D"), l.m("E # 32")).collect(l.m("C, D"),
                l.m("E # 32"));
    }

    /** A random i8 {@code x[P, C, D, E]} of {@code l}'s sizes, collected for the Transpose Engine. */
    private static CollectTensor randomInput(KernelAxes l) {
        Context ctx = Context.acquire(dev.layoutprover.simulator.Geometry.book());
        return input(ctx, l, HostTensor.random("x", ElementType.I8, l.m("P, C, D, E"), 1, LogicalTensor.Range.full()));
    }

    private static final class Basic implements Kernel {
        private final KernelAxes l = KernelAxes.of("P = 256, C = 8, D = 8, E = 8");

        public String name() {
            return "8 × 8 transpose";
        }

        public List<Input> inputs() {
            return List.of(new Input("x", ElementType.I8, l.m("P, C, D, E"), LogicalTensor.Range.full()));
        }

        public HostTensor run(Context ctx, List<HostTensor> in) {
            DmTensor out = input(ctx, l, in.get(0)).transpose(l.m("C, E"), l.m("D # 32")).commit(l.m("C, E, D"), 1 << 12);
            return out.toHbm(ctx.tdma(), l.m("P, C, D, E"), 1 << 28).toHost(ctx.pdma(), l.m("P, C, D, E"));
        }
    }

    @Test
    void anEightByEightTransposeIsConformant() {
        ConformanceReport r = Conformance.run(new Basic(), 3);
        assertTrue(r.conformant(), r.describe());
        assertEquals(256 * 512, r.elements());
    }

    @Test
    void aDeclaredOutputNoTransposeProducesIsRejected() {
        KernelAxes l = KernelAxes.of("P = 256, C = 8, D = 8, E = 8");
        CollectTensor c = randomInput(l);
        RuleViolation v = assertThrows(RuleViolation.class, () -> c.transpose(l.m("E, C"), l.m("D # 32")));
        assertEquals("Transpose::LAYOUT", v.rule());
    }

    @Test
    void outRowsBeyondInColsNameBothSizes() {
        // in_rows C, packets_per_col D = 2, so in_cols = 2 × 8 = 16; OutTime [D, E # 16]: out_rows = 2 × 16 = 32
        KernelAxes l = KernelAxes.of("P = 256, C = 8, D = 2, E = 8");
        CollectTensor c = randomInput(l);
        RuleViolation v = assertThrows(RuleViolation.class, () -> c.transpose(l.m("D, E # 16"), l.m("C # 32")));
        assertEquals("Transpose::LAYOUT", v.rule());
        assertTrue(v.getMessage().endsWith("; out_rows, the OutTime inner to its outer part, is 32, more than in_cols 16"
                + " (stream_tensor.rs:1059)"), v.getMessage());
        // OutTime [D, E]: out_rows 16, not more than in_cols; refused for another reason, no out_rows named
        RuleViolation w = assertThrows(RuleViolation.class, () -> c.transpose(l.m("E, D"), l.m("C # 32")));
        assertTrue(!w.getMessage().contains("out_rows, the"), w.getMessage());
    }

    @Test
    void aFourBitElementMovesAsItsNibble() {
        // i4 elements 0..3 are 1, 2, 3, 4 (bytes 0x21 0x43); element 3 written as element 0 and 1 of zeros
        byte[] in = {0x21, 0x43};
        byte[] out = new byte[2];
        TransposeEngine.move(ElementType.I4, in, 0, 3, out, 0, 0);
        assertEquals(0x04, out[0]);
        TransposeEngine.move(ElementType.I4, in, 0, 0, out, 0, 1);
        assertEquals(0x14, out[0]); // the low nibble kept
        TransposeEngine.move(ElementType.I4, in, 0, 2, out, 1, 1);
        assertEquals(0x30, out[1]);
        byte[] wide = new byte[4];
        TransposeEngine.move(ElementType.I16, new byte[] {1, 2, 3, 4}, 0, 1, wide, 0, 0);
        assertEquals(java.util.List.of((byte) 3, (byte) 4, (byte) 0, (byte) 0),
                java.util.List.of(wide[0], wide[1], wide[2], wide[3]));
    }
}
