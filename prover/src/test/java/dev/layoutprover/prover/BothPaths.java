package dev.layoutprover.prover;

import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The prover's two paths on Z3, for the tests that ask both the same question: the normal form
 * first (what users get) and Z3 alone. A test class registers one as a static extension
 * ({@code @RegisterExtension static final BothPaths PATHS = new BothPaths();}), which closes both
 * sessions after its tests; its parameterized tests take the path by name from {@link #names()}.
 */
final class BothPaths implements AfterAllCallback {

    static final String NORMAL_FORM_FIRST = "normal form first";
    static final String Z3_ALONE = "z3 alone";

    final Prover normal = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover();
    final Prover z3 = SolverSession.open(Solver.Z3, Duration.ofSeconds(30)).prover(Prover.Strategy.SOLVER_ONLY);

    /** The path names, for {@code @MethodSource("dev.layoutprover.prover.BothPaths#names")}. */
    static Stream<String> names() {
        return Stream.of(NORMAL_FORM_FIRST, Z3_ALONE);
    }

    /** The prover of the path named {@code name}. */
    Prover of(String name) {
        return name.equals(NORMAL_FORM_FIRST) ? normal : z3;
    }

    @Override
    public void afterAll(ExtensionContext context) {
        normal.session().close();
        z3.session().close();
    }
}
