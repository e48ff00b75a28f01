package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.HostTensor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code layout verify}: checks a kernel file's layouts before deployment, reporting every finding
 * it can rather than the first.
 *
 * <p>What it does: every {@code m![…]} of the file is parsed (an ill-formed one is a
 * {@code Mapping::WELL_FORMED} finding); then each host function runs on declared inputs, so
 * that every call checks the book's rules as the simulator does (the memory
 * tensors' exact-match, size, row-count and alignment rules, each stage's rules and the prover's
 * layout questions: the Aligner's two paths produce the declared computation mapping, a commit
 * writes exactly the destination's positions, a tile is a sub-view, an output holds what the
 * device tensor holds), and also {@link InjectiveTensors}: no memory tensor stores an index twice
 * unless an axis is broadcast.
 *
 * <p>Verify moves no data: each function runs on a {@link Context#dataFree data-free} device, where
 * host inputs are declared (a type and a layout, no values), DMA copies, {@code to_trf},
 * {@code to_vrf} and commits move no bytes and no stream is evaluated, while every rule check runs
 * as in a simulation; {@code DMA::COVERAGE} is decided from the layouts ({@code DmaInput}). Only
 * {@code Host::CONSISTENT}, which is about values, is left to {@code simulate}. DM, HBM and VRF overlaps between live tensors are findings and
 * the run goes on; a call that breaks any other rule is a finding, and what depends on its value is
 * skipped. A device function no host function launches is run on its own, its {@code HbmTensor}
 * parameters placed at the top of HBM (as {@link Interpreter} describes).
 *
 * <p>Example: the book's GEMM with 32 × 32 tiles gives two findings: {@code DM::OVERLAP} at the
 * {@code to_dm} of {@code b} and {@code TRF::CAPACITY} at its {@code to_trf}.
 *
 * @param findings the findings, by location
 * @param checks the rule checks that held
 */
public record Verification(List<Finding> findings, CheckLog checks) {

    public boolean clean() {
        return findings.isEmpty();
    }

    /** Verifies {@code program}, asking {@code prover} the layout questions. */
    public static Verification run(Program program, LayoutQuestions prover) {
        return run(program, prover, e -> {
            throw e;
        });
    }

    /**
     * Verifies {@code program}, handing each function's read error (an unknown name, a construct
     * with no layout meaning) to {@code errors} and going on with the next function.
     */
    public static Verification run(Program program, LayoutQuestions prover, java.util.function.Consumer<KernelError> errors) {
        CheckLog checks = new CheckLog();
        Set<Finding> found = found(program, prover, errors, checks, unit -> Optional.empty(), false);
        // every unit ran, as a search for the crate's first type error runs them: a test file of this crate
        // as a library, checked next, finds it kept (crateTypeError)
        CRATE_TYPE_ERRORS.putIfAbsent(sources(program.crate()),
                found.stream().filter(Verification::rejectsCrate).findFirst());
        return verification(program, found, checks);
    }

    /**
     * As {@link #run(Program, LayoutQuestions, java.util.function.Consumer)}, but a unit (a host function,
     * or a device function no host launches) whose type errors {@code known} gives is not run: those stand
     * for its findings. What a search for the crate's first type error needs ({@link CrateTypeErrors}).
     */
    static Verification run(Program program, LayoutQuestions prover, java.util.function.Consumer<KernelError> errors,
            java.util.function.Function<Ast.Function, Optional<List<Finding>>> known) {
        CheckLog checks = new CheckLog();
        return verification(program, found(program, prover, errors, checks, known, false), checks);
    }

    /** The verification of findings {@code found}, in the order the runs met them, and checks {@code checks}. */
    private static Verification verification(Program program, Set<Finding> found, CheckLog checks) {
        // rustc rejects the whole crate at a type error of any of its functions: no function of it runs, so
        // no assertion of the reference is reached anywhere in it
        boolean rejected = rejected(found);
        // each message as its kernel was written (an escaped path inside m![…], not the name it was parsed under)
        List<Finding> sorted = Finding.collapseIterations(new LinkedHashSet<>(found.stream()
                .filter(f -> !rejected || !dev.layoutprover.simulator.rules.Rules.get(f.rule()).runtime())
                .map(program::asWritten).toList()));
        sorted.sort(Comparator.comparing((Finding f) -> f.location().file()).thenComparingInt(f -> f.location().offset()));
        return new Verification(List.copyOf(sorted), checks);
    }

    /**
     * The findings of {@code program}'s functions in the order its runs meet them, the crate's own first;
     * with {@code toFirstTypeError}, no unit is run once one that rustc rejects the crate at is found
     * (the findings met so far are those of a whole run up to there, so its first type error is the same).
     */
    private static Set<Finding> found(Program program, LayoutQuestions prover,
            java.util.function.Consumer<KernelError> errors, CheckLog checks,
            java.util.function.Function<Ast.Function, Optional<List<Finding>>> known, boolean toFirstTypeError) {
        Set<Finding> found = new LinkedHashSet<>(program.findings());
        Set<Ast.Function> launched = new LinkedHashSet<>();
        InjectiveTensors questions = new InjectiveTensors(prover);
        for (Ast.Function host : program.functions()) {
            if (toFirstTypeError && rejected(found)) {
                return found;
            }
            if (host.kind() != Ast.FunctionKind.HOST || !host.params().isEmpty() || program.unmodelled(host)) {
                continue; // a host function with parameters (async fn run_layer(ctx: &mut Context)) runs where it is called
            }
            try {
                Object saved = program.enter(host);
                try {
                    List<Ast.Function> launches = Calls.launched(program, host);
                    launched.addAll(launches);
                    Optional<List<Finding>> typeErrors = known.apply(host);
                    if (typeErrors.isPresent()) {
                        found.addAll(typeErrors.get());
                        continue;
                    }
                    Context ctx = Context.dataFree(Calls.geometry(program, host), prover);
                    int held = checks.total();
                    Interpreter.Run run = Interpreter.run(program, host, ctx, Verification::declared,
                            Interpreter.Mode.CONTINUE, checks, questions);
                    if (!launches.isEmpty() || checks.total() > held || namesTheApi(program, host)
                            || !run.findings().stream().allMatch(f -> f.rule().equals(Interpreter.SKIPPED))) {
                        found.addAll(run.findings());
                    } // else a function with no layout meaning (a build script's main): what it skipped is no news

                } finally {
                    program.restore(saved);
                }
            } catch (KernelError e) {
                Unresolved.of(program, host, e).ifPresentOrElse(found::add, () -> errors.accept(e));
            } catch (Program.UnmodelledElementType e) {
                found.add(new Finding("Type::ELEMENT", host.name() + ": " + e.getMessage(), e.at));
            } catch (RuntimeException e) {
                found.add(new Finding("Kernel::RUN_FAILED", "the check of " + host.name() + " stopped inside the "
                        + "simulator (" + e + "); its mappings were read, its calls not all checked", host.at()));
            }
        }
        for (Ast.Function f : program.functions()) {
            if (toFirstTypeError && rejected(found)) {
                return found;
            }
            if (f.kind() == Ast.FunctionKind.DEVICE && !launched.contains(f) && !program.unmodelled(f)) {
                Optional<List<Finding>> typeErrors = known.apply(f);
                if (typeErrors.isPresent()) {
                    found.addAll(typeErrors.get());
                    continue;
                }
                try {
                    found.addAll(standalone(program, f, prover, checks, questions));
                } catch (KernelError e) {
                    Unresolved.of(program, f, e).ifPresentOrElse(found::add, () -> errors.accept(e));
                } catch (Program.UnmodelledElementType e) {
                    found.add(new Finding("Type::ELEMENT", f.name() + ": " + e.getMessage(), e.at));
                } catch (RuntimeException e) {
                    found.add(new Finding("Kernel::RUN_FAILED", "the check of " + f.name() + " stopped inside the "
                            + "simulator (" + e + "); its mappings were read, its calls not all checked", f.at()));
                }
            }
        }
        for (Ast.Function f : program.functions()) {
            if (toFirstTypeError && rejected(found)) {
                return found;
            }
            if (f.kind() == Ast.FunctionKind.HELPER && !program.unmodelled(f)) {
                // rustc checks a signature's bounds and proves the body's obligations from them before it types the body
                // (an impl's parameters too: a method of impl<D: Scalar> Pass<D> is typed against D: Scalar)
                BoundObligations.of(f, BoundObligations.typeParameters(f), BoundObligations.selfStruct(program, f)).stream()
                        .filter(x -> found.stream().noneMatch(k -> k.rule().equals(x.rule())
                                && k.location().equals(x.location())))
                        .toList().forEach(found::add);
            }
            if (f.kind() == Ast.FunctionKind.HELPER && readAlone(program, f) && !program.unmodelled(f)) {
                found.addAll(helperTypeErrors(program, f, prover, found));
            }
        }
        if (!toFirstTypeError || !rejected(found)) {
            BoundObligations.structs(program).stream().filter(x -> found.stream().noneMatch(k -> k.rule().equals(x.rule())
                    && k.location().equals(x.location()))).toList().forEach(found::add);
        }
        found.addAll(program.findings());
        if (!toFirstTypeError || !rejected(found)) {
            libraryTypeError(program, prover).ifPresent(found::add);
        }
        return found;
    }

    /** Whether {@code found} holds a finding rustc rejects the whole crate at ({@link #rejectsCrate}). */
    private static boolean rejected(Set<Finding> found) {
        return found.stream().anyMatch(Verification::rejectsCrate);
    }

    /**
     * Whether helper {@code f} can run on its own: generic over constants and element types at most
     * ({@link ElementGenerics}), and taking only what
     * {@link HelperArguments} gives a value of (the {@code Context}, HBM and DM tensors, integers, booleans,
     * floats).
     */
    /** Words of the API's host side: a function whose text holds none of them has no layout meaning. */
    private static final java.util.regex.Pattern API_WORDS =
            java.util.regex.Pattern.compile("\\b(launch|Context|ctx)\\b|Tensor|m!\\s*\\[");

    /**
     * Whether the text of {@code host}, from its start to the next function of its file, names the API
     * ({@link #API_WORDS}): then what it skipped may hide a launch ({@code catch_unwind(|| … launch(k, …))}),
     * and is reported.
     */
    private static boolean namesTheApi(Program program, Ast.Function host) {
        var source = host.at().source();
        int start = host.at().offset();
        int end = program.functions().stream().filter(f -> f.at().source() == source && f.at().offset() > start)
                .mapToInt(f -> f.at().offset()).min().orElse(source.text().length());
        return API_WORDS.matcher(source.text()).region(start, end).find();
    }

    private static boolean readAlone(Program program, Ast.Function f) {
        return ElementGenerics.of(f).isPresent() && !f.params().isEmpty() && f.params().stream().allMatch(p -> {
            try {
                return HelperArguments.supplies(program.whole(p.type()));
            } catch (RuntimeException e) {
                return false;
            }
        });
    }

    /**
     * The type errors of helper {@code f} run on its own, but those {@code known} already holds at the same
     * place: rustc checks every function of a crate, called or not, and rejects the whole crate at a type
     * error of any of them. Only type errors: what the helper's assertions do depends on its callers.
     *
     * <p>Example: {@code fn relay(ctx: &mut Context, x: &HbmTensor<…>) { x.to_dm(&mut ctx.pdma, 0) }}, which
     * no kernel calls, gives its {@code DMA::ENGINE}.
     */
    private static List<Finding> helperTypeErrors(Program program, Ast.Function f, LayoutQuestions prover,
            Set<Finding> known) {
        List<String> names = ElementGenerics.of(f).orElseThrow();
        Optional<List<Map<String, ElementType>>> bounded = ElementGenerics.bounded(f, names);
        List<Finding> common = null;
        for (Map<String, ElementType> instance : bounded.orElse(ElementGenerics.instances(names))) {
            List<Finding> alone;
            try {
                Context ctx = Context.dataFree(Geometry.book().withChips(f.chips()), prover);
                alone = Interpreter.run(program, f, ctx, Verification::declared, Interpreter.Mode.CONTINUE,
                        new CheckLog(), new InjectiveTensors(prover), instance).findings();
            } catch (RuntimeException e) {
                if (bounded.isPresent()) {
                    continue; // an instantiation the helper cannot be read alone for: the others still decide
                }
                return List.of(); // a helper read alone where it cannot be: what it is read as is checked where it is called
            }
            List<Finding> typeErrors = alone.stream()
                    .filter(x -> dev.layoutprover.simulator.rules.Rules.get(x.rule()).compileTime()).toList();
            if (bounded.isPresent()) {
                // typed against its bounds: an error of any type they allow is rustc's
                List<Finding> sofar = common == null ? List.of() : common;
                common = new ArrayList<>(sofar);
                typeErrors.stream().filter(x -> sofar.stream().noneMatch(y -> y.rule().equals(x.rule())
                        && y.location().equals(x.location()))).forEach(common::add);
                continue;
            }
            // a generic body's error is rustc's only when every type it may be instantiated with has it
            common = common == null ? typeErrors : common.stream().filter(x -> typeErrors.stream()
                    .anyMatch(y -> y.rule().equals(x.rule()) && y.location().equals(x.location()))).toList();
            if (common.isEmpty()) {
                return List.of();
            }
        }
        if (common == null) {
            return List.of();
        }
        return common.stream().filter(x -> known.stream().noneMatch(k -> k.rule().equals(x.rule())
                && k.location().equals(x.location()))).toList();
    }

    /**
     * The findings of device function {@code f} checked on its own, with no data (its inputs
     * declared from its signature), as {@code layout verify} checks a function no host launches.
     * What a concrete run too large for memory falls back on: a rule the kernel breaks does not
     * depend on the data.
     *
     * <p>Example: a function whose collect packet is 16 bytes gives one {@code Collect::PACKET}
     * finding at the collect call, whatever the size of its input tensors.
     */
    public static List<Finding> standalone(Program program, Ast.Function f, LayoutQuestions prover) {
        List<Finding> found = new java.util.ArrayList<>(standalone(program, f, prover, new CheckLog(),
                new InjectiveTensors(prover)));
        found.sort(Comparator.comparingInt(x -> x.location().offset()));
        return found.stream().map(program::asWritten).distinct().toList();
    }

    /**
     * The first type error rustc reports of {@code entry}'s run ({@link dev.layoutprover.simulator.rules.Rule#compileTime()}),
     * found on a data-free device: a simulation stopped by one of the reference's assertions
     * reports this instead, as the reference's kernel would not compile. {@code entry} is a host
     * function, or a device function run on its own.
     *
     * <p>Example: an i16 tensor in an i8 GEMM stops its simulation at a collect of 64 bytes
     * ({@code Collect::PACKET}); this gives the contract's {@code Reducer::TYPE}.
     */
    public static Optional<Finding> typeError(Program program, Ast.Function entry, LayoutQuestions prover) {
        Optional<Finding> own = ownTypeError(program, entry, prover);
        return own.isPresent() ? own : crateTypeError(program, prover);
    }

    /**
     * Whether rustc rejects the crate at {@code f}: a type error, but for an ill-formed {@code m![…]}, which
     * the {@code m!} macro accepts and only a use of the mapping asserts (the reference crate itself holds
     * {@code m![W / 8192]} with W = 151936 in a kernel it never runs).
     */
    static boolean rejectsCrate(Finding f) {
        return dev.layoutprover.simulator.rules.Rules.get(f.rule()).compileTime() && !f.rule().equals("Mapping::WELL_FORMED");
    }

    /**
     * The crates already searched for a type error, with the first one found, by the names and texts of
     * their modules and their libraries' (a crate read again, as each command reads it, is not searched again).
     */
    private static final java.util.Map<List<String>, Optional<Finding>> CRATE_TYPE_ERRORS = recent(16);

    /** A map of the {@code size} entries read or written last, safe to share between threads. */
    private static java.util.Map<List<String>, Optional<Finding>> recent(int size) {
        return java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>(size, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(java.util.Map.Entry<List<String>, Optional<Finding>> eldest) {
                return size() > size;
            }
        });
    }

    /** The names and texts of {@code crate}'s modules, then its libraries'. */
    private static List<String> sources(dev.layoutprover.kernel.model.Crate crate) {
        List<String> key = new ArrayList<>();
        crate.everyModule().forEach(m -> {
            key.add(m.source().name());
            key.add(m.source().text());
        });
        return key;
    }

    /**
     * The first type error of any function of {@code program}'s crate, in the order its runs meet them:
     * rustc rejects the whole crate at one, so a run of another of its functions stops there too, before
     * any assertion.
     *
     * <p>Example: a crate of two kernels, one fetching i8 as f32 (no {@code FetchCast}), the other with
     * a {@code SwitchConfig} field of 0: a run of the second reports the first's {@code Fetch::CAST}.
     */
    static Optional<Finding> crateTypeError(Program program, LayoutQuestions prover) {
        List<String> key = sources(program.crate());
        Optional<Finding> known = CRATE_TYPE_ERRORS.get(key);
        if (known != null) {
            return known;
        }
        Optional<Finding> first = crateTypeError(program, prover, unit -> Optional.empty());
        CRATE_TYPE_ERRORS.put(key, first);
        return first;
    }

    /**
     * As {@link #crateTypeError(Program, LayoutQuestions)}, the units whose type errors {@code known} gives
     * not run again ({@link #run(Program, LayoutQuestions, java.util.function.Consumer, java.util.function.Function)}).
     */
    static Optional<Finding> crateTypeError(Program program, LayoutQuestions prover,
            java.util.function.Function<Ast.Function, Optional<List<Finding>>> known) {
        return found(program, prover, e -> { }, new CheckLog(), known, true).stream().filter(Verification::rejectsCrate)
                .findFirst();
    }

    /**
     * The first type error of a library crate {@code program}'s crate depends on (a test file's package
     * library): cargo builds the library first, so none of the test's functions runs when it fails to.
     *
     * <p>Example: {@code tests/add.rs} launching a clean kernel of a library one of whose kernels fetches
     * i8 as f32 gives that kernel's {@code Fetch::CAST}, and none of the test's own assertions.
     */
    static Optional<Finding> libraryTypeError(Program program, LayoutQuestions prover) {
        for (dev.layoutprover.kernel.model.Crate library : program.crate().externCrates()) {
            // a library already searched (as a crate of its own, or by another test file) is not read again
            Optional<Finding> known = CRATE_TYPE_ERRORS.get(sources(library));
            if (known == null) {
                Program read;
                try {
                    read = Program.of(library, e -> { });
                } catch (RuntimeException e) {
                    continue; // a library that cannot be read: its read errors are reported where it is checked
                }
                known = crateTypeError(read, prover);
            }
            if (known.isPresent()) {
                return known;
            }
        }
        return Optional.empty();
    }

    private static Optional<Finding> ownTypeError(Program program, Ast.Function entry, LayoutQuestions prover) {
        return ownTypeErrors(program, entry, prover).stream().findFirst();
    }

    /**
     * The type errors of {@code entry}'s run on a data-free device, in the order the run meets them: what
     * {@link #run} finds of the unit {@code entry} that rustc decides.
     */
    static List<Finding> ownTypeErrors(Program program, Ast.Function entry, LayoutQuestions prover) {
        Context ctx = entry.kind() == Ast.FunctionKind.HOST ? Context.dataFree(Calls.geometry(program, entry), prover)
                : Context.dataFree(Geometry.book().withChips(entry.chips()), prover);
        List<Finding> found = Interpreter.run(program, entry, ctx, Verification::declared, Interpreter.Mode.CONTINUE,
                new CheckLog(), new InjectiveTensors(prover)).findings();
        return found.stream().filter(f -> dev.layoutprover.simulator.rules.Rules.get(f.rule()).compileTime()).toList();
    }

    private static List<Finding> standalone(Program program, Ast.Function f, LayoutQuestions prover, CheckLog checks,
            InjectiveTensors questions) {
        Context ctx = Context.dataFree(Geometry.book().withChips(f.chips()), prover);
        return Interpreter.run(program, f, ctx, Verification::declared, Interpreter.Mode.CONTINUE, checks, questions)
                .findings();
    }

    private static HostTensor declared(HostInput in) {
        return HostTensor.declared(in.name(), in.type(), in.mapping());
    }
}
