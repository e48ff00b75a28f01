package dev.layoutprover.cli;

import dev.layoutprover.prover.Prover;
import dev.layoutprover.simulator.layout.LayoutOracle;
import dev.layoutprover.simulator.npy.NpyFormatException;
import dev.layoutprover.simulator.oracle.SpecException;
import dev.layoutprover.simulator.oracle.SpecParser;
import dev.layoutprover.simulator.rust.Program;
import dev.layoutprover.simulator.rust.Simulation;
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
        header = "Run a kernel file on the simulator and compare it with the naive evaluator.",
        description = {"Read PATH (a kernel file written as the book writes them: axes![…], type aliases, a",
                "#[device(chip = N)] fn and an async host fn main; or a crate directory, a Cargo.toml, or a",
                "file of a crate, read with its crate), run the host function on seeded random",
                "inputs through the simulator, evaluate the same kernel with the naive tensor evaluator, and",
                "compare the output index by index: exactly for integers, within the stated bound for",
                "floating point. Every stage checks the book's rules before data moves and asks the prover",
                "its layout questions; the checks that held are listed call by call. A broken rule stops the",
                "run and is shown with its name, its numbers and the call that broke it.", "",
                "--expect checks the output against the math the kernel is meant to compute, evaluated from",
                "the inputs alone: 'a[I,K] * b[K,J] -> [I,J]' (an axis absent from the output is summed",
                "where its tensors meet), 'x[N] + 7 -> [N]', with + - * max(x, y) min(x, y), numbers and",
                "parentheses. A tensor is the kernel input of that name; its axis names are its own (any",
                "order) or name its axes by position. Integers must match exactly, floats within the bound",
                "of the engines' f32 arithmetic and the output's rounding; the first difference is shown",
                "with its index, both values and the spec's terms there.", "",
                "Example: layout simulate examples/kernels/constant_addition.rs --expect 'x[N] + 7 -> [N]'"},
        footer = {"", "Exit status: 0 conformant (and the spec's values, with --expect), 1 not conformant, a rule",
                "broken or the output not the spec's, 2 bad input (a syntax or name error, a construct with",
                "no layout meaning, or a call the simulator does not model yet, with file:line:column; a",
                "spec or an input array that does not fit the kernel)."})
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

    @Option(names = "--input", paramLabel = "PARAM=FILE.npy",
            description = {"Run on this NumPy array for the input PARAM (repeatable): dimensions",
                    "are the input's axes in the order they first appear in its mapping;",
                    "float arrays feed float inputs (rounded to nearest even), integer",
                    "arrays integer ones. Inputs not given are seeded random."})
    List<String> inputs = new ArrayList<>();

    @Option(names = "--output", paramLabel = "FILE.npy",
            description = {"Write the output to FILE.npy (float32 for float types, int32 for",
                    "integers; dimensions as for --input)."})
    String output;

    @Option(names = "--expect", paramLabel = "SPEC",
            description = {"The math the output must match, e.g. 'a[M,K] * b[K,N] -> [M,N]'."})
    String expect;

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
        if (output != null) {
            java.nio.file.Path parent = java.nio.file.Path.of(output).toAbsolutePath().getParent();
            if (parent == null || !java.nio.file.Files.isDirectory(parent)) {
                throw new Inputs.BadInput("--output " + output + ": no such directory " + parent);
            }
        }
        Optional<dev.layoutprover.simulator.oracle.Spec> expected = Optional.empty();
        if (expect != null) {
            try {
                expected = Optional.of(SpecParser.parse(expect));
            } catch (SpecException e) {
                throw new Inputs.BadInput(e.getMessage());
            }
        }
        Simulation.Given given = new Simulation.Given(TensorFiles.read(inputs), expected);
        Simulation s;
        try (Prover prover = solver.open()) {
            s = KernelFiles.reading(() -> Simulation.run(program, Optional.ofNullable(function),
                    seed == null ? OptionalLong.empty() : OptionalLong.of(seed), LayoutOracle.prover(prover), given));
        } catch (SpecException | NpyFormatException e) {
            throw new Inputs.BadInput(e.getMessage());
        }
        if (output != null && s.result().isPresent()) {
            TensorFiles.write(output, s.result().get());
        }
        SimulationReport r = new SimulationReport(file, s, Optional.ofNullable(output));
        spec.commandLine().getOut().println(json ? Json.write(r.toJson()) : r.toText());
        spec.commandLine().getOut().flush();
        return s.passed() ? 0 : 1;
    }
}
