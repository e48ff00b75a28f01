package dev.layoutprover.simulator.rust;

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
     * Runs the host function {@code function} (or the file's only one, or {@code main}) with
     * {@code seed} (or the one it writes, or {@link #DEFAULT_SEED}), asking {@code oracle} the
     * stages' layout questions.
     */
    public static Simulation run(Program program, Optional<String> function, OptionalLong seed, LayoutOracle oracle) {
        Ast.Function host = hostFunction(program, function);
        RustKernel kernel = RustKernel.of(program, host);
        long s = seed.isPresent() ? seed.getAsLong() : kernel.writtenSeed().orElse(DEFAULT_SEED);
        List<Finding> illFormed = program.findings();
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

    /** The host function named {@code name}, or the only one, or {@code main}. */
    static Ast.Function hostFunction(Program program, Optional<String> name) {
        List<Ast.Function> hosts = program.functions().stream().filter(f -> f.kind() == Ast.FunctionKind.HOST).toList();
        Location top = program.source().at(0);
        if (name.isPresent()) {
            Ast.Function f = program.function(name.get()).orElseThrow(() -> new KernelError(top, "no function "
                    + name.get() + " (host functions: " + names(hosts) + ")"));
            if (f.kind() != Ast.FunctionKind.HOST) {
                throw new KernelError(f.at(), f.name() + " is a #[device] function; name the async host function "
                        + "that launches it (" + names(hosts) + ")");
            }
            return f;
        }
        if (hosts.isEmpty()) {
            throw new KernelError(top, "no host function: write an async fn main that makes the inputs "
                    + "(HostTensor::<D, M>::rand), moves them to HBM, launches the kernel and brings the result back");
        }
        if (hosts.size() == 1) {
            return hosts.get(0);
        }
        return program.function("main").filter(f -> f.kind() == Ast.FunctionKind.HOST).orElseThrow(
                () -> new KernelError(top, "several host functions (" + names(hosts) + "): choose one with --fn"));
    }

    private static String names(List<Ast.Function> fs) {
        return fs.isEmpty() ? "none" : String.join(", ", fs.stream().map(Ast.Function::name).toList());
    }
}
