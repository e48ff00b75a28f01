package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.text.MappingParser;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.Source;
import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Running kernel files: inference, errors, findings that go on, host functions and seeds. */
class InterpreterTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static Simulation simulate(Program p) {
        return RUNS.simulate(p);
    }

    private static List<String> verify(Program p) {
        return Verification.run(p, RUNS.prover).findings().stream().map(f -> f.rule() + " at " + f.location().line() + ":"
                + f.location().column()).toList();
    }

    @Test
    void aSmallKernelRunsAndItsSeedIsTheOneTheHostWritesUnlessGiven() {
        Program p = Kernels.withBody(Kernels.addOne(0));
        Simulation s = simulate(p);
        assertTrue(s.passed(), () -> s.toString());
        assertEquals(9, s.seed());
        Simulation given = Simulation.run(p, Optional.of("main"), OptionalLong.of(1234), RUNS.prover);
        assertTrue(given.passed());
        assertEquals(1234, given.seed());
        assertEquals(List.of(new HostInput("input", dev.layoutprover.simulator.ElementType.I32,
                MappingParser.parse("m![A]", p.declarations()), p.source().at(p.source().text().indexOf("HostTensor")))),
                HostInput.scan(p, p.function("main").orElseThrow()));
    }

    @Test
    void aGenericLeftOutIsTakenFromTheLetAnnotationOrElseNamed() {
        Program annotated = Kernels.withBody(Kernels.addOne(0).replace(
                "let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(",
                "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm("));
        assertTrue(simulate(annotated).passed());
        Program bare = Kernels.withBody(Kernels.addOne(0).replace("::<Cluster, Slice, m![A % 8]>", ""));
        KernelError e = assertThrows(KernelError.class, () -> simulate(bare));
        assertEquals("cannot infer Cluster of .to_dm: write .to_dm::<Cluster, Slice, Element>(…) or annotate the let "
                + "with DmTensor<…>", e.reason());
        assertEquals("k.rs:16:16", e.location().toString());
    }

    @Test
    void anUnknownMethodListsTheMethodsOfTheValue() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace(".fetch::<", ".fetchh::<"));
        KernelError e = assertThrows(KernelError.class, () -> simulate(p));
        assertEquals("unknown method 'fetchh' on BeginTensor (it has: fetch, commit, commit_view)", e.reason());
        assertEquals("k.rs:18:6", e.location().toString());
    }

    @Test
    void aCheckerReportsIndependentFindingsAndSkipsWhatDependsOnThem() {
        Program p = Kernels.withBody("""
                    let bad = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 4);
                    let narrow = input.to_dm::<Cluster, m![A / 16], m![A % 16]>(&mut ctx.tdma, 1 << 16);
                    let unfetchable = ctx.main.begin(narrow.view()).fetch::<i32, m![A % 2], m![A / 2 % 8]>();
                    let skipped = ctx.main.begin(bad.view()).fetch::<i32, m![1], m![A % 8]>();
                    let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 1 << 10);
                    let r = ctx.main.begin(dm.view())
                        .fetch::<i32, m![1], m![A % 8]>()
                        .collect::<m![1], m![A % 8]>()
                        .commit::<m![A % 8]>(1 << 12);
                    r.to_hbm(&mut ctx.tdma, 1 << 20)""");
        assertEquals(List.of("DMA::WRITE_ALIGN at 16:17", "Slice::SIZE at 18:49"), verify(p));
        Simulation s = simulate(p);
        // the warning-level rule is reported and the run goes on to the next rule it breaks
        assertEquals("Slice::SIZE", s.violation().orElseThrow().rule());
        assertEquals(List.of("DMA::WRITE_ALIGN at k.rs:16:17"), s.checks().warnings().stream()
                .map(f -> f.rule() + " at " + f.where()).toList());
    }

    @Test
    void aWarningLevelRuleIsReportedByBothVerifyAndSimulateAndStopsNeither() {
        Program p = Kernels.deviceOnly(Kernels.addOne(4));
        assertEquals(List.of("DMA::WRITE_ALIGN at 7:16"), verify(p));
        Simulation s = simulate(p);
        assertTrue(s.passed(), () -> s.toString());
        assertEquals(2048, s.report().orElseThrow().elements());
        assertEquals(List.of("DMA::WRITE_ALIGN at k.rs:7:16"), s.checks().warnings().stream()
                .map(f -> f.rule() + " at " + f.where()).toList());
        String message = s.checks().warnings().get(0).message();
        assertTrue(message.endsWith(": DM write address must be 8-byte aligned, got 4"), message);
    }

    @Test
    void aTypeWrittenForALetMustMatchTheValue() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace(
                "let dm = input.to_dm::<Cluster, Slice, m![A % 8]>(",
                "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm::<Cluster, Slice, m![A % 2, A % 8 / 2]>("));
        List<Finding> fs = Verification.run(p, RUNS.prover).findings();
        assertEquals(List.of("Type::ANNOTATION"), fs.stream().map(Finding::rule).toList(), fs::toString);
        assertEquals("let dm is written with Element = m![A % 8] but the call's turbofish gives m![A % 2, A % 8 / 2]", fs.get(0).message());
        assertEquals("k.rs:16:9", fs.get(0).location().toString());
    }

    @Test
    void aMemoryTensorThatStoresAnIndexTwiceIsAFindingOfTheProver() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace(
                "input.to_dm::<Cluster, Slice, m![A % 8]>(", "input.to_dm::<Cluster, Slice, m![A % 8, A % 2]>("));
        List<Finding> fs = Verification.run(p, RUNS.prover).findings();
        assertEquals("Layout::INJECTIVE", fs.get(0).rule(), fs.toString());
        assertEquals("k.rs:16:16", fs.get(0).location().toString());
        assertTrue(fs.get(0).message().startsWith("DM tensor input stores a tensor index twice"), fs.get(0).message());
    }

    @Test
    void aDeviceFunctionCheckedOnItsOwnWithoutDataGivesEveryFindingOfItsCallsInOrder() {
        Program p = Kernels.deviceOnly(Kernels.addOne(4).replace("(1 << 12)", "(4100)"));
        List<Finding> fs = Verification.standalone(p, p.function("kernel").orElseThrow(), RUNS.prover);
        assertEquals(List.of("DMA::WRITE_ALIGN at 7:16", "Commit::ALIGN at 15:6"), fs.stream()
                .map(f -> f.rule() + " at " + f.location().line() + ":" + f.location().column()).toList());
    }

    @Test
    void aDeviceFunctionNoHostLaunchesRunsOnItsOwnWithItsInputsAtTheTopOfHbm() {
        Simulation s = simulate(Kernels.deviceOnly(Kernels.addOne(0)));
        assertTrue(s.passed(), () -> s.toString());
        assertEquals("kernel", s.function());
        assertEquals("result", s.output().orElseThrow().name());
        assertEquals(2048, s.report().orElseThrow().elements());
        CheckLog.Call input = s.checks().calls().get(0);
        assertEquals("input input", input.call());
        assertEquals("k.rs:6:30", input.at().toString());
        assertEquals(List.of("DMA::WRITE_ALIGN at 7:16"), verify(Kernels.deviceOnly(Kernels.addOne(4))));
    }

    @Test
    void aStandaloneKernelOnFourChipsBringsItsWholeOutputBackChipsMajor() {
        String kernel = """
                use furiosa_visa_std::prelude::*;

                axes![A = 8192, B = 4];

                #[device(chip = 4)]
                fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![A / 2048], m![A % 2048]>)
                    -> HbmTensor<i32, m![A / 2048], m![A % 2048]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A / 8 % 256], m![A % 8]>(&mut ctx.tdma, 0);
                    x_dm.to_hbm::<m![A % 2048]>(&mut ctx.tdma, 1 << 20)
                }
                """;
        Program p = Kernels.of(kernel);
        assertEquals(List.of(), verify(p));
        Simulation s = simulate(p);
        assertTrue(s.passed(), () -> s.toString());
        assertEquals(8192, s.report().orElseThrow().elements());
        // a quarter of each chip's part in and out: the quarter held is compared, the rest is not held
        Simulation quarter = simulate(Kernels.of(kernel.replace("x: &HbmTensor<i32, m![A / 2048], m![A % 2048]>",
                "x: &HbmTensor<i32, m![A / 2048], m![A % 512]>").replace("-> HbmTensor<i32, m![A / 2048], m![A % 2048]>",
                "-> HbmTensor<i32, m![A / 2048], m![A % 512]>").replace("to_hbm::<m![A % 2048]>", "to_hbm::<m![A % 512]>")
                .replace("m![A / 8 % 256], m![A % 8]", "m![A / 2 % 256], m![A % 2]")));
        assertEquals(Optional.empty(), quarter.violation().map(Finding::rule), () -> quarter.toString());
        assertTrue(quarter.passed(), () -> quarter.toString());
    }

    @Test
    void aStandaloneKernelTakingAnHbmTensorViewGetsAViewOfAWholeRandomInput() {
        String kernel = """
                use furiosa_visa_std::prelude::*;

                axes![A = 64, B = 4];

                #[device(chip = 1)]
                fn kernel(ctx: &mut Context, x: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {
                    let mut out = unsafe { HbmTensor::<i8, m![1], m![B, A]>::from_addr(0x3000) };
                    for b in 0..4 {
                        let from = x.tile::<m![B], 1, m![A, 1 # 4]>(b);
                        let to = out.view_mut().tile::<m![B], 1, m![1 # 4, A]>(b);
                        from.to_hbm_view(&mut ctx.tdma, to);
                    }
                    out
                }
                """;
        Simulation s = simulate(Kernels.of(kernel));
        assertEquals(Optional.empty(), s.violation().map(Finding::rule), () -> s.toString());
        assertTrue(s.passed(), () -> s.toString());
        assertEquals(64 * 4, s.report().orElseThrow().elements());
        // the output is the input transposed; with three of the four tiles copied it is not
        Simulation transposed = Simulation.run(Kernels.of(kernel), Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(java.util.Map.of(), Optional.of(SpecParser.parse("x[A,B] -> [B,A]"))));
        assertTrue(transposed.passed(), () -> transposed.toString());
        Simulation skips = Simulation.run(Kernels.of(kernel.replace("for b in 0..4", "for b in 0..3")),
                Optional.of("kernel"), OptionalLong.empty(), RUNS.prover,
                new Simulation.Given(java.util.Map.of(), Optional.of(SpecParser.parse("x[A,B] -> [B,A]"))));
        assertTrue(!skips.expectation().orElseThrow().matches(), () -> skips.toString());
    }

    @Test
    void theFunctionToRunIsChosenByNameAndADeviceFunctionRunsThroughItsHost() {
        Program p = Kernels.withBody(Kernels.addOne(0));
        Simulation viaDevice = Simulation.run(p, Optional.of("kernel"), OptionalLong.empty(),
                RUNS.prover);
        assertEquals("main", viaDevice.function(), "a device function runs through the host that launches it");
        KernelError missing = assertThrows(KernelError.class, () -> Simulation.run(p, Optional.of("run"),
                OptionalLong.empty(), RUNS.prover));
        assertEquals("no function run (functions: main, kernel)", missing.reason());
    }

    @Test
    void aSwitchTopologyIsWrittenAsAStructLiteral() {
        String kernel = """
                axes![A = 256, B = 8, C = 32];
                type Chip = m![1];
                #[tokio::main]
                async fn main() {
                    let mut ctx = Context::acquire();
                    let mut rng = SmallRng::seed_from_u64(1);
                    let x = HostTensor::<i8, m![A, B, C]>::rand(&mut rng);
                    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                    let y_hbm = launch(swap, (&mut ctx, &x_hbm)).await;
                    let _y = y_hbm.to_host::<m![A, B, C]>(&mut ctx.pdma).await;
                }
                #[device(chip = 1)]
                fn swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
                    let x_dm = x.to_dm::<m![1 # 2], m![A], m![B, C]>(&mut ctx.tdma, 0);
                    let y_dm = ctx.main.begin(x_dm.view())
                        .fetch::<i8, m![B], m![C]>()
                        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })
                        .collect::<m![B], m![C]>()
                        .commit::<m![B, C]>(1 << 12);
                    y_dm.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
                }
                """;
        Simulation s = simulate(Kernels.of(kernel));
        assertTrue(s.passed(), () -> s.toString());
        assertEquals(256 * 8 * 32, s.report().orElseThrow().elements());
        assertTrue(s.checks().calls().stream().anyMatch(c -> c.call().equals(".switch")));
        KernelError missing = assertThrows(KernelError.class, () -> simulate(Kernels.of(kernel.replace(
                "{ slice1: 32, slice0: 2 }", "{ slice1: 32 }"))));
        assertEquals("SwitchConfig::Transpose has the fields slice1, slice0, got slice1", missing.reason());
    }

    @Test
    void addressArithmeticOverflowIsAnErrorNotAWrap() {
        Program p = Kernels.withBody(Kernels.addOne(0).replace("1 << 20", "1 << 63"));
        KernelError e = assertThrows(KernelError.class, () -> simulate(p));
        assertEquals("1 << 63 overflows 64 bits", e.reason());
    }

    @Test
    void enumPathsAreTheBooksNamesOfTheSimulatorsConstants() {
        Location at = Source.of("k.rs", "x").at(0);
        assertEquals("ADD_FXP_SAT", Enums.value("FxpBinaryOp", "AddFxpSat", at).name());
        assertEquals("MAX", Enums.value("ClipBinaryOpF32", "Max", at).name());
        assertEquals("MUL_F_MUL1", Enums.withAlu("FpBinaryOp", "MulF", "FpMulAlu", "Mul1", at).name());
        assertEquals("unknown variant TrfAddress::Half (it has: FirstHalf, SecondHalf, Full)",
                assertThrows(KernelError.class, () -> Enums.value("TrfAddress", "Half", at)).reason());
    }
}
