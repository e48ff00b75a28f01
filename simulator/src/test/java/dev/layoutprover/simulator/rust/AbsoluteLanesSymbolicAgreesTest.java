package dev.layoutprover.simulator.rust;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The clip unit's absolute comparisons ({@code AbsMin}, {@code AbsMax}), the Q31 product
 * {@code MulFxp} and a subtraction of a reduction in the symbolic check: each is one node of the
 * kernel's own reading, as the naive evaluator applies it, so the verdict without a spec is the
 * concrete run's {@code conformant}; against a spec the replay on small inputs computes them as
 * the reference does ({@code absmax(0, -5)} is -5, {@code mul_fxp(128, 1 << 27)} is 8).
 */
class AbsoluteLanesSymbolicAgreesTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    static final Path HARBOR = SaturatingLanesSymbolicAgreesTest.CRATES.resolve("harbor");

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "src/lanes/clip.rs | abs_window | 4096 | absmax_i32(absmin_i32(x, 100), -5)",
        "src/lanes/clip.rs | absmax_quarter_plus_one | 2048 | add_f32(absmax_f32(x, 0.25f32), 1)",
        "src/layer/project.rs | project_q31_clip | 4096 | min_i32(max_i32(mul_fxp_i32(Σ_K w·x, 134217728), -128), 127)",
        "src/lanes/columns.rs | column_min_negated | 512 | sub_i32(0, min over [R % 4] of (x))"})
    void theLaneIsItsOwnReadingAsTheConcreteRunSays(String file, String function, long outputs, String reading) {
        SymbolicAgreement.ownReading(RUNS, HARBOR.resolve(file), function, outputs, reading);
    }

    @Test
    void zeroIsNoFartherFromZeroThanMinusFive() {
        SymbolicAgreement.refuted(RUNS, HARBOR.resolve("src/lanes/clip.rs"), "abs_window",
                "max(min(x[A,B], 100), -5) -> [A,B]",
                "replayed: with x = 0 everywhere, the kernel gives -5 at [A=0, B=0] and the spec 0");
    }

    @Test
    void theQ31ProductOfASumRoundsHalfUp() {
        SymbolicAgreement.refuted(RUNS, HARBOR.resolve("src/layer/project.rs"), "project_q31_clip",
                "min(max(x[M,K] * w[N,K], -128), 127) -> [M,N]",
                "replayed: with w = 1, x = 1 everywhere, the kernel gives 8 at [N=0, M=0] and the spec -128");
    }
}
