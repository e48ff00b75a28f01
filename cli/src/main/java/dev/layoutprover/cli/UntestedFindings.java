package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.PanicExpectations;
import dev.layoutprover.kernel.model.TestedFunctions;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.AstWalk;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.simulator.rust.Finding;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
 * @param calls the names of the functions each device function calls, directly or through the crate's
 *     functions, by Rust path (empty when no device function is untested)
 */
record UntestedFindings(List<Crate.Located> functions, Map<String, String> notRun,
        Map<String, PanicExpectations.PanicTest> panics, Map<String, Set<String>> calls,
        List<UntestedFindings> libraries) {

    UntestedFindings(List<Crate.Located> functions, Map<String, String> notRun,
            Map<String, PanicExpectations.PanicTest> panics, Map<String, Set<String>> calls) {
        this(functions, notRun, panics, calls, List.of());
    }

    /**
     * What the crate {@code crate}'s tests say of its findings; for a file of a package's {@code tests/},
     * also what the package's tests say of its library's functions, where a finding's call chain enters
     * one ({@code kv_cache.rs:38:10 via cache_kv … via run_attention} of tests/transformer_tests.rs lies in
     * {@code transformer::attention::forward}, which no test runs).
     */
    static UntestedFindings of(Crate crate) {
        UntestedFindings own = ofOwn(crate);
        if (crate.externs().isEmpty()) {
            return own;
        }
        return new UntestedFindings(own.functions, own.notRun, own.panics, own.calls,
                crate.externCrates().stream().map(UntestedFindings::ofOwn).toList());
    }

    private static UntestedFindings ofOwn(Crate crate) {
        Map<String, String> notRun = TestedFunctions.notRun(crate).orElse(Map.of());
        Map<String, Set<String>> calls = new HashMap<>();
        if (!notRun.isEmpty()) {
            for (Crate.Located d : crate.functions()) {
                if (d.function().kind() == Ast.FunctionKind.DEVICE) {
                    calls.put(d.path(), calls(crate.functions(), d.function()));
                }
            }
        }
        return new UntestedFindings(crate.functions(), notRun, PanicExpectations.of(crate), calls);
    }

    /** Nothing known (no finding to tell of). */
    static UntestedFindings none() {
        return new UntestedFindings(List.of(), Map.of(), Map.of(), Map.of());
    }

    /**
     * {@code in PATH, which no test of the crate runs: WHY} when {@code f} lies in such a device function;
     * {@code in HELPER, which only functions no test of the crate runs call: P, Q} when it lies in a helper
     * (found in its own types, no call chain naming a device function) that only such device functions
     * call, directly or through other functions of the crate.
     */
    Optional<String> note(Finding f) {
        Optional<String> own = ownNote(f);
        if (own.isPresent()) {
            return own;
        }
        for (UntestedFindings library : libraries) {
            Optional<String> there = library.inLibrary(f).flatMap(library::ownNote);
            if (there.isPresent()) {
                return there;
            }
        }
        return Optional.empty();
    }

    /**
     * {@code f} seen from this crate: its call chain cut after the outermost frame that lies in one of
     * this crate's files; empty when neither it nor a frame does.
     */
    private Optional<Finding> inLibrary(Finding f) {
        Set<String> files = new HashSet<>();
        functions.forEach(c -> files.add(c.function().at().source().name()));
        for (int i = f.via().size() - 1; i >= 0; i--) {
            if (files.contains(f.via().get(i).at().source().name())) {
                return Optional.of(new Finding(f.rule(), f.message(), f.location(), f.via().subList(0, i + 1),
                        f.iterations()));
            }
        }
        return files.contains(f.location().source().name())
                ? Optional.of(new Finding(f.rule(), f.message(), f.location(), List.of(), f.iterations()))
                : Optional.empty();
    }

    private Optional<String> ownNote(Finding f) {
        Optional<Crate.Located> in = function(f);
        if (in.isEmpty() || notRun.isEmpty()) {
            return Optional.empty();
        }
        Crate.Located c = in.get();
        if (c.function().kind() == Ast.FunctionKind.DEVICE) {
            return notRun.containsKey(c.path())
                    ? Optional.of("in " + c.path() + ", which no test of the crate runs: " + notRun.get(c.path()))
                    : Optional.empty();
        }
        List<String> callers = functions.stream().filter(d -> d.function().kind() == Ast.FunctionKind.DEVICE
                && calls.getOrDefault(d.path(), Set.of()).contains(c.function().name())).map(Crate.Located::path).toList();
        if (callers.isEmpty() || !callers.stream().allMatch(notRun::containsKey)) {
            return Optional.empty();
        }
        return Optional.of("in " + c.path() + ", which only functions no test of the crate runs call: "
                + String.join(", ", callers));
    }

    /** The names of the functions {@code from} calls, directly or through the {@code functions} it calls. */
    static Set<String> calls(List<Crate.Located> functions, Ast.Function from) {
        Map<String, List<Ast.Function>> byName = new HashMap<>();
        functions.forEach(c -> byName.computeIfAbsent(c.function().name(), k -> new ArrayList<>()).add(c.function()));
        Set<String> out = new HashSet<>();
        Deque<Ast.Function> todo = new ArrayDeque<>(List.of(from));
        Set<Ast.Function> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            Ast.Function g = todo.pop();
            if (!seen.add(g)) {
                continue;
            }
            AstWalk.forEachExpr(g.body(), e -> {
                String name = e instanceof Ast.Call c ? c.callee().last()
                        : e instanceof Ast.MethodCall m ? m.name() : null;
                if (name != null && out.add(name)) {
                    todo.addAll(byName.getOrDefault(name, List.of()));
                }
            });
        }
        return out;
    }

    /**
     * {@code in PATH, which the crate's tests expect to panic (TEST at FILE:LINE:COL)} when {@code f} lies
     * in such a device function.
     */
    Optional<String> panicNote(Finding f) {
        Optional<String> own = ownPanicNote(f);
        if (own.isPresent()) {
            return own;
        }
        for (UntestedFindings library : libraries) {
            Optional<String> there = library.inLibrary(f).flatMap(library::ownPanicNote);
            if (there.isPresent()) {
                return there;
            }
        }
        return Optional.empty();
    }

    private Optional<String> ownPanicNote(Finding f) {
        return device(f).filter(panics::containsKey)
                .map(p -> "in " + p + ", which the crate's tests expect to panic (" + panics.get(p).describe() + ")");
    }

    /** The Rust path of the device function {@code f} lies in, when it lies in one. */
    private Optional<String> device(Finding f) {
        return function(f).filter(c -> c.function().kind() == Ast.FunctionKind.DEVICE).map(Crate.Located::path);
    }

    /** The crate function {@code f}'s outermost place lies in, when it lies in one. */
    private Optional<Crate.Located> function(Finding f) {
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
        return Optional.ofNullable(in);
    }
}
