package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.npy.NpyArray;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Ternary operations whose operands differ per branch ({@code vector_ternary_branch.rs}): each
 * {@code TernaryOperand} applies {@code FmaF} in turn where its ids match, as the reference's
 * {@code apply_ternary_op} does, and an array holds at most one valid always (operand.rs:295).
 */
class TernaryBranchKernelsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String FILE = "vector_ternary_branch.rs";

    /** The output of {@code function} on {@code x[a] = a - 256}. */
    private static long[] run(String function) {
        float[] x = new float[512];
        for (int i = 0; i < x.length; i++) {
            x[i] = i - 256;
        }
        return RUNS.values(Kernels.example(FILE), function, Map.of("x", NpyArray.float32(new long[] {512}, x)));
    }

    @Test
    void everyFunctionRunsConformantAndVerifiesClean() {
        for (String f : List.of("ve_ternary_per_group", "ve_ternary_always_and_group", "ve_ternary_tuple_group")) {
            Simulation s = Simulation.run(Kernels.example(FILE), Optional.of(f), OptionalLong.empty(), RUNS.prover);
            assertTrue(s.passed(), () -> f + ": " + s);
        }
        assertEquals(List.of(), RUNS.rules(Kernels.example(FILE)));
    }

    @Test
    void eachGroupTakesItsOwnOperands() {
        long[] out = run("ve_ternary_per_group");
        for (int a = 0; a < 512; a++) {
            long x = a - 256;
            assertEquals(a % 2 == 0 ? 2 * x + 1 : 3 * x - 1, out[a], "A = " + a);
        }
    }

    @Test
    void anOperandValidAlwaysAndOneForAGroupBothApplyThere() {
        long[] out = run("ve_ternary_always_and_group");
        for (int a = 0; a < 512; a++) {
            long x = a - 256;
            assertEquals(a % 2 == 0 ? 2 * x : 10 * (2 * x) + 5, out[a], "A = " + a);
        }
    }

    @Test
    void aPairWithAGroupLeavesTheOtherGroupAsItIs() {
        long[] out = run("ve_ternary_tuple_group");
        for (int a = 0; a < 512; a++) {
            long x = a - 256;
            assertEquals(a % 2 == 0 ? x : 3 * x - 1, out[a], "A = " + a);
        }
    }

    @Test
    void anArrayWithTwoOperandsValidAlwaysBreaksVectorBranch() throws Exception {
        String text = java.nio.file.Files.readString(Kernels.EXAMPLES.resolve(FILE)).replace(
                "TernaryOperand::group(VeRhs::constant(10.0f32), 5.0f32, GroupId::One)",
                "TernaryOperand::always(VeRhs::constant(10.0f32), 5.0f32)");
        Program p = Kernels.of(text);
        Finding f = Simulation.run(p, Optional.of("ve_ternary_always_and_group"), OptionalLong.empty(), RUNS.prover)
                .violation().orElseThrow();
        assertEquals("Vector::BRANCH", f.rule());
        assertTrue(f.message().contains("Multiple ValidAlways operands are not allowed (found 2)"), f::message);
        assertEquals(List.of("Vector::BRANCH at 56"), RUNS.rules(p));
    }
}
