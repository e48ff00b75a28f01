package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.tensor.FetchTensor;
import dev.layoutprover.simulator.tensor.KernelAxes;
import dev.layoutprover.simulator.tensor.VectorTensor;
import dev.layoutprover.simulator.tensor.VectorTensorPair;
import dev.layoutprover.simulator.memory.DmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * {@code begin_interleaved}, {@code vector_intra_slice_unzip} and the zip operations on
 * {@code lhs[A], rhs[A]} ({@code A = 2048}, 8 per slice): exact values, agreement with the naive
 * evaluator, and the rules.
 */
class InterleavedPairTest {

    static final KernelAxes L = KernelAxes.of("A = 2048, I = 2");
    static final Axis I = new Axis("I", 2);

    /**
     * The inputs {@code t} fetched interleaved along {@code I} in packets of {@code A % 8}: lhs in
     * HBM at 0 and in the DM of cluster 0 at 0 with slice {@code A / 8} and element {@code A % 8};
     * rhs at {@code 1 << 20} and {@code 1 << 12} with slice {@code rhsSlice} and element
     * {@code rhsElement}.
     */
    static FetchTensor fetchInterleaved(Context ctx, List<HostTensor> t, String rhsSlice, String rhsElement) {
        DmTensor lhs = t.get(0).toHbm(ctx.pdma(), 0).toDm(ctx.tdma(), L.m("1 # 2"), L.m("A / 8"), L.m("A % 8"), 0);
        DmTensor rhs = t.get(1).toHbm(ctx.pdma(), 1 << 20).toDm(ctx.tdma(), L.m("1 # 2"), L.m(rhsSlice),
                L.m(rhsElement), 1 << 12);
        return ctx.main().beginInterleaved(I, lhs, rhs).fetch(ElementType.I32, L.m("I"), L.m("A % 8"));
    }

    record Zip(ElementType in, Function<VectorTensorPair, VectorTensor> body) implements Kernel {
        public String name() {
            return "interleaved zip";
        }

        public List<Input> inputs() {
            LogicalTensor.Range r = range(in);
            return List.of(new Input("lhs", in, L.m("A"), r), new Input("rhs", in, L.m("A"), r));
        }

        public HostTensor run(Context ctx, List<HostTensor> t) {
            VectorTensorPair p = fetchInterleaved(ctx, t, "A / 8", "A % 8").collect(L.m("I"), L.m("A % 8"))
                    .vectorInit().vectorIntraSliceUnzip("I", L.m("1"));
            DmTensor out = body.apply(p).vectorFinal().commit(L.m("A % 8"), 1 << 13);
            return out.toHbm(ctx.tdma(), L.m("A"), 1 << 28).toHost(ctx.pdma(), L.m("A"));
        }
    }

    private static void check(Zip k, DoubleBinaryOperator expected) {
        List<HostTensor> in = List.of(
                HostTensor.random("lhs", k.in(), L.m("A"), 7, range(k.in())),
                HostTensor.random("rhs", k.in(), L.m("A"), 8, range(k.in())));
        HostTensor y = k.run(Context.acquire(Geometry.book()), in);
        for (long a = 0; a < 2048; a++) {
            assertEquals(expected.applyAsDouble(in.get(0).get(a), in.get(1).get(a)), y.get(a), 0.0, "A = " + a);
        }
        ConformanceReport r = Conformance.run(k, 7);
        assertTrue(r.conformant(), r.describe());
    }

    @Test
    void clipZipAddsI8InputsWidenedToI32() {
        check(new Zip(ElementType.I8, p -> p.vectorClipZip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE01)),
                (l, r) -> l + r);
    }

    @Test
    void fxpZipMultipliesTheGroups() {
        check(new Zip(ElementType.I32, p -> p.vectorFxpZip(FxpBinaryOp.MUL_INT, ArgMode.Binary.MODE01)),
                (l, r) -> (int) ((long) l * (long) r));
    }

    @Test
    void logicZipInMode11ReadsGroupOneTwice() {
        check(new Zip(ElementType.I32, p -> p.vectorLogicZip(LogicBinaryOp.BIT_XOR, ArgMode.Binary.MODE11)),
                (l, r) -> 0);
    }

    @Test
    void fpZipInMode10SubtractsGroupZeroFromGroupOne() {
        check(new Zip(ElementType.I32, p -> p.vectorFxpToFp(31).vectorSplit(L.m("A % 8 / 4"), L.m("A % 4"))
                .vectorFpZip(FpBinaryOp.SUB_F, ArgMode.Binary.MODE10).vectorConcat(L.m("1"), L.m("A % 8"))),
                (l, r) -> (float) ((float) r - (float) l));
    }

    @Test
    void eachGroupGetsItsOwnOperandBeforeTheZip() {
        check(new Zip(ElementType.I32, p -> p.vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(2), Operand.of(3))
                .vectorClipZip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE01)), (l, r) -> 2 * l + 3 * r);
    }

    @Test
    void aSkippedGroupPassesTheStageUnchanged() {
        check(new Zip(ElementType.I32, p -> p.vectorFxp(FxpBinaryOp.MUL_INT, null, Operand.of(10))
                .vectorClipZip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE01)), (l, r) -> l + 10 * r);
    }

    @Test
    void aChainOfGroupOperationsUsesTwoAlus() {
        check(new Zip(ElementType.I32, p -> p.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(10), Operand.of(20))
                .vectorFxp(FxpBinaryOp.MUL_INT, Operand.of(2), Operand.of(3))
                .vectorClipZip(ClipBinaryOp.ADD_FXP, ArgMode.Binary.MODE01)), (l, r) -> (l + 10) * 2 + (r + 20) * 3);
    }

    @Test
    void theSameAluTwiceOnAPairBreaksVectorAlu() {
        Zip k = new Zip(ElementType.I32, p -> p.vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(1), Operand.of(1))
                .vectorFxp(FxpBinaryOp.SUB_FXP, Operand.of(1), null).vectorClipZip(ClipBinaryOp.ADD_FXP,
                        ArgMode.Binary.MODE01));
        RuleViolation e = assertThrows(RuleViolation.class, () -> k.run(Context.acquire(Geometry.book()), inputs()));
        assertEquals("Vector::ALU", e.rule());
    }

    @Test
    void anFpZipOnEightLanesBreaksVectorWay() {
        Zip k = new Zip(ElementType.I32, p -> p.vectorFxpToFp(31).vectorFpZip(FpBinaryOp.ADD_F, ArgMode.Binary.MODE01));
        RuleViolation e = assertThrows(RuleViolation.class, () -> k.run(Context.acquire(Geometry.book()), inputs()));
        assertEquals("Vector::WAY", e.rule());
    }

    @Test
    void interleavingTensorsOfTwoLayoutsBreaksFetchInterleave() {
        Context ctx = Context.acquire(Geometry.book());
        RuleViolation e = assertThrows(RuleViolation.class,
                () -> fetchInterleaved(ctx, inputs(), "A % 256", "A / 256"));
        assertEquals("Fetch::INTERLEAVE", e.rule());
    }

    @Test
    void unzipWithASplitTimeHoldingMorePacketsThanAGroupBreaksVectorUnzipAndOnePaddedByAHoleDoesNot() {
        VectorTensor v = fetchInterleaved(Context.acquire(Geometry.book()), inputs(), "A / 8", "A % 8")
                .collect(L.m("I"), L.m("A % 8")).vectorInit();
        RuleViolation e = assertThrows(RuleViolation.class, () -> v.vectorIntraSliceUnzip("I", L.m("I")));
        assertEquals("Vector::UNZIP", e.rule());
        assertEquals("SplitTime I holds more than group 0's 1 packets", e.getMessage());
        // the reference relabels each group's tile as SplitTime without a size check: a hole is fine
        assertEquals(2, v.vectorIntraSliceUnzip("I", L.m("1 # 2")).pair().group0().stream().time().size());
    }

    @Property(tries = 12)
    void theZipsAgreeWithTheNaiveEvaluator(@ForAll ClipBinaryOp op, @ForAll ArgMode.Binary mode,
            @ForAll @LongRange(min = 0, max = 300) long seed) {
        if (op.aluOp.integer() == null) {
            return;
        }
        ConformanceReport r = Conformance.run(new Zip(ElementType.I32, p -> p.vectorClipZip(op, mode)), seed);
        assertTrue(r.conformant(), r.describe());
    }

    /** Random values of the whole type for i8, a range whose products stay informative for i32. */
    static LogicalTensor.Range range(ElementType t) {
        return t == ElementType.I8 ? LogicalTensor.Range.full() : new LogicalTensor.Range(-100_000, 100_000);
    }

    private static List<HostTensor> inputs() {
        return List.of(HostTensor.random("lhs", ElementType.I32, L.m("A"), 1, LogicalTensor.Range.full()),
                HostTensor.random("rhs", ElementType.I32, L.m("A"), 2, LogicalTensor.Range.full()));
    }
}
