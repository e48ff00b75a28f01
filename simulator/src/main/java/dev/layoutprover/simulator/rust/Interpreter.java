package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.kernel.model.Item;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.rules.Rule;
import dev.layoutprover.simulator.rules.Rules;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.rust.InterpreterValues.FnRef;
import dev.layoutprover.simulator.rust.InterpreterValues.Rng;
import dev.layoutprover.simulator.rust.InterpreterValues.Tuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs a kernel file's host function on a simulator {@link Context}: each statement in order, each
 * call mapped onto the simulator's chain API ({@link Methods}), each device function entered by
 * {@code launch}. A call that breaks a rule is reported with the location of its method name: in
 * {@link Mode#STOP} (a simulation) as a {@link KernelViolation}; in {@link Mode#CONTINUE} (a
 * checker) as a {@link Finding}, after which whatever depends on the call's value is skipped and
 * the rest runs. DM, HBM and VRF overlaps are reported without stopping in that mode.
 *
 * <p>Example: {@code Interpreter.run(program, main, ctx, supply, Mode.STOP, oracle)} on hello-tcp's
 * constant addition returns one {@link Output}, {@code out}, and a {@link CheckLog} whose first call
 * is the host's {@code to_hbm}.
 */
public final class Interpreter {

    /** What a rule violation does: stop the run, or become a finding while the rest runs. */
    public enum Mode { STOP, CONTINUE }

    /** Supplies the tensor of each {@code HostTensor::<…>::rand} call. */
    @FunctionalInterface
    public interface InputSupply {
        HostTensor next(HostInput input);
    }

    /** What a run produced: the tensors brought back to the host and, in {@link Mode#CONTINUE}, the findings. */
    public record Run(List<Output> outputs, List<Finding> findings, List<HostAssertion> assertions,
            List<Unwound> unwound) {
        public Run {
            assertions = List.copyOf(assertions);
            unwound = List.copyOf(unwound);
        }

        /** A run that caught no unwind. */
        public Run(List<Output> outputs, List<Finding> findings, List<HostAssertion> assertions) {
            this(outputs, findings, assertions, List.of());
        }

        /** A run whose host code asserted nothing. */
        public Run(List<Output> outputs, List<Finding> findings) {
            this(outputs, findings, List.of());
        }
    }

    /**
     * A further question asked of every value a call returns (a memory tensor's mapping is
     * injective); a finding comes back located at the call: a simulation stops there, a checker
     * records it and uses the value on.
     */
    @FunctionalInterface
    public interface ValueCheck {
        Optional<Finding> check(Object value, Location call);
    }

    /** The type a value is expected to have (a let annotation or a return type) and the variable it goes to. */
    record Expected(Ast.Type type, String binding) {
        static final Expected NONE = new Expected(null, null);
    }

    final Program program;
    final Context ctx;
    final LayoutQuestions oracle;
    private final InputSupply inputs;
    private final Mode mode;
    private final ValueCheck valueCheck;
    private final List<Finding> findings = new ArrayList<>();
    /** The helper calls and loop iterations the run is inside, innermost first. */
    private final java.util.Deque<Finding.Frame> frames = new java.util.ArrayDeque<>();
    /** The {@code loop}s the run is inside, innermost first: each one's label ("" for none) and expected value. */
    private final java.util.Deque<Map.Entry<String, Expected>> loops = new java.util.ArrayDeque<>();
    private final CheckLog checks;
    final List<Output> outputs = new ArrayList<>();
    private Location current;
    private String currentCall;
    private int inputCount;
    private final Map<Item.Const, Object> constants = new HashMap<>();
    /** The values of traits' default constants, by constant and the type each is read for. */
    private final Map<List<Object>, Object> defaults = new HashMap<>();

    /** The element types a helper run on its own has its type parameters bound to ({@link ElementGenerics}). */
    private Map<String, dev.layoutprover.simulator.ElementType> instance = Map.of();

    /** The symbolic run whose tensors this interpreter moves, or null when it runs the simulator's. */
    private final SymbolicRun symbolic;

    private Interpreter(Program program, Context ctx, InputSupply inputs, Mode mode, CheckLog checks,
            ValueCheck valueCheck) {
        this(program, ctx, inputs, mode, checks, valueCheck, null);
    }

    private Interpreter(Program program, Context ctx, InputSupply inputs, Mode mode, CheckLog checks,
            ValueCheck valueCheck, SymbolicRun symbolic) {
        this.program = program;
        this.ctx = ctx;
        this.inputs = inputs;
        this.mode = mode;
        this.oracle = ctx == null ? null : ctx.device().oracle();
        this.checks = checks;
        this.valueCheck = valueCheck;
        this.symbolic = symbolic;
    }

    /**
     * Runs device function {@code f} on {@code args} as a concrete run reads it (structs, enums,
     * loops, helpers, patterns), each call on a tensor, an engine or the context made by
     * {@code symbolic} on the formulas its tensors hold; returns the function's value.
     */
    static Object symbolic(Program program, Ast.Function f, List<Object> args, SymbolicRun symbolic) {
        Interpreter in = new Interpreter(program, null, null, Mode.STOP, new CheckLog(), (v, at) -> Optional.empty(),
                symbolic);
        return in.launch(f, args, f.at());
    }

    /**
     * The value of the constant {@code c} of a non-generic module, computed as a run computes it
     * ({@code const ROW_BYTES: i32 = (<m![E]>::SIZE * size_of::<bf16>()) as i32;} is 128 for
     * {@code E = 64}), for the analyses made before a run; empty when it needs a run to be known.
     */
    static Optional<Object> constantValue(Program program, Item.Const c) {
        Interpreter in = new Interpreter(program, null, null, Mode.STOP, new CheckLog(), (v, at) -> Optional.empty());
        try {
            return Optional.ofNullable(in.constant(c, List.of()));
        } catch (RuntimeException e) {
            // what needs a run (an engine, a tensor) is reported by the run itself
            return Optional.empty();
        }
    }

    /**
     * Runs {@code host} on {@code ctx}, logging the rule checks that hold into {@code checks}. A
     * device function given as {@code host} runs on its own (see {@link #standalone}).
     */
    public static Run run(Program program, Ast.Function host, Context ctx, InputSupply inputs, Mode mode,
            CheckLog checks) {
        return run(program, host, ctx, inputs, mode, checks, (v, at) -> Optional.empty());
    }

    /** Runs {@code host} on {@code ctx}, also asking {@code valueCheck} of every value a call returns. */
    public static Run run(Program program, Ast.Function host, Context ctx, InputSupply inputs, Mode mode,
            CheckLog checks, ValueCheck valueCheck) {
        return run(program, host, ctx, inputs, mode, checks, valueCheck, Map.of());
    }

    /**
     * Runs {@code host}, a helper run on its own ({@link HelperArguments}) when it is one, with its type
     * parameters bound to the element types of {@code instance}: one of the instantiations rustc types a
     * generic body for ({@link ElementGenerics}).
     */
    static Run run(Program program, Ast.Function host, Context ctx, InputSupply inputs, Mode mode,
            CheckLog checks, ValueCheck valueCheck, Map<String, dev.layoutprover.simulator.ElementType> instance) {
        Interpreter in = new Interpreter(program, ctx, inputs, mode, checks, valueCheck);
        in.instance = Map.copyOf(instance);
        if (mode == Mode.CONTINUE) {
            ctx.device().reportOverlaps(v -> in.findings.add(in.placed(new Finding(v.rule(), v.getMessage(),
                    in.current))));
        }
        RuleViolation.warned(in::warning, () -> RuleViolation.observed(
                rule -> {
                    if (in.unrun == 0) {
                        in.checks.held(in.current, in.currentCall, rule);
                    }
                }, () -> {
                    if (host.kind() == Ast.FunctionKind.HOST) {
                        in.body(host, new BlockScope());
                    } else {
                        in.standalone(host);
                    }
                    return null;
                }));
        return new Run(List.copyOf(in.outputs), List.copyOf(compiled(in.findings)), in.assertions, in.unwound);
    }

    /**
     * The findings the reference would report of a run: where one is a type error rustc reports
     * ({@link Verification#rejectsCrate}), the kernel does not compile and none of the reference's
     * assertions runs, so the findings of those are left out (the book's and the tool's stay). An
     * ill-formed {@code m![…]} is no such error: the {@code m!} macro accepts it, a use asserts it.
     * Example: an i16 tensor in an i8 GEMM gives {@code Reducer::TYPE} at its contract and not the
     * {@code Collect::PACKET} of its 64-byte collects.
     */
    static List<Finding> compiled(List<Finding> findings) {
        if (findings.stream().noneMatch(Verification::rejectsCrate)) {
            return findings;
        }
        return findings.stream().filter(f -> !Rules.get(f.rule()).runtime()).toList();
    }

    /**
     * {@code break} or {@code continue} ({@code next}) leaving a loop's body: the innermost loop's,
     * or that of the loop labelled {@code label}; a {@code break} may carry the loop's value.
     */
    private static final class LoopExit extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final boolean next;
        private final transient Optional<String> label;
        private final transient Object value;

        LoopExit(boolean next, Optional<String> label, Object value) {
            super(null, null, false, false);
            this.next = next;
            this.label = label;
            this.value = value;
        }

        /** Whether this exit is of the loop labelled {@code loop} (any loop, when the exit has no label). */
        boolean of(Optional<String> loop) {
            return label.isEmpty() || label.equals(loop);
        }
    }

    /** {@code return} leaving a function from inside a block or loop. */
    private static final class Returned extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Object value;

        Returned(Object value) {
            super(null, null, false, false);
            this.value = value;
        }
    }

    /** Runs a function body in its module; returns its value (the tail expression or {@code return}). */
    private Object body(Ast.Function f, Map<String, Object> scope) {
        return body(f, scope, Map.of());
    }

    private Object body(Ast.Function f, Map<String, Object> scope, Map<String, Object> generics) {
        Object saved = program.enter(f);
        program.bind(generics);
        boolean outerHostCode = hostCode;
        boolean outerHostFunction = hostFunction;
        hostCode = f.kind() != Ast.FunctionKind.DEVICE;
        hostFunction = f.kind() == Ast.FunctionKind.HOST;
        running.push(f);
        Expected returns = new Expected(program.whole(f.returns().orElse(null)), null);
        returning.push(returns);
        try {
            return block(f.body(), scope, returns);
        } catch (Returned r) {
            return r.value;
        } finally {
            returning.pop();
            running.pop();
            hostCode = outerHostCode;
            hostFunction = outerHostFunction;
            program.restore(saved);
        }
    }

    /**
     * What the innermost function or closure being run returns: a {@code return} inside a nested
     * block ({@code if … { return out.to_hbm(…); }}) takes its generic arguments from there; a
     * closure's is its written result type ({@code |…| -> DmTensor<…> { … }}), if any.
     */
    private final java.util.Deque<Expected> returning = new java.util.ArrayDeque<>();

    /** The assertions of the host code a simulation ran, in the order they ran ({@link HostAssertions}). */
    private final List<HostAssertion> assertions = new ArrayList<>();

    /** What each {@code catch_unwind} of the host code gave, in the order they ran ({@link #caught}). */
    private final List<Unwound> unwound = new ArrayList<>();

    /** How many {@code catch_unwind} bodies the statement running is inside. */
    private int catching;

    /** The functions being run, innermost first. */
    private final java.util.Deque<Ast.Function> running = new java.util.ArrayDeque<>();

    /**
     * The parameter a later {@code launch(kernel, (…, &variable, …))} of the running host function
     * passes {@code variable} to, with the kernel: where Rust infers the generic arguments of a
     * {@code to_hbm} written without them. Example: {@code let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0);}
     * then {@code launch(matmul, (&mut *ctx, &lhs_hbm))} gives {@code matmul}'s {@code lhs} parameter.
     */
    Optional<Map.Entry<Ast.Function, Ast.Param>> launchedAs(String variable) {
        if (variable == null || running.isEmpty() || running.peek().kind() == Ast.FunctionKind.DEVICE) {
            return Optional.empty();
        }
        List<Map.Entry<Ast.Function, Ast.Param>> found = new ArrayList<>();
        {
            {
                dev.layoutprover.kernel.syntax.AstWalk.forEachExpr(running.peek().body(), x -> {
                    if (found.isEmpty() && x instanceof Ast.Call c && c.callee().text().equals("launch")
                            && c.args().size() == 2 && c.args().get(0) instanceof Ast.Name k
                            && c.args().get(1) instanceof Ast.Tuple t) {
                        Optional<Ast.Function> kernel = program.function(k.name());
                        for (int i = 0; kernel.isPresent() && i < t.items().size()
                                && i < kernel.get().params().size(); i++) {
                            Ast.Expr item = t.items().get(i);
                            while (item instanceof Ast.Ref r) {
                                item = r.value();
                            }
                            if (item instanceof Ast.Name n && n.name().equals(variable)) {
                                found.add(Map.entry(kernel.get(), kernel.get().params().get(i)));
                            }
                        }
                    }
                });
            }
        }
        return found.stream().findFirst();
    }

    /** Whether the statements being run are a host or helper function's, where what has no layout meaning is skipped. */
    private boolean hostCode;

    /** Whether the function running is a host function ({@code async fn main}, a test): not a helper, not a kernel. */
    private boolean hostFunction;

    /**
     * The {@code Vec<Opt<D>>} a {@code from_buf(data)} call is given, computed on the host; what the
     * simulator cannot compute of it makes the run unknown ({@code Kernel::UNMODELLED}).
     */
    private List<?> hostBuffer(Ast.Call c, Map<String, Object> scope) {
        String callee = c.callee().segments().get(0).name() + "::from_buf";
        Object data;
        try {
            data = eval(c.args().get(0), scope, Expected.NONE);
        } catch (DeviceError | Unmodelled e) {
            throw e;
        } catch (KernelError e) {
            throw new Unmodelled(e.location(), callee, "the data of " + callee + " is not computed: " + e.reason());
        }
        if (data == InterpreterValues.POISON) {
            throw new Unmodelled(c.at(), callee, "the data of " + callee + " depends on a statement the simulator "
                    + "skipped");
        }
        if (!(data instanceof List<?> l)) {
            throw new KernelError(c.args().get(0).at(), callee + " takes a Vec<Opt<D>>, got " + InterpreterValues.describe(data));
        }
        return l;
    }

    /** Whether {@code e} is an error of a device function a host statement launched ({@link DeviceError}). */
    static boolean fromDevice(KernelError e) {
        return e instanceof DeviceError;
    }

    /** An error of a device function a host statement launched: bad input, never skipped with the host statement. */
    private static final class DeviceError extends KernelError {
        private static final long serialVersionUID = 1L;

        DeviceError(KernelError e) {
            super(e.location(), e.reason());
        }
    }

    /** Runs statements in {@code scope}; returns the tail expression's value or unit. */
    private Object block(List<Ast.Stmt> stmts, Map<String, Object> scope, Expected result) {
        Map<Ast.Let, Ast.Type> inferred = new java.util.IdentityHashMap<>(TailTypes.of(stmts, result.type()));
        inferred.putAll(TailTypes.ofStruct(stmts, (lit, field) -> BranchValues.isStruct(lit) ? Optional.empty()
                : program.structType(lit.type().segments().stream().map(Ast.Segment::name).toList())
                        .flatMap(t -> fieldType(t.getKey(), t.getValue(), field))));
        CalledTypes.of(stmts, this::calledParameter).forEach(inferred::putIfAbsent);
        tailTypes.putAll(inferred);
        PushedTypes.of(stmts, inferred).forEach((e, t) -> pushed.put(e, program.whole(t)));
        AssignedTypes.of(stmts, inferred).forEach((e, t) -> assigned.put(e, program.whole(t)));
        // a type alias a block declares is the block's own: past the block, an outer alias of that name is read again
        Object outerNames = stmts.stream().anyMatch(s -> s instanceof Ast.AliasDecl) ? program.current() : null;
        try {
            for (int i = 0; i < stmts.size(); i++) {
                try {
                    Object v = statement(stmts, i, scope, result);
                    if (v != NOT_TAIL) {
                        return v;
                    }
                } catch (Returned | LoopExit left) {
                    List<Ast.Stmt> rest = stmts.subList(i + 1, stmts.size());
                    if (!rest.isEmpty()) {
                        typeUnrun(rest, scope, s -> block(rest, s, Expected.NONE)); // after an early return or a break
                    }
                    throw left;
                }
            }
            return InterpreterValues.UNIT;
        } finally {
            if (outerNames != null) {
                program.restore(outerNames);
            }
        }
    }

    /** Runs statement {@code i} of {@code stmts}; in host code, a statement a read error stops is skipped. */
    private Object statement(List<Ast.Stmt> stmts, int i, Map<String, Object> scope, Expected result) {
        Ast.Stmt s = stmts.get(i);
        {
            if (hostCode && mode == Mode.CONTINUE) {
                try {
                    Object v = statement(s, scope, result);
                    if (v != NOT_TAIL) {
                        return v;
                    }
                } catch (DeviceError | Returned e) {
                    throw e;
                } catch (KernelError e) {
                    if (Program.isNameError(e)) {
                        throw e;
                    }
                    skipped(new Ast.Skipped(e.reason(), e.location(), bound(s)), scope);
                }
                return NOT_TAIL;
            }
            if (hostFunction && mode == Mode.STOP && discardedForeignCall(s)) {
                try {
                    return statement(s, scope, result);
                } catch (KernelError e) {
                    if (e instanceof Unmodelled || Program.isNameError(e)) {
                        throw e;
                    }
                    skipped(new Ast.Skipped(e.reason(), e.location(), List.of()), scope);
                    return NOT_TAIL;
                }
            }
            return statement(s, scope, result);
        }
    }

    /**
     * Whether {@code s} is {@code let _ = other_crate::f(…);}: a call into a crate the kernel file does not
     * hold (tests/transpose_tests.rs's {@code env_logger::try_init()}), whose value is dropped. It has no
     * layout meaning: a simulation skips it if it cannot read it.
     */
    private boolean discardedForeignCall(Ast.Stmt s) {
        if (!(s instanceof Ast.Let l && l.name().equals("_") && l.value() instanceof Ast.Call c)) {
            return false;
        }
        List<String> path = c.callee().segments().stream().map(Ast.Segment::name).toList();
        String root = path.get(0);
        return path.size() >= 2 && Character.isLowerCase(root.charAt(0))
                && !List.of("crate", "self", "super", "std", "core", "alloc").contains(root)
                && program.value(path).isEmpty() && !Unmodelled.isApi(c.callee().last());
    }

    /** The code already typed where it never ran ({@link #typeUnrun}), each once. */
    private final java.util.Set<Object> typedUnrun = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** How deep the run is in code that never runs ({@link #typeUnrun}): its rule checks are not logged. */
    private int unrun;

    /**
     * Types {@code code}, which never runs (a loop body over no items, an untaken branch, what follows
     * a {@code return}), as rustc does: run once on a copy of {@code scope} and a device put back
     * after it, it keeps only the type errors it finds ({@link Verification#rejectsCrate}), none of
     * the assertions it would reach. Only a data-free check ({@link Mode#CONTINUE}) does this.
     *
     * <p>Example: {@code for _ in 0..0 { x.begin(…).fetch::<f32, …>() }} on i8 data gives the
     * {@code Fetch::CAST} rustc reports, though the loop fetches nothing.
     *
     * @param node the code, typed once however often it is left unrun
     */
    private void typeUnrun(Object node, Map<String, Object> scope, java.util.function.Consumer<Map<String, Object>> code) {
        if (mode != Mode.CONTINUE || ctx == null || symbolic != null || ctx.device().holdsData()
                || !typedUnrun.add(node)) {
            return;
        }
        Runnable back = ctx.device().checkpoint();
        int before = findings.size();
        int outputsBefore = outputs.size();
        Location at = current;
        String call = currentCall;
        unrun++;
        try {
            code.accept(BlockScope.detached(scope));
        } catch (RuntimeException | StackOverflowError e) {
            // what stops the code where it never runs: its values are not the kernel's
        } finally {
            unrun--;
            back.run();
            current = at;
            currentCall = call;
            outputs.subList(outputsBefore, outputs.size()).clear();
            List<Finding> typed = new ArrayList<>(findings.subList(before, findings.size()));
            findings.subList(before, findings.size()).clear();
            typed.stream().filter(Verification::rejectsCrate).filter(f -> !findings.contains(f)).forEach(findings::add);
        }
    }

    /**
     * The value parameter {@code i} of closure {@code x} takes where its body is typed but not called: one
     * of its written type when a helper run alone could take it ({@link HelperArguments}), else a value
     * no check reads ({@link InterpreterValues#POISON}).
     *
     * <p>Example: {@code |t: &DmTensor<i8, Chip, Cluster, Slice, m![A]>| …} gets a DM tensor of i8;
     * {@code |t|} gets the poison value.
     */
    private Object closureParameter(Ast.Closure x, int i) {
        Optional<Ast.Type> written = x.types().get(i);
        if (written.isEmpty()) {
            return InterpreterValues.POISON;
        }
        try {
            Ast.Type type = program.whole(written.get());
            return HelperArguments.supplies(type)
                    ? HelperArguments.of(this, new Ast.Param(x.params().get(i), type, written.get().at()))
                    : InterpreterValues.POISON;
        } catch (KernelError | IllegalArgumentException e) {
            return InterpreterValues.POISON; // a type the reader cannot build a value of (a generic's parameter)
        }
    }

    /** The types that blocks' results give the unannotated variables their tails return ({@link TailTypes}). */
    private final Map<Ast.Let, Ast.Type> tailTypes = new java.util.IdentityHashMap<>();
    /** The values pushed onto a {@code Vec} whose {@code let} writes its element type ({@link PushedTypes}): that type. */
    private final Map<Ast.Expr, Ast.Type> pushed = new java.util.IdentityHashMap<>();
    /** The values assigned to a variable whose {@code let} has a type, written or inferred ({@link AssignedTypes}): that type. */
    private final Map<Ast.Expr, Ast.Type> assigned = new java.util.IdentityHashMap<>();
    /** The written result types of the tensors helpers returned. */
    private final ReturnedTypes returnedTypes = new ReturnedTypes();

    /** What {@link #statement} returns for a statement that is not the block's tail. */
    private static final Object NOT_TAIL = new Object();

    private static List<String> bound(Ast.Stmt s) {
        return switch (s) {
            case Ast.Let l -> List.of(l.name());
            case Ast.LetTuple t -> t.names();
            case Ast.LocalConst c -> List.of(c.decl().name());
            default -> List.of();
        };
    }

    /** Runs one statement; returns the tail expression's value, or {@link #NOT_TAIL}. */
    private Object statement(Ast.Stmt s, Map<String, Object> scope, Expected result) {
        {
            switch (s) {
                case Ast.Let l -> {
                    Ast.Type annotated = program.whole(l.annotation().orElse(tailTypes.get(l)));
                    int mark = findings.size();
                    Object v = eval(l.value(), scope, new Expected(annotated, l.name()));
                    if (symbolic != null && (l.annotation().isPresent() || tailTypes.containsKey(l))) {
                        v = symbolic.typed(v, annotated);
                    } else if (l.annotation().isPresent()) {
                        java.util.function.BooleanSupplier rejected = () -> findings.subList(mark, findings.size()).stream()
                                .anyMatch(f -> f.rule().equals("Type::ANNOTATION") && f.location().equals(annotated.at()));
                        if (!rejected.getAsBoolean() && symbolic == null) {
                            // a helper's result has its written type, compared as rustc does
                            returnedTypes.mismatch(program, v, annotated, "let " + l.name())
                                    .ifPresent(m -> typeError(new Finding("Type::ANNOTATION", m, annotated.at())));
                        }
                        if (!rejected.getAsBoolean()) {
                            // unless the call's turbofish already contradicted the annotation
                            conform(v, annotated, "let " + l.name());
                            conformItems(v, annotated, "let " + l.name());
                        }
                        if (rejected.getAsBoolean()) {
                            // rustc rejects the let's type: nothing of its value runs
                            keepTypeErrors(mark);
                        }
                    }
                    if (!l.name().equals("_") && scope instanceof BlockScope f && v instanceof Long) {
                        f.put(l.name(), v, l.annotation().isPresent()
                                ? l.annotation().map(Ast.Type::name).filter(t -> IntegerMethods.width(t).isPresent())
                                : IntegerMethods.type(l.value(), namedType(scope)));
                    } else if (!l.name().equals("_")) {
                        scope.put(l.name(), v);
                    }
                }
                case Ast.LetTuple t -> destructure(t.names(), tupleValue(t, scope), scope, t.at());
                case Ast.ExprStmt e -> {
                    Object v = eval(e.value(), scope, e.tail() ? result : Expected.NONE);
                    if (e.tail()) {
                        return v;
                    }
                }
                case Ast.Skipped k -> {
                    if (!hostData(k, scope, result)) {
                        skipped(k, scope);
                    }
                }
                case Ast.Unlowered u -> {
                    return unlowered(u);
                }
                case Ast.Return r -> throw new Returned(r.value().map(v -> eval(v, scope,
                        result.type() == null && !returning.isEmpty() ? returning.peek() : result))
                        .orElse(InterpreterValues.UNIT));
                case Ast.For f -> forLoop(f, scope);
                case Ast.AliasDecl a -> program.declareLocal(a);
                case Ast.LocalConst c -> scope.put(c.decl().name(), eval(c.decl().value(), scope, Expected.NONE));
                case Ast.Assign a -> assign(a, scope);
                case Ast.While w -> {
                    Object v = whileLoop(w, scope, w.tail() ? result : Expected.NONE);
                    if (w.tail()) {
                        return v;
                    }
                }
                case Ast.Break b -> throw new LoopExit(b.next(), b.label(),
                        b.value().map(v -> eval(v, scope, loopExpected(b.label()))).orElse(InterpreterValues.UNIT));
            }
        }
        return NOT_TAIL;
    }

    /**
     * The name a message gives a variable: a value the reader holds for a write through an
     * expression ({@code *v.iter().next().unwrap() += 1}) under its text and place,
     * {@code v.iter().next().unwrap()@17:5}, is named by its text.
     */
    private static String written(String name) {
        int at = name.lastIndexOf('@');
        return at > 0 && !name.substring(0, at).matches("[A-Za-z_][A-Za-z0-9_]*") ? name.substring(0, at) : name;
    }

    /**
     * {@code at += 0x100;}: the variable takes its new value where it was bound; {@code *p += 1;}:
     * the variable {@code p} refers to does; {@code plan.base = 0x1000;} (or {@code self.base}
     * through a {@code &mut self}): the variable takes a copy with that field changed ({@link FieldPlaces}).
     */
    private void assign(Ast.Assign a, Map<String, Object> scope) {
        Object held = scope.get(a.name());
        InterpreterValues.Place place = null;
        if (a.throughReference() || (!a.fields().isEmpty() && held instanceof InterpreterValues.Place)) {
            if (!(held instanceof InterpreterValues.Place p)) {
                String written = written(a.name());
                throw new KernelError(a.at(), "*" + written + " is not a reference to a variable of known value ("
                        + written + " is " + (scope.containsKey(a.name()) ? InterpreterValues.describe(held)
                                : "unknown") + "); pass &mut of a let mut variable");
            }
            place = p;
        }
        Object whole = place != null ? place.get() : held;
        Object current = whole == null ? null : FieldPlaces.get(whole, a.fields(), a.at());
        Ast.Type heldType = TypeCheck.typeOf(current, a.at());
        Object value = eval(a.value(), scope, a.op().isEmpty() && !a.throughReference()
                ? new Expected(heldType != null ? heldType : assigned.get(a.value()), a.fields().isEmpty() ? a.name() : null)
                : Expected.NONE);
        if (!a.op().isEmpty()) {
            Object old = current;
            Object right = value;
            Ast.Binary b = new Ast.Binary(a.op(), new Ast.Name(a.place(), a.at()), a.value(), a.at());
            value = old == InterpreterValues.POISON || right == InterpreterValues.POISON ? InterpreterValues.POISON
                    : Logic.isLogic(a.op()) ? Logic.binary(b, () -> old, () -> right)
                    : RustArithmetic.binary(b, old, right);
        }
        if (whole != null) {
            value = FieldPlaces.with(whole, a.fields(), value, a.at());
        }
        if (place != null) {
            place.set(value);
            return;
        }
        if (!(scope instanceof BlockScope f) || !f.assign(a.name(), value)) {
            throw new KernelError(a.at(), "unknown name '" + a.name() + "': assign a variable bound with let mut");
        }
    }

    /**
     * {@code while condition { … }} or {@code loop { … }}: the body runs until the condition fails
     * or a break; the loop's value is the break's ({@code break 0x1000;}), unit without one.
     */
    private Object whileLoop(Ast.While w, Map<String, Object> scope, Expected expected) {
        loops.push(Map.entry(w.label().orElse(""), expected));
        try {
            return whileLoopRun(w, scope);
        } finally {
            loops.pop();
        }
    }

    /**
     * What the value of a {@code break} out of the loop {@code label} names (the innermost loop when empty) is
     * expected to be: the type the loop's own place expects ({@code loop { break x.to_hbm(…); }} as a function's
     * value takes the function's result type), as rustc infers a break's value from its loop's.
     */
    /**
     * The type {@code Some(x)}, {@code Ok(x)} or {@code Err(x)} expects of {@code x}: item {@code i} of the
     * {@code Option<T>} or {@code Result<T, E>} its place expects, e.g. {@code T} of
     * {@code once = Some(r.to_hbm(…))} where {@code once} is an {@code Option<HbmTensor<i32, Chip, m![A]>>}.
     */
    private static Expected wrappedItem(Expected expected, String type, int i) {
        Ast.Type t = expected.type();
        return t != null && !t.reference() && t.name().equals(type) && t.args().size() > i
                && t.args().get(i) instanceof Ast.Named item ? new Expected(item.type(), null) : Expected.NONE;
    }

    private Expected loopExpected(Optional<String> label) {
        for (Map.Entry<String, Expected> l : loops) {
            if (label.isEmpty() || l.getKey().equals(label.get())) {
                return l.getValue();
            }
        }
        return Expected.NONE;
    }

    private Object whileLoopRun(Ast.While w, Map<String, Object> scope) {
        String what = w.condition().isPresent() ? "while loop" : "loop";
        LoopGuard guard = new LoopGuard(what, w.at(), scope);
        for (long n = 0; ; n++) {
            if (w.condition().isPresent()) {
                Object c = eval(w.condition().get(), scope, Expected.NONE);
                if (c == InterpreterValues.POISON) {
                    return InterpreterValues.UNIT;
                }
                if (!(c instanceof Boolean holds)) {
                    throw new KernelError(w.condition().get().at(), "a while condition is a known boolean, not "
                            + InterpreterValues.describe(c));
                }
                if (!holds) {
                    if (n == 0) {
                        typeUnrun(w, scope, s -> block(w.body(), BlockScope.inside(s), Expected.NONE));
                    }
                    return InterpreterValues.UNIT;
                }
            }
            frames.push(new Finding.Frame(what + " iteration " + n, w.at()));
            try {
                block(w.body(), BlockScope.inside(scope), Expected.NONE);
            } catch (LoopExit e) {
                if (!e.of(w.label())) {
                    throw e;
                }
                if (!e.next) {
                    return e.value;
                }
            } finally {
                frames.pop();
            }
            guard.iterated(scope);
        }
    }

    /**
     * The value of {@code let (a, b) = …;}: of a tuple written out, {@code (x.commit(0x1000), y.commit(0x2000))},
     * each item is evaluated as the {@code let} of its own name would be, so its tensor is named {@code a} or
     * {@code b} in findings, and typed by the annotation's item when there is one.
     */
    private Object tupleValue(Ast.LetTuple t, Map<String, Object> scope) {
        Expected whole = new Expected(t.annotation().orElse(null), null);
        if (!(t.value() instanceof Ast.Tuple tuple) || tuple.items().size() != t.names().size()) {
            return eval(t.value(), scope, whole);
        }
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < tuple.items().size(); i++) {
            Expected typed = item(whole, i, tuple.items().size());
            items.add(eval(tuple.items().get(i), scope, new Expected(typed.type(), t.names().get(i))));
        }
        return items.contains(InterpreterValues.POISON) ? InterpreterValues.POISON : new Tuple(items);
    }

    private static void destructure(List<String> names, Object v, Map<String, Object> scope, Location at) {
        if (v == InterpreterValues.POISON) {
            names.forEach(n -> scope.put(n, InterpreterValues.POISON));
            return;
        }
        if (!(v instanceof Tuple t) || t.items().size() != names.size()) {
            throw new KernelError(at, "cannot destructure " + InterpreterValues.describe(v) + " into " + names.size() + " names");
        }
        for (int i = 0; i < names.size(); i++) {
            if (!names.get(i).equals("_")) {
                scope.put(names.get(i), t.items().get(i));
            }
        }
    }

    /** {@code for} over a constant range or array, unrolled: the body runs once per item with the item bound. */
    private void forLoop(Ast.For f, Map<String, Object> scope) {
        Object items = eval(f.items(), scope, Expected.NONE);
        if (items == InterpreterValues.POISON) {
            return;
        }
        if (f.items() instanceof Ast.Ref r && r.mutable() && items instanceof InterpreterValues.Place p
                && p.get() instanceof List<?> list) {
            items = itemPlaces(r.value(), list, scope); // for x in &mut v
        }
        if (items instanceof InterpreterValues.Struct it && program.associated(it.type(), "next").isPresent()) {
            items = drained(f.items().at(), it, scope);
        }
        if (!(items instanceof List<?> list)) {
            throw new KernelError(f.items().at(), "a for loop runs over a range, an array of known values or an "
                    + "iterator of the crate's own (a struct with a next method), not " + InterpreterValues.describe(items));
        }
        if (list.isEmpty()) {
            typeUnrun(f, scope, s -> {
                Map<String, Object> inner = BlockScope.inside(s);
                Object first = f.items() instanceof Ast.Range r ? eval(r.start(), s, Expected.NONE)
                        : InterpreterValues.POISON;
                if (f.names().size() == 1) {
                    inner.put(f.names().get(0), first);
                } else {
                    f.names().forEach(n -> inner.put(n, InterpreterValues.POISON));
                }
                block(f.body(), inner, Expected.NONE);
            });
        }
        for (Object item : list) {
            Map<String, Object> inner = BlockScope.inside(scope);
            if (f.names().size() == 1) {
                inner.put(f.names().get(0), item);
            } else {
                destructure(f.names(), item, inner, f.at());
            }
            String names = f.names().size() == 1 ? f.names().get(0) : "(" + String.join(", ", f.names()) + ")";
            frames.push(new Finding.Frame("for " + names + " = " + iteration(item), f.at()));
            try {
                block(f.body(), inner, Expected.NONE);
            } catch (LoopExit e) {
                if (!e.of(f.label())) {
                    throw e;
                }
                if (!e.next) {
                    return;
                }
            } finally {
                frames.pop();
            }
        }
    }

    /**
     * The items of an iterator of the crate's own, a struct whose {@code impl Iterator} has
     * {@code fn next(&mut self) -> Option<…>}: {@code next()} called on a copy until it gives
     * {@code None} (the loop's body cannot change the iterator it borrows), at most
     * {@link LoopGuard#MAX_ITERATIONS} items.
     */
    /** {@code v}, or the items it yields when it is an iterator of the crate's own ({@link #drained}). */
    private Object items(Object v, Location at, Map<String, Object> scope) {
        return v instanceof InterpreterValues.Struct it && program.associated(it.type(), "next").isPresent()
                ? drained(at, it, scope) : v;
    }

    private List<Object> drained(Location at, InterpreterValues.Struct iterator, Map<String, Object> scope) {
        BlockScope held = BlockScope.inside(scope);
        held.put("?iterator", iterator);
        Ast.MethodCall next = new Ast.MethodCall(new Ast.Name("?iterator", at), "next", List.of(), List.of(), at);
        List<Object> items = new ArrayList<>();
        while (true) {
            if (items.size() >= LoopGuard.MAX_ITERATIONS) {
                throw new KernelError(at, "the iterator " + iterator.name() + " gave " + LoopGuard.MAX_ITERATIONS
                        + " items without ending, the most a loop here runs");
            }
            Object item = eval(next, held, Expected.NONE);
            if (item == InterpreterValues.POISON) {
                throw new KernelError(at, "the next item of " + iterator.name() + " is not known");
            }
            if (!(item instanceof InterpreterValues.Opt o)) {
                throw new KernelError(at, iterator.name() + "::next gives an Option, got " + InterpreterValues.describe(item));
            }
            if (o.value() == null) {
                return java.util.Collections.unmodifiableList(items);
            }
            items.add(o.value());
        }
    }

    Object eval(Ast.Expr e, Map<String, Object> scope, Expected expected) {
        if (e instanceof Ast.MethodCall c && c.name().equals(dev.layoutprover.kernel.syntax.Lowering.CALLED)
                && c.receiver() instanceof Ast.Closure x && x.params().isEmpty() && x.returns().isEmpty()
                && expected.type() != null) {
            // (|| { … })(): a closure called where it is written returns what its place expects, as rustc infers
            // its result type from the call's; typed so, its body infers what a block's there would
            Ast.Closure typed = new Ast.Closure(x.params(), x.types(), Optional.of(expected.type()), x.body(), x.at());
            e = new Ast.MethodCall(typed, c.name(), c.generics(), c.args(), c.at());
        }
        return switch (e) {
            case Ast.Int i -> i.value();
            case Ast.Float f -> f.value();
            case Ast.Name n -> {
                try {
                    yield name(n, scope);
                } catch (Unmodelled u) {
                    yield unmodelled(u);
                }
            }
            case Ast.Path p -> {
                try {
                    yield path(p, scope, expected);
                } catch (Unmodelled u) {
                    // an operation the reference leaves todo!() (FxpBinaryOp::ArithRightShiftRound) named as an
                    // argument: its call is skipped, in a helper's tail too, not the helper's whole statement
                    yield unmodelled(u);
                }
            }
            case Ast.Ref r -> r.mutable() && r.value() instanceof Ast.Name n && scope instanceof BlockScope f
                    && isKnown(scope.get(n.name())) ? place(f, n.name()) : eval(r.value(), scope, expected);
            case Ast.Await a -> eval(a.value(), scope, expected);
            case Ast.Field f -> field(f, eval(f.receiver(), scope, Expected.NONE));
            case Ast.Tuple t -> {
                List<Object> items = new ArrayList<>();
                for (int i = 0; i < t.items().size(); i++) {
                    items.add(eval(t.items().get(i), scope, item(expected, i, t.items().size())));
                }
                yield items.contains(InterpreterValues.POISON) ? InterpreterValues.POISON
                        : items.isEmpty() ? InterpreterValues.UNIT : new Tuple(items);
            }
            case Ast.Binary b -> Logic.isLogic(b.op()) ? Logic.binary(b, () -> eval(b.left(), scope, Expected.NONE),
                    () -> eval(b.right(), scope, Expected.NONE))
                    : arithmetic(b, eval(b.left(), scope, Expected.NONE), eval(b.right(), scope, Expected.NONE));
            case Ast.Bool x -> x.value();
            case Ast.Not x -> Logic.not(x, eval(x.value(), scope, Expected.NONE));
            case Ast.Block x -> block(x.body(), BlockScope.inside(scope), expected);
            case Ast.If x when HostAssertions.isAssertion(x) && hostAssertion(x) -> {
                new HostAssertions(this, scope).run(x);
                yield InterpreterValues.UNIT;
            }
            case Ast.If x -> {
                Object c = eval(x.condition(), scope, Expected.NONE);
                if (c == InterpreterValues.POISON) {
                    typeUnrun(x.then(), scope, s -> block(x.then().body(), s, expected));
                    x.otherwise().ifPresent(o -> typeUnrun(o, scope, s -> eval(o, s, expected)));
                    yield InterpreterValues.POISON;
                }
                if (!(c instanceof Boolean b)) {
                    throw new KernelError(x.condition().at(), "an if runs on a known boolean, not "
                            + InterpreterValues.describe(c));
                }
                if (b) {
                    x.otherwise().ifPresent(o -> typeUnrun(o, scope, s -> eval(o, s, expected)));
                    yield block(x.then().body(), BlockScope.inside(scope), expected);
                }
                typeUnrun(x.then(), scope, s -> block(x.then().body(), s, expected));
                yield x.otherwise().map(o -> eval(o, scope, expected)).orElse(InterpreterValues.UNIT);
            }
            case Ast.Array x -> {
                List<Object> items = new ArrayList<>();
                for (Ast.Expr i : x.items()) {
                    items.add(eval(i, scope, Expected.NONE));
                }
                // an item whose call broke a rule poisons the array, as it does a call's arguments
                yield items.contains(InterpreterValues.POISON) ? InterpreterValues.POISON
                        : java.util.Collections.unmodifiableList(items);
            }
            case Ast.Index x when x.index() instanceof Ast.Range r -> Logic.slice(x, r, eval(x.value(), scope,
                    Expected.NONE), eval(r.start(), scope, Expected.NONE), eval(r.end(), scope, Expected.NONE));
            case Ast.Index x -> Logic.index(x, eval(x.value(), scope, Expected.NONE), eval(x.index(), scope,
                    Expected.NONE));
            case Ast.Range x -> Logic.range(x, eval(x.start(), scope, Expected.NONE), eval(x.end(), scope,
                    Expected.NONE));
            case Ast.Cast x -> {
                Object v = eval(x.value(), scope, Expected.NONE);
                // Half::High as usize: a unit variant's discriminant
                Optional<Item.Const> d = v instanceof InterpreterValues.Struct st && st.fields().isEmpty()
                        ? program.discriminant(st.type(), st.name()) : Optional.empty();
                yield Logic.cast(x, d.isPresent() ? constant(d.get(), List.of()) : v);
            }
            case Ast.Unread u -> throw new KernelError(u.at(), u.reason());
            case Ast.Unexpanded u -> unmodelled(new Unmodelled(u.at(), u.macro() + "!", "the reader does not expand "
                    + "the macro " + u.macro() + "! here: " + u.reason()));
            case Ast.Closure x -> {
                // rustc types a closure's body where it is written, called or not; its parameters take a value
                // of their written type (as a helper's do when it runs alone), the others are the callers', unknown
                typeUnrun(x, scope, s -> {
                    BlockScope inner = BlockScope.inside(s);
                    for (int i = 0; i < x.params().size(); i++) {
                        inner.put(x.params().get(i), closureParameter(x, i));
                    }
                    // |…| -> DmTensor<…> { h.to_dm(…) }: the written result types the body's value, as a let's would
                    Object v = eval(x.body(), inner, x.returns().map(t -> new Expected(program.whole(t), null))
                            .orElse(Expected.NONE));
                    x.returns().ifPresent(t -> conform(v, program.whole(t), "the closure's result"));
                });
                if (x.types().stream().anyMatch(Optional::isEmpty)) {
                    // |a| x.to_dm::<…>(&mut ctx.pdma, a): rustc infers an untyped parameter from its use, an
                    // integer where it is an address or an index; typed again with each untyped one an
                    // integer, the body's type errors past that use are found (a use as another kind of
                    // value stops the typing there, as its value is not the kernel's)
                    typeUnrun(x.types(), scope, s -> {
                        BlockScope inner = BlockScope.inside(s);
                        for (int i = 0; i < x.params().size(); i++) {
                            inner.put(x.params().get(i), x.types().get(i).isEmpty() ? (Object) 0L : closureParameter(x, i));
                        }
                        eval(x.body(), inner, x.returns().map(t -> new Expected(program.whole(t), null))
                                .orElse(Expected.NONE));
                    });
                }
                yield new InterpreterValues.Closure(x, BlockScope.inside(scope));
            }
            case Ast.IsA x -> isA(x, scope);
            case Ast.Panic x when catching > 0 -> throw new HostPanic(x.at(), "the code panics here",
                    x.what());
            case Ast.Panic x -> unmodelled(new Unmodelled(x.at(), x.what(), "the kernel panics here (" + x.what()
                    + "): the reference's run stops there, so no output of it is the reference's"));
            case Ast.Negate n -> RustArithmetic.negate(n, eval(n.value(), scope, Expected.NONE));
            case Ast.StructLit s -> BranchValues.isStruct(s) ? branchStruct(s, scope)
                    : program.structType(s.type().segments().stream().map(Ast.Segment::name).toList())
                            .map(t -> structValue(s, t.getKey(), t.getValue(), scope, expected))
                            .orElseGet(() -> switchConfig(s, scope));
            case Ast.MethodCall c -> {
                // let b: Bytes = k.try_into().unwrap(): the conversion's target is the let's type
                Object receiver = eval(c.receiver(), scope, Conversions.unwrapsTryInto(c) ? expected : Expected.NONE);
                List<Object> args = new ArrayList<>();
                for (Ast.Expr a : c.args()) {
                    Optional<Ast.Closure> f = receiver instanceof List<?> || receiver instanceof InterpreterValues.Opt
                            || receiver instanceof EndlessIterators
                            || receiver instanceof InterpreterValues.Res ? functionValue(a, scope) : Optional.empty();
                    args.add(f.isPresent() ? new InterpreterValues.Closure(f.get(), BlockScope.inside(scope))
                            : eval(a, scope, pushed.containsKey(a) ? new Expected(pushed.get(a), null) : Expected.NONE));
                    if (receiver instanceof List<?>) {
                        // evens.zip(Columns::every(1, 2))
                        args.set(args.size() - 1, items(args.getLast(), a.at(), scope));
                    }
                }
                if (receiver instanceof ChainTypes t) {
                    Optional<WrittenResult> written = WrittenResult.ofStream(c);
                    if (written.isPresent() && expected.type() != null && symbolic == null) {
                        Optional<String> mismatch = written.get().mismatch(this, expected.type(), Optional.of(t.type()),
                                expected.binding() == null ? "the expected type" : "let " + expected.binding());
                        if (mismatch.isPresent()) {
                            typeError(new Finding("Type::ANNOTATION", mismatch.get(), expected.type().at()));
                            yield InterpreterValues.POISON;
                        }
                    }
                    yield typeOnly(c, t, args, scope, false);
                }
                if (args.stream().anyMatch(a -> a == InterpreterValues.POISON || a instanceof ChainTypes)
                        && ChainTypes.of(receiver).isPresent()) {
                    // a stream given a value an earlier finding left uncomputed (the weights of a TRF whose
                    // chain broke a rule): the call is not checked, but rustc still types it
                    yield typeOnly(c, ChainTypes.of(receiver).get(), args, scope, false);
                }
                if (receiver == InterpreterValues.POISON || args.contains(InterpreterValues.POISON)) {
                    yield InterpreterValues.POISON;
                }
                if (c.name().equals(dev.layoutprover.kernel.syntax.Lowering.COUNTING)) {
                    yield EndlessIterators.counting(c, receiver);
                }
                if (receiver instanceof EndlessIterators endless) {
                    yield endless.method(c, args, this::apply);
                }
                if (receiver instanceof List<?> list && c.name().equals("zip") && args.size() == 1
                        && args.get(0) instanceof EndlessIterators endless) {
                    args.set(0, endless.first(list.size(), c.at(), this::apply)); // the list bounds it
                }
                if (c.name().equals(dev.layoutprover.kernel.syntax.Lowering.CALLED)) {
                    yield called(c.at(), receiver, args);
                }
                if (c.name().equals("iter_mut") && args.isEmpty() && receiver instanceof List<?> list) {
                    yield itemPlaces(c.receiver(), list, scope);
                }
                if (c.name().equals("as_mut") && args.isEmpty() && receiver instanceof InterpreterValues.Opt o) {
                    yield someValuePlace(c.receiver(), o, scope);
                }
                if (c.name().equals("try_into") && args.isEmpty() && expected.type() == null
                        && receiver instanceof Long n) {
                    yield Conversions.integerTryInto(c, n, null); // its target unwritten: an error saying so
                }
                if ((c.name().equals("into") || c.name().equals("try_into")) && args.isEmpty()
                        && (expected.type() != null || receiver instanceof InterpreterValues.Struct)) {
                    // a number's target must be written: k.into() passed on may well stay the integer it is
                    // the crate's own impl From<Col> for usize, chosen by the value's type and the let's
                    Optional<Ast.Function> f = Conversions.find(program, c.name().equals("into") ? "from" : "try_from",
                            receiver, Optional.ofNullable(expected.type()).map(t -> Conversions.Target.of(program,
                                    List.of(t.name().split("::")))), c.at(), "." + c.name() + "()");
                    if (f.isPresent()) {
                        yield launch(f.get(), List.of(receiver), c.at());
                    }
                    if (c.name().equals("try_into") && receiver instanceof Long n) {
                        yield Conversions.integerTryInto(c, n, expected.type());
                    }
                }
                if (receiver instanceof InterpreterValues.Struct st) {
                    yield method(c, st, args, scope);
                }
                if (c.name().equals("into") && args.isEmpty()) {
                    yield BranchValues.into(c, receiver);
                }
                if (UnsignedMax.handles(receiver, c.name(), args)) {
                    yield UnsignedMax.invoke(c, receiver, args);
                }
                if ((receiver instanceof Long || receiver instanceof UnsignedMax) && OverflowMethods.handles(c.name())) {
                    yield OverflowMethods.invoke(c, receiver, args, IntegerMethods.type(c.receiver(), namedType(scope)));
                }
                if (receiver instanceof Double x && FloatMethods.tests(c.name())) {
                    yield FloatMethods.test(c, x, args);
                }
                if (receiver instanceof Double x && f32Items && c.name().equals("mul_add") && args.size() == 2
                        && args.get(0) instanceof Number a && args.get(1) instanceof Number b) {
                    // f32::mul_add: x * a + b rounded once to f32
                    yield (double) Math.fma((float) (double) x, a.floatValue(), b.floatValue());
                }
                if (receiver instanceof Double x && FloatMethods.handles(c.name())) {
                    yield atItemPrecision(FloatMethods.invoke(c, x, args));
                }
                if (receiver instanceof Long n && IntegerMethods.handles(c.name())) {
                    yield IntegerMethods.invoke(c, n, args, IntegerMethods.type(c.receiver(), namedType(scope)));
                }
                if (receiver instanceof InterpreterValues.Opt o && (c.name().equals("take") && args.isEmpty()
                        || c.name().equals("replace") && args.size() == 1)) {
                    // staged.take(): the variable is None after, staged.replace(x): Some(x); either gives what it held
                    rebind(c, c.name().equals("take") ? InterpreterValues.NONE : new InterpreterValues.Opt(args.get(0)),
                            scope, c.name().equals("take") ? "takes from" : "replaces");
                    yield o;
                }
                if (receiver instanceof Rng rng && (c.name().equals("random_range") || c.name().equals("gen_range"))) {
                    if (args.size() != 1 || !(args.get(0) instanceof RangeItems range)) {
                        throw new KernelError(c.at(), "." + c.name() + " takes a range of integers here (a..b or a..=b)");
                    }
                    yield rng.draw(range).orElseThrow(() -> new KernelError(c.at(), "." + c.name() + " of an empty "
                            + "range: rand panics here"));
                }
                if (ResultValues.handles(receiver, c.name())) {
                    yield ResultValues.invoke(c, receiver, args, this::apply);
                }
                if (KnownValues.handles(receiver, c.name())) {
                    yield KnownValues.invoke(c, receiver, args, this::apply);
                }
                if (receiver instanceof RangeItems r && r.hasMethod(c.name()) && args.isEmpty()) {
                    yield r.bound(c.name()); // (0..=7).end() is 7
                }
                if (receiver instanceof List<?> list && (c.name().equals("next") || c.name().equals("nth"))) {
                    yield next(c, list, args, scope);
                }
                if (receiver instanceof List<?> list && VecEdits.handles(c.name())) {
                    yield VecEdits.invoke(c, list, args, this::apply, changed -> rebind(c, changed, scope, "changes"));
                }
                if (receiver instanceof List<?> list && HostVecs.handles(c.name())) {
                    yield HostVecs.invoke(c, list, args, changed -> rebind(c, changed, scope, "changes"));
                }
                if (receiver instanceof HostBuffers.TypedBuffer typed) {
                    // a host tensor's to_buf(): a closure over its items takes them at the element type
                    yield Logic.listMethod(c, typed, args, listApply(c, scope,
                            (f, a, at) -> applyToItems(f, a, at, typed.type())));
                }
                if (receiver instanceof List<?> list) {
                    yield Logic.listMethod(c, list, args, listApply(c, scope, this::apply));
                }
                Optional<Ast.Function> extension = extensionMethod(c, receiver);
                if (extension.isPresent()) {
                    yield extension(c, extension.get(), receiver, args, scope);
                }
                if (c.name().equals("clone") && args.isEmpty()
                        && (receiver instanceof dev.layoutprover.simulator.naive.InputCmp || receiver instanceof Enum<?>)) {
                    yield receiver; // a branch comparison or an operation is an immutable value: its clone is itself
                }
                List<Ast.GenericArg> generics = GenericBindings.constants(program, c.generics(),
                        x -> eval(x, scope, Expected.NONE));
                Ast.MethodCall call = generics == c.generics() ? c
                        : new Ast.MethodCall(c.receiver(), c.name(), generics, c.args(), c.at());
                if (symbolic != null) {
                    yield symbolic.method(call, receiver, args, Optional.ofNullable(expected.type()));
                }
                int before = findings.size();
                CallSite site = new CallSite(this, call, receiver, args, expected);
                Object value = guard(c.at(), "." + c.name(), () -> Methods.invoke(site));
                if (value == InterpreterValues.POISON && findings.size() > before && expected.type() != null
                        && writtenMismatch(site, expected, before)) {
                    yield InterpreterValues.POISON;
                }
                if (value != InterpreterValues.POISON && expected.type() != null && findings.size() == before
                        && site.written().isPresent() && writtenMismatch(site, expected, before)) {
                    // a turbofish whose type the annotation writes otherwise: rustc goes on with the written type
                    yield value;
                }
                if (value == InterpreterValues.POISON && findings.size() > before && ChainTypes.of(receiver).isPresent()
                        && Rules.get(findings.getLast().rule()).level() == Rule.Level.ERROR
                        && !Rules.get(findings.getLast().rule()).isTool()) {
                    // the call broke a rule: the chain goes on with the types rustc gives it, whose errors
                    // rustc reports before any assertion could run
                    yield typeOnly(c, ChainTypes.of(receiver).get(), args, scope,
                            Rules.get(findings.getLast().rule()).compileTime());
                }
                yield value;
            }
            case Ast.Call c when c.callee().segments().size() == 1
                    && c.callee().last().equals(dev.layoutprover.kernel.syntax.Lowering.CAUGHT) -> caught(c, scope);
            case Ast.Call c -> {
                try {
                    yield call(c, scope, expected);
                } catch (Unmodelled u) {
                    yield unmodelled(u);
                }
            }
        };
    }

    /**
     * A function named where an iterator or {@code Option} method takes a closure
     * ({@code .map(column_of)}, {@code .map(Col)}, {@code .map(Some)}, {@code .map(usize::from)},
     * {@code .map(times::<4>)}): the closure calling it, {@code |x| column_of(x)}; empty for a name bound in
     * scope or no function.
     */
    private Optional<Ast.Closure> functionValue(Ast.Expr a, Map<String, Object> scope) {
        // a function's own generic arguments are written on its last segment (times::<4>)
        boolean generic = a instanceof Ast.Path p && !p.segments().getLast().generics().isEmpty()
                && p.segments().subList(0, p.segments().size() - 1).stream().allMatch(x -> x.generics().isEmpty());
        List<String> path = a instanceof Ast.Name n && !scope.containsKey(n.name()) ? List.of(n.name())
                : a instanceof Ast.Path p && (generic || p.segments().stream().allMatch(x -> x.generics().isEmpty()))
                        ? p.segments().stream().map(Ast.Segment::name).toList() : List.of();
        if (path.isEmpty()) {
            return Optional.empty();
        }
        int arity;
        Optional<Item> value = program.value(path);
        Optional<Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl>> type = program.structType(path);
        if (value.isPresent() && value.get() instanceof Item.Fn fn) {
            arity = fn.function().params().size();
        } else if (generic) {
            return Optional.empty();
        } else if (type.isPresent() && type.get().getValue().tuple() && !type.get().getValue().fields().isEmpty()) {
            arity = type.get().getValue().fields().size(); // Col, a tuple struct's constructor
        } else if (path.size() == 1 && List.of("Some", "Ok", "Err").contains(path.get(0)) || path.equals(OPT_INIT)
                || StdCalls.handles(a instanceof Ast.Path p ? p.segments() : List.of())) {
            arity = path.getLast().equals("swap") || path.getLast().equals("replace") || path.getLast().equals("min")
                    || path.getLast().equals("max") ? 2 : 1;
        } else {
            return Optional.empty();
        }
        List<String> params = new ArrayList<>();
        List<Ast.Expr> args = new ArrayList<>();
        for (int i = 0; i < arity; i++) {
            params.add("?argument" + i);
            args.add(new Ast.Name("?argument" + i, a.at()));
        }
        Ast.Path callee = generic ? (Ast.Path) a
                : new Ast.Path(path.stream().map(x -> new Ast.Segment(x, List.of(), a.at())).toList(), a.at());
        return Optional.of(new Ast.Closure(List.copyOf(params), new Ast.Call(callee, List.copyOf(args), a.at()),
                a.at()));
    }

    /**
     * {@code a + b}: of integers and floats, Rust's arithmetic; of a struct of the crate's, its
     * {@code impl std::ops::Add}'s {@code add} (and {@code Sub}, {@code Mul}, {@code Div}, {@code Rem},
     * the bit operators and shifts likewise), called with both operands.
     */
    private Object arithmetic(Ast.Binary b, Object left, Object right) {
        if (left instanceof InterpreterValues.Opt x && right instanceof InterpreterValues.Opt y
                && List.of("+", "-", "*", "/").contains(b.op())) {
            // the reference's Opt<D> (scalar.rs:96-150): Init op Init is Init of the values' op, else Uninit
            // (Rust's Option has no such operators, so only Opt reaches here)
            return x.value() == null || y.value() == null ? InterpreterValues.NONE
                    : new InterpreterValues.Opt(arithmetic(b, x.value(), y.value()));
        }
        Optional<String> method = left instanceof InterpreterValues.Struct ? RustArithmetic.operatorMethod(b.op())
                : Optional.empty();
        if (method.isPresent() && left instanceof InterpreterValues.Struct st && right != InterpreterValues.POISON) {
            Ast.Function f = program.associated(st.type(), method.get()).orElseThrow(() -> new KernelError(b.at(),
                    "'" + b.op() + "' on " + st.name() + " needs its impl std::ops::" + Character.toUpperCase(
                            method.get().charAt(0)) + method.get().substring(1) + ", which the crate does not have"));
            return launch(f, List.of(left, right), b.at());
        }
        Object v = RustArithmetic.binary(b, left, right);
        if (v instanceof Long n && left instanceof Long && right instanceof Long && itemType.isPresent()) {
            // Rust's + - * of the items' integer type, wrapping as the reference's tests run it (HostTensorMethods#wrapped)
            return HostTensorMethods.wrapped(n, itemType.get());
        }
        return atItemPrecision(v);
    }

    /** {@code v}, a float rounded to {@code f32} while a closure over {@code f32} items runs ({@link #f32Items}). */
    private Object atItemPrecision(Object v) {
        return f32Items && v instanceof Double d ? (Object) (double) (float) (double) d : v;
    }

    /**
     * What item {@code i} of a tuple of {@code n} is expected to be when the tuple is: a helper
     * returning {@code (DmTensor<…>, DmTensor<…>)} types each item of its tail {@code (a, b)}, and one
     * returning {@code (Rows<D>, Rows<D>)} each item as the alias {@code Rows} written out.
     */
    private Expected item(Expected expected, int i, int n) {
        Ast.Type t = expected.type();
        if (t != null && !t.reference() && t.name().equals("()") && t.args().size() == n
                && t.args().get(i) instanceof Ast.Named named) {
            return new Expected(program.whole(named.type()), expected.binding());
        }
        return Expected.NONE;
    }

    /** The element type and mappings of a tensor value, as a generic parameter of a helper binds them. */
    private java.util.function.BiFunction<Object, String, List<Object>> components() {
        return symbolic != null ? SymbolicRun::components : TypeCheck::components;
    }

    /** Whether a variable's value is known data a {@code &mut} reference may change: a number, a boolean, an Option, an array or a tuple. */
    private static boolean isKnown(Object v) {
        return v instanceof Long || v instanceof Double || v instanceof Boolean || v instanceof InterpreterValues.Opt
                || v instanceof List<?> || v instanceof Tuple || v instanceof InterpreterValues.Place
                || v instanceof InterpreterValues.Struct;
    }

    /**
     * {@code v.iter_mut()} (or {@code for x in &mut v}): the places of the items of the list the
     * variable {@code v} holds, each a {@code &mut} an assignment {@code *x = …} writes through.
     */
    private static List<Object> itemPlaces(Ast.Expr of, List<?> list, Map<String, Object> scope) {
        if (!(of instanceof Ast.Name n) || !(scope instanceof BlockScope f) || !scope.containsKey(n.name())) {
            throw new KernelError(of.at(), "iter_mut() changes the items of a variable here (let mut v = …; "
                    + "v.iter_mut()), not of " + of.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT));
        }
        InterpreterValues.Place whole = place(f, n.name());
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(whole.item(i));
        }
        return java.util.Collections.unmodifiableList(out);
    }

    /**
     * {@code staged.as_mut()} of a variable (or a field of one, {@code plan.slot.as_mut()}) holding an
     * {@code Option}: {@code None}, or {@code Some} of the
     * place of the value it holds, so that {@code *x += 1} through it changes the variable.
     */
    private static Object someValuePlace(Ast.Expr of, InterpreterValues.Opt o, Map<String, Object> scope) {
        List<String> fields = new ArrayList<>();
        Ast.Expr root = of;
        while (root instanceof Ast.Field f) {
            fields.add(0, f.name()); // s.next, p.slots.next: the field's place in the variable
            root = f.receiver();
        }
        if (!(root instanceof Ast.Name n) || !(scope instanceof BlockScope f) || !scope.containsKey(n.name())) {
            String what = switch (root) {
                case Ast.Index x -> "an item of an array or Vec";
                case Ast.MethodCall m -> "what ." + m.name() + "() gives";
                case Ast.Call c -> "what " + c.callee().text() + "() gives";
                default -> "a value held in no variable";
            };
            throw new KernelError(of.at(), "as_mut() changes the value of an Option variable or field here (let mut "
                    + "staged = …; staged.as_mut(), plan.slot.as_mut()), not of " + what);
        }
        if (o.value() == null) {
            return InterpreterValues.NONE;
        }
        InterpreterValues.Place at = place(f, n.name());
        for (String field : fields) {
            at = at.deeper(field);
        }
        return new InterpreterValues.Opt(at.deeper(InterpreterValues.Place.SOME));
    }

    /** {@code &mut name}: a reference to the variable (a reference passed on stays the one it is). */
    private static InterpreterValues.Place place(BlockScope f, String name) {
        return f.get(name) instanceof InterpreterValues.Place p ? p : new InterpreterValues.Place(f, name);
    }

    /** A call's argument: a variable holding a {@code &mut} reference passes the reference on. */
    private Object argument(Ast.Expr a, Map<String, Object> scope) {
        return argument(a, scope, Expected.NONE);
    }

    /** A call's argument expected to be of the parameter's type {@code expected}. */
    private Object argument(Ast.Expr a, Map<String, Object> scope, Expected expected) {
        if (a instanceof Ast.Name n && scope.get(n.name()) instanceof InterpreterValues.Place p) {
            return p;
        }
        return eval(a, scope, expected);
    }

    /**
     * What a helper's parameter of type {@code t} tells its argument, as Rust infers an argument's
     * generics from it: a tensor type, written out or through an alias, when it reads the same where
     * the call is as in the helper's module (else nothing). With {@code fn add(x: &Rows<i32>)},
     * {@code add(&x.to_dm(&mut ctx.tdma, 0))} stages {@code x} in {@code Rows}' layout.
     */
    /**
     * The type of parameter {@code i} of the crate function call {@code c} names, when it is a tensor type
     * that reads the same here and in the function's module and names none of its type parameters
     * ({@link CalledTypes}); else empty.
     */
    private Optional<Ast.Type> calledParameter(Ast.Call c, int i) {
        Optional<Item> callee;
        try {
            callee = program.value(c.callee().segments().stream().map(Ast.Segment::name).toList());
        } catch (KernelError | IllegalArgumentException e) {
            return Optional.empty();
        }
        if (callee.isEmpty() || !(callee.get() instanceof Item.Fn fn) || i >= fn.function().params().size()) {
            return Optional.empty();
        }
        Ast.Type written = fn.function().params().get(i).type();
        if (fn.function().generics().stream().anyMatch(g -> java.util.regex.Pattern.compile(
                "(?<![A-Za-z0-9_])" + java.util.regex.Pattern.quote(g.name()) + "(?![A-Za-z0-9_])").matcher(written.text()).find())) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(parameterExpected(fn.function(), written).type())
                    .map(t -> new Ast.Type(t.name(), t.args(), written.reference(), t.at(), written.mutable(), t.text()));
        } catch (KernelError | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Expected parameterExpected(Ast.Function f, Ast.Type t) {
        Ast.Type here = program.whole(t);
        if (here == null || !TypeCheck.PARAMETERS.containsKey(here.name())) {
            return Expected.NONE;
        }
        Ast.Type there = program.within(f, () -> program.whole(t));
        return here.equals(there) ? new Expected(here, null) : Expected.NONE;
    }

    private Object name(Ast.Name n, Map<String, Object> scope) {
        if (scope.containsKey(n.name())) {
            Object v = scope.get(n.name());
            return v instanceof InterpreterValues.Place p ? p.get() : v;
        }
        if (n.name().equals(dev.layoutprover.kernel.syntax.Lowering.UNINITIALISED)) {
            return InterpreterValues.POISON; // let out; : no value until an assignment gives one
        }
        if (n.name().equals("None")) {
            return InterpreterValues.NONE;
        }
        if (n.name().equals(MARKER)) {
            return InterpreterValues.UNIT;
        }
        Optional<Ast.Function> f = program.function(n.name());
        if (f.isPresent()) {
            return new FnRef(f.get());
        }
        if (n.name().equals("Stash")) {
            return new dev.layoutprover.simulator.stream.Operand.Stash();
        }
        Optional<Item> item = program.value(List.of(n.name()));
        if (item.isPresent() && item.get() instanceof Item.Const c) {
            return constant(c, runningTypeArgs(scope));
        }
        if (Unmodelled.isApi(n.name())) {
            throw new Unmodelled(n.at(), n.name(), "the simulator does not model " + n.name() + " yet");
        }
        throw new KernelError(n.at(), "unknown name '" + n.name() + "'" + (scope.isEmpty() ? ""
                : " (in scope: " + String.join(", ", scope.keySet().stream().sorted().toList()) + ")"));
    }

    /**
     * The value of the constant {@code c}, computed once in its own module; a constant of a generic
     * impl ({@code impl<const N: usize> Tiles<N> { const COUNT: usize = N; }}) is computed for the
     * type's arguments {@code typeArgs} ({@link #typeArgs}).
     */
    private Object constant(Item.Const c, List<Object> typeArgs) {
        return constant(c, typeArgs, null);
    }

    /**
     * As {@link #constant(Item.Const, List)}, {@code self} the type a trait's default constant is read
     * for ({@code Quarters::SPAN} of {@code const SPAN: usize = Self::PARTS * Self::STEP;}), null for
     * another constant: its value is computed once per type.
     */
    private Object constant(Item.Const c, List<Object> typeArgs, Program.BoundType self) {
        if (self != null) {
            List<Object> key = List.of(c, self);
            Object known = defaults.get(key);
            if (known != null) {
                return known;
            }
            Object saved = program.enter(c.module());
            try {
                program.bind(Map.of("Self", self));
                Object v = eval(c.decl().value(), new BlockScope(), Expected.NONE);
                defaults.put(key, v);
                return v;
            } finally {
                program.restore(saved);
            }
        }
        List<Ast.GenericParam> params = genericStruct(c.module()).map(Ast.StructDecl::generics).orElse(List.of());
        if (params.isEmpty() && constants.containsKey(c)) {
            return constants.get(c);
        }
        if (!params.isEmpty() && typeArgs.size() != params.size()) {
            throw new KernelError(c.decl().at(), "the constant " + c.decl().name() + " of a generic type needs its "
                    + "type's arguments: write " + c.module().path().get(c.module().path().size() - 1) + "::<…>::"
                    + c.decl().name());
        }
        Object saved = program.enter(c.module());
        try {
            BlockScope frame = new BlockScope();
            Map<String, Object> types = new java.util.LinkedHashMap<>();
            for (int i = 0; i < params.size(); i++) {
                frame.put(params.get(i).name(), typeArgs.get(i));
                if (!params.get(i).constant()) {
                    types.put(params.get(i).name(), typeArgs.get(i)); // T::PARTS of impl<T: Tiling> … for Reversed<T>
                }
            }
            program.bind(types);
            // const LAYERS: Mlp<2> = Mlp { … }: the declared type gives the literal its generic arguments
            Expected declared = c.decl().type().map(t -> new Expected(program.whole(t), null)).orElse(Expected.NONE);
            Object v = eval(c.decl().value(), frame, declared);
            if (params.isEmpty()) {
                constants.put(c, v);
            }
            return v;
        } finally {
            program.restore(saved);
        }
    }

    /**
     * The type a path's item is reached through, as a trait's default reads {@code Self}: the type
     * its segments before the last name ({@code Quarters} of {@code Quarters::SPAN}), or the type a
     * type parameter is bound to, with its arguments ({@code T::SPAN}, {@code T = Reversed<Quarters>}).
     */
    private Optional<Program.BoundType> selfType(List<Ast.Segment> s) {
        if (s.size() == 2 && program.boundType(s.get(0).name()).isPresent()) {
            return Optional.of(new Program.BoundType(program.boundType(s.get(0).name()).get(),
                    program.boundArgs(s.get(0).name())));
        }
        return program.typeModule(s.subList(0, s.size() - 1).stream().map(Ast.Segment::name).toList())
                .map(t -> new Program.BoundType(t, List.of()));
    }

    /**
     * The integer type of what {@code path} names in {@code scope}: a variable's, as it was bound
     * ({@link BlockScope#integerType}), else a constant's declared type.
     */
    private Function<List<String>, Optional<String>> namedType(Map<String, Object> scope) {
        return path -> path.size() == 1 && scope.containsKey(path.get(0))
                ? (scope instanceof BlockScope f ? f.integerType(path.get(0)) : Optional.empty())
                : constantType(path).map(Ast.Type::name);
    }

    /**
     * A const argument of {@code f}'s call written with another integer type than its parameter's
     * ({@code load::<{ BIAS_AT }>} of {@code fn load<const AT: usize>} with {@code BIAS_AT: Address}):
     * rustc's mismatched types, a {@code Type::ANNOTATION} finding ({@link ConstArgumentTypes}).
     */
    private void constArgumentTypes(Ast.Function f, List<Ast.GenericArg> written, Map<String, Object> scope) {
        ConstArgumentTypes.of(program, f, written, namedType(scope))
                .ifPresent(m -> typeError(new Finding("Type::ANNOTATION", m.message(), m.at())));
    }

    /** The type the constant {@code path} names is declared with, if it names one. */
    private Optional<Ast.Type> constantType(List<String> path) {
        return program.value(path).filter(i -> i instanceof Item.Const).flatMap(i -> ((Item.Const) i).decl().type());
    }

    /** The generic struct whose type module {@code m} is, if it is one. */
    private static Optional<Ast.StructDecl> genericStruct(dev.layoutprover.kernel.model.Module m) {
        String name = m.path().isEmpty() ? "" : m.path().get(m.path().size() - 1);
        return m.items().declarations().stream().filter(d -> d instanceof Ast.StructDecl st && st.name().equals(name)
                && !st.generics().isEmpty()).map(d -> (Ast.StructDecl) d).findFirst();
    }

    /**
     * The arguments of the generic type a path's function or constant is of: written on its type
     * segment ({@code Tiles::<4>::new}), else those of the type a let expects ({@code let t: Tiles<4> =
     * Tiles::new(…)}), else those of the impl being run ({@code Self::COUNT} in a method).
     */
    private List<Object> typeArgs(List<Ast.Segment> s, Map<String, Object> scope, Expected expected,
            dev.layoutprover.kernel.model.Module of) {
        if (s.size() == 2 && s.get(0).generics().isEmpty() && program.boundType(s.get(0).name())
                .filter(t -> t == of).isPresent()) {
            return program.boundArgs(s.get(0).name()); // T::PARTS with T = Reversed<Quarters>
        }
        return writtenTypeArgs(s.size() >= 2 ? s.get(s.size() - 2).generics() : List.of(), scope, expected, of);
    }

    private List<Object> writtenTypeArgs(List<Ast.GenericArg> written, Map<String, Object> scope, Expected expected,
            dev.layoutprover.kernel.model.Module of) {
        if (!written.isEmpty()) {
            return values(written, scope);
        }
        Optional<Ast.StructDecl> owner = genericStruct(of);
        if (owner.isPresent() && expected.type() != null && expected.type().name().equals(owner.get().name())
                && !expected.type().args().isEmpty()) {
            return values(expected.type().args(), scope);
        }
        return runningTypeArgs(scope);
    }

    /** The values of the generic impl parameters of the function being run, by their position in its type. */
    private List<Object> runningTypeArgs(Map<String, Object> scope) {
        List<Object> out = new ArrayList<>();
        if (running.isEmpty()) {
            return out;
        }
        for (Ast.GenericParam g : running.peek().generics()) {
            if (!g.own() && !g.ofTrait() && !g.name().equals("Self")) { // a default method's Self is no argument of a type
                while (out.size() <= g.ofType()) {
                    out.add(null);
                }
                out.set(g.ofType(), scope.get(g.name()));
            }
        }
        return out;
    }

    /** The values of a generic type's const arguments ({@code <4>}, {@code <{ 2 * N }>}). */
    private List<Object> values(List<Ast.GenericArg> args, Map<String, Object> scope) {
        List<Object> out = new ArrayList<>();
        for (Ast.GenericArg a : GenericBindings.constants(program, args, x -> eval(x, scope, Expected.NONE))) {
            // Tiles<4>: the number; Plan<Quarters>: the struct type its parameter is bound to; Pair<i8>: the element
            out.add(GenericBindings.typeArgument(program, a));
        }
        return out;
    }

    /** The standard library's zero-sized marker a generic struct holds its unused type parameter in. */
    private static final String MARKER = "PhantomData";

    /** The reference's {@code Opt::Init} (its {@code Opt<D>} is read as an {@code Option}: {@code Init} is {@code Some}). */
    private static final List<String> OPT_INIT = List.of("Opt", "Init");

    private Object path(Ast.Path p, Map<String, Object> scope, Expected expected) {
        List<Ast.Segment> s = p.segments();
        List<String> names = s.stream().map(Ast.Segment::name).toList();
        if (names.equals(List.of("Opt", "Uninit")) && program.value(names).isEmpty()) {
            return InterpreterValues.NONE; // the reference's Opt::Uninit, an element of no value
        }
        if (names.getLast().equals(MARKER) && program.value(names).isEmpty() && (names.size() == 1
                || names.subList(0, names.size() - 1).equals(List.of("std", "marker"))
                || names.subList(0, names.size() - 1).equals(List.of("core", "marker")))) {
            // PhantomData, std::marker::PhantomData::<D>: a value of no data
            return InterpreterValues.UNIT;
        }
        if (s.subList(s.size() - 1, s.size()).stream().allMatch(x -> x.generics().isEmpty())
                && (s.size() < 2 || s.subList(0, s.size() - 2).stream().allMatch(x -> x.generics().isEmpty()))) {
            Optional<Item> item = program.value(s.stream().map(Ast.Segment::name).toList());
            if (item.isPresent() && item.get() instanceof Item.Const c) {
                if (s.size() >= 2 && c.module().ofType() && !c.module().implsOnly()) {
                    // Quarters::SPAN, T::SPAN: a trait's default, read with Self the type it is reached through
                    Optional<Program.BoundType> type = selfType(s);
                    if (type.isPresent() && type.get().type() != c.module() && genericStruct(c.module()).isEmpty()) {
                        return constant(c, List.of(), type.get());
                    }
                }
                return constant(c, typeArgs(s, scope, expected, c.module()));
            }
            if (item.isPresent() && item.get() instanceof Item.Fn fn) {
                return new FnRef(fn.function());
            }
        }
        Optional<Object> mappingSize = MappingConstants.value(program, s);
        if (mappingSize.isPresent()) {
            return mappingSize.get();
        }
        Optional<Object> ordering = Comparisons.path(s);
        if (ordering.isPresent()) {
            return ordering.get();
        }
        if (s.size() == 2 && s.get(1).generics().isEmpty()) {
            Optional<Object> primitive = IntegerMethods.constant(s.get(0).name(), s.get(1).name(), p)
                    .or(() -> FloatMethods.constant(s.get(0).name(), s.get(1).name()));
            if (primitive.isPresent()) {
                return primitive.get();
            }
            Optional<dev.layoutprover.kernel.model.Module> bound = program.boundType(s.get(0).name());
            if (bound.isPresent()) {
                throw new KernelError(p.at(), s.get(0).name() + " is " + bound.get().name() + ", which has no constant "
                        + s.get(1).name() + " (neither its impl nor a default of its traits gives one)");
            }
            Optional<Object> branch = BranchValues.path(program, s, p.at());
            if (branch.isPresent()) {
                return branch.get();
            }
            if (Program.HOST_TYPES.contains(s.get(0).name()) || Program.PRIMITIVES.contains(s.get(0).name())
                    || List.of("Result", "Iterator").contains(s.get(0).name())) {
                // .map(Option::unwrap): a method named as a value
                throw new KernelError(p.at(), "the method " + p.text() + " named as a value is not read: write the "
                        + "closure calling it (|x| x." + s.get(1).name() + "(…))");
            }
            return Enums.value(s.get(0).name(), s.get(1).name(), p.at());
        }
        if (s.size() == 1 && s.get(0).name().equals("None") && program.value(List.of("None")).isEmpty()) {
            return InterpreterValues.NONE; // None::<u64>: the type of its Some written
        }
        if (!s.get(s.size() - 1).generics().isEmpty()) {
            // Scale::<3>: the value of a generic unit struct, its arguments written
            Optional<Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl>> unit = program.structType(
                    s.stream().map(Ast.Segment::name).toList()).filter(t -> t.getValue().fields().isEmpty());
            if (unit.isPresent()) {
                return structValue(new Ast.StructLit(p, List.of(), p.at()), unit.get().getKey(), unit.get().getValue(),
                        scope, expected);
            }
            if (program.value(s.stream().map(Ast.Segment::name).toList()).orElse(null) instanceof Item.Fn fn) {
                // let f = add_k::<3>: the arguments are bound when f is called
                List<Object> typeArgs = fn.function().generics().stream().allMatch(Ast.GenericParam::own) ? List.of()
                        : typeArgs(s, scope, expected, fn.module());
                return new FnRef(fn.function(), GenericBindings.constants(program, s.get(s.size() - 1).generics(),
                        x -> eval(x, scope, Expected.NONE)), typeArgs);
            }
        }
        throw new KernelError(p.at(), "unknown path " + p.text());
    }

    private Object field(Ast.Field f, Object receiver) {
        if (receiver == InterpreterValues.POISON) {
            return receiver;
        }
        if (symbolic != null && SymbolicRun.isHandle(receiver)) {
            return symbolic.field(f, receiver);
        }
        if (receiver instanceof Context c) {
            return switch (f.name()) {
                case "main" -> c.main();
                case "sub" -> c.sub();
                case "tdma" -> c.tdma();
                case "pdma" -> c.pdma();
                default -> throw new KernelError(f.at(), "Context has no field '" + f.name()
                        + "' (it has: main, sub, tdma, pdma)");
            };
        }
        if (receiver instanceof InterpreterValues.Struct st && st.fields().containsKey(f.name())) {
            return st.fields().get(f.name());
        }
        if (receiver instanceof dev.layoutprover.simulator.naive.InputCmp c) {
            Optional<Object> v = BranchValues.field(c, f.name());
            if (v.isPresent()) {
                return v.get(); // InputCmp::I32(inner) or InputCmpI32::Less { boundary } bound by a pattern
            }
        }
        if (receiver instanceof Tuple t && f.name().matches("\\d+") && Integer.parseInt(f.name()) < t.items().size()) {
            return t.items().get(Integer.parseInt(f.name()));
        }
        if (receiver instanceof RangeItems r && r.hasField(f.name())) {
            return r.bound(f.name()); // (0..8).end is 8
        }
        if (receiver instanceof List<?> && (f.name().equals("start") || f.name().equals("end"))) {
            throw new Unmodelled(f.at(), "Range::" + f.name(), "the field " + f.name() + " is a Range's: this range "
                    + "was stepped or adapted into the array of its items, which keeps no bounds");
        }
        throw new KernelError(f.at(), InterpreterValues.describe(receiver) + " has no field '" + f.name() + "'");
    }

    /**
     * Calls a closure with {@code args}: its body runs in a frame inside the one it was written in,
     * each parameter bound to its argument ({@code slot(2)} with {@code slot = |i| base + i * 0x800}).
     */
    /**
     * {@code (plan.at)(k)}: a call of the closure or function a field or another expression gives
     * ({@link dev.layoutprover.kernel.syntax.Lowering#CALLED}).
     */
    private Object called(Location at, Object callee, List<Object> args) {
        if (callee instanceof InterpreterValues.Closure f) {
            return apply(f, args, at);
        }
        if (callee instanceof FnRef fn) {
            frames.push(new Finding.Frame(fn.function().name(), at));
            try {
                if (!fn.function().generics().isEmpty()) {
                    return launch(fn.function(), args, at, GenericBindings.of(program, fn.function(), fn.given(), args,
                            at, components(), fn.typeArgs()));
                }
                return launch(fn.function(), args, at);
            } finally {
                frames.pop();
            }
        }
        throw new KernelError(at, InterpreterValues.describe(callee) + " is not a closure or a function to call");
    }

    Object apply(InterpreterValues.Closure f, List<Object> args, Location at) {
        List<String> params = f.code().params();
        if (params.size() != args.size()) {
            throw new KernelError(at, "the closure takes " + params.size() + " arguments, got " + args.size());
        }
        BlockScope frame = new BlockScope(f.captured());
        Optional<String> first = accumulatorType;
        accumulatorType = Optional.empty(); // this call's only: a closure its body calls takes its own types
        for (int i = 0; i < params.size(); i++) {
            Optional<String> type = i == 0 && first.isPresent() ? first : itemType.map(Object::toString);
            frame.put(params.get(i), args.get(i), args.get(i) instanceof Long ? type : Optional.empty());
        }
        // |…| -> DmTensor<…> { … }: its written result types its returns and its body's value
        Expected result = f.code().returns().map(t -> new Expected(program.whole(t), null)).orElse(Expected.NONE);
        returning.push(result);
        try {
            return eval(f.code().body(), frame, result);
        } finally {
            returning.pop();
        }
    }

    /**
     * The integer type of a host tensor's items while a closure over them runs ({@link #applyToItems}): an
     * integer a closure there takes (also through {@code Opt::map}, {@code zip_map}) is of that type, so that
     * {@code x.wrapping_mul(2)} of an {@code i32} item wraps at 32 bits, and {@code + - *} of two integers wrap
     * there too ({@link HostTensorMethods#wrapped}).
     */
    private Optional<dev.layoutprover.simulator.ElementType> itemType = Optional.empty();

    /**
     * The integer type of the first argument of the next closure {@link #apply} calls, if any: a {@code fold}'s
     * accumulator, typed by its first value as Rust infers it ({@link #listApply}).
     */
    private Optional<String> accumulatorType = Optional.empty();

    /**
     * The closure call of the list method {@code c}: {@code apply}, but that {@code .fold(first, f)}'s
     * accumulator is of the integer type {@code first} is written with, so that
     * {@code (0..4).fold(0i32, |acc, q| acc.wrapping_add(x[q]))} wraps at 32 bits.
     */
    private Logic.Apply listApply(Ast.MethodCall c, Map<String, Object> scope, Logic.Apply apply) {
        Optional<String> first = c.name().equals("fold") && c.args().size() == 2
                ? IntegerMethods.type(c.args().get(0), namedType(scope)) : Optional.empty();
        if (first.isEmpty()) {
            return apply;
        }
        return (f, a, at) -> {
            accumulatorType = first;
            try {
                return apply.apply(f, a, at);
            } finally {
                accumulatorType = Optional.empty();
            }
        };
    }

    /**
     * Whether a closure over a host tensor's items computes in {@code f32} ({@link #applyToItems}): each float
     * operation's result is then rounded to {@code f32}, as Rust rounds each, where the host's double precision
     * would round once at the end.
     */
    private boolean f32Items;

    /**
     * {@code f} of {@code args}, items of a host tensor of element type {@code type} (null when unknown), as
     * {@code Tensor::map}, {@code zip_with} and {@code reduce} apply their closures (tensor.rs:173-206): an
     * integer the closure takes is of {@code type}.
     */
    Object applyToItems(InterpreterValues.Closure f, List<Object> args, Location at,
            dev.layoutprover.simulator.ElementType type) {
        Optional<dev.layoutprover.simulator.ElementType> outer = itemType;
        boolean outerF32 = f32Items;
        itemType = type == null || type.isFloat() || type == dev.layoutprover.simulator.ElementType.I4 ? Optional.empty()
                : Optional.of(type);
        f32Items = HostTensorMethods.computesInF32(f, type);
        try {
            return apply(f, args, at);
        } finally {
            itemType = outer;
            f32Items = outerF32;
        }
    }

    /**
     * {@code Tensor::contraction::<Union, Lhs, Rhs>(&lhs, &rhs)} into the expected {@code Tensor<D, M>}
     * ({@link HostTensorMethods#contraction}); another associated function of the host {@code Tensor}, or a
     * contraction whose {@code Union} or result mapping is not written, is host data the simulator does not
     * compute.
     */
    private Object hostTensorFunction(Ast.Call c, Ast.Segment function, List<Object> args, Expected expected) {
        List<Ast.GenericArg> g = function.generics();
        Ast.Type t = expected.type();
        if (function.name().equals("contraction") && args.size() == 2 && g.size() == 3
                && !(g.get(0) instanceof Ast.Inferred) && t != null && t.name().equals("Tensor") && t.args().size() == 2
                && !(t.args().get(1) instanceof Ast.Inferred)) {
            return HostTensorMethods.contraction(args.get(0), args.get(1), program.mapping(g.get(0)),
                    program.mapping(t.args().get(1)));
        }
        return new InterpreterValues.HostData("Tensor::" + function.name() + "(…)");
    }

    private Object call(Ast.Call c, Map<String, Object> scope, Expected expected) {
        List<Ast.Segment> s = c.callee().segments();
        String path = c.callee().text();
        if (s.size() == 1 && s.get(0).generics().isEmpty() && (scope.get(s.get(0).name()) instanceof
                InterpreterValues.Closure || scope.get(s.get(0).name()) instanceof FnRef)) {
            // a variable holding a closure, or a function a helper returned (fn pick(…) -> fn(usize) -> usize)
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                args.add(eval(a, scope, Expected.NONE));
            }
            return args.contains(InterpreterValues.POISON) ? InterpreterValues.POISON
                    : called(c.at(), scope.get(s.get(0).name()), args);
        }
        if ((path.equals("Box::new") || path.equals("std::boxed::Box::new")) && c.args().size() == 1) {
            return eval(c.args().get(0), scope, Expected.NONE); // a boxed value is the value: no layout
        }
        if ((path.equals("std::iter::zip") || path.equals("iter::zip") || path.equals("core::iter::zip"))
                && c.args().size() == 2) {
            // std::iter::zip(a, b) is a.into_iter().zip(b)
            return eval(new Ast.MethodCall(c.args().get(0), "zip", List.of(), List.of(c.args().get(1)), c.at()), scope,
                    Expected.NONE);
        }
        if ((path.equals("std::iter::once") || path.equals("iter::once") || path.equals("core::iter::once"))
                && c.args().size() == 1) {
            return eval(new Ast.Array(List.of(c.args().get(0)), c.at()), scope, Expected.NONE);
        }
        if (EndlessIterators.constructs(path)) {
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                args.add(eval(a, scope, Expected.NONE));
            }
            return args.contains(InterpreterValues.POISON) ? InterpreterValues.POISON
                    : EndlessIterators.construct(c, path, args);
        }
        if (path.equals("std::array::from_fn") || path.equals("array::from_fn") || path.equals("core::array::from_fn")) {
            requireArgs(c, 1, "std::array::from_fn(|i| …)");
            return Logic.fromFn(c, eval(c.args().get(0), scope, Expected.NONE), arrayLength(c, expected, scope),
                    this::apply);
        }
        if (HostVecs.constructs(s) && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()) {
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                args.add(eval(a, scope, Expected.NONE));
            }
            return args.contains(InterpreterValues.POISON) ? InterpreterValues.POISON : HostVecs.construct(c, args);
        }
        if (s.size() >= 2 && c.args().size() == 1 && (s.getLast().name().equals("from")
                || s.getLast().name().equals("try_from"))) {
            Conversions.Target target = Conversions.Target.of(program, s.subList(0, s.size() - 1).stream()
                    .map(Ast.Segment::name).toList());
            if (Conversions.converts(program, s.getLast().name(), target)) {
                // Wide::from(c), usize::from(c): the crate's own impl taking c's type, if one does
                Object arg = eval(c.args().get(0), scope, Expected.NONE);
                if (arg == InterpreterValues.POISON) {
                    return arg;
                }
                Optional<Ast.Function> f = Conversions.find(program, s.getLast().name(), arg, Optional.of(target),
                        c.at(), path);
                if (f.isPresent()) {
                    return launch(f.get(), List.of(arg), c.at());
                }
                if (StdCalls.handles(s)) {
                    // usize::from(7u8) beside the crate's impl From<Col> for usize
                    return StdCalls.call(c, List.of(arg));
                }
                throw new KernelError(c.at(), path + " converts " + InterpreterValues.describe(arg) + ": no From "
                        + "impl of the crate's for " + s.get(s.size() - 2).name() + " takes it");
            }
        }
        if (StdCalls.handles(s) && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()) {
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                args.add(eval(a, scope, Expected.NONE));
            }
            return args.contains(InterpreterValues.POISON) ? InterpreterValues.POISON : StdCalls.call(c, args);
        }
        if (SizeOf.handles(s) && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()) {
            return SizeOf.of(c);
        }
        if (HostInput.isRand(c)) {
            requireArgs(c, 1, "HostTensor::<D, Element>::rand(&mut rng)");
            if (!(eval(c.args().get(0), scope, Expected.NONE) instanceof Rng)) {
                throw new KernelError(c.args().get(0).at(), "rand takes the generator: &mut rng");
            }
            try {
                return inputs.next(HostInput.of(program, c, expected.binding(), inputCount++, expected.type()));
            } catch (Program.IllFormed e) {
                return InterpreterValues.POISON;
            }
        }
        if (HostInput.isUninit(c)) {
            requireArgs(c, 0, "HostTensor::<D, Element>::uninit()");
        }
        if (mode == Mode.STOP && HostInput.isZero(c)) {
            requireArgs(c, 0, "HostTensor::<D, Element>::zero()");
            HostInput spec = HostInput.of(program, c, expected.binding(), inputCount++, expected.type());
            inputs.next(spec); // its place among the inputs; its values are zeros
            return HostBuffers.zero(spec);
        }
        if (mode == Mode.STOP && HostInput.isFromBuf(c)) {
            requireArgs(c, 1, "HostTensor::<D, Element>::from_buf(data)");
            HostInput spec = HostInput.of(program, c, expected.binding(), inputCount++, expected.type());
            List<?> data = hostBuffer(c, scope);
            inputs.next(spec); // its place among the inputs; its values are the buffer's
            return HostBuffers.fromBuf(spec, data, c.at());
        }
        if (mode == Mode.STOP && hostCode && s.size() == 2 && s.get(0).name().equals("Tensor")
                && s.get(1).name().equals("from_buf") && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()
                && program.structType(List.of("Tensor")).isEmpty()) {
            // the reference's host Tensor::<D, M>::from_buf(data): its to_buf() is what each position reads back
            requireArgs(c, 1, "Tensor::<D, M>::from_buf(data)");
            List<Ast.GenericArg> g = s.get(0).generics();
            if (g.size() != 2) {
                throw new KernelError(c.at(), "Tensor::<D, M>::from_buf takes 2 generic arguments, got " + g.size());
            }
            dev.layoutprover.algebra.Mapping m = program.mapping(g.get(1));
            dev.layoutprover.simulator.ElementType d = g.get(0) instanceof Ast.Inferred ? null : program.elementType(g.get(0));
            return new HostBuffers.Written(m, HostBuffers.readBack(m, hostBuffer(c, scope), c.at()), d);
        }
        if (hostFunction && s.size() == 2 && s.get(0).name().equals("Tensor")
                && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()
                && program.structType(List.of("Tensor")).isEmpty()) {
            // the reference's host Tensor (tensor.rs), Tensor::contraction(&lhs.into_inner(), …): values a test
            // computes on the host to compare, with no layout meaning
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                Object v = eval(a, scope, Expected.NONE);
                if (v == InterpreterValues.POISON) {
                    return InterpreterValues.POISON;
                }
                args.add(v);
            }
            return hostTensorFunction(c, s.get(1), args, expected);
        }
        if (HostInput.isUninit(c) || mode == Mode.CONTINUE && (HostInput.isFromBuf(c) || HostInput.isZero(c))) {
            // a data-free check takes the buffer's type, never its values (an uninit tensor has none)
            try {
                return inputs.next(HostInput.of(program, c, expected.binding(), inputCount++, expected.type()));
            } catch (Program.IllFormed e) {
                return InterpreterValues.POISON;
            }
        }
        if (path.equals("Default::default") && c.args().isEmpty() && expected.type() != null) {
            // the type's own default(), as Rust picks the impl from the type the value goes to
            Optional<Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl>> type =
                    program.structType(List.of(expected.type().name()));
            Optional<Ast.Function> f = type.flatMap(t -> program.associated(t.getKey(), "default"));
            if (f.isPresent()) {
                return launch(f.get(), List.of(), c.at(), Map.of());
            }
        }
        if (symbolic != null && SymbolicRun.handles(c)) {
            return symbolic.call(c, Optional.ofNullable(expected.type()));
        }
        if (EngineCalls.handles(this, c)) {
            List<Object> args = new ArrayList<>();
            for (Ast.Expr a : c.args()) {
                args.add(eval(a, scope, Expected.NONE));
            }
            if (args.contains(InterpreterValues.POISON)) {
                return InterpreterValues.POISON;
            }
            return guard(c.at(), path, () -> EngineCalls.call(this, c, args, expected));
        }
        if (s.size() == 2 && IntegerMethods.width(s.get(0).name()).isPresent() && !c.args().isEmpty()
                && program.value(s.stream().map(Ast.Segment::name).toList()).isEmpty()) {
            // usize::pow(2, 12) is (2 as usize).pow(12); i32::affine(…) of the crate's impl Affine for i32 is that function
            Ast.Expr receiver = new Ast.Cast(c.args().get(0), new Ast.Type(s.get(0).name(), List.of(), false,
                    s.get(0).at()), c.at());
            return eval(new Ast.MethodCall(receiver, s.get(1).name(), s.get(1).generics(),
                    c.args().subList(1, c.args().size()), c.at()), scope, expected);
        }
        Optional<Item> callee = program.value(s.stream().map(Ast.Segment::name).toList());
        if (callee.isPresent() && callee.get() instanceof Item.Fn fn) {
            ConstArgumentTypes.ofArguments(program, fn.function(), c.args(), namedType(scope))
                    .ifPresent(m -> typeError(new Finding("Type::ANNOTATION", m.message(), m.at())));
            List<Object> args = new ArrayList<>();
            List<Ast.Param> params = fn.function().params();
            for (int i = 0; i < c.args().size(); i++) {
                args.add(argument(c.args().get(i), scope, i < params.size()
                        ? parameterExpected(fn.function(), params.get(i).type()) : Expected.NONE));
            }
            if (args.contains(InterpreterValues.POISON)) {
                if (mode == Mode.STOP && symbolic == null && fn.function().kind() != Ast.FunctionKind.DEVICE
                        && running.stream().noneMatch(r -> r.kind() == Ast.FunctionKind.DEVICE)
                        && HostAssertions.holdsAssertion(fn.function().body())) {
                    // a helper asserting on what a skipped statement computed (common::assert_f32_vec_eq)
                    assertions.add(HostAssertion.notEvaluated(c.at(), "an argument of " + fn.function().name()
                            + " depends on a statement the simulator skipped"));
                }
                return InterpreterValues.POISON;
            }
            if (program.unmodelled(fn.function())) {
                // a helper naming an element type that is no Scalar (or one not modelled) has its finding already
                // (Program.of): a simulation stops at it, a check skips the helper's value
                Finding named = program.unmodelledFinding(fn.function()).orElseThrow();
                if (mode == Mode.STOP && named.rule().equals(Unmodelled.RULE)) {
                    throw new Unmodelled(named.location(), "the element type", named.message());
                }
                if (mode == Mode.STOP) {
                    throw new KernelViolation(named);
                }
                return InterpreterValues.POISON;
            }
            List<Object> typeArgs = fn.function().generics().stream().allMatch(Ast.GenericParam::own) ? List.of()
                    : typeArgs(s, scope, expected, fn.module());
            constArgumentTypes(fn.function(), s.get(s.size() - 1).generics(), scope);
            Map<String, Object> generics = GenericBindings.of(program, fn.function(),
                    GenericBindings.constants(program, s.get(s.size() - 1).generics(), x -> eval(x, scope,
                            Expected.NONE)), args, c.at(), components(), typeArgs);
            GenericBindings.fromResult(program, fn.function(), generics, expected.type());
            if (GenericBindings.ofTrait(fn.function()) && s.size() >= 2) {
                // Quarters::slot(i), T::slot(i): the default method's Self is the type it is called on
                selfType(s).ifPresent(t -> generics.put("Self", t));
            }
            frames.push(new Finding.Frame(fn.function().name(), c.at()));
            try {
                return launch(fn.function(), args, c.at(), generics);
            } finally {
                frames.pop();
            }
        }
        Optional<Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl>> tupleStruct =
                program.structType(s.stream().map(Ast.Segment::name).toList()).filter(t -> t.getValue().tuple());
        if (tupleStruct.isPresent()) {
            Ast.StructDecl decl = tupleStruct.get().getValue();
            if (c.args().size() != decl.fields().size()) {
                throw new KernelError(c.at(), decl.name() + " has " + decl.fields().size() + " fields, got "
                        + c.args().size());
            }
            List<Ast.FieldInit> fields = new ArrayList<>();
            for (int i = 0; i < c.args().size(); i++) {
                fields.add(new Ast.FieldInit(String.valueOf(i), c.args().get(i), c.args().get(i).at()));
            }
            return structValue(new Ast.StructLit(c.callee(), fields, c.at()), tupleStruct.get().getKey(), decl, scope,
                    expected);
        }
        boolean generic = s.stream().anyMatch(x -> !x.generics().isEmpty());
        if (generic && isStandardLibrary(s)) {
            throw standardLibrary(c, path + "::<…>");
        }
        if (generic && !Unmodelled.isApi(c.callee().last())) {
            throw new KernelError(c.at(), "unknown function " + path + "::<…>");
        }
        switch (path) {
            case "Some", "Opt::Init" -> {
                requireArgs(c, 1, path + "(value)");
                Object v = eval(c.args().get(0), scope, wrappedItem(expected, "Option", 0));
                return v == InterpreterValues.POISON ? v : new InterpreterValues.Opt(v);
            }
            case "Ok", "Err" -> {
                requireArgs(c, 1, path + "(value)");
                Object v = eval(c.args().get(0), scope, wrappedItem(expected, "Result", path.equals("Ok") ? 0 : 1));
                return v == InterpreterValues.POISON ? v : new InterpreterValues.Res(path.equals("Ok"), v);
            }
            case "Context::acquire" -> {
                requireArgs(c, 0, "Context::acquire()");
                return ctx;
            }
            case "SmallRng::seed_from_u64", "StdRng::seed_from_u64" -> {
                requireArgs(c, 1, path + "(seed)");
                if (!(eval(c.args().get(0), scope, Expected.NONE) instanceof Long seed)) {
                    throw new KernelError(c.args().get(0).at(), "the seed is an integer");
                }
                return new Rng(seed);
            }
            case "launch" -> {
                requireArgs(c, 2, "launch(kernel, (&mut ctx, &input, …))");
                Object f = eval(c.args().get(0), scope, Expected.NONE);
                Object args = eval(c.args().get(1), scope, Expected.NONE);
                if (!(f instanceof FnRef fn) || fn.function().kind() != Ast.FunctionKind.DEVICE) {
                    throw new KernelError(c.args().get(0).at(), "launch takes a #[device] function, got "
                            + InterpreterValues.describe(f));
                }
                List<Object> list = args instanceof Tuple t ? t.items() : List.of(args);
                if (list.contains(InterpreterValues.POISON) || program.unmodelled(fn.function())) {
                    return InterpreterValues.POISON;
                }
                return guard(c.at(), "launch", () -> launch(fn.function(), list, c.at()));
            }
            default -> { }
        }
        if (s.size() == 2 && FloatMethods.isPrimitive(s.get(0).name()) && !c.args().isEmpty()) {
            // f32::sqrt(x), i32::max(a, b): the method called on its first argument
            return eval(new Ast.MethodCall(c.args().get(0), s.get(1).name(), s.get(1).generics(),
                    c.args().subList(1, c.args().size()), c.at()), scope, Expected.NONE);
        }
        if (s.size() == 2 && Enums.isEnum(s.get(0).name()) && c.args().size() == 1
                && c.args().get(0) instanceof Ast.Path alu && alu.segments().size() == 2) {
            return Enums.withAlu(s.get(0).name(), s.get(1).name(), alu.segments().get(0).name(), alu.last(), c.at());
        }
        // a variant of an API enum the simulator models only in part (BranchMode::Comparison([…]))
        boolean apiVariant = s.size() == 2 && Enums.isEnum(s.get(0).name()) && Unmodelled.isApi(s.get(0).name())
                && Character.isUpperCase(s.get(1).name().charAt(0));
        if (apiVariant && ReferenceTodos.of(path, c.at()).isPresent()) {
            throw ReferenceTodos.of(path, c.at()).get();
        }
        if (Unmodelled.isApi(c.callee().last()) || apiVariant) {
            throw new Unmodelled(c.at(), path, "the simulator does not model " + path + " yet");
        }
        if (isStandardLibrary(s)) {
            throw standardLibrary(c, path);
        }
        throw new KernelError(c.at(), "unknown function " + path + " (host functions may call Context::acquire, "
                + "SmallRng::seed_from_u64, HostTensor::<D, Element>::rand and launch)");
    }

    /** Whether the path {@code s} names an item of the standard library ({@code std::iter::repeat_with}). */
    private static boolean isStandardLibrary(List<Ast.Segment> s) {
        return List.of("std", "core", "alloc").contains(s.get(0).name())
                || s.size() == 2 && PRELUDE_TRAITS.contains(s.get(0).name()); // Default::default(), Clone::clone(&x)
    }

    /** The traits of Rust's prelude, whose functions a path may name without importing them. */
    private static final java.util.Set<String> PRELUDE_TRAITS = java.util.Set.of("Default", "Clone", "From", "Into",
            "TryFrom", "TryInto", "Iterator", "IntoIterator", "ToString", "PartialEq", "PartialOrd", "Ord", "Eq",
            "AsRef", "AsMut", "Drop", "Extend", "FromIterator", "ToOwned");

    /**
     * A function of the standard library the reader does not model: valid Rust, so the function
     * calling it is left unmodelled ({@link Unmodelled}), the file's other functions still read.
     */
    private static Unmodelled standardLibrary(Ast.Call c, String path) {
        return new Unmodelled(c.at(), path, "the reader does not model the standard library's " + path + " (of its free "
                + "functions it reads std::mem::swap, replace and size_of, std::cmp::min and max, std::array::from_fn, "
                + "std::iter::zip, once, repeat, repeat_n and successors, and Box::new)");
    }

    /** The length of the array a {@code let} annotated {@code [T; N]} expects. */
    private long arrayLength(Ast.Call c, Expected expected, Map<String, Object> scope) {
        Ast.Type t = expected.type();
        if (t != null && t.name().equals("[]") && t.args().size() == 2 && t.args().get(1) instanceof Ast.ConstExpr n
                && eval(n.value(), scope, Expected.NONE) instanceof Long length) {
            return length;
        }
        throw new KernelError(c.at(), "std::array::from_fn needs its length: annotate the let with [T; N]");
    }

    /**
     * Runs a device function that no host function launches, as a host would: each
     * {@code &HbmTensor<D, Chip, Element>} parameter is an input (named after the parameter) moved
     * to HBM with its own layout, the inputs placed from the top of the chip's HBM downwards on 4 KB
     * boundaries, clear of the low addresses kernels write; the result comes back to the host with
     * the {@code Element} of the return type.
     */
    private void standalone(Ast.Function f) {
        Object saved = program.enter(f);
        try {
            standaloneIn(f);
        } catch (Unmodelled u) {
            unmodelled(u);
        } finally {
            program.restore(saved);
        }
    }

    private void standaloneIn(Ast.Function f) {
        if (f.kind() == Ast.FunctionKind.HELPER) {
            Map<String, Object> generics = new HashMap<>(instance);
            f.generics().stream().filter(Ast.GenericParam::constant)
                    .forEach(g -> generics.put(g.name(), HelperArguments.CONSTANT));
            program.bind(generics); // the parameters' element types are the instance's
            List<Object> args = new ArrayList<>();
            for (Ast.Param p : f.params()) {
                args.add(guard(p.at(), "parameter " + p.name(), () -> HelperArguments.of(this, p)));
            }
            if (!args.contains(InterpreterValues.POISON)) {
                guard(f.at(), "call", () -> launch(f, args, f.at(), generics));
            }
            return;
        }
        List<Object> args = new ArrayList<>();
        long top = ctx.device().geometry().hbmBytes();
        List<HostInput> specs = HostInput.parameters(program, f);
        Map<Ast.Param, HbmTensor> written = new java.util.LinkedHashMap<>();
        int next = 0;
        for (Ast.Param p : f.params()) {
            Ast.Type type = program.whole(p.type());
            if (type.name().equals("Context")) {
                args.add(ctx);
                continue;
            }
            HostInput spec = specs.get(next++);
            Mapping chip = program.mapping(type.args().get(1));
            top = Math.floorDiv(top - spec.type().bytesOf(spec.mapping().size()), 4096) * 4096;
            long address = top;
            HostTensor host = inputs.next(spec);
            Mapping element = program.mapping(type.args().get(2));
            Object placed = guard(p.at(), "input " + p.name(), () -> host.toHbm(ctx.pdma(), chip, element, address));
            if (type.mutable() && placed instanceof HbmTensor h) {
                written.put(p, h);
            }
            args.add(placed);
        }
        if (args.contains(InterpreterValues.POISON)) {
            return;
        }
        Object result = guard(f.at(), "launch", () -> launch(f, args, f.at()));
        if (f.returns().isEmpty()) {
            for (Map.Entry<Ast.Param, HbmTensor> w : written.entrySet()) {
                Ast.Type t = program.whole(w.getKey().type());
                Mapping element = whole(t);
                guard(t.at(), ".to_host", () -> {
                    HostTensor back = w.getValue().toHost(ctx.pdma(), element);
                    outputs.add(new Output(w.getKey().name(), back, t.at()));
                    return back;
                });
            }
            return;
        }
        Ast.Type returns = program.whole(f.returns().get());
        List<Ast.Type> types = HostInput.returnedTensors(program, returns).orElse(List.of(returns));
        List<Object> results = result instanceof InterpreterValues.Tuple t ? t.items() : List.of(result);
        for (int i = 0; i < results.size() && i < types.size(); i++) {
            if (results.get(i) instanceof HbmTensor out) {
                Ast.Type type = types.get(i);
                Mapping element = whole(type);
                String name = types.size() == 1 ? "result" : "result." + i; // a tuple's items, as Rust names them
                guard(type.at(), ".to_host", () -> {
                    HostTensor back = out.toHost(ctx.pdma(), element);
                    outputs.add(new Output(name, back, type.at()));
                    return back;
                });
            }
        }
    }

    /**
     * The host mapping a standalone run brings {@code HbmTensor<D, Chip, Element>} back with: the
     * whole tensor, the chips' part major and each chip's minor ({@code m![C, D, E]} for
     * {@code Chip = m![C]}, {@code Element = m![D, E]}), as its inputs are made
     * ({@link HostInput#parameters}); just {@code Element} on one chip.
     */
    private Mapping whole(Ast.Type hbmTensor) {
        Mapping chip = program.mapping(hbmTensor.args().get(1));
        Mapping element = program.mapping(hbmTensor.args().get(2));
        return chip.size() == 1 ? element : new Mapping.Pair(chip, element);
    }

    private Object launch(Ast.Function f, List<Object> args, Location site) {
        return launch(f, args, site, Map.of());
    }

    /** Whether the crate's generic helpers break their own bounds ({@link BoundObligations#rejectsHelpers}), once asked. */
    private Boolean helpersRejected;

    private boolean helpersRejected() {
        if (helpersRejected == null) {
            helpersRejected = BoundObligations.rejectsHelpers(program);
        }
        return helpersRejected;
    }

    /** Runs {@code f} on {@code args} with its generic parameters bound to {@code generics} ({@link GenericBindings}). */
    private Object launch(Ast.Function f, List<Object> args, Location site, Map<String, Object> generics) {
        Optional<String> unmet = f.kind() == Ast.FunctionKind.HELPER && symbolic == null
                ? CallBounds.unmet(f, generics).filter(x -> !helpersRejected()) : Optional.empty();
        if (unmet.isPresent()) {
            // rustc rejects the call before anything of it runs
            typeError(new Finding("Type::BOUND", unmet.get(), site));
            return InterpreterValues.POISON;
        }
        if (args.stream().anyMatch(a -> a instanceof ChainTypes)) {
            // given a stream or tensor an earlier finding left typed but uncomputed: the reference would
            // not get here (its assertion stopped the run), but rustc checks f's types all the same
            int mark = findings.size();
            try {
                // what it gives is as uncomputed: typed on, never used as a value
                return ChainTypes.shadow(launchChecked(f, args, site, generics));
            } finally {
                List<Finding> after = new ArrayList<>(findings.subList(mark, findings.size()));
                findings.subList(mark, findings.size()).clear();
                after.stream().filter(x -> Rules.get(x.rule()).compileTime()).forEach(findings::add);
            }
        }
        return launchChecked(f, args, site, generics);
    }

    private Object launchChecked(Ast.Function f, List<Object> args, Location site, Map<String, Object> generics) {
        // the parameter and result types are read where f is declared (another crate's module for a test)
        boolean outerHostCode = hostCode;
        boolean outerHostFunction = hostFunction;
        hostCode = false;
        hostFunction = false;
        try {
            return program.within(f, () -> {
                program.bind(generics);
                return launchIn(f, args, site, generics);
            });
        } catch (DeviceError e) {
            throw e;
        } catch (KernelError e) {
            if (e instanceof Unmodelled || e instanceof HostPanic && catching > 0) {
                throw e; // a panic inside catch_unwind is its Err, the kernel's as the host code's
            }
            throw outerHostCode ? new DeviceError(e) : e;
        } finally {
            hostCode = outerHostCode;
            hostFunction = outerHostFunction;
        }
    }

    private Object launchIn(Ast.Function f, List<Object> args, Location site, Map<String, Object> generics) {
        if (f.params().size() != args.size()) {
            throw new KernelError(site, f.name() + " takes " + f.params().size() + " arguments, launch gives "
                    + args.size());
        }
        if (f.kind() == Ast.FunctionKind.DEVICE && ctx != null && f.chips() != ctx.device().geometry().chips()) {
            throw new KernelError(f.at(), f.name() + " runs on " + f.chips() + " chips, but the device has "
                    + ctx.device().geometry().chips());
        }
        BlockScope scope = new BlockScope();
        List<Object> given = args;
        args = new ArrayList<>(args);
        for (int i = 0; i < args.size(); i++) {
            Ast.Param p = f.params().get(i);
            if (TypeCheck.PARAMETERS.containsKey(p.type().name()) || p.type().name().equals("Context")) {
                int mark = findings.size();
                conform(args.get(i), p.type(), "parameter " + p.name() + " of " + f.name());
                if (findings.size() > mark) {
                    // rustc types the body against the signature, whatever the call gives (the mismatched
                    // call is the one error): the body reads a tensor of the written type in the given place
                    args.set(i, HelperArguments.written(this, p, args.get(i)));
                }
            }
            if (p.type().name().equals("DmaContext") && args.get(i) instanceof dev.layoutprover.simulator.memory.DmaEngine e) {
                // dma: &mut DmaContext<{ Dma::Pcie }> given &mut ctx.tdma: rustc's mismatched types
                DmaConst.mismatch(p.type(), e).ifPresent(m -> violation(new Finding("DMA::ENGINE", "parameter "
                        + p.name() + " of " + f.name() + " " + m, p.type().at())));
            }
            scope.put(p.name(), args.get(i), args.get(i) instanceof Long
                    ? Optional.of(p.type().name()).filter(t -> IntegerMethods.width(t).isPresent()) : Optional.empty());
        }
        generics.forEach((name, v) -> {
            if (v instanceof Long) {
                // const OUT: usize: the value has its parameter's integer type, as a const argument passed on
                // (product::<OUT> of a const AT: Address) is checked against its own parameter's
                scope.put(name, v, f.generics().stream().filter(g -> g.own() && g.constant() && g.name().equals(name))
                        .findFirst().map(Ast.GenericParam::valueType).flatMap(program::integerType));
            } else if (v instanceof dev.layoutprover.kernel.model.Module || v instanceof Program.BoundType) {
                scope.put(name, v);
            }
        });
        // a device function's &HbmTensor parameters are its caller's to keep; a helper's are the
        // kernel's own tensors, which a copy inside the helper may overwrite as it may inline
        List<HbmTensor> borrowed = new ArrayList<>();
        for (Object a : java.util.stream.Stream.concat(given.stream(), args.stream()).distinct().toList()) {
            if (a instanceof HbmTensor t && f.kind() == Ast.FunctionKind.DEVICE) {
                t.borrow(true);
                borrowed.add(t);
            }
        }
        Object result;
        try {
            result = body(f, scope, generics);
        } finally {
            borrowed.forEach(t -> t.borrow(false));
        }
        if (f.returns().isPresent() && TypeCheck.PARAMETERS.containsKey(f.returns().get().name())) {
            conform(result, f.returns().get(), "the result of " + f.name());
            returnedTypes.returned(program, f, result);
        }
        return result;
    }

    /**
     * Whether a call that broke a rule at run time has a written result type ({@link WrittenResult})
     * its expected type contradicts: then rustc rejects the statement before the call runs, and its
     * run-time findings (since {@code before}) give way to that {@code Type::ANNOTATION}.
     */
    private boolean writtenMismatch(CallSite site, Expected expected, int before) {
        Optional<WrittenResult> written = site.written();
        if (written.isEmpty() || symbolic != null) {
            return false;
        }
        Optional<dev.layoutprover.simulator.ElementType> element = switch (site.receiver) {
            case HbmTensor h -> Optional.of(h.type());
            case dev.layoutprover.simulator.memory.DmTensor d -> Optional.of(d.type());
            case dev.layoutprover.simulator.memory.HostTensor h -> Optional.of(h.type());
            // commit, to_trf and to_vrf keep the stream's element type
            default -> ChainTypes.of(site.receiver).map(ChainTypes::type);
        };
        String what = expected.binding() == null ? "the expected type" : "let " + expected.binding();
        Optional<String> mismatch = written.get().mismatch(this, expected.type(), element, what);
        if (mismatch.isEmpty()) {
            return false;
        }
        keepTypeErrors(before);
        typeError(new Finding("Type::ANNOTATION", mismatch.get(), expected.type().at()));
        return true;
    }

    /** Drops the findings since {@code before} that rustc's type check would have kept from running. */
    private void keepTypeErrors(int before) {
        List<Finding> after = new ArrayList<>(findings.subList(before, findings.size()));
        findings.subList(before, findings.size()).clear();
        after.stream().filter(x -> Rules.get(x.rule()).compileTime()).forEach(findings::add);
    }

    /** Records {@code f}, a type error at a written type, placed there rather than at the current call. */
    private void typeError(Finding f) {
        Location outer = current;
        current = f.location();
        try {
            violation(f);
        } finally {
            current = outer;
        }
    }

    /**
     * Each item of an array or {@code Vec} of tensors against the item type its annotation writes
     * ({@code let copies: [DmTensor<i32, …, Rows>; 2] = [pass(…), pass(…)];}, {@code Vec<DmTensor<…>>}), as rustc
     * types each element of the literal by it: a {@code Type::ANNOTATION} at the first item whose type differs.
     */
    private void conformItems(Object value, Ast.Type type, String what) {
        if (!(value instanceof List<?> items) || symbolic != null || type.args().isEmpty()
                || !(type.name().equals("[]") || type.name().equals("Vec"))
                || !(type.args().get(0) instanceof Ast.Named n)) {
            return;
        }
        Ast.Type item;
        try {
            item = program.whole(n.type());
        } catch (KernelError | Program.IllFormed | IllegalArgumentException e) {
            return;
        }
        if (!TypeCheck.PARAMETERS.containsKey(item.name())) {
            return;
        }
        int mark = findings.size();
        for (int i = 0; i < items.size() && findings.size() == mark; i++) {
            String at = what + "[" + i + "]";
            Object v = items.get(i);
            returnedTypes.mismatch(program, v, item, at)
                    .ifPresent(m -> typeError(new Finding("Type::ANNOTATION", m, item.at())));
            if (findings.size() == mark) {
                conform(v, item, at);
            }
        }
    }

    private void conform(Object value, Ast.Type type, String what) {
        if (value instanceof ChainTypes t) {
            conformType(t, type, what);
            return;
        }
        if ((value instanceof InterpreterValues.HostData || value instanceof HostBuffers.Written
                || value instanceof HostTensorMethods.Unplaced) && List.of("Tensor", "Vec").contains(type.name())) {
            return; // values a test computes on the host (tensor.rs's Tensor<D, M>, a Vec<Opt<D>>): no layout to check
        }
        if (symbolic != null || value == InterpreterValues.POISON || !(TypeCheck.PARAMETERS.containsKey(type.name()) || type.name().equals("Context")
                || Unmodelled.isApi(type.name()))) {
            return;
        }
        Location outer = current;
        current = type.at();
        try {
            Optional<String> mismatch = TypeCheck.mismatch(this, value, type, what);
            if (mismatch.isPresent()) {
                violation(new Finding("Type::ANNOTATION", mismatch.get(), type.at()));
            }
        } catch (Program.IllFormed e) {
            // the annotation uses an ill-formed mapping, already a finding
        } catch (Unmodelled u) {
            unmodelled(u);
        } finally {
            current = outer;
        }
    }

    /**
     * Whether the memory tensor a chain typed past a finding ends in ({@link ChainTypes}) has the
     * element type written for it: a {@code Type::ANNOTATION} finding otherwise, as rustc's
     * mismatched types. Its mappings are not compared: the chain's were not computed.
     */
    private void conformType(ChainTypes t, Ast.Type type, String what) {
        if (t.memoryType().isEmpty() || !t.memoryType().get().equals(type.name()) || type.args().isEmpty()
                || type.args().get(0) instanceof Ast.Inferred) {
            return;
        }
        try {
            dev.layoutprover.simulator.ElementType written = program.elementType(type.args().get(0));
            if (written != t.type()) {
                Location outer = current;
                current = type.at();
                try {
                    violation(new Finding("Type::ANNOTATION", what + " is written " + type.name() + "<" + written
                            + ", …> but the value holds " + t.type(), type.at()));
                } finally {
                    current = outer;
                }
            }
        } catch (KernelError | Program.UnmodelledElementType e) {
            // an element type the reader does not know: a finding of its own where it is read
        }
    }

    /**
     * {@code c} on a stream known by its type alone ({@link ChainTypes}): the trait bounds of the
     * call, each a finding (but for the one the call's own check already reported, {@code reported}),
     * and the chain type of its result, or {@link InterpreterValues#POISON} where rustc has none.
     */
    private Object typeOnly(Ast.MethodCall c, ChainTypes t, List<Object> args, Map<String, Object> scope,
            boolean reported) {
        Location outerAt = current;
        String outerCall = currentCall;
        current = c.at();
        currentCall = "." + c.name();
        try {
            List<Ast.GenericArg> generics = GenericBindings.constants(program, c.generics(),
                    x -> eval(x, scope, Expected.NONE));
            List<RuleViolation> broken = new ArrayList<>();
            Optional<ChainTypes> next = t.next(c.name(), generics, args, program::elementType, broken::add);
            if (!reported) {
                for (RuleViolation v : broken) {
                    violation(new Finding(v.rule(), v.getMessage(), c.at()));
                }
            }
            return next.<Object>map(n -> n).orElse(InterpreterValues.POISON);
        } catch (KernelError | Program.IllFormed | Program.UnmodelledElementType e) {
            return InterpreterValues.POISON; // what the generics name is read (and reported) where the chain is real
        } finally {
            current = outerAt;
            currentCall = outerCall;
        }
    }

    /**
     * {@code Plan { base: STAGE, step }} of a struct the crate declares: every field given once
     * ({@code ..other} gives the rest from {@code other}), none the struct lacks.
     */
    private Object structValue(Ast.StructLit s, dev.layoutprover.kernel.model.Module type, Ast.StructDecl decl,
            Map<String, Object> scope, Expected expected) {
        Map<String, Object> given = new java.util.LinkedHashMap<>();
        Object rest = null;
        for (Ast.FieldInit f : s.fields()) {
            Object v = eval(f.value(), scope, f.name().equals("..")
                    ? new Expected(new Ast.Type(decl.name(), List.of(), false, f.at()), null)
                    : fieldType(type, decl, f.name()).map(t -> new Expected(t, null)).orElse(Expected.NONE));
            if (f.name().equals("..")) {
                rest = v;
            } else if (!decl.fields().contains(f.name())) {
                throw new KernelError(f.at(), "the struct " + decl.name() + " has no field " + f.name() + " (it has: "
                        + String.join(", ", decl.fields()) + ")");
            } else if (given.put(f.name(), v) != null) {
                throw new KernelError(f.at(), "the field " + f.name() + " is given twice");
            }
        }
        if (rest == InterpreterValues.POISON || given.containsValue(InterpreterValues.POISON)) {
            return InterpreterValues.POISON;
        }
        Map<String, Object> fields = new java.util.LinkedHashMap<>();
        for (String name : decl.fields()) {
            if (given.containsKey(name)) {
                fields.put(name, given.get(name));
            } else if (rest instanceof InterpreterValues.Struct other && other.type() == type) {
                fields.put(name, other.fields().get(name));
            } else {
                throw new KernelError(s.at(), "the field " + name + " of " + decl.name() + " is not given");
            }
        }
        Map.Entry<dev.layoutprover.kernel.model.Module, String> kind = kind(type, decl);
        List<Object> generics = decl.generics().isEmpty() ? List.of()
                : rest instanceof InterpreterValues.Struct other && other.type() == type ? other.generics()
                : fromFields(decl, fields, writtenTypeArgs(s.type().segments().get(s.type().segments().size() - 1)
                        .generics(), scope, expected, type));
        if (generics.size() != decl.generics().size() || generics.stream().anyMatch(java.util.Objects::isNull)) {
            throw new KernelError(s.at(), "the struct " + decl.name() + " takes " + decl.generics().size()
                    + " generic argument" + (decl.generics().size() == 1 ? "" : "s") + " ("
                    + String.join(", ", decl.generics().stream().map(Ast.GenericParam::name).toList()) + "): write "
                    + decl.name() + "::<…> { … } or annotate the let");
        }
        return new InterpreterValues.Struct(kind.getKey(), kind.getValue(), java.util.Collections.unmodifiableMap(fields),
                List.copyOf(generics));
    }

    /**
     * The type field {@code name} of the non-generic struct {@code decl} (declared in {@code module}) is
     * declared with, its aliases written out where the struct is declared: what types the value a struct
     * literal or a let it is taken from gives it ({@code Bias { vrf }} types {@code vrf}'s {@code to_vrf}).
     */
    private Optional<Ast.Type> fieldType(dev.layoutprover.kernel.model.Module module, Ast.StructDecl decl, String name) {
        Ast.Type t = decl.typedFields().get(name);
        if (t == null || !decl.generics().isEmpty() || t.reference()) {
            return Optional.empty();
        }
        Object saved = program.enter(module);
        try {
            Ast.Type whole = program.whole(t);
            return TypeCheck.PARAMETERS.containsKey(whole.name()) ? Optional.of(whole) : Optional.empty();
        } catch (KernelError | Program.IllFormed | IllegalArgumentException e) {
            return Optional.empty();
        } finally {
            program.restore(saved);
        }
    }

    /**
     * The arguments of a generic struct's value: those written or expected ({@code known}), else each
     * type parameter from the field of that type ({@code Plan { tiling: Quarters, … }} of
     * {@code struct Plan<T: Tiling> { tiling: T, … }} binds {@code T = Quarters}; a field holding a
     * closure or function binds its parameter to that value), as Rust infers them.
     */
    private static List<Object> fromFields(Ast.StructDecl decl, Map<String, Object> fields, List<Object> known) {
        if (known.size() == decl.generics().size() && !known.contains(null)
                || decl.fieldTypes().size() != decl.fields().size()) {
            return known;
        }
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < decl.generics().size(); i++) {
            Ast.GenericParam p = decl.generics().get(i);
            Object v = i < known.size() ? known.get(i) : null;
            for (int f = 0; v == null && p.constant() && f < decl.fields().size(); f++) {
                // struct Picker<const N: usize> { halves: [usize; N] } given [1, 0, 0, 1]: N is the array's length
                if (arrayLength(decl.fieldTypes().get(f)).equals(Optional.of(p.name()))
                        && fields.get(decl.fields().get(f)) instanceof List<?> items) {
                    v = (long) items.size();
                }
            }
            for (int f = 0; v == null && !p.constant() && f < decl.fields().size(); f++) {
                if (decl.fieldTypes().get(f).equals(p.name())
                        && fields.get(decl.fields().get(f)) instanceof InterpreterValues.Struct st) {
                    v = new Program.BoundType(st.type(), st.generics());
                } else if (decl.fieldTypes().get(f).equals(p.name()) && (fields.get(decl.fields().get(f))
                        instanceof InterpreterValues.Closure || fields.get(decl.fields().get(f)) instanceof FnRef)) {
                    // struct Stepper<F: Fn(usize) -> usize> { at: F }: F is the closure's own type, known by its value
                    v = fields.get(decl.fields().get(f));
                } else {
                    v = elementOfField(decl.typedFields().get(decl.fields().get(f)), p.name(),
                            fields.get(decl.fields().get(f)));
                }
            }
            out.add(v);
        }
        return out;
    }

    /** The length an array type is written with ({@code N} of {@code [usize; N]}); empty for another type. */
    private static Optional<String> arrayLength(String type) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\[.*;\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*]$")
                .matcher(type.strip());
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /**
     * The element type a tensor field binds its struct's parameter {@code name} to: {@code D} of
     * {@code rows: DmTensor<D, …>} given a DM tensor of i32 is i32, as rustc infers {@code Stage { rows }}
     * a {@code Stage<i32>}; null where the field's type is no tensor of element {@code name} or the value no tensor.
     */
    private static dev.layoutprover.simulator.ElementType elementOfField(Ast.Type written, String name, Object value) {
        if (written == null || written.reference() || written.args().isEmpty()
                || !(written.args().get(0) instanceof Ast.Named n) || !n.type().args().isEmpty()
                || !n.type().name().equals(name)) {
            return null;
        }
        return switch (value) {
            case dev.layoutprover.simulator.memory.SpatialTensor t when written.name().equals(spatialName(t)) -> t.type();
            case dev.layoutprover.simulator.memory.HbmTensor t when written.name().equals("HbmTensor") -> t.type();
            case null, default -> null;
        };
    }

    /** The API's name of a spatial tensor's type: DmTensor, TrfTensor or VrfTensor. */
    private static String spatialName(dev.layoutprover.simulator.memory.SpatialTensor t) {
        return switch (t) {
            case dev.layoutprover.simulator.memory.DmTensor d -> "DmTensor";
            case dev.layoutprover.simulator.memory.TrfTensor r -> "TrfTensor";
            case dev.layoutprover.simulator.memory.VrfTensor r -> "VrfTensor";
        };
    }

    /**
     * The module whose {@code impl}s a value of {@code decl} takes its methods from, and the name it
     * goes by: {@code Plan} for a struct; for a variant, its enum's and {@code Way::Offset}.
     */
    private static Map.Entry<dev.layoutprover.kernel.model.Module, String> kind(dev.layoutprover.kernel.model.Module type,
            Ast.StructDecl decl) {
        if (!decl.variant()) {
            return Map.entry(type, decl.name());
        }
        dev.layoutprover.kernel.model.Module owner = type.parent().orElseThrow();
        return Map.entry(owner, owner.path().get(owner.path().size() - 1) + "::" + decl.name());
    }

    /** {@code value} is of the struct or variant {@code x.type()} names: a pattern's test ({@link Ast.IsA}). */
    private Object isA(Ast.IsA x, Map<String, Object> scope) {
        Object v = eval(x.value(), scope, Expected.NONE);
        if (v == InterpreterValues.POISON) {
            return v;
        }
        List<String> names = x.type().segments().stream().map(Ast.Segment::name).toList();
        if (v instanceof dev.layoutprover.simulator.naive.InputCmp c) {
            Optional<Boolean> variant = BranchValues.isVariant(names, c, x.at());
            if (variant.isPresent()) {
                return variant.get(); // match cmp { InputCmp::I32(_) => … }: the API's enum, no struct of the crate's
            }
        }
        Map.Entry<dev.layoutprover.kernel.model.Module, Ast.StructDecl> t = program.structType(
                names).orElseThrow(() -> new KernelError(
                        x.at(), "unknown struct or enum variant " + x.type().text()));
        Map.Entry<dev.layoutprover.kernel.model.Module, String> kind = kind(t.getKey(), t.getValue());
        if (!(v instanceof InterpreterValues.Struct st)) {
            throw new KernelError(x.at(), "the pattern " + x.type().text() + " is matched against "
                    + InterpreterValues.describe(v));
        }
        return st.type() == kind.getKey() && st.name().equals(kind.getValue());
    }

    /** {@code plan.slot(i)}: the function {@code slot} of the struct's {@code impl}, {@code self} the receiver. */
    private Object method(Ast.MethodCall c, InterpreterValues.Struct receiver, List<Object> args,
            Map<String, Object> scope) {
        Optional<Ast.Function> f = program.associated(receiver.type(), c.name());
        if (f.isEmpty() && c.name().equals("clone") && args.isEmpty()) {
            return receiver;
        }
        if (f.isEmpty() && c.name().equals("into") && args.isEmpty()) {
            // no impl From<Column> for … of the crate's: a blanket or foreign impl the reader does not see
            throw new Unmodelled(c.at(), ".into", receiver.name() + "'s into() is not read: no From impl of the "
                    + "crate's converts a " + receiver.name());
        }
        if (f.isEmpty() && program.associated(receiver.type(), "next").isPresent()) {
            // Columns::every(0, 2).take(3): an adaptor of Iterator on an iterator of the crate's own, drained first
            List<Object> items = drained(c.at(), receiver, scope);
            List<Object> lists = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                lists.add(items(args.get(i), c.args().get(i).at(), scope));
            }
            return KnownValues.handles(items, c.name()) ? KnownValues.invoke(c, items, lists, this::apply)
                    : Logic.listMethod(c, items, lists, this::apply);
        }
        if (f.isEmpty() || f.get().params().isEmpty() || !f.get().params().get(0).name().equals("self")) {
            throw new KernelError(c.at(), receiver.name() + " has no method " + c.name());
        }
        List<Object> all = new ArrayList<>();
        all.add(selfArgument(c, f.get().params().get(0), receiver, scope, program));
        all.addAll(args);
        constArgumentTypes(f.get(), c.generics(), scope);
        Map<String, Object> generics = GenericBindings.of(program, f.get(), GenericBindings.constants(program,
                c.generics(), x -> eval(x, scope, Expected.NONE)), all, c.at(), components(),
                receiver.generics());
        if (GenericBindings.ofTrait(f.get())) {
            // a trait's default method on the receiver's type
            generics.put("Self", new Program.BoundType(receiver.type(), receiver.generics()));
        }
        frames.push(new Finding.Frame(receiver.name() + "::" + c.name(), c.at()));
        try {
            return launch(f.get(), all, c.at(), generics);
        } finally {
            frames.pop();
        }
    }

    /**
     * The crate's method {@code c} names on a value of the reference's types, when the reference
     * has no method of that name (its own come first, as a type's inherent methods do in Rust): a
     * method of the crate's trait implemented for the type, {@code x.stage(ctx, slot)} with
     * {@code impl StageRows<D> for HbmRows<D>}. Two such impls of the one name are unmodelled.
     */
    private Optional<Ast.Function> extensionMethod(Ast.MethodCall c, Object receiver) {
        String type = switch (receiver) {
            case HbmTensor h -> "HbmTensor";
            case dev.layoutprover.simulator.memory.DmTensor d -> "DmTensor";
            case HostTensor h -> "HostTensor";
            // a symbolic run's tensor: its kind names the type the crate's impl extends
            case dev.layoutprover.simulator.symbolic.Tensor t when !t.kind.equals("stream") -> t.kind;
            default -> null;
        };
        if (type == null || Unmodelled.isApi(c.name())) {
            return Optional.empty();
        }
        List<Ast.Function> found = program.extensionMethods(type, c.name());
        if (found.size() > 1) {
            throw new Unmodelled(c.at(), "." + c.name(), "the crate implements ." + c.name() + " for " + type
                    + " in " + found.size() + " impls; which one Rust picks is not read");
        }
        return found.stream().findFirst().filter(f -> !f.params().isEmpty() && f.params().get(0).name().equals("self"));
    }

    /** Runs the crate's method {@code f} on {@code receiver} (see {@link #extensionMethod}). */
    private Object extension(Ast.MethodCall c, Ast.Function f, Object receiver, List<Object> args,
            Map<String, Object> scope) {
        List<Object> all = new ArrayList<>();
        all.add(receiver);
        all.addAll(args);
        constArgumentTypes(f, c.generics(), scope);
        Map<String, Object> generics = GenericBindings.of(program, f, GenericBindings.constants(program, c.generics(),
                x -> eval(x, scope, Expected.NONE)), all, c.at(), components(), List.of());
        frames.push(new Finding.Frame(c.name(), c.at()));
        try {
            return launch(f, all, c.at(), generics);
        } finally {
            frames.pop();
        }
    }

    /**
     * {@code it.next()} and {@code it.nth(k)} of an iterator (the list of what it yields): item 0 (or
     * {@code k}) as an {@code Option}; an iterator held by a variable ({@code let mut it =
     * (0..4).into_iter();}, or a {@code &mut} reference to one) keeps what follows, so the next call
     * or a {@code for q in it} sees the rest. {@code SLOTS.iter().next()} takes the first item.
     */
    private Object next(Ast.MethodCall c, List<?> list, List<Object> args, Map<String, Object> scope) {
        long k = 0;
        if (c.name().equals("nth")) {
            if (args.size() != 1 || !(args.get(0) instanceof Long n) || n < 0) {
                throw new KernelError(c.at(), ".nth takes an index of 0 or more");
            }
            k = n;
        } else if (!args.isEmpty()) {
            throw new KernelError(c.at(), ".next takes no argument, got " + args.size());
        }
        Object item = k < list.size() ? new InterpreterValues.Opt(list.get((int) k)) : InterpreterValues.NONE;
        if (c.receiver() instanceof Ast.Name n && scope.containsKey(n.name())) {
            rebind(c, java.util.Collections.unmodifiableList(new ArrayList<>(list.subList(
                    (int) Math.min(k + 1, list.size()), list.size()))), scope, "advances");
        }
        return item;
    }

    /**
     * Binds the variable {@code c} is called on to {@code value}, the call having changed it
     * ({@code verb}: {@code it.next()} advances {@code it}, {@code v.push(x)} changes {@code v}).
     */
    private static void rebind(Ast.MethodCall c, Object value, Map<String, Object> scope, String verb) {
        List<String> fields = new ArrayList<>();
        Ast.Expr root = c.receiver();
        while (root instanceof Ast.Field f) {
            fields.add(0, f.name());
            root = f.receiver();
        }
        if (!(root instanceof Ast.Name n) || !scope.containsKey(n.name())) {
            throw new KernelError(c.at(), "." + c.name() + " " + verb + " a value that is not a variable here");
        }
        Object held = scope.get(n.name());
        if (held instanceof InterpreterValues.Place p) {
            p.set(FieldPlaces.with(p.get(), fields, value, c.at())); // self.addrs.push(…) through &mut self
        } else if (!(scope instanceof BlockScope f)
                || !f.assign(n.name(), FieldPlaces.with(held, fields, value, c.at()))) {
            throw new KernelError(c.at(), "." + c.name() + " " + verb + " " + n.name() + ": bind it with let mut");
        }
    }

    /**
     * The receiver a method gets: for {@code &mut self}, a reference to the variable the call is on
     * ({@code cursor.bump(1)} changes {@code cursor}), else the value.
     */
    private static Object selfArgument(Ast.MethodCall c, Ast.Param self, InterpreterValues.Struct receiver,
            Map<String, Object> scope, Program program) {
        if (!self.type().mutable()) {
            return receiver;
        }
        if (c.receiver() instanceof Ast.Name n && scope instanceof BlockScope f && scope.containsKey(n.name())) {
            return place(f, n.name());
        }
        if (scope instanceof BlockScope f) {
            // b.rows(4).cols(8) or Plan::new().rows(4): a chain of builder methods returning &mut Self
            Optional<InterpreterValues.Place> chained = BuilderChains.place(program, c, receiver, f);
            if (chained.isPresent()) {
                return chained.get();
            }
        }
        throw new KernelError(c.at(), "." + c.name() + " takes &mut self: call it on a let mut variable, a new "
                + "value of its type or what a method returning &mut Self gave back (a field keeps no change)");
    }

    private Object branchStruct(Ast.StructLit s, Map<String, Object> scope) {
        Map<String, Object> fields = new HashMap<>();
        for (Ast.FieldInit f : s.fields()) {
            if (fields.put(f.name(), eval(f.value(), scope, Expected.NONE)) != null) {
                throw new KernelError(f.at(), "the field " + f.name() + " is given twice");
            }
        }
        // a boundary of the other type is the struct's own Vector::TYPE finding, located at it
        return guard(s.at(), s.type().text(), () -> BranchValues.struct(s, fields));
    }

    private Object switchConfig(Ast.StructLit s, Map<String, Object> scope) {
        Map<String, Long> fields = new HashMap<>();
        for (Ast.FieldInit f : s.fields()) {
            if (!(eval(f.value(), scope, Expected.NONE) instanceof Long n) || n < 0) {
                throw new KernelError(f.value().at(), "the field " + f.name() + " is an integer of at least 0");
            }
            if (fields.put(f.name(), n) != null) {
                throw new KernelError(f.at(), "the field " + f.name() + " is given twice");
            }
        }
        return SwitchConfigs.of(s, fields);
    }

    /** Runs {@code body} as the call at {@code at}: its rule checks are the call's, its violations located there. */
    private Object guard(Location at, String call, Supplier<Object> body) {
        Location outerAt = current;
        String outerCall = currentCall;
        current = at;
        currentCall = call;
        try {
            Object value = body.get();
            Optional<Finding> broken = valueCheck.check(value, at);
            if (broken.isPresent() && Rules.get(broken.get().rule()).level() == Rule.Level.WARNING) {
                warning(new RuleViolation(broken.get().rule(), broken.get().message()));
            } else if (broken.isPresent()) {
                // a simulation stops; a checker records it and uses the value on
                violation(broken.get());
            }
            return value;
        } catch (RuleViolation v) {
            if (v.rule().equals(Unmodelled.RULE)) {
                // an engine meets what it does not model (an i4 layout that splits bytes): as an unmodelled call
                return unmodelled(new Unmodelled(at, call, v.getMessage()));
            }
            return violation(new Finding(v.rule(), v.getMessage(), at));
        } catch (Unmodelled u) {
            return unmodelled(u);
        } catch (Program.UnmodelledElementType u) {
            return unmodelled(new Unmodelled(u.at, u.name, u.getMessage()));
        } catch (Program.IllFormed e) {
            return InterpreterValues.POISON;
        } finally {
            current = outerAt;
            currentCall = outerCall;
        }
    }

    /**
     * A statement of a host or helper function with no layout meaning: a warning finding
     * {@code Kernel::SKIPPED}, its names bound to values that skip what depends on them. A simulation
     * goes on past one in a host function (a test's closure building the values it expects: the
     * simulation compares with its own evaluator; a launch fed a skipped name does not run, and a run
     * that brings nothing back is unknown); in a helper it is bad input, as the kernel needs its value.
     */
    private void skipped(Ast.Skipped k, Map<String, Object> scope) {
        if (mode == Mode.STOP && !hostFunction) {
            throw new KernelError(k.at(), k.reason());
        }
        if (mode == Mode.STOP && catching > 0) {
            // it might panic: the catch_unwind's outcome is not known
            throw new Unmodelled(k.at(), "the statement", "a statement of the catch_unwind's body is skipped: "
                    + k.reason());
        }
        Finding f = new Finding(SKIPPED, "skipped: " + k.reason(), k.at());
        if (findings.stream().noneMatch(g -> g.rule().equals(f.rule()) && g.location().equals(f.location()))) {
            findings.add(placed(f));
        }
        k.names().forEach(n -> scope.put(n, InterpreterValues.POISON));
    }

    /**
     * Runs the statement {@code k} as host data ({@link Ast.Skipped#hostData}) where a simulation runs
     * the host function: the values a test feeds its kernel or expects back. Whether it ran; where it
     * stops at what the simulator does not compute, it is skipped, and an assertion in it is not evaluated.
     */
    private boolean hostData(Ast.Skipped k, Map<String, Object> scope, Expected result) {
        if (mode != Mode.STOP || !hostFunction || k.hostData().isEmpty()) {
            return false;
        }
        try {
            for (Ast.Stmt s : k.hostData()) {
                statement(s, scope, result);
            }
            return true;
        } catch (DeviceError e) {
            throw e;
        } catch (KernelError e) {
            if (catching > 0 && (e instanceof HostPanic || e instanceof Unmodelled)) {
                throw e; // the outcome of the catch_unwind it is in
            }
            if (HostAssertions.holdsAssertion(k.hostData())) {
                assertions.add(HostAssertion.notEvaluated(k.at(), e.reason() + " (" + e.location() + ")"));
            }
            return false;
        }
    }

    /**
     * Whether {@code if cond { panic }} is an assertion of the test's host code that a run reads as one
     * ({@link HostAssertions}): in a simulation, anywhere below the host function but in a kernel; in a
     * check, the host function's own (whose operands bringing a tensor back are run, the rest not).
     */
    private boolean hostAssertion(Ast.If x) {
        if (mode == Mode.STOP) {
            return symbolic == null && !running.isEmpty() && running.getLast().kind() == Ast.FunctionKind.HOST
                    && running.stream().noneMatch(f -> f.kind() == Ast.FunctionKind.DEVICE);
        }
        return hostFunction && x.condition() instanceof Ast.Binary;
    }

    /** Whether this run stops at a broken rule (a simulation) or goes on (a check). */
    boolean simulating() {
        return mode == Mode.STOP;
    }

    /**
     * {@code catch_unwind(AssertUnwindSafe(|| BODY))}, read as {@code ?catch_unwind(BODY)}: BODY runs,
     * and gives {@code Ok(value)}, or {@code Err(…)} where the reference panics in it: a rule it asserts
     * as the kernel runs broken at a call ({@link Rule#runtime()}), or the crate's own panic
     * ({@link HostPanic}). What the simulator cannot tell apart from such a panic, a construct it does not
     * model or a rule that is not the reference's, leaves the outcome as uncomputed host data, so that an
     * assertion reading it is not evaluated; a rule rustc decides stops the run as it does elsewhere.
     * Each outcome is recorded ({@link Run#unwound()}). A check ({@link Mode#CONTINUE}) runs BODY, its
     * findings its own, and takes an outcome only where BODY broke no rule.
     */
    private Object caught(Ast.Call c, Map<String, Object> scope) {
        if (c.args().size() != 1) {
            throw new KernelError(c.at(), "catch_unwind takes one closure, got " + c.args().size() + " arguments");
        }
        int mark = findings.size();
        Unwound outcome;
        Object value;
        catching++;
        try {
            Object v;
            try {
                v = eval(c.args().get(0), BlockScope.inside(scope), Expected.NONE);
            } catch (Returned r) {
                v = r.value; // return in the closure leaves the closure
            }
            if (mode != Mode.STOP && findings.size() > mark || v == InterpreterValues.POISON) {
                return InterpreterValues.POISON;
            }
            outcome = Unwound.completed(c.at());
            value = new InterpreterValues.Res(true, v);
        } catch (KernelViolation v) {
            Rule rule = Rules.get(v.finding().rule());
            if (rule.compileTime()) {
                throw v;
            }
            if (!rule.runtime()) {
                return unknownOutcome(c, "the rule " + rule.id() + " broken at " + v.finding().location()
                        + " is not one the reference asserts");
            }
            outcome = Unwound.broke(c.at(), v.finding());
            value = new InterpreterValues.Res(false, new InterpreterValues.HostData("the panic of " + rule.id()));
        } catch (HostPanic p) {
            outcome = Unwound.panicked(c.at(), p);
            value = new InterpreterValues.Res(false, new InterpreterValues.HostData("the panic of " + p.what()));
        } catch (DeviceError e) {
            throw e;
        } catch (KernelError e) {
            // a construct the simulator does not model (Unmodelled), or host code it does not read
            return unknownOutcome(c, "its body stops at " + e.location() + ": " + e.reason());
        } finally {
            catching--;
        }
        unwound.add(outcome);
        return value;
    }

    /** The outcome of the {@code catch_unwind} {@code c} as uncomputed host data, for {@code why}. */
    private static Object unknownOutcome(Ast.Call c, String why) {
        return new InterpreterValues.HostData("catch_unwind(…) at " + c.at() + " (" + why + ")");
    }

    /** Whether the statement running is inside a {@code catch_unwind} body ({@link #caught}). */
    boolean catchingUnwind() {
        return catching > 0;
    }

    /** How many host assertions the run has recorded. */
    int assertionCount() {
        return assertions.size();
    }

    /** The assertion recorded last, past the first {@code mark}, taken back: inside a catch_unwind it is no test's verdict. */
    HostAssertion lastAssertion(int mark) {
        if (assertions.size() <= mark) {
            throw new IllegalStateException("an assertion ran and recorded nothing");
        }
        HostAssertion a = assertions.getLast();
        assertions.subList(mark, assertions.size()).clear();
        return a;
    }

    /** Records the outcome of a host assertion. */
    void asserted(HostAssertion a) {
        assertions.add(a);
    }

    /** Runs {@code e} in {@code scope}: for {@link HostAssertions}. */
    Object evaluate(Ast.Expr e, Map<String, Object> scope) {
        return eval(e, scope, Expected.NONE);
    }

    /** Rust's {@code ==} of two values of the crate's structs: its {@code impl PartialEq}'s {@code eq}, else field by field. */
    boolean structEquals(Object a, Object b) {
        if (a instanceof InterpreterValues.Struct x) {
            Optional<Ast.Function> eq = program.associated(x.type(), "eq");
            if (eq.isPresent()) {
                Object v = launch(eq.get(), List.of(a, b), eq.get().at(), Map.of());
                if (v instanceof Boolean r) {
                    return r;
                }
            }
        }
        return a.equals(b);
    }

    /**
     * The body of a function the reader could not lower: {@code Kernel::UNMODELLED} naming the
     * function and the construct where it was met, for the function and every caller; a checker
     * warns and takes the function's value as unknown, a simulation's verdict is unknown.
     */
    private Object unlowered(Ast.Unlowered u) {
        return unmodelled(new Unmodelled(u.at(), u.function(), "the body of " + u.function()
                + " is not read: " + u.reason()));
    }

    /** The rule of a skipped statement. */
    static final String SKIPPED = "Kernel::SKIPPED";

    /** A construct the simulator does not model: a warning finding in a checker, bad input in a simulation. */
    private Object unmodelled(Unmodelled u) {
        if (mode == Mode.STOP) {
            throw u;
        }
        Finding f = new Finding(Unmodelled.RULE, u.reason(), u.location());
        // one warning per call, whichever iteration or helper call reached it first
        if (findings.stream().noneMatch(g -> g.rule().equals(f.rule()) && g.location().equals(f.location())
                && g.message().equals(f.message()))) {
            findings.add(placed(f));
        }
        return InterpreterValues.POISON;
    }

    /**
     * A broken warning-level rule: the call goes on; a checker lists it with its findings, a
     * simulation with its {@link CheckLog#warnings() warnings}.
     */
    private void warning(RuleViolation v) {
        Finding f = placed(new Finding(v.rule(), v.getMessage(), current));
        if (mode == Mode.STOP) {
            checks.warned(f);
        } else if (!findings.contains(f)) {
            findings.add(f);
        }
    }

    private Object violation(Finding f) {
        Finding placed = placed(f);
        if (mode == Mode.STOP) {
            throw new KernelViolation(placed);
        }
        findings.add(placed);
        return InterpreterValues.POISON;
    }

    /** {@code f} seen through the helper calls and loop iterations the run is inside. */
    private Finding placed(Finding f) {
        Finding out = f;
        for (Finding.Frame frame : frames) {
            out = out.within(frame);
        }
        return out;
    }

    /** A loop item as a frame names it: {@code 2}, or the values of a tuple. */
    private static String iteration(Object item) {
        if (item instanceof Number || item instanceof Boolean) {
            return String.valueOf(item);
        }
        if (item instanceof List<?> l) {
            return "(" + String.join(", ", l.stream().map(Interpreter::iteration).toList()) + ")";
        }
        return InterpreterValues.describe(item);
    }

    private static void requireArgs(Ast.Call c, int n, String usage) {
        if (c.args().size() != n) {
            throw new KernelError(c.at(), "expected " + usage + ": " + n + " argument" + (n == 1 ? "" : "s") + ", got "
                    + c.args().size());
        }
    }
}
