package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.crate.CrateSimulation;
import dev.layoutprover.simulator.crate.FunctionRun;
import dev.layoutprover.simulator.crate.Work;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.rust.Program;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code layout simulate CRATE} without {@code --fn}: every device function, one line (or JSON
 * object) each, and the totals ({@link CrateSimulation}).
 *
 * <p>Example: {@code layout simulate my-crate} prints
 * {@code ops::add  conformant  simulated  2048 MACs  35 ms} per function and
 * {@code total: 3 functions: 1 conformant, 0 not-conformant, 1 rule-broken, 1 unknown (1.2 s)}.
 */
record CrateRun(CommandSpec spec, String path, Crate crate, long maxMacs, boolean json, Addresses addresses) {

    /** The order totals are printed in. */
    private static final List<FunctionRun.FunctionVerdict> ORDER = List.of(FunctionRun.FunctionVerdict.CONFORMANT,
            FunctionRun.FunctionVerdict.NOT_CONFORMANT, FunctionRun.FunctionVerdict.RULE_BROKEN, FunctionRun.FunctionVerdict.UNKNOWN);

    /**
     * Whether {@code simulate PATH} without {@code --fn} runs every device function: PATH is a
     * crate directory or a Cargo.toml, or a file with no host function and several device functions.
     */
    static boolean wanted(String path, Crate crate) {
        Path p = Path.of(path);
        if (Files.isDirectory(p) || p.getFileName() != null && p.getFileName().toString().equals("Cargo.toml")) {
            return true;
        }
        List<Ast.Function> fs = crate.functions().stream().map(Crate.Located::function).toList();
        return fs.stream().noneMatch(f -> f.kind() == Ast.FunctionKind.HOST)
                && fs.stream().filter(f -> f.kind() == Ast.FunctionKind.DEVICE).count() > 1;
    }

    /**
     * The function {@code name} names: a Rust path in the crate ({@code matmul::matmul_4096::matmul_4096},
     * with or without the crate's name or {@code crate::} in front), or a simple name that the
     * program's first module sees or that names exactly one function of what was read.
     */
    static Crate.Located find(Crate crate, Program program, String name) {
        List<Crate.Located> all = crate.functions();
        String bare = name.startsWith(crate.name() + "::") ? name.substring(crate.name().length() + 2)
                : name.startsWith("crate::") ? name.substring("crate::".length()) : name;
        for (Crate.Located f : all) {
            if (f.path().equals(bare) || f.path().equals(name)) {
                return f;
            }
        }
        Optional<Ast.Function> visible = name.contains("::") ? Optional.empty() : program.function(name);
        List<Crate.Located> matches = all.stream().filter(f -> visible.isPresent()
                ? f.function() == visible.get() : f.function().name().equals(name)).toList();
        if (matches.size() == 1) {
            return matches.get(0);
        }
        String known = String.join(", ", all.stream().filter(f -> f.function().kind() != Ast.FunctionKind.HELPER)
                .map(Crate.Located::path).toList());
        if (matches.isEmpty()) {
            throw new Inputs.BadInput("--fn " + (name.isBlank() ? "'" + name + "'" : name) + ": no such function (functions: "
                    + (known.isEmpty() ? "none" : known) + ")");
        }
        throw new Inputs.BadInput("--fn " + name + ": several functions have that name (" + String.join(", ",
                matches.stream().map(Crate.Located::path).toList()) + "): give its Rust path");
    }

    /** The MACs a concrete run of {@code f} takes ({@link Work}), when that is over {@code maxMacs} (a device function only). */
    static java.util.OptionalLong overBudget(Crate crate, Program program, Crate.Located f, long maxMacs) {
        if (f.function().kind() != Ast.FunctionKind.DEVICE) {
            return java.util.OptionalLong.empty();
        }
        Optional<DeviceFunction> d = KernelListing.of(crate.withoutErrors()).functions().stream()
                .filter(x -> x.path().equals(f.path())).findFirst();
        if (d.isEmpty()) {
            return java.util.OptionalLong.empty();
        }
        long macs = Work.macs(program, f.function(), d.get());
        return macs > maxMacs ? java.util.OptionalLong.of(macs) : java.util.OptionalLong.empty();
    }

    int run(LayoutQuestions oracle) {
        return run(oracle, f -> true);
    }

    /** Runs the device functions of the named modules that {@code which} accepts. */
    int run(LayoutQuestions oracle, java.util.function.Predicate<Crate.Located> which) {
        for (KernelError e : crate.errors()) {
            spec.commandLine().getErr().println("error: " + Guard.visible(e.getMessage()));
        }
        if (crate.functions().stream().noneMatch(f -> f.function().kind() == Ast.FunctionKind.DEVICE)) {
            if (crate.errors().isEmpty()) {
                throw new Inputs.BadInput(path + ": no #[device] function to simulate");
            }
            if (json) {
                // the promised document, with no function and the files not read
                spec.commandLine().getOut().println(Json.write(json(new CrateSimulation.FunctionRuns(List.of(), 0))));
                spec.commandLine().getOut().flush();
            }
            return 2; // the unreadable files above are all there is to say
        }
        CrateSimulation.FunctionRuns r = CrateSimulation.run(crate, which, maxMacs, oracle, addresses, line -> {
            spec.commandLine().getErr().println("simulate " + line);
            spec.commandLine().getErr().flush();
        });
        spec.commandLine().getOut().println(json ? Json.write(json(r)) : text(r));
        spec.commandLine().getOut().flush();
        // a file that cannot be read is bad input whatever the verdicts of the functions that could
        return crate.errors().isEmpty() ? r.exitCode() : 2;
    }

    private String text(CrateSimulation.FunctionRuns r) {
        StringBuilder b = new StringBuilder();
        for (FunctionRun f : r.functions()) {
            b.append(CrateSimulation.line(f));
            if (f.verdict() != FunctionRun.FunctionVerdict.CONFORMANT) {
                r.untested(f).ifPresent(why -> b.append("  — the crate's tests do not run it: ").append(why));
            }
            b.append('\n');
        }
        b.append("total: ").append(r.functions().size()).append(r.functions().size() == 1 ? " function: " : " functions: ");
        List<String> parts = new ArrayList<>();
        for (FunctionRun.FunctionVerdict v : ORDER) {
            parts.add(r.count(v) + " " + v.label());
        }
        b.append(String.join(", ", parts)).append(" (").append(String.format(java.util.Locale.ROOT, "%.1f",
                r.millis() / 1000.0)).append(" s)");
        long others = r.functions().size() - r.count(FunctionRun.FunctionVerdict.CONFORMANT);
        if (r.untestedAmongNotConformant() > 0) {
            b.append("; ").append(r.untestedAmongNotConformant()).append(" of the ").append(others)
                    .append(" not conformant ").append(r.untestedAmongNotConformant() == 1 ? "is" : "are")
                    .append(" run by no test of the crate");
        }
        return b.toString();
    }

    private Map<String, Object> json(CrateSimulation.FunctionRuns r) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("path", path);
        List<Object> fs = new ArrayList<>();
        for (FunctionRun f : r.functions()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("path", f.path());
            x.put("file", f.file());
            x.put("line", f.line());
            x.put("verdict", f.verdict().label());
            x.put("method", f.method().label());
            x.put("macs", f.macs());
            x.put("millis", f.millis());
            x.put("reason", f.reason().orElse(null));
            x.put("expected", f.expected().orElse(null));
            x.put("untested", r.untested(f).orElse(null));
            x.put("warnings", f.warnings());
            fs.add(x);
        }
        o.put("functions", fs);
        Map<String, Object> totals = new LinkedHashMap<>();
        totals.put("functions", r.functions().size());
        for (FunctionRun.FunctionVerdict v : ORDER) {
            totals.put(v.label(), r.count(v));
        }
        totals.put("untested-not-conformant", r.untestedAmongNotConformant());
        totals.put("millis", r.millis());
        o.put("totals", totals);
        o.put("errors", crate.errors().stream().map(KernelError::getMessage).toList());
        return o;
    }
}
