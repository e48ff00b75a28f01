package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.npy.NpyArray;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.npy.TensorArrays;
import dev.layoutprover.simulator.oracle.BroadcastOutput;
import dev.layoutprover.simulator.oracle.Expectation;
import dev.layoutprover.simulator.oracle.Spec;
import dev.layoutprover.simulator.oracle.SpecException;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.algebra.check.LayoutQuestions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * {@code layout simulate}: runs a kernel file's host function on seeded random inputs through the
 * simulator and the naive evaluator ({@link Conformance#run}) and says whether the output conforms,
 * or which rule which call broke.
 *
 * <p>Example: {@code Simulation.run(program, Optional.empty(), OptionalLong.empty(), oracle)} on
 * {@code constant_addition.rs} runs {@code main} with its written seed 42 and returns a conformant
 * report of 2048 {@code i32} elements, and the checks that held at each call.
 *
 * @param function the host function that ran
 * @param seed the seed of the first input (the next inputs take the following seeds)
 * @param report the comparison, when the run finished
 * @param output the tensor compared, when the run finished
 * @param violation the broken rule, when the run stopped
 * @param checks the rule checks that held, call by call
 * @param expectation the comparison with the spec of {@code --expect}, when given and the run finished
 * @param result the output's values over its axes (in the order of its host mapping), when the run finished
 * @param laterExpectations the comparisons of the further outputs (the second, third, … of a run
 *     that brings several back) with the further specs given, in order
 * @param laterResults the further outputs' values over their axes, in order, when the run finished
 * @param assertions the outcomes of the test's own assertions ({@link HostAssertions}), in the order they
 *     ran, when the run finished: the reference's oracle beside the naive evaluator
 * @param unwound what each {@code catch_unwind} of a test that brings nothing back gave, in the order they
 *     ran: such a run has no output to compare, its assertions are its verdict ({@link #caughtOnly()})
 */
public record Simulation(String function, long seed, Optional<ConformanceReport> report, Optional<Output> output,
        Optional<Finding> violation, CheckLog checks, Optional<SpecVerdict> expectation, Optional<LogicalTensor> result,
        List<SpecVerdict> laterExpectations, List<LogicalTensor> laterResults, List<HostAssertion> assertions,
        List<Unwound> unwound) {

    public Simulation {
        assertions = List.copyOf(assertions);
        unwound = List.copyOf(unwound);
    }

    /** A run that brings tensors back, or stopped. */
    public Simulation(String function, long seed, Optional<ConformanceReport> report, Optional<Output> output,
            Optional<Finding> violation, CheckLog checks, Optional<SpecVerdict> expectation, Optional<LogicalTensor> result,
            List<SpecVerdict> laterExpectations, List<LogicalTensor> laterResults, List<HostAssertion> assertions) {
        this(function, seed, report, output, violation, checks, expectation, result, laterExpectations, laterResults,
                assertions, List.of());
    }

    /**
     * Whether the run brought nothing back and its verdict is what the test asserts of its
     * {@code catch_unwind}s: a panic it expects happened, or none did.
     */
    public boolean caughtOnly() {
        return report.isEmpty() && violation.isEmpty() && !unwound.isEmpty();
    }

    /** A run whose host code asserted nothing the simulation read. */
    public Simulation(String function, long seed, Optional<ConformanceReport> report, Optional<Output> output,
            Optional<Finding> violation, CheckLog checks, Optional<SpecVerdict> expectation, Optional<LogicalTensor> result,
            List<SpecVerdict> laterExpectations, List<LogicalTensor> laterResults) {
        this(function, seed, report, output, violation, checks, expectation, result, laterExpectations, laterResults,
                List.of());
    }

    /** A run without a spec to check and without its output's values. */
    public Simulation(String function, long seed, Optional<ConformanceReport> report, Optional<Output> output,
            Optional<Finding> violation, CheckLog checks) {
        this(function, seed, report, output, violation, checks, Optional.empty(), Optional.empty());
    }

    /** A run with at most one spec, the first output's. */
    public Simulation(String function, long seed, Optional<ConformanceReport> report, Optional<Output> output,
            Optional<Finding> violation, CheckLog checks, Optional<SpecVerdict> expectation, Optional<LogicalTensor> result) {
        this(function, seed, report, output, violation, checks, expectation, result, List.of(), List.of());
    }

    /** The seed when neither the command line nor the host function gives one. */
    public static final long DEFAULT_SEED = 42;

    /** Conformant, no rule broken, each output is its spec's when one is given, and no assertion of the test fails. */
    public boolean passed() {
        return violation.isEmpty() && report.map(ConformanceReport::conformant).orElse(caughtOnly())
                && expectation.map(SpecVerdict::matches).orElse(true)
                && laterExpectations.stream().allMatch(SpecVerdict::matches)
                && assertion().filter(a -> a.status() == HostAssertion.Status.FAILED).isEmpty();
    }

    /**
     * What the test's own assertions say, as one: the first that failed; else, when one could not be
     * evaluated, the first such; else the last that held; empty when the run read none.
     */
    public Optional<HostAssertion> assertion() {
        for (HostAssertion.Status s : List.of(HostAssertion.Status.FAILED, HostAssertion.Status.NOT_EVALUATED)) {
            Optional<HostAssertion> a = assertions.stream().filter(x -> x.status() == s).findFirst();
            if (a.isPresent()) {
                return a;
            }
        }
        return assertions.isEmpty() ? Optional.empty() : Optional.of(assertions.getLast());
    }

    /**
     * What a run is given besides the kernel: arrays for some of its inputs (by input name; the
     * others are seeded random), the spec its output must match, and how tensors get their bytes
     * ({@link Addresses}: {@code PHYSICAL} unless said, where an overlap stops the run;
     * {@code layout simulate} runs {@code LOGICAL}, as the reference does).
     *
     * <p>Example: {@code new Given(Map.of("a", Npy.read(file)), Optional.of(SpecParser.parse(
     * "a[M,K] * b[K,N] -> [M,N]")))}, or {@code Given.none().with(Addresses.LOGICAL)}.
     */
    public record Given(Map<String, NpyArray> inputs, Optional<Spec> expect, Addresses addresses, List<Spec> laterExpects) {
        public Given {
            inputs = Map.copyOf(inputs);
            laterExpects = List.copyOf(laterExpects);
        }

        /** Arrays, the first output's spec and the address policy; no spec for further outputs. */
        public Given(Map<String, NpyArray> inputs, Optional<Spec> expect, Addresses addresses) {
            this(inputs, expect, addresses, List.of());
        }

        public Given(Map<String, NpyArray> inputs, Optional<Spec> expect) {
            this(inputs, expect, Addresses.PHYSICAL);
        }

        public static Given none() {
            return new Given(Map.of(), Optional.empty());
        }

        /** The same, with the address policy {@code a}. */
        public Given with(Addresses a) {
            return new Given(inputs, expect, a, laterExpects);
        }
    }

    /**
     * Runs the function {@code function} (see {@link #entry}) with
     * {@code seed} (or the one it writes, or {@link #DEFAULT_SEED}), asking {@code oracle} the
     * stages' layout questions.
     */
    public static Simulation run(Program program, Optional<String> function, OptionalLong seed, LayoutQuestions oracle) {
        return run(program, function, seed, oracle, Given.none());
    }

    /**
     * As {@link #run(Program, Optional, OptionalLong, LayoutQuestions)}, on the input arrays
     * {@code given} names and checking the output against its spec.
     *
     * @throws NpyFormatException when an array names no input or does not fit its input (bad input)
     * @throws SpecException when the spec does not fit the kernel's inputs or output (bad input)
     */
    public static Simulation run(Program program, Optional<String> function, OptionalLong seed, LayoutQuestions oracle,
            Given given) {
        return runEntry(program, entry(program, function), seed, oracle, given);
    }

    /**
     * As {@link #run(Program, Optional, OptionalLong, LayoutQuestions, Given)} for the function
     * {@code function} of the program's crate (a host function, or a device function run through
     * the one host function that launches it, or on its own), read in its own module.
     */
    public static Simulation run(Program program, Ast.Function function, OptionalLong seed, LayoutQuestions oracle,
            Given given) {
        return run(program, function, seed, oracle, given, entry -> Verification.typeError(program, entry, oracle));
    }

    /**
     * Where a run stopped by one of the reference's assertions finds the type error rustc reports
     * instead: {@code first(entry)} for the host function (or lone device function) {@code entry} that ran.
     */
    @FunctionalInterface
    public interface TypeErrors {
        Optional<Finding> first(Ast.Function entry);
    }

    /**
     * As {@link #run(Program, Ast.Function, OptionalLong, LayoutQuestions, Given)}, a stop at one of the
     * reference's assertions replaced by what {@code typeErrors} gives (a crate's run may look it up
     * later: {@link CrateTypeErrors}).
     */
    public static Simulation run(Program program, Ast.Function function, OptionalLong seed, LayoutQuestions oracle,
            Given given, TypeErrors typeErrors) {
        Object saved = program.enter(function);
        try {
            return runEntry(program, entryOf(program, function), seed, oracle, given, typeErrors);
        } finally {
            program.restore(saved);
        }
    }

    /**
     * The function a run of {@code function} starts from: itself when it is a host function or no host
     * function launches it, else the one host function that does.
     *
     * @throws KernelError when several host functions launch it
     */
    public static Ast.Function entryOf(Program program, Ast.Function function) {
        if (function.kind() == Ast.FunctionKind.HOST) {
            return function;
        }
        List<Ast.Function> launchers = program.functions().stream()
                .filter(h -> h.kind() == Ast.FunctionKind.HOST && Calls.launched(program, h).contains(function))
                .toList();
        if (launchers.size() > 1) {
            throw new KernelError(function.at(), function.name() + " is launched by several host functions ("
                    + names(launchers) + "): name the one to run");
        }
        return launchers.isEmpty() ? function : launchers.get(0);
    }

    private static Simulation runEntry(Program program, Ast.Function host, OptionalLong seed, LayoutQuestions oracle,
            Given given) {
        return runEntry(program, host, seed, oracle, given, entry -> Verification.typeError(program, entry, oracle));
    }

    private static Simulation runEntry(Program program, Ast.Function host, OptionalLong seed, LayoutQuestions oracle,
            Given given, TypeErrors typeErrors) {
        // An ill-formed mapping of another file of the crate stops this run only if the run uses it;
        // an unmodelled element type stops only the functions that name it.
        String file = host.at().file();
        List<Finding> illFormed = new ArrayList<>(program.findings().stream()
                .filter(f -> !f.rule().equals("Type::ELEMENT") && !f.rule().equals(Unmodelled.RULE)
                        && !f.rule().equals(Unresolved.RULE) && f.location().file().equals(file)).toList());
        List<Ast.Function> runs = new ArrayList<>(List.of(host));
        runs.addAll(Calls.launched(program, host));
        for (Ast.Function f : runs) {
            Optional<Finding> type = program.unmodelledFinding(f);
            if (type.isPresent() && (type.get().rule().equals(Unmodelled.RULE)
                    || type.get().rule().equals(Unresolved.RULE))) {
                // a Scalar of the reference the simulator lacks: not a broken rule, a run it cannot make
                throw new Unmodelled(type.get().location(), "the element type", type.get().message());
            }
            type.ifPresent(illFormed::add);
        }
        if (!illFormed.isEmpty()) {
            return new Simulation(host.name(), seed.orElse(DEFAULT_SEED), Optional.empty(), Optional.empty(),
                    Optional.of(illFormed.get(0)), new CheckLog());
        }
        RustKernel kernel = RustKernel.of(program, host);
        long s = seed.isPresent() ? seed.getAsLong() : kernel.writtenSeed().orElse(DEFAULT_SEED);
        List<LogicalTensor> inputs = Conformance.inputs(kernel, s, tensors(kernel, given.inputs()));
        if (kernel.bringsNothingBack()) {
            return caught(program, kernel, host, s, inputs, oracle, given, typeErrors);
        }
        Conformance.Run run;
        try {
            run = Conformance.run(kernel, inputs, s, kernel.geometry(), oracle, given.addresses());
        } catch (KernelViolation v) {
            // an assertion of the reference stopped the run; a type error anywhere in it would have
            // stopped rustc first, so that is what the reference reports
            Finding stop = dev.layoutprover.simulator.rules.Rules.get(v.finding().rule()).runtime()
                    ? typeErrors.first(host).orElse(v.finding()) : v.finding();
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(), Optional.of(stop),
                    kernel.checks(), Optional.empty(), Optional.empty());
        } catch (Program.IllFormed e) {
            Finding used = program.findings().stream().filter(f -> f.message().contains(e.getMessage())).findFirst()
                    .orElse(program.findings().isEmpty() ? new Finding("Mapping::WELL_FORMED", "the mapping "
                            + e.getMessage() + " is ill formed", host.at()) : program.findings().get(0));
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(), Optional.of(used),
                    kernel.checks(), Optional.empty(), Optional.empty());
        } catch (RuleViolation v) {
            // Raised after the run, while the harness decodes the output: the to_host call is at fault.
            Location at = kernel.output().map(Output::at).orElse(host.at());
            if (v.rule().equals(Unmodelled.RULE)) {
                throw new Unmodelled(at, "the output", v.getMessage());
            }
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(),
                    Optional.of(new Finding(v.rule(), v.getMessage(), at)), kernel.checks(), Optional.empty(),
                    Optional.empty());
        }
        Optional<Finding> rejected = Verification.crateTypeError(program, oracle);
        if (rejected.isPresent()) {
            // the run met no assertion, but rustc types what it never ran (an untaken branch, an uncalled
            // helper, another kernel of the crate) and rejects the whole crate at a type error there
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(), rejected, kernel.checks(),
                    Optional.empty(), Optional.empty());
        }
        Map<String, LogicalTensor> byName = new LinkedHashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            byName.put(kernel.inputs().get(i).name(), inputs.get(i));
        }
        Optional<SpecVerdict> verdict = given.expect().map(spec -> check(spec, byName, run.output(),
                kernel.output().map(Output::tensor)));
        if (given.laterExpects().size() > run.laterOutputs().size()) {
            int outputs = 1 + run.laterOutputs().size();
            throw new KernelError(host.at(), (1 + given.laterExpects().size()) + " specs (--expect) for " + outputs
                    + (outputs == 1 ? " output" : " outputs") + ": " + host.name() + " brings " + outputs
                    + (outputs == 1 ? " tensor" : " tensors") + " back to the host, and the k-th spec is the k-th's");
        }
        List<SpecVerdict> later = new ArrayList<>();
        for (int k = 0; k < given.laterExpects().size(); k++) {
            later.add(check(given.laterExpects().get(k), byName, run.laterOutputs().get(k),
                    Optional.of(kernel.laterOutputs().get(k))));
        }
        List<LogicalTensor> laterArrays = new ArrayList<>();
        for (int k = 0; k < run.laterOutputs().size(); k++) {
            laterArrays.add(asWritten(run.laterOutputs().get(k), Optional.of(kernel.laterOutputs().get(k))));
        }
        return new Simulation(host.name(), s, Optional.of(run.report()), kernel.output(), Optional.empty(),
                kernel.checks(), verdict, Optional.of(asWritten(run.output(), kernel.output().map(Output::tensor))),
                later, laterArrays, kernel.assertions());
    }

    /**
     * The run of a test that brings nothing back and asserts what its {@code catch_unwind}s gave
     * ({@code assert!(result.is_err(), "Expected panic …")}): its assertions are its verdict. A rule
     * broken outside a {@code catch_unwind} stops it as any run; no assertion read, or one not
     * evaluated, is a run the simulator cannot decide ({@link Unmodelled}).
     */
    private static Simulation caught(Program program, RustKernel kernel, Ast.Function host, long seed,
            List<LogicalTensor> inputs, LayoutQuestions oracle, Given given, TypeErrors typeErrors) {
        List<HostTensor> tensors = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            dev.layoutprover.simulator.conformance.Kernel.Input in = kernel.inputs().get(i);
            tensors.add(HostTensor.of(in.name(), inputs.get(i), in.mapping()));
        }
        Interpreter.Run run;
        try {
            run = kernel.runCaught(dev.layoutprover.simulator.tensor.Context.acquire(kernel.geometry(), oracle,
                    given.addresses()), tensors);
        } catch (KernelViolation v) {
            Finding stop = dev.layoutprover.simulator.rules.Rules.get(v.finding().rule()).runtime()
                    ? typeErrors.first(host).orElse(v.finding()) : v.finding();
            return new Simulation(host.name(), seed, Optional.empty(), Optional.empty(), Optional.of(stop),
                    kernel.checks(), Optional.empty(), Optional.empty());
        }
        Optional<Finding> rejected = Verification.crateTypeError(program, oracle);
        if (rejected.isPresent()) {
            return new Simulation(host.name(), seed, Optional.empty(), Optional.empty(), rejected, kernel.checks(),
                    Optional.empty(), Optional.empty());
        }
        Simulation s = new Simulation(host.name(), seed, Optional.empty(), Optional.empty(), Optional.empty(),
                kernel.checks(), Optional.empty(), Optional.empty(), List.of(), List.of(), run.assertions(),
                run.unwound());
        Optional<HostAssertion> said = s.assertion();
        if (said.isPresent() && said.get().status() == HostAssertion.Status.NOT_EVALUATED) {
            throw new Unmodelled(said.get().at(), "the assertion", "the test's assertion is not evaluated: "
                    + said.get().detail());
        }
        if (said.isEmpty() || run.unwound().isEmpty()) {
            throw new Unmodelled(host.at(), host.name(), host.name() + " brings no tensor back to the host and "
                    + (said.isEmpty() ? "asserts nothing the simulator read" : "no catch_unwind of it ran")
                    + ": there is nothing to compare");
        }
        return s;
    }

    /**
     * {@code out} as the host reads it back: over every axis of the host tensor {@code written}'s
     * mapping, in the order they first appear there, each copy of a broadcast holding the data's value.
     */
    private static LogicalTensor asWritten(LogicalTensor out, Optional<HostTensor> written) {
        return written.map(h -> BroadcastOutput.asWritten(out, Evaluator.of(h.mapping()).axes())).orElse(out);
    }

    /**
     * {@code out} against {@code spec} evaluated on the run's inputs {@code byName}; a spec whose
     * output names the axes the host tensor {@code written}'s mapping adds to the data (a broadcast)
     * is checked against the output spread over them ({@link BroadcastOutput}).
     */
    private static SpecVerdict check(Spec spec, Map<String, LogicalTensor> byName, LogicalTensor out,
            Optional<HostTensor> written) {
        List<Axis> axes = written.map(h -> Evaluator.of(h.mapping()).axes()).orElse(out.axes());
        LogicalTensor checked = BroadcastOutput.added(spec, out.axes(), axes).isPresent()
                ? BroadcastOutput.spread(out, axes) : out;
        return Expectation.bind(spec, byName, checked.axes(), checked.type()).check(checked);
    }

    /** The given arrays as the inputs they name, checked against each input's type and axes. */
    private static Map<String, LogicalTensor> tensors(RustKernel kernel, Map<String, NpyArray> arrays) {
        Map<String, LogicalTensor> out = new LinkedHashMap<>();
        List<String> names = kernel.inputs().stream().map(Kernel.Input::name).toList();
        for (Map.Entry<String, NpyArray> e : new TreeMap<>(arrays).entrySet()) {
            Kernel.Input in = kernel.inputs().stream().filter(i -> i.name().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new NpyFormatException("--input " + e.getKey() + ": the kernel has no input "
                            + e.getKey() + " (inputs: " + (names.isEmpty() ? "none" : String.join(", ", names)) + ")"));
            out.put(in.name(), TensorArrays.toTensor(in.name(), in.type() + " m![" + in.mapping() + "]", e.getValue(),
                    in.type(), Evaluator.of(in.mapping()).axes()));
        }
        return out;
    }

    /**
     * The function to run: {@code name} if it is a host function; the one host function that
     * launches {@code name} if it is a device function, or the device function on its own if none
     * does. Without a name: the only host function, or {@code main}, or the only device function.
     */
    static Ast.Function entry(Program program, Optional<String> name) {
        List<Ast.Function> hosts = program.functions().stream().filter(f -> f.kind() == Ast.FunctionKind.HOST).toList();
        Location top = program.source().at(0);
        if (name.isPresent()) {
            Ast.Function f = program.named(name.get()).orElseThrow(() -> new KernelError(top, "no function "
                    + name.get() + " (functions: " + names(program.functions()) + ")"));
            if (f.kind() == Ast.FunctionKind.HOST) {
                return f;
            }
            List<Ast.Function> launchers = hosts.stream().filter(h -> Calls.launched(program, h).contains(f)).toList();
            if (launchers.size() > 1) {
                throw new KernelError(f.at(), f.name() + " is launched by several host functions (" + names(launchers)
                        + "): name the one to run");
            }
            return launchers.isEmpty() ? f : launchers.get(0);
        }
        if (hosts.size() == 1) {
            return hosts.get(0);
        }
        if (hosts.isEmpty()) {
            List<Ast.Function> devices = program.functions().stream()
                    .filter(f -> f.kind() == Ast.FunctionKind.DEVICE).toList();
            if (devices.size() == 1) {
                return devices.get(0);
            }
            throw new KernelError(top, devices.isEmpty() ? noFunctionToRun(program)
                    : "no host function and several device functions (" + names(devices) + "): choose one with --fn");
        }
        // a host function with parameters (async fn run_layer(ctx: &mut Context)) runs where another calls it
        List<Ast.Function> entries = hosts.stream().filter(h -> h.params().isEmpty()).toList();
        if (entries.size() == 1) {
            return entries.get(0);
        }
        return program.function("main").filter(f -> f.kind() == Ast.FunctionKind.HOST).orElseThrow(
                () -> new KernelError(top, "several host functions (" + names(hosts) + "): choose one with --fn"));
    }

    /**
     * Why a file has nothing to run: no {@code #[device]} or host function; its helpers, if any, run
     * where a device function calls them.
     */
    private static String noFunctionToRun(Program program) {
        List<Ast.Function> helpers = program.crate().functions().stream().map(l -> l.function())
                .filter(f -> f.kind() == Ast.FunctionKind.HELPER).toList();
        String why = "no function to run: no #[device] function and no host function";
        if (!helpers.isEmpty()) {
            why += "; " + (helpers.size() == 1 ? "its helper " + names(helpers) + " runs where a device function "
                    + "calls it" : "its " + helpers.size() + " helpers (" + names(helpers) + ") run where a device "
                    + "function calls them") + ": simulate the file or crate that does";
        }
        return why + declaredModules(program.crate());
    }

    /**
     * For a file that declares modules in files of their own ({@code src/lib.rs}, a {@code mod.rs}): that
     * they hold nothing to run either. Example: {@code ; nor do the 2 module files it declares (src/axes.rs,
     * src/consts.rs)}.
     */
    private static String declaredModules(dev.layoutprover.kernel.model.Crate crate) {
        List<String> files = crate.unnamedModuleFiles();
        if (files.isEmpty()) {
            return "";
        }
        List<String> shown = files.size() <= 4 ? files : List.of(files.get(0), files.get(1), files.get(2), "…");
        boolean devices = crate.everyFunction().stream().anyMatch(l -> l.function().kind() == Ast.FunctionKind.DEVICE
                && files.contains(l.module().source().name()));
        return devices ? "; the device functions of the module files it declares (" + String.join(", ", shown)
                + ") run when named, or with the whole crate" : "; nor do " + (files.size() == 1
                ? "the module file it declares (" : "the " + files.size() + " module files it declares (")
                + String.join(", ", shown) + ")";
    }

    private static String names(List<Ast.Function> fs) {
        return fs.isEmpty() ? "none" : String.join(", ", fs.stream().map(Ast.Function::name).toList());
    }
}
