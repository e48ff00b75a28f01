package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Lowering;
import dev.layoutprover.kernel.syntax.Source;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A crate's test functions are host code: what has no layout meaning there (closures, calls into
 * other crates) is skipped with a {@code Kernel::SKIPPED} warning, an {@code assert_eq!} is read as
 * the {@code to_host} it holds, and the inputs it places and the kernels it launches are checked all
 * the same.
 */
class HostTestFunctionsTest {

    private static final String KERNEL = Kernels.oneCluster("N = 4096") + """
            type Slice = m![N / 16];
            type Element = m![N % 16];

            #[device(chip = 1)]
            fn add_seven(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
                let x_dm: DmTensor<i32, Chip, Cluster, Slice, Element> = x.to_dm(&mut ctx.tdma, 0);
                let y_dm = ctx
                    .main
                    .begin(x_dm.view())
                    .fetch::<i32, m![N % 16 / 8], m![N % 8]>()
                    .collect::<m![N % 16 / 8], m![N % 8]>()
                    .vector_init()
                    .vector_intra_slice_branch(BranchMode::Unconditional)
                    .vector_fxp(FxpBinaryOp::AddFxp, 7)
                    .vector_final()
                    .commit::<Element>(1 << 10);
                y_dm.to_hbm(&mut ctx.tdma, OUT)
            }
            """;

    private static final String TEST = """
            #[tokio::test]
            async fn test_add_seven() {
                let _ = env_logger::try_init();
                let mut ctx = Context::acquire();
                let mut rng = SmallRng::seed_from_u64(42);
                let x = HostTensor::<i32, m![N]>::rand(&mut rng);
                let expected: Vec<i32> = x.to_buf().iter().map(|v| v + 7).collect();
                let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
                let y = launch(add_seven, (&mut *ctx, &x_hbm)).await;
                assert_eq!(expected, y.to_host::<m![N]>(&mut ctx.pdma).await.to_buf());
            }
            """;

    private static Verification verify(String text, List<String> errors) {
        Program program = Program.of(Lowering.parse(Source.of("t.rs", text)));
        return Verification.run(program, LayoutQuestions.enumeration(), e -> errors.add(e.getMessage()));
    }

    private static List<String> findings(Verification v) {
        return v.findings().stream().map(f -> f.rule() + " at " + f.location()).toList();
    }

    @Test
    void aTestFunctionSkipsWhatHasNoLayoutMeaningAndChecksTheKernelItLaunches() {
        List<String> errors = new ArrayList<>();
        Verification v = verify("const OUT: u64 = 1 << 20;\n" + KERNEL + TEST, errors);
        assertEquals(List.of(), errors);
        assertEquals(List.of("Kernel::SKIPPED at t.rs:25:13", "Kernel::SKIPPED at t.rs:29:52"), findings(v));
        assertEquals("skipped: a closure has no layout meaning in a kernel body", v.findings().get(1).message());
        assertTrue(v.findings().get(0).message().startsWith("skipped: unknown function env_logger::try_init"),
                v.findings().get(0).message());
        assertTrue(v.checks().total() > 10, "the launched kernel's rules were checked: " + v.checks().total());
    }

    @Test
    void theInputATestPlacesIsWhereTheKernelFindsItsOverlap() {
        List<String> errors = new ArrayList<>();
        Verification v = verify("const OUT: u64 = 0x2000;\n" + KERNEL + TEST, errors);
        assertEquals(List.of(), errors);
        List<Finding> overlaps = v.findings().stream().filter(f -> f.rule().equals("HBM::OVERLAP")).toList();
        assertEquals(1, overlaps.size(), findings(v).toString());
        assertEquals("t.rs:21:10", overlaps.get(0).location().toString());
        assertTrue(overlaps.get(0).message().contains("y_dm overlaps live tensor x at [0, 16384)"), overlaps.get(0).message());
    }

    @Test
    void aTensorOfGivenValuesIsPlacedByItsTypeWhateverBuildsTheValues() {
        List<String> errors = new ArrayList<>();
        String fromBuf = TEST.replace("HostTensor::<i32, m![N]>::rand(&mut rng)",
                "HostTensor::<i32, m![N]>::from_buf((0..4096).map(|v| Opt::Init(v)).collect::<Vec<_>>())");
        Verification v = verify("const OUT: u64 = 0x2000;\n" + KERNEL + fromBuf, errors);
        assertEquals(List.of(), errors);
        List<Finding> overlaps = v.findings().stream().filter(f -> f.rule().equals("HBM::OVERLAP")).toList();
        assertEquals(1, overlaps.size(), findings(v).toString());
        assertTrue(overlaps.get(0).message().contains("y_dm overlaps live tensor x at [0, 16384)"),
                overlaps.get(0).message());
        assertTrue(findings(v).stream().noneMatch(f -> f.contains("t.rs:28:")), "the from_buf is read: " + findings(v));
    }

    @Test
    void aToHbmWithoutGenericsTakesThemFromTheKernelParameterALaterLaunchPassesItTo() {
        List<String> errors = new ArrayList<>();
        String transposed = KERNEL.replace("x: &HbmTensor<i32, Chip, m![N]>", "x: &HbmTensor<i32, Chip, m![N % 16, N / 16]>");
        Verification v = verify("const OUT: u64 = 1 << 20;\n" + transposed + TEST, errors);
        assertEquals(List.of(), errors);
        assertEquals(List.of("Kernel::SKIPPED at t.rs:25:13", "Kernel::SKIPPED at t.rs:29:52"), findings(v), "no Type::ANNOTATION on the parameter x");
        String annotated = TEST.replace("let x_hbm = x.to_hbm", "let x_hbm: HbmTensor<i32, m![1], m![N]> = x.to_hbm");
        List<String> written = findings(verify("const OUT: u64 = 1 << 20;\n" + transposed + annotated, errors));
        assertTrue(written.contains("Type::ANNOTATION at t.rs:9:36"), "a type written on the let is kept: " + written);
    }

    @Test
    void anErrorInsideALaunchedKernelIsBadInputNotASkippedStatement() {
        List<String> errors = new ArrayList<>();
        String broken = KERNEL.replace("    let y_dm = ctx", "    let w = x.frobnicate();\n    let y_dm = ctx");
        Verification v = verify("const OUT: u64 = 1 << 20;\n" + broken + TEST, errors);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("t.rs:11:15: unknown method 'frobnicate'"), errors.get(0));
        assertTrue(findings(v).stream().noneMatch(f -> f.contains("t.rs:31:")), "the launch is not skipped: " + v.findings());
    }

    @Test
    void aHostFunctionWithNoLayoutMeaningReportsNothingItSkipped() {
        List<String> errors = new ArrayList<>();
        String script = """
                fn main() {
                    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
                    println!("cargo:rerun-if-changed=build.rs");
                }
                """;
        Verification v = verify("const OUT: u64 = 1 << 20;\n" + KERNEL + script, errors);
        assertEquals(List.of(), errors);
        // the kernel no host launches is checked on its own; the script's skipped statements are no finding
        assertEquals(List.of(), findings(v));
        assertTrue(v.checks().total() > 10, "the kernel's rules were checked: " + v.checks().total());
        // a host function that launches a kernel keeps what it skipped, even beside the script
        assertEquals(List.of("Kernel::SKIPPED at t.rs:25:13", "Kernel::SKIPPED at t.rs:29:52"), findings(verify("const OUT: u64 = 1 << 20;\n" + KERNEL + TEST + script,
                errors)));
    }

    @Test
    void anUnknownAxisInATestFunctionStaysAnError() {
        KernelError e = org.junit.jupiter.api.Assertions.assertThrows(KernelError.class,
                () -> Program.of(Lowering.parse(Source.of("t.rs", "const OUT: u64 = 1 << 20;\n" + KERNEL
                        + TEST.replace("HostTensor::<i32, m![N]>", "HostTensor::<i32, m![Q]>")))));
        assertTrue(e.getMessage().startsWith("t.rs:28:34: unknown axis 'Q'"), e.getMessage());
    }
}
