package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.kernel.syntax.Location;
import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.simulator.RuleViolation;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Report;
import dev.layoutprover.simulator.layout.LayoutOracle;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

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
 */
public record Simulation(String function, long seed, Optional<Report> report, Optional<Output> output,
        Optional<Finding> violation, CheckLog checks) {

    /** The seed when neither the command line nor the host function gives one. */
    public static final long DEFAULT_SEED = 42;

    /** Conformant and no rule broken. */
    public boolean passed() {
        return violation.isEmpty() && report.map(Report::conformant).orElse(false);
    }

    /**
     * Runs the function {@code function} (see {@link #entry}) with
     * {@code seed} (or the one it writes, or {@link #DEFAULT_SEED}), asking {@code oracle} the
     * stages' layout questions.
     */
    public static Simulation run(Program program, Optional<String> function, OptionalLong seed, LayoutOracle oracle) {
        Ast.Function host = entry(program, function);
        RustKernel kernel = RustKernel.of(program, host);
        long s = seed.isPresent() ? seed.getAsLong() : kernel.writtenSeed().orElse(DEFAULT_SEED);
        String file = program.moduleOf(host).source().name();
        List<Finding> illFormed = program.findings().stream().filter(f -> f.location().file().equals(file)).toList();
        if (!illFormed.isEmpty()) {
            return new Simulation(host.name(), s, Optional.empty(), Optional.empty(), Optional.of(illFormed.get(0)),
                    kernel.checks());
        }
        try {
            Report r = Conformance.run(kernel, s, kernel.geometry(), oracle);
            return new Simulation(host.name(), s, Optional.of(r), kernel.output(), Optional.empty(), kernel.checks());
        } catch (KernelViolation v) {
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(), Optional.of(v.finding()),
                    kernel.checks());
        } catch (RuleViolation v) {
            // Raised after the run, while the harness decodes the output: the to_host call is at fault.
            Location at = kernel.output().map(Output::at).orElse(host.at());
            return new Simulation(host.name(), s, Optional.empty(), kernel.output(),
                    Optional.of(new Finding(v.rule(), v.getMessage(), at)), kernel.checks());
        }
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
            throw new KernelError(top, devices.isEmpty() ? "no function to run"
                    : "no host function and several device functions (" + names(devices) + "): choose one with --fn");
        }
        return program.function("main").filter(f -> f.kind() == Ast.FunctionKind.HOST).orElseThrow(
                () -> new KernelError(top, "several host functions (" + names(hosts) + "): choose one with --fn"));
    }

    private static String names(List<Ast.Function> fs) {
        return fs.isEmpty() ? "none" : String.join(", ", fs.stream().map(Ast.Function::name).toList());
    }
}
