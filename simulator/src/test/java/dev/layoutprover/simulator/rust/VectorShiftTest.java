package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code Vector::SHIFT} on amounts that are data: the stream shifted by itself
 * ({@code BinaryArgMode::Mode00}) breaks the rule where a lane's amount is 32 or more, which only
 * a run with the data sees; verify, which moves no data, checks the constant amounts only.
 */
class VectorShiftTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /**
     * The kernel of the first valid {@code Vector::SHIFT} rule case that shifts by 31 in the logic and
     * fxp stages, with {@code x & mask} shifted left by itself instead.
     */
    private static Program selfShift(String mask) {
        String text = RuleCase.all(RuleKernelsTest.RULES).stream()
                .filter(c -> c.valid() && c.rule().equals("Vector::SHIFT")
                        && c.kernel().contains("LogicBinaryOpI32::LeftShift, 31")).findFirst().orElseThrow().kernel();
        return Kernels.of(text.replace("        .vector_logic(LogicBinaryOpI32::LeftShift, 31)\n"
                + "        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)\n",
                "        .vector_logic(LogicBinaryOpI32::BitAnd, MASK)\n".replace("MASK", mask)
                + "        .vector_fxp_with_mode(FxpBinaryOp::LeftShift, BinaryArgMode::Mode00, 0)\n"));
    }

    @Test
    void amountsOfAtMost31FromTheStreamRun() {
        Simulation s = RUNS.simulate(selfShift("31"));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void anAmountOf32OrMoreFromTheStreamStopsTheRunWhereItIsComputed() {
        Simulation s = RUNS.simulate(selfShift("63"));
        assertEquals("Vector::SHIFT", s.violation().orElseThrow().rule());
        assertTrue(s.violation().get().message().matches("LeftShift shifts an i32 by 0\\.\\.=31 bits, got (3[2-9]|[4-5]\\d|6[0-3]) "
                + "\\(the reference's a << \\(b as u32\\) overflows from 32 on\\)"), s.violation().get().message());
        assertEquals(List.of(), RUNS.rules(selfShift("63")));
    }
}
