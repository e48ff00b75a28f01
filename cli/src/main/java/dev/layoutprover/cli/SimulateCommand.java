package dev.layoutprover.cli;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.simulator.layout.LayoutOracle;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Simulation;
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
        header = "Run a kernel file on the simulator and compare it with the naive evaluator.",
        description = {"Read PATH (a kernel file written as the book writes them: axes![…], type aliases, a",
                "#[device(chip = N)] fn and an async host fn main; or a crate directory, a Cargo.toml, or a",
                "file of a crate, read with its crate), run the host function on seeded random",
                "inputs through the simulator, evaluate the same kernel with the naive tensor evaluator, and",
                "compare the output index by index: exactly for integers, within the stated bound for",
                "floating point. Every stage checks the book's rules before data moves and asks the prover",
                "its layout questions; the checks that held are listed call by call. A broken rule stops the",
                "run and is shown with its name, its numbers and the call that broke it.", "",
                "Example: layout simulate examples/kernels/constant_addition.rs"},
        footer = {"", "Exit status: 0 conformant, 1 not conformant or a rule broken, 2 bad input (a syntax or",
                "name error, a construct with no layout meaning, or a call the simulator does not model",
                "yet, with file:line:column)."})
final class SimulateCommand implements Callable<Integer> {

    @Option(names = "--seed", paramLabel = "N",
            description = {"Seed of the first input (each further input takes the next seed).",
                    "Default: the host's SmallRng::seed_from_u64(N), else 42."})
    Long seed;

    @Option(names = "--fn", paramLabel = "NAME",
            description = {"The function to run: a host function, or a device function (run",
                    "through the host function that launches it, or on its own when none",
                    "does: its &HbmTensor parameters are random inputs placed at the top of",
                    "HBM, its result (or its &mut HbmTensor parameters) the output). In a",
                    "crate NAME may be a Rust path (matmul::matmul_4096::matmul_4096).",
                    "Default: the only host function, or main, or the only device function."})
    String function;

    @Option(names = "--json", description = "Print the report as one JSON object.")
    boolean json;

    @Mixin
    SolverOptions solver;

    @Parameters(index = "0", paramLabel = "PATH", description = "The kernel file, crate directory or Cargo.toml.")
    String file;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Program program = KernelFiles.read(file);
        Simulation s;
        try (Prover prover = solver.open()) {
            s = KernelFiles.reading(() -> Simulation.run(program, Optional.ofNullable(function),
                    seed == null ? OptionalLong.empty() : OptionalLong.of(seed), LayoutOracle.prover(prover)));
        }
        SimulationReport r = new SimulationReport(file, s);
        spec.commandLine().getOut().println(json ? Json.write(r.toJson()) : r.toText());
        spec.commandLine().getOut().flush();
        return s.passed() ? 0 : 1;
    }
}
