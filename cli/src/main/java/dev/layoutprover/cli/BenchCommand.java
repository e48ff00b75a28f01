package dev.layoutprover.cli;

import dev.layoutprover.prover.bench.ProverBench;
import dev.layoutprover.simulator.bench.SimulatorBench;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code layout bench}: the benchmarks whose tables the README quotes. */
@Command(name = "bench", header = "Run a benchmark and print its table.",
        description = {"Measure in-process, after warm-up, and print a table (the figures in README.md come",
                "from these commands)."},
        footer = {"", BenchCommand.MEASURED})
final class BenchCommand extends GroupCommand {

    /** The exit statuses of a measurement: {@code bench}'s and each counted benchmark's help ends with them. */
    static final String MEASURED = "Exit status: 0 measured, 2 bad input.";

    BenchCommand() {
        super("benchmark");
    }

    /**
     * A benchmark whose {@code main} takes one count, a subcommand of {@code bench}: {@code layout
     * bench prover --queries 51} runs {@code ProverBench.main(new String[] {"51"})} once the count is
     * within 1 to {@code most}.
     */
    private record CountedBench(String name, Consumer<String[]> main, String option, int byDefault, int most,
            String optionHelp, String header, String... description) {

        /** The subcommand: its option {@code option=N}, its help text, and its run. */
        CommandSpec command() {
            OptionSpec count = OptionSpec.builder(option).paramLabel("N").type(int.class)
                    .defaultValue(String.valueOf(byDefault)).description(optionHelp + " Default: ${DEFAULT-VALUE}.")
                    .build();
            Callable<Integer> run = () -> measured(main, option, count.<Integer>getValue(), most);
            CommandSpec spec = CommandSpec.wrapWithoutInspection(run).addOption(count);
            spec.usageMessage().header(header).description(description).footer("", MEASURED);
            return spec;
        }
    }

    /** The benchmarks of one count, in the order the help lists them. */
    private static final List<CountedBench> COUNTED = List.of(
            new CountedBench("prover", ProverBench::main, "--queries", 201, 100_000,
                    "Queries per case, of which the median is taken.",
                    "Median time per query: normal form, Z3 and enumeration.",
                    "For total sizes 2^10 to 2^40, the median wall time of one equivalence query on an",
                    "equivalent pair, a bit-permuting pair (seed 000's nested stride, scaled) and a",
                    "non-equivalent pair: by the normal form, by Z3 alone, and by enumeration (up to",
                    "2^24). In process and warm; prints a Markdown table."),
            new CountedBench("simulator", SimulatorBench::main, "--runs", 3, 100,
                    "Measured runs after one warm-up run.",
                    "Simulated multiply-accumulates per second of the GEMM kernel.",
                    "Runs hello-tcp's GEMM (I = J = 512, K = 2048, bf16 in, f32 accumulation) through the",
                    "simulator and through the naive evaluator, and prints MAC/s for each run and the median."));

    /**
     * Adds to {@code bench} (the command line of this command) its benchmarks in the order the help
     * lists them: the counted ones of {@link #COUNTED}, then {@code simulate} and {@code fuzz}.
     */
    static void addSubcommands(CommandLine bench) {
        for (CountedBench b : COUNTED) {
            bench.addSubcommand(b.name(), b.command());
        }
        bench.addSubcommand(Simulate.class);
        bench.addSubcommand(FuzzRun.class);
    }

    @Command(name = "simulate", header = "MAC/s of concrete simulations: GEMM, the crate's matmul and transformer, the examples.",
            description = {"Simulates, each against the naive evaluator: hello-tcp's GEMM (I = J = 512, K = 2048), the",
                    "reference crate's matmul kernels (4096, without broadcast, cluster, chip and split reduce,",
                    "16384) and transformer layers (attention, decoder, embedding, head) and every device function",
                    "of the example kernels. Prints the load average, then per kernel the MACs, the verdict, the",
                    "median wall time, the process CPU time (all cores), MAC per wall second and per CPU second",
                    "and the peak Java heap; a kernel the simulator stops (broken rule, unmodelled input, over",
                    "--max-macs) shows its reason instead. A verdict marked * came from the symbolic check, not a",
                    "run: it has no MAC/s."},
            footer = {"", "Exit status: 0 measured (whatever the verdicts), 2 bad input."})
    static final class Simulate implements Callable<Integer> {

        @Option(names = "--runs", paramLabel = "N", defaultValue = "1",
                description = "Measured runs per kernel after one warm-up run. Default: ${DEFAULT-VALUE}.")
        int runs;

        @Option(names = "--corpus", paramLabel = "DIR", defaultValue = "../shared/corpus/furiosa-visa-examples",
                description = "The reference crate (skipped when absent). Default: ${DEFAULT-VALUE}.")
        String corpus;

        @Option(names = "--examples", paramLabel = "DIR", defaultValue = "examples/kernels",
                description = "The example kernel files (skipped when absent). Default: ${DEFAULT-VALUE}.")
        String examples;

        @picocli.CommandLine.Mixin
        MacBudget budget;

        @picocli.CommandLine.Mixin
        SolverOptions solver;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            within("--runs", runs, 100);
            long maxMacs = budget.checked();
            try (dev.layoutprover.prover.SolverSession session = solver.open()) {
                return new SimulateBench(spec.commandLine().getOut(), runs, maxMacs).run(path("--corpus", corpus),
                        path("--examples", examples), session.prover());
            }
        }
    }

    /**
     * Runs a benchmark's {@code main} with its one count, {@code option}'s {@code value}, once
     * {@link #within} allows it: {@code measured(SimulatorBench::main, "--runs", 3, 100)} runs
     * {@code SimulatorBench.main(new String[] {"3"})}. Exit status 0.
     */
    private static int measured(Consumer<String[]> main, String option, int value, int most) {
        within(option, value, most);
        main.accept(new String[] {String.valueOf(value)});
        return 0;
    }

    /** Stops with bad input unless {@code 1 <= value <= most}, e.g. {@code --runs 0: expected 1 to 100}. */
    private static void within(String option, long value, long most) {
        if (value < 1 || value > most) {
            throw new Inputs.BadInput(option + " " + value + ": expected 1 to " + most);
        }
    }

    private static java.nio.file.Path path(String option, String p) {
        try {
            return java.nio.file.Path.of(p);
        } catch (java.nio.file.InvalidPathException e) {
            throw new Inputs.BadInput(option + " " + p + ": not a path (" + e.getReason() + ")");
        }
    }

    @Command(name = "fuzz", header = "Hostile inputs for every command: no crash, no exit 4, no hang.",
            description = {"Runs N seeded command lines in process: mappings, axes, CuTe and XLA layouts, claim",
                    "and kernel files from the grammar (deep nesting, long lists, huge sizes, sliding windows)",
                    "and random text (invisible characters, other scripts' digits, random bytes). Each must",
                    "answer with exit 0-3, no exception, within the time limit; every one that does not is",
                    "printed."},
            footer = {"", "Exit status: 0 every answer honest, 1 some not (each printed), 2 bad input."})
    static final class FuzzRun implements Callable<Integer> {

        @Option(names = "--inputs", paramLabel = "N", defaultValue = "100000",
                description = "Command lines to run. Default: ${DEFAULT-VALUE}.")
        int inputs;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "13", description = "Default: ${DEFAULT-VALUE}.")
        long seed;

        @Option(names = "--limit", paramLabel = "MS", defaultValue = "20000",
                description = "The most milliseconds one input may take. Default: ${DEFAULT-VALUE}.")
        long limit;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws java.io.IOException {
            within("--inputs", inputs, 10_000_000);
            within("--limit", limit, 3_600_000);
            return Fuzz.run(seed, inputs, limit, spec.commandLine().getOut()) == 0 ? 0 : 1;
        }
    }
}
