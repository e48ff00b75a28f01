package dev.layoutprover.simulator.rust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.Solver;
import dev.layoutprover.prover.SolverSession;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A host tensor made without turbofish takes its element type and mapping from the {@code let}'s
 * annotation, as Rust infers them (the book's introduction writes
 * {@code let host: HostTensor<i8, m![A, B]> = HostTensor::rand(&mut rng);}): the same input as
 * {@code HostTensor::<i32, m![A]>::rand}, and the same run.
 */
class AnnotatedHostTensorTest {

    private static final String TURBOFISH = "let input = HostTensor::<i32, m![A]>::rand(&mut rng);";

    private static Program with(String line) {
        String text = Kernels.withBodyText(Kernels.addOne(0));
        assertTrue(text.contains(TURBOFISH));
        return Kernels.of(text.replace(TURBOFISH, line));
    }

    private static String inputs(Program p) {
        return HostInput.scan(p, p.function("main").orElseThrow()).stream()
                .map(i -> i.name() + ": " + i.type() + " " + i.mapping()).toList().toString();
    }

    @Test
    void theLetsAnnotationGivesTheElementTypeAndMapping() {
        Program annotated = with("let input: HostTensor<i32, m![A]> = HostTensor::rand(&mut rng);");
        assertEquals(inputs(with(TURBOFISH)), inputs(annotated));
        assertEquals("[input: i32 A]", inputs(annotated));
        // through a type alias, and for from_buf too
        assertEquals("[input: i32 A]", inputs(Kernels.of(Kernels.withBodyText(Kernels.addOne(0)).replace(TURBOFISH,
                "let input: Input = HostTensor::rand(&mut rng);") + "type Input = HostTensor<i32, m![A]>;\n")));
        try (SolverSession session = SolverSession.open(Solver.Z3, Duration.ofSeconds(30))) {
            Prover prover = session.prover();
            Simulation s = Simulation.run(annotated, Optional.of("kernel"), OptionalLong.empty(), prover);
            assertTrue(s.passed(), s.report().map(r -> r.describe()).orElse("no report") + s.violation());
        }
    }

    @Test
    void withNeitherTurbofishNorAnnotationTheMessageSaysWhatToWrite() {
        Program bare = with("let input = HostTensor::rand(&mut rng);");
        Executable scan = () -> HostInput.scan(bare, bare.function("main").orElseThrow());
        KernelError e = org.junit.jupiter.api.Assertions.assertThrows(KernelError.class, scan);
        assertEquals("k.rs:9:17: HostTensor::<D, Element>::rand takes 2 generic arguments, got 0 (write them, or annotate "
                + "the let: HostTensor<D, Element>)", e.getMessage().lines().findFirst().orElseThrow(), e.getMessage());
    }
}
