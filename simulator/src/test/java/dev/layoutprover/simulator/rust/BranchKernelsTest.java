package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kernels with the branch unit's modes and operands that differ per branch: the example file
 * {@code vector_branch.rs} runs conformant and computes the values the reference's definitions
 * give, and the reference's assertions on branches are {@code Vector::BRANCH}.
 */
class BranchKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String COMPARISON = """
            BranchMode::Comparison([
                InputCmp::I32(InputCmpI32::True),
                InputCmp::I32(InputCmpI32::True),
                InputCmp::I32(InputCmpI32::True),
                InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
            ])""";

    /** The add-one kernel with {@code mode} and the operand {@code operand} of {@code vector_fxp(AddFxp, …)}. */
    private static Program branch(String mode, String operand) {
        return Kernels.withBody(Kernels.addOne(0).replace("BranchMode::Unconditional", mode)
                .replace("FxpBinaryOp::AddFxp, 1)", "FxpBinaryOp::AddFxp, " + operand + ")"));
    }

    /** The output of {@code function} of {@code vector_branch.rs} on the input {@code x = values}. */
    private static long[] run(String function, int[] values) {
        return RUNS.values(Kernels.example("vector_branch.rs"), function,
                Map.of("x", NpyArray.int32(new long[] {values.length}, values)));
    }

    private static int[] ramp() {
        int[] x = new int[2048];
        for (int i = 0; i < x.length; i++) {
            x[i] = i - 1024;
        }
        return x;
    }

    @Test
    void everyFunctionOfTheExampleRunsConformant() {
        for (String f : List.of("ve_branch_comparison", "ve_branch_relu_f32", "ve_branch_axis_toggle",
                "ve_branch_always_and_group", "ve_branch_stash_group")) {
            Simulation s = Simulation.run(Kernels.example("vector_branch.rs"), Optional.of(f), OptionalLong.empty(),
                    RUNS.prover);
            assertTrue(s.passed(), () -> f + ": " + s);
        }
        assertEquals(List.of(), RUNS.rules(Kernels.example("vector_branch.rs")));
    }

    @Test
    void aComparisonSetsTheGroupByItsFourthComparison() {
        long[] out = run("ve_branch_comparison", ramp());
        // x >= 0 (group 0) is multiplied by 3, x < 0 (group 1) by 1
        assertEquals(-1, out[1023]);
        assertEquals(0, out[1024]);
        assertEquals(3, out[1025]);
        assertEquals(-1024, out[0]);
        assertEquals(3069, out[2047]);
    }

    @Test
    void anAxisToggleGroupsByTheParityOfTheAxisIndex() {
        long[] out = run("ve_branch_axis_toggle", ramp());
        assertEquals(-1024 + 1000, out[0]);
        assertEquals(-1023 - 1000, out[1]);
        assertEquals(1023 - 1000, out[2047]);
    }

    @Test
    void anOperandValidAlwaysAndOneValidForAGroupBothApplyInOrder() {
        long[] out = run("ve_branch_always_and_group", ramp());
        assertEquals(-1024 + 1, out[0]);
        assertEquals(-1023 + 1 + 10, out[1]);
    }

    @Test
    void aStashOperandForOneGroupReadsTheStashThere() {
        long[] out = run("ve_branch_stash_group", ramp());
        assertEquals(2 * 6, out[1030]);
        assertEquals(2 * 7 + 7, out[1031]);
    }

    @Test
    void aComparisonOfTheOtherElementTypeBreaksVectorBranch() {
        Program p = branch(COMPARISON.replace("InputCmp::I32(InputCmpI32::True),\n    InputCmp::I32",
                "InputCmp::F32(InputCmpF32::True),\n    InputCmp::I32"), "1");
        assertEquals(List.of("Vector::BRANCH at 21"), RUNS.rules(p));
        assertEquals("the comparison InputCmp::F32(true) is used with i32 data",
                RUNS.simulate(p).violation().orElseThrow().message());
    }

    /**
     * A helper that matches a comparison by its variants, as the reference's enums are matched:
     * {@code InputCmp::I32(_)} picks fillers of the comparison's own type (cloned), and
     * {@code InputCmp::I32(InputCmpI32::Less { boundary })} binds the bound, here 5, added to the
     * negatives (group one) only; an f32 comparison takes the other arm, whose f32 fillers meet the
     * i32 data first.
     */
    @Test
    void aHelperMatchesAComparisonByItsVariantsAndClonesIt() {
        String helpers = """
                fn group_one_when(cmp: InputCmp) -> [InputCmp; 4] {
                    let never = match cmp {
                        InputCmp::I32(_) => InputCmp::I32(InputCmpI32::False),
                        InputCmp::F32(_) => InputCmp::F32(InputCmpF32::False),
                    };
                    [never.clone(), never.clone(), never, cmp]
                }
                fn bound(cmp: InputCmp) -> i32 {
                    match cmp {
                        InputCmp::I32(InputCmpI32::Less { boundary }) => boundary,
                        InputCmp::F32(_) => 100,
                        _ => 0,
                    }
                }
                """;
        String mode = "BranchMode::Comparison(group_one_when(InputCmp::I32(InputCmpI32::Less { boundary: 0 })))";
        String operand = "[VeBranchOperand::group(VeRhs::constant(bound(InputCmp::I32(InputCmpI32::Less { boundary: 5 }))"
                + " + bound(InputCmp::I32(InputCmpI32::Greater { boundary: 7 }))), GroupId::One)]";
        Program p = Kernels.of(Kernels.withBodyText(Kernels.addOne(0).replace("BranchMode::Unconditional", mode)
                .replace("FxpBinaryOp::AddFxp, 1)", "FxpBinaryOp::AddFxp, " + operand + ")")) + helpers);
        int[] x = ramp();
        long[] out = RUNS.values(p, "kernel", Map.of("input", NpyArray.int32(new long[] {x.length}, x)));
        for (int i = 0; i < x.length; i++) {
            assertEquals(x[i] < 0 ? x[i] + 5 : x[i], out[i], "at " + i);
        }
        Program f32 = Kernels.of(Kernels.withBodyText(Kernels.addOne(0).replace("BranchMode::Unconditional",
                mode.replace("InputCmp::I32(InputCmpI32::Less { boundary: 0 })",
                        "InputCmp::F32(InputCmpF32::Less { boundary: 0.0 })"))) + helpers);
        // the fillers the F32 arm picked are the first comparisons the data meets (branch.rs:221)
        assertEquals("the comparison InputCmp::F32(false) is used with i32 data",
                RUNS.simulate(f32).violation().orElseThrow().message());
    }

    @Test
    void anArrayOfTwoOperandsValidAlwaysBreaksVectorBranchAnArrayVecDoesNot() {
        String two = "[VeBranchOperand::always(VeRhs::constant(1)), VeBranchOperand::always(VeRhs::constant(2))]";
        assertEquals(List.of("Vector::BRANCH at 27"), RUNS.rules(branch(COMPARISON, two)));
        assertEquals("Multiple ValidAlways operands are not allowed (found 2)",
                RUNS.simulate(branch(COMPARISON, two)).violation().orElseThrow().message());
        Simulation s = RUNS.simulate(branch(COMPARISON, "ArrayVec::new(" + two + ")"));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void moreThanFiveOperandsBreakVectorBranch() {
        String six = "[" + String.join(", ", java.util.Collections.nCopies(6,
                "VeBranchOperand::group(VeRhs::constant(1), GroupId::One)")) + "]";
        assertEquals("an operand list holds at most 5 operands (ArrayVec capacity), got 6",
                RUNS.simulate(branch(COMPARISON, six)).violation().orElseThrow().message());
    }

    /**
     * The reference computes a branch's execution ids as it enters the branch unit and leaves those of
     * {@code ValidCount} and {@code Vrf} {@code todo!()} (branch.rs:322, 323): a kernel with either mode
     * panics there whatever its operands, so its run is unknown, told at the mode.
     */
    @Test
    void aValidCountOrVrfBranchIsTheReferencesTodoWhateverItsOperands() {
        for (String mode : List.of("ValidCount", "Vrf")) {
            for (String operand : List.of("[VeBranchOperand::group(VeRhs::constant(1), GroupId::One)]",
                    "VeBranchOperand::always(VeRhs::constant(1))")) {
                Program p = branch("BranchMode::" + mode, operand);
                assertEquals(List.of("Kernel::UNMODELLED at 21"), RUNS.rules(p), mode + " " + operand);
                KernelError e = assertThrows(KernelError.class, () -> RUNS.simulate(p));
                assertTrue(e.reason().startsWith("the reference leaves BranchMode::" + mode + " todo!() "
                        + "(vector_engine/branch.rs:32"), e.reason());
            }
        }
    }
}
