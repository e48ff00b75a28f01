package dev.layoutprover.cli;

import dev.layoutprover.kernel.model.Crate;
import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.model.KernelListing;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.prover.Prover;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.crate.CrateSimulation;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.crate.FunctionRun;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.builtin.Gemm;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import dev.layoutprover.simulator.rust.Program;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code layout bench simulate}: concrete simulations (simulator and naive evaluator, compared)
 * of hello-tcp's GEMM at the book's sizes, the reference crate's {@code matmul_4096} and
 * transformer layers, and the book's example kernels; one table row each with the verdict, the
 * multiply-accumulates, the median wall time of the measured runs, the CPU time of the whole
 * process over that run (both cores count), MAC/s and the peak Java heap.
 *
 * <p>Example: {@code layout bench simulate --runs 1} from the repository root prints, among
 * others, {@code hello-tcp gemm I=J=512 K=2048 (Java)  536870912  conformant  …}. A function the
 * simulator stops (a broken rule, an unmodelled input, over {@code --max-macs}) keeps its verdict
 * and reason in the table; its MAC/s is not given. The crate's functions run with logical
 * addresses, as {@code simulate} runs them by default (an address overlap is a warning).
 */
record SimulateBench(PrintWriter out, int runs, long maxMacs) {

    /** The reference crate's functions measured, by Rust path. */
    static final List<String> CRATE_FUNCTIONS = List.of("matmul::matmul_4096::matmul_4096",
            "matmul::matmul_wo_broadcast::matmul_wo_broadcast", "matmul::matmul_cluster_reduce::matmul_cluster_reduce",
            "matmul::matmul_chip_reduce::matmul_chip_reduce", "matmul::matmul_split_reduce::matmul_with_split_reduce",
            "matmul::matmul_16384::matmul_16384", "transformer::attention::forward", "transformer::decoder::forward", "transformer::embedding::forward",
            "transformer::head::forward");

    /** One row of the table; {@code simulated}: the verdict came from a concrete run (not the symbolic check). */
    record Row(String kernel, long macs, String verdict, boolean simulated, double wallSeconds, double cpuSeconds,
            long peakHeapBytes, String reason) {

        /** Multiply-accumulates per wall second, or 0 when the kernel was not simulated to a conformant verdict. */
        double macsPerSecond() {
            return counted() && wallSeconds > 0 ? macs / wallSeconds : 0;
        }

        /** Multiply-accumulates per second of process CPU time (all cores), or 0 as for {@link #macsPerSecond()}. */
        double macsPerCpuSecond() {
            return counted() && cpuSeconds > 0 ? macs / cpuSeconds : 0;
        }

        private boolean counted() {
            return simulated && verdict.equals("conformant");
        }
    }

    /** A measured run: the verdict, whether it was simulated, and the reason. */
    private record MeasuredRun(long macs, String verdict, boolean simulated, String reason) {}

    int run(Path corpus, Path examples, Prover prover) {
        LayoutQuestions oracle = prover;
        out.printf("load average %.2f on %d cores at the start%n", loadAverage(),
                Runtime.getRuntime().availableProcessors());
        out.printf("%-52s %14s %15s %9s %9s %11s %11s %10s%n", "kernel", "MACs", "verdict", "wall s", "CPU s", "MAC/s",
                "MAC/CPU-s", "peak MB");
        out.flush();
        List<Row> rows = new ArrayList<>();
        if (GEMM_MACS <= maxMacs) {
            rows.add(measure("hello-tcp gemm I=J=512 K=2048 (Java)", SimulateBench::gemm));
        } else {
            out.println("(hello-tcp gemm takes " + GEMM_MACS + " MACs, over --max-macs " + maxMacs + ": skipped)");
        }
        if (Files.isDirectory(corpus)) {
            Crate crate = KernelFiles.crate(corpus.toString());
            Program program = Program.of(crate.withoutErrors(), e -> {});
            Map<String, DeviceFunction> described = described(crate);
            for (String name : CRATE_FUNCTIONS) {
                Optional<Crate.Located> f = crate.functions().stream().filter(x -> x.path().equals(name)).findFirst();
                if (f.isEmpty()) {
                    out.println(name + ": not in " + corpus);
                    continue;
                }
                rows.add(measure(name, () -> outcome(CrateSimulation.one(program, f.get(),
                        Optional.ofNullable(described.get(name)), maxMacs, oracle, Addresses.LOGICAL))));
            }
        } else {
            out.println("(the reference crate is not at " + corpus + ": its kernels are skipped)");
        }
        if (Files.isDirectory(examples)) {
            List<Path> files;
            try (var s = Files.list(examples)) {
                files = s.filter(p -> p.toString().endsWith(".rs")).sorted().toList();
            } catch (java.io.IOException e) {
                throw new Inputs.BadInput(examples + ": " + e.getMessage());
            }
            for (Path file : files) {
                Crate crate = KernelFiles.crate(file.toString());
                if (!crate.errors().isEmpty()) {
                    continue;
                }
                Program program = Program.of(crate, e -> {});
                Map<String, DeviceFunction> described = described(crate);
                for (Crate.Located f : crate.functions()) {
                    if (f.function().kind() == Ast.FunctionKind.DEVICE) {
                        rows.add(measure(examples.relativize(file) + " " + f.path(), () -> outcome(CrateSimulation.one(
                                program, f, Optional.ofNullable(described.get(f.path())), maxMacs, oracle,
                                Addresses.LOGICAL))));
                    }
                }
            }
        } else {
            out.println("(no example kernels at " + examples + ": skipped)");
        }
        long ran = rows.stream().filter(r -> r.macsPerSecond() > 0).mapToLong(Row::macs).sum();
        double seconds = rows.stream().filter(r -> r.macsPerSecond() > 0).mapToDouble(Row::wallSeconds).sum();
        double cpu = rows.stream().filter(r -> r.macsPerSecond() > 0).mapToDouble(Row::cpuSeconds).sum();
        out.printf("all simulated conformant runs: %d MACs in %.3f s wall, %.3f s CPU: %.3e MAC/s, %.3e MAC/CPU-s"
                + " (%d cores, load average %.2f at the end)%n", ran, seconds, cpu, seconds > 0 ? ran / seconds : 0.0,
                cpu > 0 ? ran / cpu : 0.0, Runtime.getRuntime().availableProcessors(), loadAverage());
        out.flush();
        return 0;
    }

    private static Map<String, DeviceFunction> described(Crate crate) {
        Map<String, DeviceFunction> d = new HashMap<>();
        KernelListing.of(crate.withoutErrors()).functions().forEach(x -> d.put(x.path(), x));
        return d;
    }

    private static MeasuredRun outcome(FunctionRun r) {
        return new MeasuredRun(r.macs(), r.verdict().label(), r.method() == FunctionRun.Method.SIMULATED,
                r.reason().orElse(""));
    }

    /** The multiply-accumulates of hello-tcp's GEMM: I·J·K = 512·512·2048. */
    private static final long GEMM_MACS = 512L * 512 * 2048;

    /** hello-tcp's GEMM on seeded inputs, simulator against the naive evaluator. */
    private static MeasuredRun gemm() {
        Kernel gemm = new Gemm();
        List<HostTensor> inputs = new ArrayList<>();
        long seed = 42;
        for (Kernel.Input in : gemm.inputs()) {
            inputs.add(HostTensor.random(in.name(), in.type(), in.mapping(), seed++, in.range()));
        }
        HostTensor result = gemm.run(Context.acquire(Geometry.book()), inputs);
        boolean ok = Conformance.compare(gemm.name(), 42, result.toLogical(), NaiveEvaluator.evaluate(result.expr()), 0, 0)
                .conformant();
        return new MeasuredRun(GEMM_MACS, ok ? "conformant" : "not-conformant", true, "");
    }

    /** One warm-up run, then {@link #runs} measured ones; the row of the median wall time. */
    private Row measure(String name, Supplier<MeasuredRun> body) {
        body.get();
        Row[] measured = new Row[runs];
        for (int i = 0; i < runs; i++) {
            System.gc();
            List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                    .filter(p -> p.getType() == MemoryType.HEAP).toList();
            heap.forEach(MemoryPoolMXBean::resetPeakUsage);
            long c0 = cpuNanos();
            long t0 = System.nanoTime();
            MeasuredRun o = body.get();
            long t1 = System.nanoTime();
            long c1 = cpuNanos();
            long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
            measured[i] = new Row(name, o.macs(), o.verdict(), o.simulated(), (t1 - t0) / 1e9, (c1 - c0) / 1e9, peak,
                    o.reason());
        }
        Arrays.sort(measured, (a, b) -> Double.compare(a.wallSeconds(), b.wallSeconds()));
        Row r = measured[runs / 2];
        out.printf("%-52s %14d %15s %9.3f %9.3f %11s %11s %10.1f%n", r.kernel(), r.macs(),
                r.simulated() ? r.verdict() : r.verdict() + "*", r.wallSeconds(), r.cpuSeconds(),
                r.macsPerSecond() > 0 ? String.format("%.3e", r.macsPerSecond()) : "-",
                r.macsPerCpuSecond() > 0 ? String.format("%.3e", r.macsPerCpuSecond()) : "-", r.peakHeapBytes() / 1e6);
        if (!r.reason().isEmpty()) {
            String why = r.reason();
            out.println("    " + (why.length() > 160 ? why.substring(0, 160) + "…" : why));
        }
        out.flush();
        return r;
    }

    /** The system's load average over the last minute (negative where the JVM does not tell). */
    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** CPU time of the whole process, every thread, in nanoseconds (0 where the JVM does not tell). */
    private static long cpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }
}
