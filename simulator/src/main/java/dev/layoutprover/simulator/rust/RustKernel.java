package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A kernel file's host function as a {@link Kernel} of the conformance harness: its inputs are the
 * host's {@code HostTensor::<D, M>::rand} calls (the harness makes them from its seed), its run is
 * the host function interpreted on the harness's device, and its output is the one tensor the host
 * brings back with {@code to_host}. A device function no host launches can be the entry too: its
 * {@code HbmTensor} parameters are the inputs and its result the output (see
 * {@link Interpreter}).
 *
 * <p>Example: {@code Conformance.run(RustKernel.of(program, "main"), 42, kernel.geometry(), oracle)}
 * runs hello-tcp's constant addition as written in Rust and compares it with the naive evaluator.
 */
public final class RustKernel implements Kernel {

    private final Program program;
    private final Ast.Function host;
    private final List<HostInput> inputs;
    private final CheckLog checks = new CheckLog();
    private Output output;
    private List<HostTensor> later = List.of();
    private List<HostAssertion> assertions = List.of();

    private RustKernel(Program program, Ast.Function host, List<HostInput> inputs) {
        this.program = program;
        this.host = host;
        this.inputs = inputs;
    }

    /**
     * The host function {@code host} of {@code program}, which must bring back a tensor: the first it brings
     * back is the output, the others later outputs, each compared with the naive evaluator and read by the
     * assertions that name it (tests/scatter_gather_test.rs brings back the output and the input).
     */
    public static RustKernel of(Program program, Ast.Function host) {
        if (host.kind() == Ast.FunctionKind.DEVICE) {
            return new RustKernel(program, host, HostInput.parameters(program, host));
        }
        List<Location> toHost = new ArrayList<>();
        Calls.forEachMethodCall(host, c -> {
            if (c.name().equals("to_host")) {
                toHost.add(c.at());
            }
        });
        if (toHost.isEmpty() && !catchesUnwind(host)) {
            throw new KernelError(host.at(), "a simulation compares an output: " + host.name() + " must bring back "
                    + "a tensor with to_host, but it has none");
        }
        return new RustKernel(program, host, HostInput.scan(program, host));
    }

    /**
     * Whether {@code host} calls {@code catch_unwind} ({@link dev.layoutprover.kernel.syntax.UnwindCatch}):
     * a test that brings nothing back may still assert what the closure gave.
     */
    static boolean catchesUnwind(Ast.Function host) {
        boolean[] found = {false};
        dev.layoutprover.kernel.syntax.AstWalk.forEachExpr(host.body(), e -> found[0] |= e instanceof Ast.Call c
                && c.callee().segments().size() == 1 && c.callee().last().equals(dev.layoutprover.kernel.syntax.Lowering.CAUGHT));
        return found[0];
    }

    /** Whether the host function brings no tensor back, asserting only what its {@code catch_unwind}s gave. */
    public boolean bringsNothingBack() {
        List<Location> toHost = new ArrayList<>();
        Calls.forEachMethodCall(host, c -> {
            if (c.name().equals("to_host")) {
                toHost.add(c.at());
            }
        });
        return host.kind() == Ast.FunctionKind.HOST && toHost.isEmpty();
    }

    /**
     * Runs a host function that brings nothing back ({@link #bringsNothingBack()}) on {@code ctx}:
     * its assertions and what each {@code catch_unwind} gave. A rule broken outside a
     * {@code catch_unwind} stops it ({@link KernelViolation}), as any run.
     */
    public Interpreter.Run runCaught(Context ctx, List<HostTensor> given) {
        Interpreter.Run run = interpret(ctx, given);
        assertions = run.assertions();
        return run;
    }

    /** Runs the host function on {@code ctx}, its inputs {@code given} in the order it makes them. */
    private Interpreter.Run interpret(Context ctx, List<HostTensor> given) {
        int[] next = {0};
        return Interpreter.run(program, host, ctx, spec -> {
            if (next[0] >= given.size() || !inputs.get(next[0]).at().equals(spec.at())) {
                // made in a function the host calls (transformer_tests.rs's run_embedding): not one of the inputs read
                throw new Unmodelled(spec.at(), "HostTensor", "the simulator makes the host tensors of "
                        + host.name() + "'s own body; this one is made in a function it calls");
            }
            return given.get(next[0]++);
        }, Interpreter.Mode.STOP, checks, new InjectiveTensors(ctx.device().oracle()));
    }

    @Override
    public String name() {
        return program.source().name() + " " + host.name();
    }

    /**
     * The inputs, seeded random over their whole type, but for the index tensor of a scatter or a
     * gather in a device function run on its own: rows of the output or table ({@link IndexInputs}).
     */
    @Override
    public List<Input> inputs() {
        Map<String, LogicalTensor.Range> indices = host.kind() == Ast.FunctionKind.DEVICE
                ? IndexInputs.of(program, host) : Map.of();
        return inputs.stream().map(i -> new Input(i.name(), i.type(), i.mapping(),
                indices.getOrDefault(i.name(), LogicalTensor.Range.full()), i.unset())).toList();
    }

    /** The device the launched kernels run on: the chips their {@code #[device(chip = N)]} name. */
    public Geometry geometry() {
        return host.kind() == Ast.FunctionKind.DEVICE ? Geometry.book().withChips(host.chips())
                : Calls.geometry(program, host);
    }

    /** The seed the host writes, {@code SmallRng::seed_from_u64(42)}, if it writes one. */
    public OptionalLong writtenSeed() {
        return Calls.writtenSeed(host);
    }

    @Override
    public HostTensor run(Context ctx, List<HostTensor> given) {
        Interpreter.Run run = interpret(ctx, given);
        assertions = run.assertions();
        if (run.outputs().isEmpty()) {
            Optional<Finding> skipped = run.findings().stream().filter(f -> f.rule().equals(Interpreter.SKIPPED))
                    .findFirst();
            throw new Unmodelled(host.at(), host.name(), host.name() + " brings no tensor back to the host (no result, no "
                    + "&mut HbmTensor parameter, no to_host" + skipped.map(f -> ", or one that depends on the statement "
                    + "skipped at " + f.location() + " (" + f.message() + ")").orElse("")
                    + "): there is nothing to compare with the naive evaluator; its "
                    + checks.total() + " rule checks held (layout verify checks its layouts)");
        }
        output = run.outputs().get(0);
        later = run.outputs().subList(1, run.outputs().size()).stream().map(Output::tensor).toList();
        return output.tensor();
    }

    @Override
    public List<HostTensor> laterOutputs() {
        return later;
    }

    /** The outcomes of the host code's assertions in the last run, in the order they ran ({@link HostAssertions}). */
    public List<HostAssertion> assertions() {
        return assertions;
    }

    /** The rule checks that held in the last run (also when it stopped at a violation). */
    public CheckLog checks() {
        return checks;
    }

    /** The tensor the last run brought back, once it has. */
    public Optional<Output> output() {
        return Optional.ofNullable(output);
    }

    public Ast.Function host() {
        return host;
    }
}
