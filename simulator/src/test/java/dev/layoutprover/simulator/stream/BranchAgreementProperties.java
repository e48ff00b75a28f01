package dev.layoutprover.simulator.stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.naive.InputCmp;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The branch unit of the simulator's Vector Engine and the naive evaluator's own definition agree:
 * for any four comparisons, or an axis toggle, and any list of up to 5 operands each valid always
 * or for one group, every element gets the same value (integers exactly, floats exactly too, as
 * both round each operation once). Values are drawn from a small range so that the boundaries
 * are hit, equal and unsigned comparisons included.
 */
class BranchAgreementProperties {

    private static final LogicalTensor.Range SMALL_INTS = new LogicalTensor.Range(-12, 12);
    private static final LogicalTensor.Range SMALL_FLOATS = new LogicalTensor.Range(-2, 2);

    @Property(tries = 40)
    void integerComparisonsAgree(@ForAll("intComparisons") List<InputCmp> cmps, @ForAll FxpBinaryOp op,
            @ForAll("intBranches") List<Operand.Branch> branches, @ForAll("seeds") long seed) {
        agree(new BranchPass("cmp-i32", ElementType.I32, SMALL_INTS, new BranchConfig.Comparison(cmps),
                v -> v.vectorFxp(op, ArgMode.Binary.MODE01, new Operand.Branches(amounts(op, branches)))), seed);
    }

    @Property(tries = 40)
    void floatComparisonsAgree(@ForAll("floatComparisons") List<InputCmp> cmps, @ForAll("floatClips") ClipBinaryOp op,
            @ForAll ArgMode.Binary mode, @ForAll("floatBranches") List<Operand.Branch> branches,
            @ForAll("seeds") long seed) {
        agree(new BranchPass("cmp-f32", ElementType.F32, SMALL_FLOATS, new BranchConfig.Comparison(cmps),
                v -> v.vectorClip(op, mode, new Operand.Branches(branches))), seed);
    }

    @Property(tries = 25)
    void anAxisToggleAgrees(@ForAll FxpBinaryOp op, @ForAll("intBranches") List<Operand.Branch> branches,
            @ForAll("seeds") long seed) {
        agree(new BranchPass("toggle", ElementType.I32, LogicalTensor.Range.full(), new BranchConfig.AxisToggle("A"),
                v -> v.vectorFxp(op, ArgMode.Binary.MODE01, new Operand.Branches(amounts(op, branches)))), seed);
    }

    /** The operands of a shift kept to amounts 0..=31 (Vector::SHIFT refuses the rest). */
    private static List<Operand.Branch> amounts(FxpBinaryOp op, List<Operand.Branch> branches) {
        if (!Lanes.isShift(op.aluOp.integer())) {
            return branches;
        }
        return branches.stream().map(b -> b.operand() instanceof Operand.Constant c
                ? new Operand.Branch(Operand.of(Math.floorMod((long) c.value(), 32)), b.valid()) : b).toList();
    }

    @Property(tries = 20)
    void aStashOperandPerGroupAgrees(@ForAll("intComparisons") List<InputCmp> cmps,
            @ForAll("intBranches") List<Operand.Branch> branches, @ForAll("seeds") long seed) {
        List<Operand.Branch> withStash = new ArrayList<>(branches.subList(0, Math.min(branches.size(), 4)));
        withStash.add(new Operand.Branch(new Operand.Stash(), ValidBranchIds.GROUP1));
        agree(new BranchPass("stash", ElementType.I32, SMALL_INTS, new BranchConfig.Comparison(cmps),
                v -> v.vectorStash().vectorFxp(FxpBinaryOp.ADD_FXP, Operand.of(5))
                        .vectorClip(ClipBinaryOp.ADD_FXP_SAT, ArgMode.Binary.MODE01, new Operand.Branches(withStash))),
                seed);
    }

    private static void agree(BranchPass k, long seed) {
        ConformanceReport r = Conformance.run(k, seed);
        assertTrue(r.conformant(), r.describe());
    }

    @Provide
    Arbitrary<List<InputCmp>> intComparisons() {
        Arbitrary<InputCmp> one = Combinators.combine(Arbitraries.of(InputCmp.Kind.class),
                Arbitraries.integers().between(-13, 13)).as((k, b) -> new InputCmp(ElementType.I32, k, k.bounded() ? b : 0));
        return one.list().ofSize(4);
    }

    @Provide
    Arbitrary<List<InputCmp>> floatComparisons() {
        Arbitrary<Double> bounds = Arbitraries.of(0.0, -0.0, 0.5, -1.25, 1.0, Double.NaN, 3.0);
        Arbitrary<InputCmp> one = Combinators.combine(Arbitraries.of(InputCmp.Kind.class), bounds)
                .as((k, b) -> new InputCmp(ElementType.F32, k, k.bounded() ? b : 0));
        return one.list().ofSize(4);
    }

    @Provide
    Arbitrary<List<Operand.Branch>> intBranches() {
        return branch(Arbitraries.integers().between(-40, 40).map(i -> (double) i)).list().ofMinSize(1).ofMaxSize(5);
    }

    @Provide
    Arbitrary<List<Operand.Branch>> floatBranches() {
        return branch(Arbitraries.of(0.0, -0.0, 1.5, -0.75, 2.0)).list().ofMinSize(1).ofMaxSize(5);
    }

    private static Arbitrary<Operand.Branch> branch(Arbitrary<Double> constants) {
        return Combinators.combine(constants, Arbitraries.of(ValidBranchIds.class))
                .as((c, g) -> new Operand.Branch(new Operand.Constant(c), g));
    }

    @Provide
    Arbitrary<ClipBinaryOp> floatClips() {
        return Arbitraries.of(ClipBinaryOp.MIN, ClipBinaryOp.MAX, ClipBinaryOp.ABS_MIN, ClipBinaryOp.ABS_MAX,
                ClipBinaryOp.ADD);
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(0, 1000);
    }
}
