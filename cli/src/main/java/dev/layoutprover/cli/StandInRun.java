package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.Module;
import dev.layoutprover.kernel.syntax.Ast;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What {@code layout simulate FILE} runs when the file of a crate holds no {@code #[device]} and no host
 * function: the device functions whose code is in it. For a file of helpers, the crate's device functions
 * that call them, directly or through other functions; for a file that declares modules in files of their
 * own ({@code src/lib.rs}, a {@code mod.rs}), the device functions of those modules and those calling their
 * helpers.
 *
 * <p>Example: {@code layout simulate src/transformer/attention/kv_cache.rs}, whose only function is the
 * helper {@code cache_kv}, runs {@code transformer::attention::forward}, which calls it, and says why:
 * {@code kv_cache.rs holds no #[device] or host function: running the device function calling its
 * helper cache_kv}.
 *
 * @param devices the device functions to run, in the crate's order
 * @param why the line telling what runs and why
 */
record StandInRun(List<Crate.Located> devices, String why) {

    /** The device functions that stand in for {@code crate}'s named file, when it has none of its own to run. */
    static Optional<StandInRun> of(Crate crate, String file) {
        List<Crate.Located> own = crate.functions();
        if (own.stream().anyMatch(f -> f.function().kind() != Ast.FunctionKind.HELPER)) {
            return Optional.empty();
        }
        List<Crate.Located> every = crate.everyFunction();
        List<String> helpers = own.stream().map(f -> f.function().name()).toList();
        Set<Module> declared = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Module m : crate.named()) {
            for (Module child : m.children().values()) {
                declared.addAll(child.all());
            }
        }
        // the helpers of the modules it declares run where device functions call them, as its own do
        List<String> declaredHelpers = every.stream().filter(f -> declared.contains(f.module())
                && f.function().kind() == Ast.FunctionKind.HELPER).map(f -> f.function().name()).toList();
        List<Crate.Located> devices = new ArrayList<>();
        boolean ofDeclared = false;
        boolean callingOwn = false;
        boolean callingDeclared = false;
        for (Crate.Located d : every) {
            if (d.function().kind() != Ast.FunctionKind.DEVICE) {
                continue;
            }
            Set<String> calls = helpers.isEmpty() && declaredHelpers.isEmpty() ? Set.of()
                    : UntestedFindings.calls(every, d.function());
            boolean in = declared.contains(d.module());
            boolean callsOwn = !Collections.disjoint(calls, helpers);
            boolean theirs = !in && !Collections.disjoint(calls, declaredHelpers);
            if (in || callsOwn || theirs) {
                devices.add(d);
                ofDeclared |= in;
                callingOwn |= callsOwn;
                callingDeclared |= theirs;
            }
        }
        if (devices.isEmpty()) {
            return Optional.empty();
        }
        List<String> reasons = new ArrayList<>();
        if (ofDeclared) {
            reasons.add("of the modules it declares");
        }
        if (callingOwn) {
            reasons.add((helpers.size() == 1 ? "calling its helper " : "calling its helpers ") + String.join(", ", helpers));
        }
        if (callingDeclared) {
            reasons.add("calling the helpers of the modules it declares");
        }
        String what = devices.size() == 1 ? "the device function " : "the " + devices.size() + " device functions ";
        return Optional.of(new StandInRun(List.copyOf(devices), file + " holds no #[device] or host function: running "
                + what + String.join(" or ", reasons)));
    }
}
