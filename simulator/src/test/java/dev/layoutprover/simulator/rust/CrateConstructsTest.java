package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The constructs of real kernel crates, run: helpers, modules, constants, loops, branches, tuples, local aliases. */
class CrateConstructsTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static Simulation simulate(Program p) {
        return RUNS.simulate(p);
    }

    private static List<String> rules(Program p) {
        return RUNS.rules(p);
    }

    /** A kernel whose body calls {@code helpers::add_one(ctx, input, BASE)}, a helper in a module whose body is {@code body}. */
    private static Program inHelperModule(String body) {
        return Kernels.of(Kernels.withBodyText("    helpers::add_one(ctx, input, BASE)") + """
                const BASE: u64 = 0x0;
                mod helpers {
                    use super::*;
                    pub(crate) fn add_one(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>, at: u64)
                            -> HbmTensor<i32, Chip, m![A]> {
                """ + body + "\n    }\n}\n");
    }

    @Test
    void aHelperInAnotherModuleRunsWithItsArgumentsBoundAndConstantsResolved() {
        Program p = inHelperModule(Kernels.addOne(0).replace("(&mut ctx.tdma, 0)", "(&mut ctx.tdma, at)"));
        Simulation s = simulate(p);
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void aLoopVariableIsAKnownIntegerInAddresses() {
        // The loop places tensors over dm (at i * 0) or beside it; dm is read after the loop.
        String overlapping = """
                    let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
                    for i in 0..2 {
                        let _copy = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, i * 0);
                    }
                """ + Kernels.addOne(0).lines().skip(1).collect(java.util.stream.Collectors.joining("\n"));
        assertTrue(rules(Kernels.withBody(overlapping)).stream().anyMatch(r -> r.startsWith("DM::OVERLAP")),
                () -> rules(Kernels.withBody(overlapping)).toString());
        String apart = overlapping.replace("i * 0", "(i + 1) * (1 << 14)");
        assertEquals(List.of(), rules(Kernels.withBody(apart)));
    }

    @Test
    void branchesTuplesArraysAndLocalAliasesRunOnKnownValues() {
        String body = """
                    const ADDRS: [u64; 2] = [0x0, 0x10000];
                    let (first, _second) = (ADDRS[0], ADDRS[1]);
                    let at = if ADDRS.len() == 2 && !false { first } else { 0x20000 };
                    type Tile = m![A % 8];
                    let x = 1;
                    { let x = 2; let _ = x; }
                    let at = at * x;
                """ + Kernels.addOne(0).replace("(&mut ctx.tdma, 0)", "(&mut ctx.tdma, at)")
                .replace("m![A % 8]>(&mut", "Tile>(&mut");
        Simulation s = simulate(Kernels.withBody(body));
        assertTrue(s.passed(), s::toString);
    }

    @Test
    void anApiMethodTheSimulatorDoesNotModelIsAWarningForVerifyAndBadInputForSimulate() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace(".vector_final()", ".vector_final().vector_filter()"));
        assertTrue(rules(p).contains("Kernel::UNMODELLED at 23"), () -> rules(p).toString());
        KernelError e = assertThrows(KernelError.class, () -> simulate(p));
        assertEquals("the reference leaves .vector_filter todo!() (vector_engine/tensor/vector_tensor.rs:1856): no run "
                + "of it is the reference's", e.reason());
    }

    @Test
    void aBranchModeVariantWithFieldsIsRunAndItsRulesChecked() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace("BranchMode::Unconditional",
                "BranchMode::Comparison([InputCmp::I32(InputCmpI32::True)])"));
        assertEquals(List.of("Vector::BRANCH at 21"), rules(p));
        Simulation s = simulate(p);
        assertEquals("BranchMode::Comparison takes 4 comparisons ([InputCmp; 4]), got 1",
                s.violation().orElseThrow().message());
    }

    @Test
    void anOperationTheReferenceLeavesTodoInAHelpersTailIsAWarningNotBadInput() {
        // the helper's value is the chain itself; the reference panics at the todo!() when the chain runs
        Program p = inHelperModule(Kernels.addOne(0).replace("(&mut ctx.tdma, 0)", "(&mut ctx.tdma, at)")
                .replace(".vector_final()", ".vector_fxp(FxpBinaryOp::ArithRightShiftRound, 1)\n.vector_final()"));
        assertEquals(1, rules(p).stream().filter(r -> r.startsWith("Kernel::UNMODELLED")).count(), () -> rules(p).toString());
        assertTrue(rules(p).stream().allMatch(r -> r.startsWith("Kernel::UNMODELLED")), () -> rules(p).toString());
        KernelError e = assertThrows(KernelError.class, () -> simulate(p));
        assertEquals("the reference leaves FxpBinaryOp::ArithRightShiftRound todo!() (vector_engine/op/semantics.rs:85): "
                + "no run of it is the reference's", e.reason());
    }
}
