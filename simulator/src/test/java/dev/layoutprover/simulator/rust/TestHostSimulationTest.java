package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.simulator.oracle.SpecParser;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A test of the reference crate (tests/binary_add_tests.rs) brings its output back inside
 * {@code assert_eq!(expected.to_buf(), out.to_host::<…>(…).await.to_buf())} and builds the values it
 * expects with closures over {@code into_inner()} or the host {@code Tensor}'s own methods
 * ({@code Tensor::contraction}, tensor.rs), and may start a logger of another crate
 * ({@code let _ = env_logger::try_init();}): a simulation runs the transfer, goes past the host
 * statements with no layout meaning, and compares the output with its own evaluator. An input made
 * with {@code HostTensor::uninit()} (memory_tensor.rs: every element {@code Opt::Uninit}) holds no
 * values: the elements read from it are uninitialized in the output, never compared as data.
 */
class TestHostSimulationTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    private static final String KERNEL = """
            axes![P = 256, E = 8];
            type Chip = m![1];

            #[device(chip = 1)]
            fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, E]>) -> HbmTensor<i32, Chip, m![E, P]> {
                let x_dm = x.view().to_dm::<m![1 # 2], m![P], m![E]>(&mut ctx.tdma, 0);
                let mut out = unsafe { HbmTensor::<i32, Chip, m![E, P]>::from_addr(1 << 20) };
                x_dm.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
                out
            }

            #[tokio::test]
            async fn test_kernel() {
                let _ = env_logger::try_init();
                let mut ctx = Context::acquire();
                let mut rng = SmallRng::seed_from_u64(7);
                let x = MAKE;
                let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                let out = launch(kernel, (&mut *ctx, &x_hbm)).await;
                let expected = x.into_inner().map(|v| v.map(|v| v + 0)).transpose::<m![E, P]>(true);
                let same: Tensor<_, m![P, E]> = Tensor::contraction::<m![P, E], _, _>(&x.into_inner(), &x.into_inner());
                assert_eq!(expected.to_buf(), out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf());
            }
            """;

    private static Simulation run(String make) {
        return Simulation.run(Kernels.of(KERNEL.replace("MAKE", make)), Optional.of("test_kernel"),
                OptionalLong.empty(), RUNS.prover, new Simulation.Given(Map.of(),
                        Optional.of(SpecParser.parse("x[P,E] -> [E,P]"))));
    }

    @Test
    void theOutputBroughtBackInAnAssertionIsCompared() {
        Simulation s = run("HostTensor::<i32, m![P, E]>::rand(&mut rng)");
        assertTrue(s.passed(), s::toString);
        assertEquals(2048, s.report().orElseThrow().elements());
        assertEquals(0, s.report().orElseThrow().uninitialized());
        assertEquals(7, s.seed());
        // the expected side is the host Tensor's map then transpose::<m![E, P]>, computed as the reference does
        assertEquals(HostAssertion.Status.HELD, s.assertion().orElseThrow().status(), s::toString);
        // the transfer inside the assertion is the one brought back, and its rules were checked there
        assertEquals(22, s.output().orElseThrow().at().line());
        assertTrue(s.checks().calls().stream().anyMatch(c -> c.call().equals(".to_host") && c.at().line() == 22
                && c.rules().containsKey("Host::COVERAGE")), () -> s.checks().calls().toString());
    }

    /**
     * The expected values read from the input's {@code to_buf()}, each item cloned: the assertion is
     * evaluated and holds for random input and for {@code HostTensor::zero()} (tensor.rs:57, every
     * element {@code Opt::Init(0)}), whose zeros are data: expecting ones there fails.
     */
    @Test
    void aClonedBufferItemIsItsValueAndAZeroInputHoldsZeros() {
        String test = """
                #[tokio::test]
                async fn test_kernel() {
                    let mut ctx = Context::acquire();
                    let mut rng = SmallRng::seed_from_u64(7);
                    let x = MAKE;
                    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                    let out = launch(kernel, (&mut *ctx, &x_hbm)).await;
                    let input = x.to_buf();
                    let expected: Vec<_> = (0..8 * 256).map(|i| EXPECTED).collect();
                    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), expected);
                }
                """;
        String kernel = KERNEL.substring(0, KERNEL.indexOf("#[tokio::test]")) + test;
        java.util.function.BiFunction<String, String, HostAssertion.Status> status = (make, expected) -> {
            Simulation s = Simulation.run(Kernels.of(kernel.replace("MAKE", make).replace("EXPECTED", expected)),
                    Optional.of("test_kernel"), OptionalLong.empty(), RUNS.prover);
            assertTrue(s.report().orElseThrow().conformant(), s::toString);
            return s.assertion().orElseThrow().status();
        };
        String transposed = "input[(i % 256) * 8 + i / 256].clone()";
        assertEquals(HostAssertion.Status.HELD, status.apply("HostTensor::<i32, m![P, E]>::rand(&mut rng)", transposed));
        assertEquals(HostAssertion.Status.HELD, status.apply("HostTensor::<i32, m![P, E]>::zero()", transposed));
        assertEquals(HostAssertion.Status.HELD, status.apply("HostTensor::<i32, m![P, E]>::zero()", "Opt::Init(0)"));
        assertEquals(HostAssertion.Status.FAILED, status.apply("HostTensor::<i32, m![P, E]>::zero()", "Opt::Init(1)"));
    }

    /**
     * Values drawn by {@code rng.random_range(a..b)} build the input and the expected values alike:
     * the assertion holds (and fails when the expectation is wrong); each draw is inside the range.
     */
    @Test
    void valuesDrawnFromARangeFeedTheInputAndTheExpectation() {
        String device = KERNEL.substring(0, KERNEL.indexOf("#[tokio::test]"));
        String test = """
                #[tokio::test]
                async fn test_kernel() {
                    let mut ctx = Context::acquire();
                    let mut rng = SmallRng::seed_from_u64(5);
                    let values: Vec<i32> = (0..256 * 8).map(|_| rng.random_range(-100..=100)).collect();
                    assert!(values.iter().all(|v| *v >= -100 && *v <= 100));
                    let x = HostTensor::<i32, m![P, E]>::from_buf(values.iter().map(|&v| Opt::Init(v)).collect());
                    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                    let out = launch(kernel, (&mut *ctx, &x_hbm)).await;
                    let expected: Vec<Opt<i32>> = (0..8 * 256).map(|i| Opt::Init(values[(i % 256) * 8 + i / 256] + SHIFT)).collect();
                    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), expected);
                }
                """;
        java.util.function.Function<String, Simulation> run = shift -> Simulation.run(
                Kernels.of(device + test.replace("SHIFT", shift)), Optional.of("test_kernel"), OptionalLong.empty(),
                RUNS.prover);
        Simulation held = run.apply("0");
        assertTrue(held.report().orElseThrow().conformant(), held::toString);
        // both the range check and the comparison held: none failed or went unevaluated
        assertEquals(HostAssertion.Status.HELD, held.assertion().orElseThrow().status(), held::toString);
        Simulation wrong = run.apply("1");
        assertEquals(HostAssertion.Status.FAILED, wrong.assertion().orElseThrow().status(), wrong::toString);
    }

    /**
     * A bf16 test writes its expected values with the half crate's {@code bf16::from_f32}: the
     * zeros of {@code HostTensor::zero()} are {@code bf16::from_f32(0.0)}, never {@code from_f32(0.5)}.
     */
    @Test
    void expectedHalfFloatsAreWrittenWithFromF32() {
        String device = KERNEL.substring(0, KERNEL.indexOf("#[tokio::test]")).replace("i32", "bf16");
        String test = """
                #[tokio::test]
                async fn test_kernel() {
                    let mut ctx = Context::acquire();
                    let x = HostTensor::<bf16, m![P, E]>::zero();
                    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                    let out = launch(kernel, (&mut *ctx, &x_hbm)).await;
                    let expected: Vec<Opt<bf16>> = (0..8 * 256).map(|_| Opt::Init(bf16::from_f32(VALUE))).collect();
                    assert_eq!(out.to_host::<m![E, P]>(&mut ctx.pdma).await.to_buf(), expected);
                }
                """;
        java.util.function.Function<String, HostAssertion.Status> status = value -> {
            Simulation s = Simulation.run(Kernels.of(device + test.replace("VALUE", value)), Optional.of("test_kernel"),
                    OptionalLong.empty(), RUNS.prover);
            assertTrue(s.report().orElseThrow().conformant(), s::toString);
            return s.assertion().orElseThrow().status();
        };
        assertEquals(HostAssertion.Status.HELD, status.apply("0.0"));
        assertEquals(HostAssertion.Status.FAILED, status.apply("0.5"));
    }

    @Test
    void anUninitInputGivesAnOutputOfUninitializedElements() {
        Simulation s = run("HostTensor::<i32, m![P, E]>::uninit()");
        assertTrue(s.report().orElseThrow().conformant(), s::toString);
        assertFalse(s.violation().isPresent(), s::toString);
        assertEquals(2048, s.report().orElseThrow().uninitialized());
        assertEquals(0, s.report().orElseThrow().unwritten());
    }

    @Test
    void aLaunchFedASkippedStatementBringsNothingBackAndIsUnknown() {
        // the input is built by host code the simulator cannot compute (another crate's function): the statement
        // is skipped, nothing is launched, the run is unknown
        Unmodelled u = assertThrows(Unmodelled.class,
                () -> run("(0..2048).map(|i| other_crate::value(i)).collect::<Vec<_>>()"));
        assertTrue(u.getMessage().contains("skipped"), u::getMessage);
    }

    @Test
    void aVecTheHostComputesIsNoHostTensor() {
        // the closure runs as host data: its Vec of integers has no to_hbm, as rustc would say
        dev.layoutprover.kernel.syntax.KernelError e = assertThrows(dev.layoutprover.kernel.syntax.KernelError.class,
                () -> run("(0..2048).map(|i| i).collect::<Vec<_>>()"));
        assertFalse(e instanceof Unmodelled, e::getMessage);
        assertTrue(e.getMessage().contains("to_hbm"), e::getMessage);
    }
}
