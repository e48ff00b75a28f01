package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The Vector Engine, run by the simulator on a kernel, agrees with the naive evaluator's own
 * arithmetic for every integer operation, constant and input seed; where the spec notation can
 * say what the operation is, the output is also the spec's.
 */
class VectorEngineNaiveProperties extends KernelProperties {

    /** An operation as the kernel writes it, and the spec of its result ({@code -} when none). */
    record Operation(String call, String spec) {}

    @Provide
    Arbitrary<Operation> operations() {
        return Arbitraries.of(
                new Operation(".vector_fxp(FxpBinaryOp::AddFxp, $C)", "input[A] + $C -> [A]"),
                new Operation(".vector_fxp(FxpBinaryOp::SubFxp, $C)", "input[A] - $C -> [A]"),
                new Operation(".vector_fxp(FxpBinaryOp::MulInt, $C)", "input[A] * $C -> [A]"),
                new Operation(".vector_fxp(FxpBinaryOp::AddFxpSat, $C)", "-"),
                new Operation(".vector_fxp(FxpBinaryOp::SubFxpSat, $C)", "-"),
                new Operation(".vector_fxp(FxpBinaryOp::LeftShift, $C)", "-"),
                new Operation(".vector_fxp(FxpBinaryOp::LogicRightShift, $C)", "-"),
                new Operation(".vector_fxp(FxpBinaryOp::ArithRightShift, $C)", "-"),
                new Operation(".vector_clip(ClipBinaryOpI32::Max, $C)", "max(input[A], $C) -> [A]"),
                new Operation(".vector_clip(ClipBinaryOpI32::Min, $C)", "min(input[A], $C) -> [A]"));
    }

    @Property(tries = 40)
    void theEngineAndTheNaiveEvaluatorAgree(@ForAll("operations") Operation op,
            @ForAll("constants") long constant, @ForAll("seeds") long seed) {
        String body = Kernels.addOne(0).replace(".vector_fxp(FxpBinaryOp::AddFxp, 1)",
                op.call().replace("$C", Long.toString(constant)));
        Optional<dev.layoutprover.simulator.oracle.Spec> spec = op.spec().equals("-") ? Optional.empty()
                : Optional.of(SpecParser.parse(op.spec().replace("$C", Long.toString(constant))));
        Simulation s = run(Kernels.withBody(body), Optional.empty(), OptionalLong.of(seed), Map.of(), spec);
        if (op.call().contains("Shift") && (constant < 0 || constant > 31)) {
            // the reference's a << (b as u32) overflows: the run stops at the call
            assertEquals(Optional.of("Vector::SHIFT"), s.violation().map(Finding::rule), s::toString);
            return;
        }
        assertTrue(s.passed(), () -> op.call() + " with " + constant + ", seed " + seed + ": "
                + s.report().map(r -> r.describe()).orElse(s.violation().toString())
                + s.expectation().map(v -> "\n" + String.join("\n", v.describe())).orElse(""));
    }

    @Provide
    Arbitrary<Long> constants() {
        return Arbitraries.oneOf(Arbitraries.longs().between(-40, 40),
                Arbitraries.of(2147483647L, -2147483648L, 31L, 32L, 65536L));
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(0, 1 << 20);
    }
}
