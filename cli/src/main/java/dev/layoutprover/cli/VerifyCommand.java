package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Verification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout verify}: a kernel file's layouts, checked before deployment. */
@Command(name = "verify", sortOptions = false,
        header = "Check the layouts of kernel files before deployment and report every finding.",
        description = {"Read each PATH (a kernel file, a crate directory, a Cargo.toml, or a directory of",
                "kernel files) and check, without data:",
                "  - every mapping m![…] is well formed (Mapping::WELL_FORMED);",
                "  - every memory tensor's rules: Chip/Cluster/Slice sizes match the hardware exactly,",
                "    sizes fit DM, TRF and VRF, Row::SIZE is 1, 2, 4 or 8, addresses are aligned (a rule",
                "    of the book the reference does not check is a warning, as the reference accepts",
                "    kernels breaking it, but for the overlaps below, errors);",
                "  - no DM, HBM or VRF tensor is read after a later tensor was placed over its bytes;",
                "  - each stage's rules (fetch, switch, collect, to_trf/to_vrf, align, contract,",
                "    accumulate, vector, cast, transpose, commit) and the prover's layout questions:",
                "    the Aligner's two paths give the declared computation mapping, a commit writes",
                "    exactly the destination's positions, a tile is a sub-view, no memory tensor stores",
                "    an index twice unless an axis is broadcast (Layout::INJECTIVE, a warning), and an output",
                "    holds every index the device tensor holds (Host::COVERAGE);",
                "  - let annotations, parameters and results have the types written (Type::ANNOTATION).",
                "How: each host function runs on a device that holds no data (declared inputs; DMA,",
                "to_trf, to_vrf and commits move no bytes; streams are never evaluated), so every call",
                "checks its rules as a simulation does, from types, constants and addresses; a device",
                "function no host function launches runs on its own, its HbmTensor parameters placed at",
                "the top of HBM. 'layout rules' lists the rules. An overlap is",
                "reported and the run goes on; a call that breaks another rule is reported and what",
                "depends on its value is skipped.",
                "Each finding names the rule, the numbers and file:line:column of the call or mapping.",
                "A file of a crate is read with its crate and checks its own functions; a note names the",
                "module files it declares (mod x;), which are checked when named or with the crate.",
                "A finding in a device function that no test of the crate runs (its tests are all",
                "#[ignore]d, or none launches it) or that its tests expect to panic is followed by a note",
                "saying so, and the summary counts such errors.",
                "Progress goes to standard error: every 10 s, the file or crate still being checked.", "",
                "Example: layout verify --format sarif examples/kernels/*.rs > findings.sarif"},
        footer = {"", "--format json prints an array of findings, each {\"file\", \"line\", \"column\", \"rule\",",
                "\"level\", \"message\", \"via\": [{\"function\", \"file\", \"line\", \"column\"}…], \"untested\",",
                "\"expected_panic\"} (via: the calls that led there, innermost first; untested and",
                "expected_panic: the note above, or null, SARIF properties untested and expectedPanic);",
                "--format sarif prints one SARIF 2.1.0 log with",
                "one run and the catalogue's metadata of each rule found, its invocation unsuccessful with",
                "an error notification per file that could not be read (a syntax or name error with its",
                "physicalLocation). Both are printed even when no file",
                "could be read. A call the simulator does not model",
                "yet is a warning of rule Kernel::UNMODELLED, and what depends on it is skipped. In a host",
                "or helper function (a crate's tests), a statement with no layout meaning (assert_eq!, a",
                "closure, a call into another crate) is skipped with a warning of rule Kernel::SKIPPED; a",
                "file of a package's tests/ names the package's library by its crate name. A #[device]",
                "function whose body holds such a statement (a string, println!, an async block) is not read: a",
                "warning of rule Kernel::UNMODELLED at the statement, for it and each function calling it.",
                "A file in no package (no Cargo.toml above it) is read alone: a function naming what its",
                "use crate::…, use super::… or another crate's use would bring from a module it does not",
                "hold (or a mod x; with no file) is a warning of rule Kernel::UNRESOLVED and is not checked;",
                "name the crate to check it.", "",
                "Exit status: 0 no findings, 1 findings, 2 bad input (a syntax error, an unknown name, axis",
                "or alias, with file:line:column on standard error; the other files are still read and",
                "reported)."})
final class VerifyCommand implements Callable<Integer> {

    /** Output formats. */
    enum Format { text, json, sarif }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json or sarif. Default: ${DEFAULT-VALUE}.")
    Format format;

    @Mixin
    SolverOptions solver;

    @Parameters(index = "0..*", arity = "1..*", paramLabel = "PATH",
            description = "Kernel files (.rs), crate directories or Cargo.toml files.")
    List<String> files;

    @Spec
    CommandSpec spec;

    /** The read errors reported on standard error, in order (SARIF lists them as notifications). */
    private final List<Unread> readErrors = new ArrayList<>();

    /** A file or function that could not be read: its message and, when the reader knows it, where (else null). */
    record Unread(String message, dev.layoutprover.kernel.syntax.Location at) {}

    /**
     * One file's result; {@code unread} counts the read errors of its crate (reported on standard error);
     * {@code untested} tells the findings in functions the crate's tests do not run.
     */
    record Checked(String file, Verification verification, int unread, List<String> unnamedModuleFiles,
            UntestedFindings untested) {}

    @Override
    public Integer call() {
        List<Checked> checked = new ArrayList<>();
        int worst = 0;
        try (SolverSession session = solver.open()) {
            Prover prover = session.prover();
            for (String f : KernelFiles.distinct(files)) {
                List<Crate> crates;
                try {
                    crates = KernelFiles.crates(f);
                } catch (Inputs.BadInput e) {
                    report(e.getMessage(), null);
                    worst = 2;
                    continue;
                }
                for (Crate crate : crates) {
                    worst = Math.max(worst, verify(crate.rootFile().toString().equals(f) || crates.size() == 1 ? f
                            : crate.rootFile().toString(), crate, prover, checked));
                }
            }
        }
        if (checked.isEmpty() && format == Format.text) {
            return worst;
        }
        // JSON and SARIF go out whatever was read, so that a pipeline always gets a document
        String out = switch (format) {
            case text -> VerifyText.render(checked);
            case json -> Json.write(findings(checked));
            case sarif -> Json.write(Sarif.log(checked, readErrors));
        };
        spec.commandLine().getOut().println(out);
        spec.commandLine().getOut().flush();
        int found = checked.stream().allMatch(c -> c.verification().clean()) ? 0 : 1;
        return Math.max(worst, found);
    }

    /** Verifies one crate into {@code checked}; returns 2 when part of it could not be read, else 0. */
    private int verify(String shown, Crate crate, Prover prover, List<Checked> checked) {
        int worst = 0;
        for (KernelError e : crate.errors()) {
            report(e.getMessage(), e.location());
            worst = 2;
        }
        // each message once, with where it is
        Map<String, dev.layoutprover.kernel.syntax.Location> errors = new LinkedHashMap<>();
        Program program = Program.of(crate.withoutErrors(), e -> errors.putIfAbsent(e.getMessage(), e.location()));
        if (errors.isEmpty() || crate.named().size() > 1) {
            Verification v = Heartbeat.during(spec.commandLine().getErr(), "verify: checking " + shown,
                    () -> Verification.run(program, prover, e -> errors.putIfAbsent(e.getMessage(), e.location())));
            int unread = crate.errors().size() + errors.size();
            if (unread == 0 || !v.findings().isEmpty() || v.checks().total() > 0) {
                checked.add(new Checked(shown, v, unread, crate.unnamedModuleFiles(),
                        v.findings().isEmpty() ? UntestedFindings.none() : UntestedFindings.of(crate)));
            }
        }
        errors.forEach((message, at) -> report(message, at));
        if (!errors.isEmpty()) {
            worst = 2;
        }
        return worst;
    }

    private void report(String message, dev.layoutprover.kernel.syntax.Location at) {
        readErrors.add(new Unread(message, at));
        spec.commandLine().getErr().println("error: " + Guard.visible(message));
        spec.commandLine().getErr().flush();
    }

    /**
     * The rule's level in the catalogue: a construct not modelled yet, a run skipped for size, or a
     * book rule the reference does not enforce is a warning; a rule the reference checks an error.
     */
    static String level(String rule) {
        return dev.layoutprover.simulator.rules.Rules.get(rule).level().word();
    }

    static List<Object> findings(List<Checked> checked) {
        List<Object> all = new ArrayList<>();
        for (Checked c : checked) {
            c.verification().findings().forEach(f -> {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("file", f.location().file());
                o.put("line", f.location().line());
                o.put("column", f.location().column());
                o.put("rule", f.rule());
                o.put("level", level(f.rule()));
                o.put("message", f.message());
                if (f.iterations() > 1) {
                    o.put("iterations", f.iterations());
                }
                o.put("via", f.via().stream().map(fr -> Map.of("function", fr.function(), "file", fr.at().file(),
                        "line", fr.at().line(), "column", fr.at().column())).toList());
                o.put("untested", c.untested().note(f).orElse(null));
                o.put("expected_panic", c.untested().panicNote(f).orElse(null));
                all.add(o);
            });
        }
        return all;
    }
}
