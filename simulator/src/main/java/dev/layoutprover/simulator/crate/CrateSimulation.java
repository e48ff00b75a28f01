package dev.layoutprover.simulator.crate;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.model.PanicExpectations;
import dev.layoutprover.kernel.model.TestedFunctions;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import dev.layoutprover.simulator.rust.CrateTypeErrors;
import dev.layoutprover.simulator.rust.Finding;
import dev.layoutprover.simulator.rust.Verification;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Simulation;
import dev.layoutprover.simulator.oracle.SpecVerdict;
import dev.layoutprover.simulator.rust.SymbolicRun;
import dev.layoutprover.simulator.symbolic.SymbolicVerdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * {@code layout simulate CRATE}: every {@code #[device]} function of what was read, each run on
 * its own (seeded random inputs, simulator against the naive evaluator), one verdict per function.
 * A function that breaks a rule, calls what the simulator does not model, or cannot be read is
 * reported and the others still run. A function whose concrete run would take more than
 * {@code maxMacs} multiply-accumulates ({@link Work}) is not run: the symbolic check
 * ({@link SymbolicRun}) decides it instead (method {@code symbolic}), against the kernel's own
 * reading; what that check does not model stays {@code unknown} with the reason.
 *
 * <p>Example: {@code CrateSimulation.run(crate, 100_000_000_000L, oracle, line -> {})} on a crate
 * with a conformant {@code add}, a {@code bad_fetch} breaking {@code Fetch::CAST_SIZE} and a
 * {@code filter} calling {@code .vector_filter} returns {@code conformant}, {@code rule-broken} and
 * {@code unknown} in file order.
 *
 * <p>A function the crate's own tests expect to panic ({@link PanicExpectations}) is judged by that:
 * conformant when a rule rejects it, not conformant when it runs without complaint ({@link #judged}).
 */
public final class CrateSimulation {

    private CrateSimulation() {}

    /**
     * The outcome of a whole run: one entry per device function, in file order.
     *
     * @param functions the functions' runs
     * @param millis the wall time of the whole run
     * @param untested the functions the crate's own tests do not run, by Rust path, each with why
     *     ({@link TestedFunctions#notRun}); empty when the crate has no test
     */
    public record FunctionRuns(List<FunctionRun> functions, long millis, Map<String, String> untested) {

        public FunctionRuns {
            functions = List.copyOf(functions);
            untested = Map.copyOf(untested);
        }

        /** A run of a crate with no test. */
        public FunctionRuns(List<FunctionRun> functions, long millis) {
            this(functions, millis, Map.of());
        }

        /** Why the crate's tests do not run {@code f}, when they do not. */
        public Optional<String> untested(FunctionRun f) {
            return Optional.ofNullable(untested.get(f.path()));
        }

        /** How many functions have a verdict other than conformant and are run by no test of the crate. */
        public long untestedAmongNotConformant() {
            return functions.stream().filter(f -> f.verdict() != FunctionRun.FunctionVerdict.CONFORMANT
                    && untested.containsKey(f.path())).count();
        }

        /** How many functions have verdict {@code v}. */
        public long count(FunctionRun.FunctionVerdict v) {
            return functions.stream().filter(f -> f.verdict() == v).count();
        }

        /** The worst verdict (conformant when there is no function). */
        public FunctionRun.FunctionVerdict worst() {
            return functions.stream().map(FunctionRun::verdict).max(Enum::compareTo)
                    .orElse(FunctionRun.FunctionVerdict.CONFORMANT);
        }

        /** 0 all conformant, 1 any not conformant or rule broken, 3 any unknown and none worse. */
        public int exitCode() {
            return switch (worst()) {
                case CONFORMANT -> 0;
                case UNKNOWN -> 3;
                default -> 1;
            };
        }
    }

    /**
     * Runs every device function of {@code crate} (its unreadable files already set aside),
     * reporting one line per function to {@code progress} as it finishes.
     */
    public static FunctionRuns run(Crate crate, long maxMacs, LayoutQuestions oracle, Consumer<String> progress) {
        return run(crate, maxMacs, oracle, Addresses.PHYSICAL, progress);
    }

    /**
     * As {@link #run(Crate, long, LayoutQuestions, Consumer)}, each function on a device that gives
     * tensors their bytes by {@code addresses} ({@code layout simulate} runs {@link Addresses#LOGICAL}:
     * an address overlap is a warning of the function, and the verdict comes from the data).
     */
    public static FunctionRuns run(Crate crate, long maxMacs, LayoutQuestions oracle, Addresses addresses,
            Consumer<String> progress) {
        return run(crate, f -> true, maxMacs, oracle, addresses, progress);
    }

    /**
     * As {@link #run(Crate, long, LayoutQuestions, Addresses, Consumer)}, for the device functions of the
     * named modules that {@code which} accepts.
     */
    public static FunctionRuns run(Crate crate, java.util.function.Predicate<Crate.Located> which, long maxMacs,
            LayoutQuestions oracle, Addresses addresses, Consumer<String> progress) {
        long start = System.nanoTime();
        Program program = Program.of(crate.withoutErrors(), e -> {});
        KernelListing.Listing listing = KernelListing.of(crate.withoutErrors());
        Map<String, DeviceFunction> described = new HashMap<>();
        listing.functions().forEach(d -> described.put(d.path(), d));
        Map<String, PanicExpectations.PanicTest> panics = PanicExpectations.of(crate);
        List<FunctionRun> out = new ArrayList<>();
        List<Crate.Located> devices = crate.functions().stream()
                .filter(f -> f.function().kind() == Ast.FunctionKind.DEVICE && which.test(f)).toList();
        int n = 0;
        // a run stopped by an assertion reports the crate's type error instead, if it has one: looked up once
        // every function ran, so that the search skips the hosts whose runs went through
        CrateTypeErrors types = new CrateTypeErrors(program, oracle);
        Map<Integer, Ast.Function> stopped = new HashMap<>();
        for (Crate.Located f : devices) {
            n++;
            Ast.Function[] stop = new Ast.Function[1];
            FunctionRun r = one(program, f, Optional.ofNullable(described.get(f.path())), maxMacs, oracle,
                    addresses, entry -> {
                        stop[0] = entry;
                        return Optional.empty();
                    }, types::checked);
            if (stop[0] != null) {
                stopped.put(out.size(), stop[0]);
            }
            out.add(r);
            FunctionRun judged = judged(r, Optional.ofNullable(panics.get(f.path())));
            progress.accept("[" + n + "/" + devices.size() + "] " + r.path() + ": " + judged.verdict().label() + " ("
                    + r.millis() + " ms)");
        }
        for (Map.Entry<Integer, Ast.Function> e : stopped.entrySet()) {
            out.set(e.getKey(), typeErrorFirst(out.get(e.getKey()), e.getValue(), types));
        }
        out.replaceAll(r -> judged(r, Optional.ofNullable(panics.get(r.path()))));
        return new FunctionRuns(out, (System.nanoTime() - start) / 1_000_000,
                TestedFunctions.notRun(crate).orElse(Map.of()));
    }

    /**
     * {@code r}, a run stopped by one of the reference's assertions in the run of {@code entry}, with the
     * type error rustc reports first instead when the crate has one; what the search raises makes it
     * unknown, as it would have made the run.
     */
    private static FunctionRun typeErrorFirst(FunctionRun r, Ast.Function entry, CrateTypeErrors types) {
        Optional<Finding> first;
        try {
            first = types.first(entry);
        } catch (RuleViolation e) {
            return new FunctionRun(r.path(), r.file(), r.line(), FunctionRun.FunctionVerdict.RULE_BROKEN, r.method(),
                    r.macs(), r.millis(), Optional.of(e.rule() + ": " + e.getMessage()));
        } catch (RuntimeException e) {
            return new FunctionRun(r.path(), r.file(), r.line(), FunctionRun.FunctionVerdict.UNKNOWN, r.method(),
                    r.macs(), r.millis(), Optional.of(failure(e)));
        }
        return first.map(t -> new FunctionRun(r.path(), r.file(), r.line(), r.verdict(), r.method(), r.macs(),
                r.millis(), Optional.of(firstLine(t.toString())), r.warnings(), r.expected())).orElse(r);
    }

    /**
     * One function's run, {@code described} its listing entry (signature and sizes); nothing it
     * raises stops the caller.
     */
    public static FunctionRun one(Program program, Crate.Located f, Optional<DeviceFunction> described, long maxMacs,
            LayoutQuestions oracle) {
        return one(program, f, described, maxMacs, oracle, Addresses.PHYSICAL);
    }

    /** As {@link #one(Program, Crate.Located, Optional, long, LayoutQuestions)} with the address policy {@code addresses}. */
    public static FunctionRun one(Program program, Crate.Located f, Optional<DeviceFunction> described, long maxMacs,
            LayoutQuestions oracle, Addresses addresses) {
        return one(program, f, described, maxMacs, oracle, addresses,
                entry -> Verification.typeError(program, entry, oracle), (entry, errors) -> { });
    }

    /**
     * As {@link #one(Program, Crate.Located, Optional, long, LayoutQuestions, Addresses)}, a run stopped by
     * one of the reference's assertions taking the type error {@code typeErrors} gives instead, and the
     * function the run started from handed to {@code checked} with its type errors when they are known: none
     * when its run went through with no rule broken, those of its rules checked without data to their end.
     */
    private static FunctionRun one(Program program, Crate.Located f, Optional<DeviceFunction> described, long maxMacs,
            LayoutQuestions oracle, Addresses addresses, Simulation.TypeErrors typeErrors,
            java.util.function.BiConsumer<Ast.Function, List<Finding>> checked) {
        long start = System.nanoTime();
        String file = f.module().source().name();
        int line = f.function().at().line();
        Optional<KernelError> error = program.error(f.function());
        if (error.isPresent() || described.isEmpty()) {
            String why = error.map(KernelError::getMessage).or(() -> program.unmodelledFinding(f.function())
                    .map(Finding::message)).orElse("its signature could not be read");
            return new FunctionRun(f.path(), file, line, FunctionRun.FunctionVerdict.UNKNOWN, FunctionRun.Method.SIMULATED, 0,
                    millis(start), Optional.of("not read: " + firstLine(why)));
        }
        long macs = Work.macs(program, f.function(), described.get());
        if (macs > maxMacs) {
            String over = "a concrete run takes about " + macs + " MACs, over --max-macs " + maxMacs;
            RulesFirst rules = rulesBeforeSymbolic(program, f.function(), oracle, addresses, over);
            if (rules.typeErrors().isPresent() && runsAlone(program, f.function())) {
                checked.accept(f.function(), rules.typeErrors().get());
            }
            if (rules.broken().isPresent()) {
                return new FunctionRun(f.path(), file, line, FunctionRun.FunctionVerdict.RULE_BROKEN,
                        FunctionRun.Method.SYMBOLIC, macs, millis(start),
                        Optional.of(firstLine(rules.broken().get().toString())));
            }
            SymbolicVerdict v;
            try {
                v = SymbolicRun.check(program, f.function(), Optional.empty());
            } catch (RuntimeException e) {
                v = new SymbolicVerdict(SymbolicVerdict.Answer.UNKNOWN, f.function().name(), "internal error: "
                        + e.getClass().getSimpleName() + ": " + firstLine(String.valueOf(e.getMessage())),
                        java.util.List.of(), 0);
            }
            FunctionRun.FunctionVerdict verdict = switch (v.verdict()) {
                case CONFORMANT -> FunctionRun.FunctionVerdict.CONFORMANT;
                case REFUTED -> FunctionRun.FunctionVerdict.NOT_CONFORMANT;
                case UNKNOWN -> FunctionRun.FunctionVerdict.UNKNOWN;
            };
            FunctionRun run = new FunctionRun(f.path(), file, line, verdict, FunctionRun.Method.SYMBOLIC, macs,
                    millis(start), verdict == FunctionRun.FunctionVerdict.CONFORMANT ? Optional.empty()
                            : Optional.of(over + "; symbolic check: " + firstLine(v.statement())));
            return rules.complete() ? run : run.withWarnings(List.of(rules.note()));
        }
        Simulation s;
        try {
            s = Simulation.run(program, f.function(), OptionalLong.empty(), oracle,
                    Simulation.Given.none().with(addresses), typeErrors);
        } catch (RuleViolation e) {
            return verdict(f, file, line, FunctionRun.FunctionVerdict.RULE_BROKEN, macs, start, e.rule() + ": "
                    + e.getMessage());
        } catch (OutOfMemoryError e) {
            return tooLargeToRun(program, f, file, line, macs, start, oracle, addresses);
        } catch (RuntimeException e) {
            return verdict(f, file, line, FunctionRun.FunctionVerdict.UNKNOWN, macs, start, failure(e));
        }
        if (s.violation().isEmpty() && s.report().isPresent()) {
            checked.accept(Simulation.entryOf(program, f.function()), List.of());
        }
        List<String> warnings = s.checks().warnings().stream().map(w -> firstLine(w.toString())).toList();
        return simulated(f, file, line, macs, start, s).withWarnings(warnings);
    }

    /**
     * The verdict of a function whose live tensors do not fit the heap: its rules are checked with
     * no data, as {@code verify} does, and the first error-level finding (an address overlap is
     * none with logical addresses) makes it rule-broken; with none it is unknown.
     */
    private static FunctionRun tooLargeToRun(Program program, Crate.Located f, String file, int line, long macs,
            long start, LayoutQuestions oracle, Addresses addresses) {
        String why = "out of memory (the live tensors do not fit the Java heap)";
        return brokenWithoutData(program, f.function(), oracle, addresses).map(x -> verdict(f, file, line,
                        FunctionRun.FunctionVerdict.RULE_BROKEN, macs, start, firstLine(x.toString())))
                .orElseGet(() -> verdict(f, file, line, FunctionRun.FunctionVerdict.UNKNOWN, macs, start,
                        why + "; checked without data, no rule was found broken"));
    }

    /**
     * What stops device function {@code f} when its live tensors do not fit the heap: its rules
     * checked without data, as {@code verify} checks them ({@link Verification#standalone}), and
     * the first finding that stops a run with {@code addresses} ({@link #firstBroken}), its message
     * saying how it was found. Empty when none does, or when that check fails too.
     *
     * <p>Example: attention.rs's function, whose 128256 × 8192 embedding table does not fit,
     * gives its {@code Collect::LAYOUT} finding.
     */
    public static Optional<Finding> brokenWithoutData(Program program, Ast.Function f, LayoutQuestions oracle,
            Addresses addresses) {
        List<Finding> found;
        try {
            found = Verification.standalone(program, f, oracle);
        } catch (RuntimeException | OutOfMemoryError e) {
            return Optional.empty();
        }
        return stopping(found, addresses, "the live tensors do not fit the Java heap");
    }

    /**
     * The rules of device function {@code f} checked without data before its symbolic check, the
     * concrete run being over the MAC budget ({@code over} says by how much), as
     * {@link #brokenWithoutData} checks them, since the symbolic check takes every engine to move
     * the elements its mappings name and does not check the rules itself. The check stops at its
     * next layout question past {@link #RULES_BEFORE_SYMBOLIC_NANOS}, and then is not complete.
     *
     * <p>Example: a 2^32-element addition whose DM tensors spread over {@code N / 8 % 512} slices
     * gives its {@code Slice::SIZE} finding, the one {@code layout verify} reports.
     */
    public static RulesFirst rulesBeforeSymbolic(Program program, Ast.Function f, LayoutQuestions oracle,
            Addresses addresses, String over) {
        TimedQuestions timed = new TimedQuestions(oracle, System.nanoTime() + RULES_BEFORE_SYMBOLIC_NANOS);
        List<Finding> found;
        try {
            found = Verification.standalone(program, f, timed);
        } catch (TimedQuestions.OverTime e) {
            return new RulesFirst(Optional.empty(), false, Optional.empty(), "the layout rules were checked without data for "
                    + RULES_BEFORE_SYMBOLIC_NANOS / 1_000_000_000L + " s, then stopped: `layout verify` checks the rest");
        } catch (RuntimeException | OutOfMemoryError e) {
            return new RulesFirst(Optional.empty(), false, Optional.empty(), "the layout rules could not be checked without data ("
                    + e.getClass().getSimpleName() + "): `layout verify` checks them");
        }
        return new RulesFirst(stopping(found, addresses, over), true, Optional.of(found.stream()
                .filter(x -> Rules.get(x.rule()).compileTime()).toList()), "the layout rules were checked without data first, as `layout verify` "
                + "checks them: none that stops this run is broken");
    }

    /**
     * What the rule check before a symbolic check found: the first finding that stops a run, if any;
     * whether the check ran to its end; the type errors it found, when it did; and {@code note}, a line
     * saying so.
     */
    public record RulesFirst(Optional<Finding> broken, boolean complete, Optional<List<Finding>> typeErrors,
            String note) {}

    /**
     * How long the data-free rule check before a symbolic check may take: 20 s. Past it the check
     * stops at its next layout question and the symbolic check decides alone (the rules of
     * {@code matmul_16384} take about 11 s on two cores, its symbolic check about half a second).
     */
    static final long RULES_BEFORE_SYMBOLIC_NANOS = 20_000_000_000L;

    /** {@link #firstBroken} of {@code found}, its message saying it was found without data and {@code why}. */
    private static Optional<Finding> stopping(List<Finding> found, Addresses addresses, String why) {
        return firstBroken(found, addresses).map(x -> new Finding(x.rule(), x.message()
                + " (checked without data: " + why + ")", x.location(), x.via()));
    }

    /**
     * The first finding of {@code found} that stops a run with {@code addresses}: an error-level
     * rule, an address overlap only with physical addresses.
     */
    static Optional<Finding> firstBroken(List<Finding> found, Addresses addresses) {
        return found.stream()
                .filter(x -> Rules.find(x.rule()).map(r -> r.level() == Rule.Level.ERROR).orElse(true))
                .filter(x -> addresses == Addresses.PHYSICAL || !x.rule().endsWith("::OVERLAP"))
                .findFirst();
    }

    /** The verdict of a simulation that ran (or stopped at a broken rule). */
    private static FunctionRun simulated(Crate.Located f, String file, int line, long macs, long start, Simulation s) {
        if (s.violation().isPresent()) {
            Finding v = s.violation().get();
            return verdict(f, file, line, FunctionRun.FunctionVerdict.RULE_BROKEN, macs, start, firstLine(v.toString()));
        }
        if (s.report().isEmpty()) {
            return verdict(f, file, line, FunctionRun.FunctionVerdict.UNKNOWN, macs, start, "the run gave no output");
        }
        if (!s.report().get().conformant()) {
            return verdict(f, file, line, FunctionRun.FunctionVerdict.NOT_CONFORMANT, macs, start,
                    firstLine(s.report().get().describe()));
        }
        Optional<SpecVerdict> expected = s.expectation();
        if (expected.isPresent() && !expected.get().matches()) {
            return verdict(f, file, line, FunctionRun.FunctionVerdict.NOT_CONFORMANT, macs, start,
                    String.join("; ", expected.get().describe()));
        }
        return new FunctionRun(f.path(), file, line, FunctionRun.FunctionVerdict.CONFORMANT, FunctionRun.Method.SIMULATED, macs,
                millis(start), Optional.empty());
    }

    /**
     * {@code r} judged against what the reference's tests expect of the function: when they expect
     * a panic ({@code panic}), a function rejected by a rule is conformant (the reason says which
     * rule; over the MAC budget its rules are checked without data first), one that ran without a
     * broken rule is not conformant; an unknown stays unknown, and so does a function the symbolic
     * check decided (it runs no data, so a panic the data would raise is not seen). A function the
     * tests expect to run keeps its verdict.
     */
    public static FunctionRun judged(FunctionRun r, Optional<PanicExpectations.PanicTest> panic) {
        if (panic.isEmpty()) {
            return r;
        }
        String expects = "the reference's tests expect a panic (" + panic.get().describe() + ")";
        FunctionRun.FunctionVerdict v = r.verdict();
        String why = r.reason().orElse("");
        if (r.method() == FunctionRun.Method.SYMBOLIC && v != FunctionRun.FunctionVerdict.UNKNOWN
                && v != FunctionRun.FunctionVerdict.RULE_BROKEN) {
            return r.expecting(FunctionRun.FunctionVerdict.UNKNOWN, expects + "; the symbolic check does not check the rules "
                    + "that would reject it (layout verify does)" + (why.isEmpty() ? "" : "; " + why));
        }
        return switch (v) {
            case RULE_BROKEN -> r.expecting(FunctionRun.FunctionVerdict.CONFORMANT, expects + "; rejected by " + why);
            case CONFORMANT -> r.expecting(FunctionRun.FunctionVerdict.NOT_CONFORMANT, expects
                    + ", but it ran without a broken rule");
            case NOT_CONFORMANT -> r.expecting(v, expects + ", but no rule rejected it; " + why);
            case UNKNOWN -> r.expecting(v, expects + "; " + why);
        };
    }

    private static FunctionRun verdict(Crate.Located f, String file, int line, FunctionRun.FunctionVerdict v, long macs,
            long start, String reason) {
        return new FunctionRun(f.path(), file, line, v, FunctionRun.Method.SIMULATED, macs, millis(start),
                Optional.of(reason));
    }

    /**
     * {@code path  verdict  method  N MACs  T ms  — reason}, then the first warning of the run
     * ({@code  — warning: file:line:col: RULE: message}, and how many more).
     */
    public static String line(FunctionRun r) {
        String warned = r.warnings().isEmpty() ? "" : "  — warning: " + r.warnings().get(0)
                + (r.warnings().size() == 1 ? "" : " (and " + (r.warnings().size() - 1) + " more)");
        return r.path() + "  " + r.verdict().label() + "  " + r.method().label() + "  " + r.macs() + " MACs  "
                + r.millis() + " ms" + r.reason().map(x -> "  — " + x).orElse("") + warned;
    }

    /** Whether a run of device function {@code f} starts from it: no host function launches it. */
    private static boolean runsAlone(Program program, Ast.Function f) {
        try {
            return Simulation.entryOf(program, f) == f;
        } catch (KernelError e) {
            return false; // launched by several host functions
        }
    }

    /** Why a run that raised {@code e} (not a broken rule) is unknown. */
    private static String failure(RuntimeException e) {
        return e instanceof KernelError || e instanceof dev.layoutprover.simulator.layout.UnrunnableMapping
                ? firstLine(e.getMessage())
                : "internal error: " + e.getClass().getSimpleName() + ": " + firstLine(String.valueOf(e.getMessage()));
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
