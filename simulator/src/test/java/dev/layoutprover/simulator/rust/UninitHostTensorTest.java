package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A host tensor made by {@code HostTensor::<D, Element>::uninit()} (memory_tensor.rs:138), as the reference crate's
 * tests make the inputs whose values they do not check (tests/transformer_tests.rs:31), is an input of its type to
 * verify's data-free check, as {@code rand} is: the kernel it feeds is checked, not skipped.
 */
class UninitHostTensorTest {

    @RegisterExtension
    static final KernelRuns RUNS = new KernelRuns();

    /** The cases of the staged matmul ({@code rules/TRF/staged_gemm.rs}) whose host launches the kernel. */
    private static final Path FILE = Path.of("TRF", "staged_gemm.rs");

    private static String uninitInputs(String rule, boolean valid) throws IOException {
        RuleCase c = RuleCase.of(FILE, Files.readString(RuleKernelsTest.RULES.resolve(FILE))).stream()
                .filter(x -> x.rule().equals(rule) && x.valid() == valid).findFirst().orElseThrow();
        String text = c.kernel().replace("HostTensor::<bf16, m![I, K]>::rand(&mut rng)",
                "HostTensor::<bf16, m![I, K]>::uninit()").replace("HostTensor::<bf16, m![K, J]>::rand(&mut rng)",
                "HostTensor::<bf16, m![K, J]>::uninit()");
        assertEquals(2, text.split("::uninit\\(\\)", -1).length - 1, text);
        return text;
    }

    private static List<String> rules(String kernel) {
        return Verification.run(Kernels.of(kernel), RUNS.prover).findings().stream().map(Finding::rule).toList();
    }

    @Test
    void aKernelFedUninitInputsIsCheckedClean() throws IOException {
        assertEquals(List.of(), rules(uninitInputs("Host::COVERAGE", true)));
    }

    @Test
    void aKernelFedUninitInputsStillBreaksItsRules() throws IOException {
        assertEquals(List.of("Host::COVERAGE"), rules(uninitInputs("Host::COVERAGE", false)));
        assertEquals(List.of("HBM::OVERLAP"), rules(uninitInputs("HBM::OVERLAP", false)));
    }
}
