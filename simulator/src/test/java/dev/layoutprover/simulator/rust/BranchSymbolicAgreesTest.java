package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The branch unit in the symbolic check: {@code BranchMode::Comparison} (the group is the fourth
 * comparison of the value the branch saw) and {@code BranchMode::AxisToggle} (the group is a digit
 * of the index), with operands valid per group, constants or VRF tensors, applied one after another.
 * Each kernel so written is its own reading, as its concrete run is conformant; a group swapped is
 * refuted against the spec, replayed, and a parity the spec lacks at the index of the other group.
 */
class BranchSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final Path CRATES = SaturatingLanesSymbolicAgreesTest.CRATES;
    private static final String ABS = ".vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1),"
            + " GroupId::One)])";
    private static final String ABS_SPEC = "max(x[L], 0 - x[L]) -> [L]";

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "fused/src/select/masks.rs | leaky_relu | 2048 | if(<0.0)_f32(x, mul_f32(x, 0.01f32), x)",
        "fused/src/lanes/signs.rs | piecewise_linear | 2048 | if(<0.0)_f32(x, mul_f32(if(<0.0)_f32(x, x, mul_f32(x,"
                + " 2)), 0.5f32), if(<0.0)_f32(x, x, mul_f32(x, 2)))",
        "fused/src/lanes/signs.rs | gated_bias | 2048 | if(>0)_i32(x, bias + x, x)",
        "fused/src/select/parity.rs | parity_scale | 2048 | if(R % 2)_i32(mul_i32(if(R % 2)_i32(x, 2·x), 3), if(R %"
                + " 2)_i32(x, 2·x))",
        "fused/src/lanes/signs.rs | conjugate_pairs | 2048 | if(B % 2)_i32(-1·z, z)",
        "unseen/src/lanes/branch.rs | clip_above_one | 2048 | if(>1.0)_f32(x, min_f32(x, 1), x)",
        "unseen/src/lanes/branch.rs | abs_by_group | 2048 | if(<0)_i32(x, -1·x, x)",
        "unseen/src/lanes/branch.rs | toggle_on_time | 4096 | if(B % 2)_i32(if(B % 2)_i32(x, x + 1) + -1, if(B %"
                + " 2)_i32(x, x + 1))"})
    void aBranchedOperationIsItsOwnReadingAsTheConcreteRunSays(String file, String function, long outputs,
            String reading) {
        SymbolicAgreement.ownReading(RUNS, CRATES.resolve(file), function, outputs, reading);
    }

    @Test
    void theAbsoluteValueByGroupEqualsItsSpecButIsNotProvedSo() {
        Path source = CRATES.resolve("unseen/src/lanes/branch.rs");
        SymbolicVerdict v = OwnReadingSymbolicTest.check(source, "abs_by_group", Optional.of(ABS_SPEC));
        // no input tells them apart, and a choice is no operation of the spec: unknown, never refuted
        assertEquals(SymbolicVerdict.Answer.UNKNOWN, v.verdict(), v.toText());
        assertTrue(v.statement().endsWith("and no small input tells the kernel from the spec"), v.statement());
        assertTrue(FloatLanesSymbolicAgreesTest.concrete(RUNS, source, "abs_by_group", Optional.of(ABS_SPEC))
                .expectation().orElseThrow().matches(), "the concrete run");
    }

    @Test
    void theOtherGroupNegatedIsRefutedAtAnIndex(@TempDir Path dir) throws IOException {
        Path source = SaturatingLanesSymbolicAgreesTest.variant(dir, "unseen", "src/lanes/branch.rs", ABS,
                ABS.replace("GroupId::One", "GroupId::Zero"));
        SymbolicAgreement.conformant(RUNS, source, "abs_by_group", "for each of the 2048 output indices the kernel's"
                + " value is its own reading, if(<0)_i32(x, x, -1·x), every input read at the output's own index");
        SymbolicVerdict v = SymbolicAgreement.refuted(RUNS, source, "abs_by_group", ABS_SPEC, "replayed: with x = 1"
                + " everywhere, the kernel gives -1 at [L=0] and the spec 1");
        assertTrue(v.statement().startsWith("at the output index [L=0] the kernel's value is not the spec's"),
                v.statement());
    }

    @Test
    void aParityTheSpecLacksIsRefutedWhereTheOtherGroupIs() {
        SymbolicVerdict v = SymbolicAgreement.refuted(RUNS, CRATES.resolve("fused/src/select/parity.rs"),
                "parity_scale", "x[R,A] * 2 -> [R,A]", "replayed: with x = 1 everywhere, the kernel gives 3 at [A=0,"
                        + " R=1] and the spec 2");
        assertTrue(v.statement().startsWith("at the output index [A=0, R=1] the kernel's value is not the spec's"),
                v.statement());
    }

    /**
     * A float branch whose operands are constants that are no integers ({@code 0.5}) is replayed
     * group by group: the negatives halved, the others doubled, so {@code x · 2} is refuted with
     * {@code x = -1}, where the kernel gives {@code -0.5}.
     */
    @Test
    void aFloatBranchWithFractionalOperandsIsReplayedByGroup() {
        SymbolicVerdict v = SymbolicAgreement.refuted(RUNS, CRATES.resolve("fused/src/lanes/signs.rs"),
                "piecewise_linear", "x[A,B] * 2 -> [A,B]", "replayed: with x = -1 everywhere, the kernel gives -0.5 at"
                        + " [A=0, B=0] and the spec -2.0 (within 1.1920928955078125E-7)");
        assertTrue(v.statement().startsWith("at the output index [A=0, B=0] the kernel's value is not the spec's"),
                v.statement());
    }
}
