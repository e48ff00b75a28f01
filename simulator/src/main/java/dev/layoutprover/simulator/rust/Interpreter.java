package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.kernel.Context;
import dev.layoutprover.simulator.layout.LayoutOracle;
import dev.layoutprover.simulator.memory.HbmTensor;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.rust.Values.FnRef;
import dev.layoutprover.simulator.rust.Values.Rng;
import dev.layoutprover.simulator.rust.Values.Tuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
    public record Run(List<Output> outputs, List<Finding> findings) {}

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
    final LayoutOracle oracle;
    private final InputSupply inputs;
    private final Mode mode;
    private final ValueCheck valueCheck;
    private final List<Finding> findings = new ArrayList<>();
    private final CheckLog checks;
    final List<Output> outputs = new ArrayList<>();
    private Location current;
    private String currentCall;
    private int inputCount;

    private Interpreter(Program program, Context ctx, InputSupply inputs, Mode mode, CheckLog checks,
            ValueCheck valueCheck) {
        this.program = program;
        this.ctx = ctx;
        this.inputs = inputs;
        this.mode = mode;
        this.oracle = ctx.device().oracle();
        this.checks = checks;
        this.valueCheck = valueCheck;
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
        Interpreter in = new Interpreter(program, ctx, inputs, mode, checks, valueCheck);
        if (mode == Mode.CONTINUE) {
            ctx.device().reportOverlaps(v -> in.findings.add(new Finding(v.rule(), v.getMessage(), in.current)));
        }
        RuleViolation.observed(rule -> in.checks.held(in.current, in.currentCall, rule), () -> {
            if (host.kind() == Ast.FunctionKind.HOST) {
                in.body(host, new HashMap<>());
            } else {
                in.standalone(host);
            }
            return null;
        });
        return new Run(List.copyOf(in.outputs), List.copyOf(in.findings));
    }

    /** Runs a function body; returns its value (the tail expression or {@code return}). */
    private Object body(Ast.Function f, Map<String, Object> scope) {
        Expected result = new Expected(f.returns().orElse(null), null);
        for (Ast.Stmt s : f.body()) {
            switch (s) {
                case Ast.Let l -> {
                    Object v = eval(l.value(), scope, new Expected(l.annotation().orElse(null), l.name()));
                    if (l.annotation().isPresent()) {
                        conform(v, l.annotation().get(), "let " + l.name());
                    }
                    if (!l.name().equals("_")) {
                        scope.put(l.name(), v);
                    }
                }
                case Ast.ExprStmt e -> {
                    Object v = eval(e.value(), scope, e.tail() ? result : Expected.NONE);
                    if (e.tail()) {
                        return v;
                    }
                }
                case Ast.Return r -> {
                    return r.value().map(v -> eval(v, scope, result)).orElse(Values.UNIT);
                }
            }
        }
        return Values.UNIT;
    }

    Object eval(Ast.Expr e, Map<String, Object> scope, Expected expected) {
        return switch (e) {
            case Ast.Int i -> i.value();
            case Ast.Float f -> f.value();
            case Ast.Name n -> name(n, scope);
            case Ast.Path p -> path(p);
            case Ast.Ref r -> eval(r.value(), scope, expected);
            case Ast.Await a -> eval(a.value(), scope, expected);
            case Ast.Field f -> field(f, eval(f.receiver(), scope, Expected.NONE));
            case Ast.Tuple t -> {
                List<Object> items = new ArrayList<>();
                for (Ast.Expr x : t.items()) {
                    items.add(eval(x, scope, Expected.NONE));
                }
                yield items.isEmpty() ? Values.UNIT : new Tuple(items);
            }
            case Ast.Binary b -> Arithmetic.binary(b, eval(b.left(), scope, Expected.NONE),
                    eval(b.right(), scope, Expected.NONE));
            case Ast.Negate n -> Arithmetic.negate(n, eval(n.value(), scope, Expected.NONE));
            case Ast.StructLit s -> switchConfig(s, scope);
            case Ast.MethodCall c -> {
                Object receiver = eval(c.receiver(), scope, Expected.NONE);
                List<Object> args = new ArrayList<>();
                for (Ast.Expr a : c.args()) {
                    args.add(eval(a, scope, Expected.NONE));
                }
                if (receiver == Values.POISON || args.contains(Values.POISON)) {
                    yield Values.POISON;
                }
                yield guard(c.at(), "." + c.name(), () -> Methods.invoke(new CallSite(this, c, receiver, args,
                        expected)));
            }
            case Ast.Call c -> call(c, scope, expected);
        };
    }

    private Object name(Ast.Name n, Map<String, Object> scope) {
        if (scope.containsKey(n.name())) {
            return scope.get(n.name());
        }
        Optional<Ast.Function> f = program.function(n.name());
        if (f.isPresent()) {
            return new FnRef(f.get());
        }
        throw new KernelError(n.at(), "unknown name '" + n.name() + "'" + (scope.isEmpty() ? ""
                : " (in scope: " + String.join(", ", scope.keySet().stream().sorted().toList()) + ")"));
    }

    private Object path(Ast.Path p) {
        List<Ast.Segment> s = p.segments();
        if (s.size() == 2 && s.get(1).generics().isEmpty()) {
            return Enums.value(s.get(0).name(), s.get(1).name(), p.at());
        }
        throw new KernelError(p.at(), "unknown path " + p.text());
    }

    private Object field(Ast.Field f, Object receiver) {
        if (receiver == Values.POISON) {
            return receiver;
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
        throw new KernelError(f.at(), Values.describe(receiver) + " has no field '" + f.name() + "'");
    }

    private Object call(Ast.Call c, Map<String, Object> scope, Expected expected) {
        List<Ast.Segment> s = c.callee().segments();
        String path = c.callee().text();
        if (HostInput.isRand(c)) {
            requireArgs(c, 1, "HostTensor::<D, Element>::rand(&mut rng)");
            if (!(eval(c.args().get(0), scope, Expected.NONE) instanceof Rng)) {
                throw new KernelError(c.args().get(0).at(), "rand takes the generator: &mut rng");
            }
            try {
                return inputs.next(HostInput.of(program, c, expected.binding(), inputCount++));
            } catch (Program.IllFormed e) {
                return Values.POISON;
            }
        }
        if (s.stream().anyMatch(x -> !x.generics().isEmpty())) {
            throw new KernelError(c.at(), "unknown function " + path + "::<…>");
        }
        switch (path) {
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
                            + Values.describe(f));
                }
                List<Object> list = args instanceof Tuple t ? t.items() : List.of(args);
                if (list.contains(Values.POISON) || program.unmodelled(fn.function())) {
                    return Values.POISON;
                }
                return guard(c.at(), "launch", () -> launch(fn.function(), list, c.at()));
            }
            default -> { }
        }
        if (s.size() == 2 && Enums.isEnum(s.get(0).name()) && c.args().size() == 1
                && c.args().get(0) instanceof Ast.Path alu && alu.segments().size() == 2) {
            return Enums.withAlu(s.get(0).name(), s.get(1).name(), alu.segments().get(0).name(), alu.last(), c.at());
        }
        throw new KernelError(c.at(), "unknown function " + path + " (host functions may call Context::acquire, "
                + "SmallRng::seed_from_u64, HostTensor::<D, Element>::rand and launch)");
    }

    /**
     * Runs a device function that no host function launches, as a host would: each
     * {@code &HbmTensor<D, Chip, Element>} parameter is an input (named after the parameter) moved
     * to HBM with its own layout, the inputs placed from the top of the chip's HBM downwards on 4 KB
     * boundaries, clear of the low addresses kernels write; the result comes back to the host with
     * the {@code Element} of the return type.
     */
    private void standalone(Ast.Function f) {
        List<Object> args = new ArrayList<>();
        long top = ctx.device().geometry().hbmBytes();
        List<HostInput> specs = HostInput.parameters(program, f);
        int next = 0;
        for (Ast.Param p : f.params()) {
            if (p.type().name().equals("Context")) {
                args.add(ctx);
                continue;
            }
            HostInput spec = specs.get(next++);
            Mapping chip = program.mapping(p.type().args().get(1));
            top = Math.floorDiv(top - spec.mapping().size() * spec.type().bytes(), 4096) * 4096;
            long address = top;
            HostTensor host = inputs.next(spec);
            args.add(guard(p.at(), "input " + p.name(), () -> host.toHbm(ctx.pdma(), chip, spec.mapping(), address)));
        }
        if (args.contains(Values.POISON)) {
            return;
        }
        Object result = guard(f.at(), "launch", () -> launch(f, args, f.at()));
        Ast.Type returns = f.returns().orElseThrow();
        if (result instanceof HbmTensor out) {
            Mapping element = program.mapping(returns.args().get(2));
            guard(returns.at(), ".to_host", () -> {
                HostTensor back = out.toHost(ctx.pdma(), element);
                outputs.add(new Output("result", back, returns.at()));
                return back;
            });
        }
    }

    private Object launch(Ast.Function f, List<Object> args, Location site) {
        if (f.params().size() != args.size()) {
            throw new KernelError(site, f.name() + " takes " + f.params().size() + " arguments, launch gives "
                    + args.size());
        }
        if (f.chips() != ctx.device().geometry().chips()) {
            throw new KernelError(f.at(), f.name() + " runs on " + f.chips() + " chips, but the device has "
                    + ctx.device().geometry().chips());
        }
        Map<String, Object> scope = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            Ast.Param p = f.params().get(i);
            conform(args.get(i), p.type(), "parameter " + p.name() + " of " + f.name());
            scope.put(p.name(), args.get(i));
        }
        List<HbmTensor> borrowed = new ArrayList<>();
        for (Object a : args) {
            if (a instanceof HbmTensor t) {
                t.borrow(true);
                borrowed.add(t);
            }
        }
        Object result;
        try {
            result = body(f, scope);
        } finally {
            borrowed.forEach(t -> t.borrow(false));
        }
        if (f.returns().isPresent()) {
            conform(result, f.returns().get(), "the result of " + f.name());
        }
        return result;
    }

    private void conform(Object value, Ast.Type type, String what) {
        if (value == Values.POISON) {
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
        } finally {
            current = outer;
        }
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
            if (broken.isPresent()) {
                // a simulation stops; a checker records it and uses the value on
                violation(broken.get());
            }
            return value;
        } catch (RuleViolation v) {
            return violation(new Finding(v.rule(), v.getMessage(), at));
        } catch (Program.IllFormed e) {
            return Values.POISON;
        } finally {
            current = outerAt;
            currentCall = outerCall;
        }
    }

    private Object violation(Finding f) {
        if (mode == Mode.STOP) {
            throw new KernelViolation(f);
        }
        findings.add(f);
        return Values.POISON;
    }

    private static void requireArgs(Ast.Call c, int n, String usage) {
        if (c.args().size() != n) {
            throw new KernelError(c.at(), "expected " + usage + ": " + n + " argument" + (n == 1 ? "" : "s") + ", got "
                    + c.args().size());
        }
    }
}
