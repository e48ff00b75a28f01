package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.PanicExpectations;
import dev.layoutprover.kernel.model.TestedFunctions;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rust.Finding;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which findings of {@code layout verify} lie in a device function the crate's own tests do not run
 * ({@link TestedFunctions#notRun}) or expect to panic ({@link PanicExpectations}): a finding's
 * outermost place (the last frame of its call chain, or itself) is in the body of the crate function
 * that starts last before it in its file.
 *
 * <p>Example: in the reference crate, {@code kv_cache.rs:38:10 via cache_kv at attention/mod.rs:54:5}
 * lies in {@code transformer::attention::forward}, whose only test is ignored: {@link #note} gives
 * {@code in transformer::attention::forward, which no test of the crate runs: its only test, run_qwen
 * at …/tests/transformer_tests.rs:268:1, is ignored: "…"}.
 *
 * @param functions the crate's functions
 * @param notRun the device functions no test of the crate runs, by Rust path, each with why (empty
 *     when the crate has no test)
 * @param panics the device functions the crate's tests expect to panic, by Rust path
 */
record UntestedFindings(List<Crate.Located> functions, Map<String, String> notRun,
        Map<String, PanicExpectations.PanicTest> panics) {

    /** What the crate {@code crate}'s tests say of its findings. */
    static UntestedFindings of(Crate crate) {
        return new UntestedFindings(crate.functions(), TestedFunctions.notRun(crate).orElse(Map.of()),
                PanicExpectations.of(crate));
    }

    /** Nothing known (no finding to tell of). */
    static UntestedFindings none() {
        return new UntestedFindings(List.of(), Map.of(), Map.of());
    }

    /** {@code in PATH, which no test of the crate runs: WHY} when {@code f} lies in such a device function. */
    Optional<String> note(Finding f) {
        return device(f).filter(notRun::containsKey)
                .map(p -> "in " + p + ", which no test of the crate runs: " + notRun.get(p));
    }

    /**
     * {@code in PATH, which the crate's tests expect to panic (TEST at FILE:LINE:COL)} when {@code f} lies
     * in such a device function.
     */
    Optional<String> panicNote(Finding f) {
        return device(f).filter(panics::containsKey)
                .map(p -> "in " + p + ", which the crate's tests expect to panic (" + panics.get(p).describe() + ")");
    }

    /** The Rust path of the device function {@code f} lies in, when it lies in one. */
    private Optional<String> device(Finding f) {
        if (notRun.isEmpty() && panics.isEmpty()) {
            return Optional.empty();
        }
        Location outer = f.via().isEmpty() ? f.location() : f.via().get(f.via().size() - 1).at();
        Crate.Located in = null;
        for (Crate.Located c : functions) {
            Location at = c.function().at();
            if (at.source().name().equals(outer.source().name()) && at.offset() <= outer.offset()
                    && (in == null || at.offset() > in.function().at().offset())) {
                in = c;
            }
        }
        return in == null || in.function().kind() != Ast.FunctionKind.DEVICE ? Optional.empty() : Optional.of(in.path());
    }
}
