package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.prover.SolverSession;
import dev.layoutprover.simulator.layout.UnrunnableMapping;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.oracle.SpecException;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.crate.CrateSimulation;
import dev.layoutprover.simulator.rust.CheckLog;
import dev.layoutprover.simulator.rust.Finding;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Simulation;
import dev.layoutprover.simulator.rust.Unmodelled;
import dev.layoutprover.simulator.rust.SymbolicRun;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code layout simulate}: a kernel file on the simulator against the naive evaluator. */
@Command(name = "simulate", sortOptions = false,
        header = "Run a kernel file, or every device function of a crate, on the simulator against the naive evaluator.",
        description = {"Read PATH (a kernel file written as the book writes them: axes![…], type aliases, a",
                "#[device(chip = N)] fn and an async host fn main; or a crate directory, a Cargo.toml, or a",
                "file of a crate, read with its crate), run the host function on seeded random",
                "inputs through the simulator, evaluate the same kernel with the naive tensor evaluator, and",
                "compare the output index by index: exactly for integers, within the stated bound for",
                "floating point. Every stage checks the book's rules before data moves and asks the prover",
                "its layout questions; the checks that held are listed call by call. A broken rule stops the",
                "run and is shown with its name, its numbers and the call that broke it; a warning-level",
                "rule is shown and the run goes on. Tensors keep their own data as the reference's do",
                "(--addresses logical): an address overlap is a warning, and the verdict is the data's.", "",
                "Seeded random inputs: integers over their whole type, floats in [-1, 1); the index",
                "tensor of a dma_scatter in a device function run on its own takes rows of the output's",
                "row axis (the one axis no other tensor parameter holds), distinct while there are rows",
                "enough, times a row's bytes when the scatter is scaled, as the reference's test does.", "",
                "--expect checks the output against the math the kernel is meant to compute, evaluated from",
                "the inputs alone: 'a[I,K] * b[K,J] -> [I,J]' (an axis absent from the output is summed",
                "where its tensors meet), 'x[N] + 7 -> [N]', with + - * max(x, y) min(x, y), numbers and",
                "parentheses. A tensor is the kernel input of that name; its axis names are its own (any",
                "order) or name its axes by position. Integers must match exactly, floats within the bound",
                "of the engines' f32 arithmetic and the output's rounding; the first difference is shown",
                "with its index, both values and the spec's terms there.", "",
                "PATH may be a crate directory or its Cargo.toml, or a file holding several device functions",
                "and no host function: without --fn every #[device] function is then run on its own (seeded",
                "random inputs) and one line per function is printed: its Rust path, verdict (conformant,",
                "not-conformant, rule-broken, unknown), method (simulated, symbolic), MACs, milliseconds and",
                "the reason when not conformant, then a total. A file of a crate with no #[device] and no host",
                "function (helpers only, or src/lib.rs, a mod.rs) runs instead the device functions whose code",
                "it holds: those calling its helpers, directly or through others, and those of the modules it",
                "declares or calling their helpers (a line on standard error says which). A file of several",
                "parameterless host functions and no main (a crate's tests/*.rs; a host function with",
                "parameters is a helper of the tests) runs each as --fn names it, with the other options",
                "given, and prints one line per test (its verdict line and exit status), then a total",
                "(--json: {\"path\", \"tests\": [{\"function\", \"exit\", \"millis\", \"verdict\",",
                "\"assertion\", \"report\"}], \"totals\"}; verdict: conformant, not-conformant, rule-broken,",
                "bad-input, unknown); the exit status is 2 if a test's is, else 1, else 3, else 0.",
                "A broken rule, a call the simulator does not",
                "model (unknown) or a function that cannot be read never stops the others. A function whose",
                "concrete run would take more than --max-macs multiply-accumulates (counted from its source:",
                "each contract takes |Chip|·|Cluster|·|Slice|·|Row| of the TRF tensor it aligns with times",
                "|Time|·|Packet| of its align, live positions only, loops multiplying; a function without one",
                "counts the elements of its largest tensor) is not run: it is checked symbolically instead",
                "(method symbolic): its rules are first checked without data, as verify checks them (a",
                "broken one makes it rule-broken; the check stops after 20 s, and the verdict says so), then",
                "each tensor carries the formula its elements hold over the inputs, and the output must be",
                "the spec's (with --expect) or, without, one formula over inputs read at the output's own",
                "index (a whole sum of products, a whole max or min, lane operations) at every index; a",
                "refutation names the index and the missing terms, replayed concretely; what the symbolic",
                "check does not model (most float roundings, some vector-engine stages, ...) is unknown, with why.",
                "Progress goes to standard error: one line per function of a crate; a single run of more",
                "than 10 s says every 10 s what it is running and for how long. A function the crate's own",
                "tests/ expect to panic (a test that asserts result.is_err() of catch_unwind around",
                "launch(FUNCTION, …), or a #[should_panic] test that launches it) is conformant when a",
                "rule rejects it (the reason names the test and the rule) and not-conformant when it",
                "runs without complaint; JSON gives it expected: \"panic\". A function no test of the",
                "crate runs (its tests are all #[ignore]d, also by a #[cfg_attr(…, ignore)] that holds on a",
                "host build, or none launches it) keeps its verdict; when that is not conformant, the line",
                "says why no test runs it, and the total how many such functions there are (JSON: untested).", "",
                "Example: layout simulate examples/kernels/constant_addition.rs --expect 'x[N] + 7 -> [N]'",
                "Example: layout simulate ../shared/corpus/furiosa-visa-examples --json"},
        footer = {"", "--json on a crate prints {\"path\", \"functions\": [{\"path\", \"file\", \"line\", \"verdict\",",
                "\"method\", \"macs\", \"millis\", \"reason\", \"expected\" (\"panic\" or null), \"untested\" (why",
                "no test of the crate runs it, or null), \"warnings\" (file:line:col: RULE: message each)}],",
                "\"totals\": {\"functions\", \"conformant\", \"not-conformant\", \"rule-broken\", \"unknown\",",
                "\"untested-not-conformant\", \"millis\"}, \"errors\": [files not read]}.", "",
                "Exit status: 0 conformant (and the spec's values, with --expect; on a crate: every function",
                "conformant), 1 not conformant, a rule broken or the output not the spec's (on a crate: any",
                "function so), 2 bad input (a syntax or name error, with file:line:column; a spec or an",
                "input array that does not fit the kernel), 3 unknown (a function over --max-macs the",
                "symbolic check cannot decide, calling what the simulator does not model, or whose",
                "#[device] body holds a statement with no layout meaning, such as println!; on a crate: any",
                "unknown and none worse), 4 an internal error: the simulator itself failed on a kernel it read",
                "(shown with its stack trace; on a crate such a function is unknown with the reason)."})
final class SimulateCommand implements Callable<Integer> {

    @Option(names = "--seed", paramLabel = "N",
            description = {"Seed of the first input (each further input takes the next seed).",
                    "Default: the host's SmallRng::seed_from_u64(N), else 42."})
    Long seed;

    @Option(names = "--fn", paramLabel = "NAME",
            description = "The function to run, by name or Rust path in its crate"
                    + " (matmul::matmul_4096::matmul_4096, also with crate:: or the crate's name in front):"
                    + " a host function, or a device function (run through the host function that launches it,"
                    + " or on its own when none does: its &HbmTensor parameters are random inputs placed at the"
                    + " top of HBM, its result (or its &mut HbmTensor parameters) the output)."
                    + " Default: the only host function, or main, or the only device function.")
    String function;

    @Option(names = "--input", paramLabel = "PARAM=FILE.npy",
            description = {"Run on this NumPy array for the input PARAM (repeatable): dimensions",
                    "are the input's axes in the order they first appear in its mapping;",
                    "float arrays feed float inputs (rounded to nearest even), integer",
                    "arrays integer ones. Inputs not given are seeded random."})
    List<String> inputs = new ArrayList<>();

    @Option(names = "--output", paramLabel = "FILE.npy",
            description = {"Write the output to FILE.npy (float32 for float types, int32 for",
                    "integers; dimensions as for --input). Repeat it for a function that",
                    "brings several tensors back: the k-th file gets the k-th output."})
    List<String> output = new ArrayList<>();

    @Option(names = "--expect", paramLabel = "SPEC",
            description = {"The math the output must match, e.g. 'a[M,K] * b[K,N] -> [M,N]'. Repeat it",
                    "for a function that brings several tensors back (a tuple, or several &mut",
                    "outputs): the k-th spec is the k-th output's."})
    List<String> expect = new ArrayList<>();

    @Option(names = "--json", description = "Print the report as one JSON object.")
    boolean json;

    @Mixin
    MacBudget budget;

    /** {@link #budget}'s value, checked when the command starts. */
    private long maxMacs;

    @Option(names = "--addresses", paramLabel = "MODEL", defaultValue = "logical",
            converter = AddressesOption.class,
            description = {"How tensors get their bytes: logical (default; each tensor keeps its own",
                    "data, as the reference implementation's tensors do: an address overlap",
                    "(DM::OVERLAP, HBM::OVERLAP, VRF::OVERLAP) is checked and reported as a",
                    "warning with both tensors and the byte range, and the verdict comes from",
                    "the data) or physical (tensors live at their addresses, as on the",
                    "hardware: an overlap overwrites bytes and stops the run as a broken rule;",
                    "layout verify always reports overlaps as errors)."})
    Addresses addresses;

    @Mixin
    SolverOptions solver;

    @Parameters(index = "0", paramLabel = "PATH", description = "The kernel file, crate directory or Cargo.toml.")
    String file;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        maxMacs = budget.checked();
        Crate crate = KernelFiles.crate(file);
        List<String> oneRun = oneRunOptions();
        if (function == null && CrateRun.wanted(file, crate) && !oneRun.isEmpty()) {
            // options of one run: the crate's one device function, or --fn names which
            List<String> devices = crate.functions().stream()
                    .filter(l -> l.function().kind() == Ast.FunctionKind.DEVICE)
                    .map(Crate.Located::path).toList();
            if (devices.size() != 1) {
                String named = oneRun.size() == 1 ? oneRun.get(0) + " needs"
                        : String.join(", ", oneRun.subList(0, oneRun.size() - 1)) + " and " + oneRun.getLast() + " need";
                throw new Inputs.BadInput(named + " --fn when " + file
                        + " holds " + devices.size() + " device functions"
                        + (devices.isEmpty() ? "" : " (" + String.join(", ", devices.subList(0, Math.min(3,
                                devices.size()))) + (devices.size() > 3 ? ", …" : "") + ")"));
            }
            function = devices.get(0);
        }
        if (function == null && CrateRun.wanted(file, crate)) {
            try (SolverSession session = solver.open()) {
                Prover prover = session.prover();
                return new CrateRun(spec, file, crate, maxMacs, json, addresses).run(prover);
            }
        }
        List<String> tests = function == null && crate.errors().isEmpty() ? TestFileRun.tests(crate) : List.of();
        if (!tests.isEmpty() && (!expect.isEmpty() || !inputs.isEmpty() || !output.isEmpty())) {
            throw new Inputs.BadInput(String.join(", ", oneRun.stream().filter(o -> !o.equals("--seed")).toList())
                    + " needs --fn: " + file + " holds " + tests.size() + " host functions (" + String.join(", ", tests)
                    + ")");
        }
        if (!tests.isEmpty()) {
            return new TestFileRun(spec, file, tests, json).run();
        }
        Optional<StandInRun> standIn = function == null && crate.errors().isEmpty() ? StandInRun.of(crate, file)
                : Optional.empty();
        if (standIn.isPresent() && !oneRun.isEmpty() && standIn.get().devices().size() == 1) {
            // the options of one run are that function's
            function = standIn.get().devices().get(0).path();
            spec.commandLine().getErr().println("simulate: " + standIn.get().why());
            spec.commandLine().getErr().flush();
        } else if (standIn.isPresent()) {
            if (!oneRun.isEmpty()) {
                throw new Inputs.BadInput(String.join(", ", oneRun) + (oneRun.size() == 1 ? " needs" : " need")
                        + " --fn: " + standIn.get().why().replace(": running ", " and ") + " ("
                        + String.join(", ", standIn.get().devices().stream().map(Crate.Located::path).toList()) + ")");
            }
            spec.commandLine().getErr().println("simulate: " + standIn.get().why());
            spec.commandLine().getErr().flush();
            java.util.Set<String> run = new java.util.HashSet<>(standIn.get().devices().stream()
                    .map(Crate.Located::path).toList());
            Crate modules = crate.naming(standIn.get().devices().stream().map(Crate.Located::module).distinct().toList());
            try (SolverSession session = solver.open()) {
                return new CrateRun(spec, file, modules, maxMacs, json, addresses).run(session.prover(), f -> run.contains(f.path()));
            }
        }
        Program program = standIn.isPresent()
                // the one device function standing in for the file is read as its own module's
                ? KernelFiles.reading(() -> Program.of(crate.naming(List.of(standIn.get().devices().get(0).module()))))
                : KernelFiles.read(file);
        // the function as the program read it (its findings, such as an unmodelled element type, are keyed by it)
        Optional<Crate.Located> chosen = function == null ? onlyDevice(program)
                : Optional.of(CrateRun.find(program.crate(), program, function));
        if (chosen.isPresent()) {
            java.util.OptionalLong over = CrateRun.overBudget(program.crate(), program, chosen.get(), maxMacs);
            if (over.isPresent()) {
                return symbolic(program, chosen.get(), over.getAsLong());
            }
        }
        for (String o : output) {
            OutputFile.check("--output", o);
        }
        List<dev.layoutprover.simulator.oracle.Spec> specs = expectedAll();
        Simulation.Given given = new Simulation.Given(TensorFiles.read(inputs), specs.stream().findFirst(), addresses,
                specs.stream().skip(1).toList());
        Simulation s;
        try (SolverSession session = solver.open()) {
            Prover prover = session.prover();
            OptionalLong sd = seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
            String what = file + chosen.map(c -> " --fn " + c.path()).orElse("");
            try {
                s = simulating(what, () -> beating(what, () -> unmodelledIsUnknown(() -> chosen.isPresent()
                        ? Simulation.run(program, chosen.get().function(), sd, prover, given)
                        : Simulation.run(program, Optional.empty(), sd, prover, given))));
            } catch (Unknown u) {
                String reason = u.getMessage();
                if (json) {
                    java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
                    o.put("file", file);
                    o.put("verdict", "unknown");
                    o.put("reason", reason.lines().findFirst().orElse(reason));
                    spec.commandLine().getOut().println(Json.write(o));
                } else {
                    spec.commandLine().getOut().println("unknown: " + reason);
                }
                spec.commandLine().getOut().flush();
                return 3;
            } catch (OutOfMemoryError e) {
                if (chosen.isEmpty()) {
                    throw e;
                }
                Finding broken = CrateSimulation.brokenWithoutData(program, chosen.get().function(), prover, addresses)
                        .orElseThrow(() -> e);
                s = new Simulation(chosen.get().function().name(), sd.orElse(Simulation.DEFAULT_SEED), Optional.empty(),
                        Optional.empty(), Optional.of(broken), new CheckLog());
            }
        }
        if (s.result().isPresent()) {
            List<dev.layoutprover.simulator.naive.LogicalTensor> results = new ArrayList<>();
            results.add(s.result().get());
            results.addAll(s.laterResults());
            if (output.size() > results.size()) {
                throw new Inputs.BadInput(output.size() + " files (--output) for " + results.size()
                        + (results.size() == 1 ? " output" : " outputs") + ": " + s.function() + " brings "
                        + results.size() + (results.size() == 1 ? " tensor" : " tensors")
                        + " back to the host, and the k-th file gets the k-th; no file written");
            }
            for (int k = 0; k < output.size(); k++) {
                TensorFiles.write(output.get(k), results.get(k));
            }
        }
        SimulationReport r = new SimulationReport(file, s, output);
        spec.commandLine().getOut().println(json ? Json.write(r.toJson()) : r.toText());
        spec.commandLine().getOut().flush();
        return s.passed() ? 0 : 1;
    }

    /** The first output's spec, the first {@code --expect}, read; bad input if it does not parse. */
    private Optional<dev.layoutprover.simulator.oracle.Spec> expected() {
        return expectedAll().stream().findFirst();
    }

    /** Every {@code --expect}, read in order; bad input naming the one that does not parse. */
    private List<dev.layoutprover.simulator.oracle.Spec> expectedAll() {
        List<dev.layoutprover.simulator.oracle.Spec> out = new ArrayList<>();
        for (int k = 0; k < expect.size(); k++) {
            try {
                out.add(SpecParser.parse(expect.get(k)));
            } catch (SpecException e) {
                throw new Inputs.BadInput(expect.size() > 1
                        ? e.getMessage().replaceFirst("^(--expect: )?", "--expect #" + (k + 1) + ": ") : e.getMessage());
            }
        }
        return out;
    }

    /** A run the simulator cannot make: the kernel calls or names what it does not model (exit 3). */
    private static final class Unknown extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unknown(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * {@code run}, where a construct the simulator does not model ({@link Unmodelled}: a call of the
     * API or an element type it lacks) makes the answer unknown, and any other reading error is bad
     * input.
     */
    /** The options given that belong to one function's run ({@code --expect}, {@code --input}, …), as written. */
    private List<String> oneRunOptions() {
        List<String> given = new ArrayList<>();
        if (!expect.isEmpty()) {
            given.add("--expect");
        }
        if (!inputs.isEmpty()) {
            given.add("--input");
        }
        if (!output.isEmpty()) {
            given.add("--output");
        }
        if (seed != null) {
            given.add("--seed");
        }
        return given;
    }

    /**
     * The device function a file with no host function runs without {@code --fn}: its only one, so
     * that {@code --max-macs} holds for it as for a named one.
     */
    private static Optional<Crate.Located> onlyDevice(Program program) {
        List<Ast.Function> fs = program.functions();
        List<Ast.Function> devices = fs.stream().filter(f -> f.kind() == Ast.FunctionKind.DEVICE).toList();
        if (devices.size() != 1 || fs.stream().anyMatch(f -> f.kind() == Ast.FunctionKind.HOST)) {
            return Optional.empty();
        }
        return Optional.of(CrateRun.find(program.crate(), program, devices.get(0).name()));
    }

    private static <T> T unmodelledIsUnknown(java.util.function.Supplier<T> run) {
        try {
            return run.get();
        } catch (Unmodelled u) {
            throw new Unknown(u.getMessage());
        } catch (dev.layoutprover.kernel.syntax.KernelError e) {
            throw new Inputs.BadInput(e.getMessage());
        }
    }

    /**
     * The symbolic check instead of a run too large to make ({@link SymbolicRun}): printed as one
     * line (or JSON), exit 0 conformant, 1 refuted, 3 unknown.
     */
    private int symbolic(Program program, Crate.Located f, long macs) {
        if (!inputs.isEmpty() || !output.isEmpty()) {
            throw new Inputs.BadInput("--input and --output need a concrete run; " + f.path() + " takes about " + macs
                    + " MACs, over --max-macs " + maxMacs + ", and is checked symbolically");
        }
        if (expect.size() > 1) {
            throw new Inputs.BadInput("--expect given " + expect.size() + " times: a spec for each output needs a "
                    + "concrete run; " + f.path() + " takes about " + macs + " MACs, over --max-macs " + maxMacs
                    + ", and is checked symbolically, which takes one spec");
        }
        Optional<dev.layoutprover.simulator.oracle.Spec> sp = expected();
        String why = "a concrete run takes about " + macs + " MACs, over --max-macs " + maxMacs;
        CrateSimulation.RulesFirst rules;
        try (SolverSession session = solver.open()) {
            rules = CrateSimulation.rulesBeforeSymbolic(program, f.function(), session.prover(), addresses, why);
        }
        if (rules.broken().isPresent()) {
            return ruleBroken(f, macs, why, rules.broken().get());
        }
        String what = file + " --fn " + f.path();
        SymbolicVerdict v = simulating(what, () -> beating(what + " symbolically", () -> KernelFiles.reading(
                () -> SymbolicRun.check(program, f.function(), sp)))).withRulesNote(rules.note());
        if (json) {
            java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
            o.put("path", f.path());
            o.put("verdict", v.verdict().label());
            o.put("method", "symbolic");
            o.put("macs", macs);
            o.put("millis", v.millis());
            o.put("statement", v.statement());
            o.put("details", v.details());
            o.put("why-symbolic", why);
            spec.commandLine().getOut().println(Json.write(o));
        } else {
            spec.commandLine().getOut().println(f.path() + ": " + v.verdict().label() + " (symbolic: " + why + ")");
            spec.commandLine().getOut().println("  " + v.statement());
            v.details().forEach(d -> spec.commandLine().getOut().println("  " + d));
            spec.commandLine().getOut().println("  checked in " + v.millis() + " ms");
        }
        spec.commandLine().getOut().flush();
        return v.exitCode();
    }

    /**
     * A function over the MAC budget whose rules, checked without data, stop it: printed as
     * {@code verify} would report the finding (exit 1), method symbolic, before any symbolic check.
     */
    private int ruleBroken(Crate.Located f, long macs, String why, Finding broken) {
        if (json) {
            java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
            o.put("path", f.path());
            o.put("verdict", "rule-broken");
            o.put("method", "symbolic");
            o.put("macs", macs);
            o.put("rule", broken.rule());
            o.put("statement", broken.toString().lines().findFirst().orElse(""));
            o.put("why-symbolic", why);
            spec.commandLine().getOut().println(Json.write(o));
        } else {
            spec.commandLine().getOut().println(f.path() + ": rule-broken (symbolic: " + why + ")");
            spec.commandLine().getOut().println("  " + broken.toString().lines().findFirst().orElse(""));
        }
        spec.commandLine().getOut().flush();
        return 1;
    }

    /** Runs {@code step}, saying on standard error every 10 s that it still runs ({@link Heartbeat}). */
    private <T> T beating(String what, java.util.function.Supplier<T> step) {
        return Heartbeat.during(spec.commandLine().getErr(), "simulate: running " + what, step);
    }

    /**
     * Runs a simulation of a kernel that was read: what the kernel wrote stays bad input (a spec or
     * array that does not fit, a name or call not read, a mapping the engines cannot run, sizes past
     * 63 bits); any other exception is the simulator's own failure, a {@link SimulatorFailure}.
     */
    static <T> T simulating(String what, java.util.function.Supplier<T> run) {
        try {
            return run.get();
        } catch (SpecException | NpyFormatException e) {
            throw new Inputs.BadInput(e.getMessage());
        } catch (Inputs.BadInput | Unknown | UnrunnableMapping | ArithmeticException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new SimulatorFailure(what, e);
        }
    }
}
