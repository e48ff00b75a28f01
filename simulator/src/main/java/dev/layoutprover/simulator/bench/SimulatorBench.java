package dev.layoutprover.simulator.bench;

import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.conformance.Conformance;
import dev.layoutprover.simulator.conformance.Kernel;
import dev.layoutprover.simulator.conformance.ConformanceReport;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.simulator.builtin.Gemm;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Measures the simulator on hello-tcp's GEMM at the book's sizes ({@code I = J = 512},
 * {@code K = 2048}: 512 M multiply-accumulates) and prints a table: per run, the simulated
 * multiply-accumulates per second of the whole kernel (DMA in and out, rule checks, the Tensor
 * Unit pipeline) and of the naive evaluator on the same kernel, the bytes of device storage the
 * kernel touched, and a conformance check of the last run.
 *
 * <p>Run with {@code ./layout bench simulator [--runs N]} (default 3 measured runs after one warm-up run), or
 * {@code java -cp … dev.layoutprover.simulator.bench.SimulatorBench [runs]}. Timings are measured
 * here, never asserted in tests.
 */
public final class SimulatorBench {

    private static final long MACS = 512L * 512 * 2048;

    private SimulatorBench() {}

    /** CPU time of the whole process, every thread, in nanoseconds (0 where the JVM does not tell). */
    static long cpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : 0;
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Kernel gemm = new Gemm();
        List<HostTensor> inputs = new ArrayList<>();
        long seed = 42;
        for (Kernel.Input in : gemm.inputs()) {
            inputs.add(HostTensor.random(in.name(), in.type(), in.mapping(), seed++, in.range()));
        }
        System.out.println("GEMM IK, KJ -> IJ, I = J = 512, K = 2048, bf16 in, f32 accumulation: " + MACS + " MACs");
        System.out.printf("%-6s %14s %16s %14s %14s %16s %14s %14s%n", "run", "simulator s", "simulator MAC/s",
                "sim. CPU s", "naive s", "naive MAC/s", "naive CPU s", "touched MB");
        double[] simSeconds = new double[runs];
        HostTensor last = null;
        for (int r = -1; r < runs; r++) {
            Context ctx = Context.acquire(Geometry.book());
            long c0 = cpuNanos();
            long t0 = System.nanoTime();
            HostTensor out = gemm.run(ctx, inputs);
            long t1 = System.nanoTime();
            long c1 = cpuNanos();
            LogicalTensor expected = NaiveEvaluator.evaluate(out.expr());
            long t2 = System.nanoTime();
            long c2 = cpuNanos();
            double sim = (t1 - t0) / 1e9;
            double naive = (t2 - t1) / 1e9;
            if (r >= 0) {
                simSeconds[r] = sim;
            }
            System.out.printf("%-6s %14.3f %16.3e %14.3f %14.3f %16.3e %14.3f %14.1f%n",
                    r < 0 ? "warmup" : String.valueOf(r + 1), sim, MACS / sim, (c1 - c0) / 1e9, naive, MACS / naive,
                    (c2 - c1) / 1e9, ctx.device().touchedBytes() / 1e6);
            last = out;
            if (r == runs - 1) {
                ConformanceReport report = Conformance.compare(gemm.name(), 42, out.toLogical(), expected, t1 - t0, t2 - t1);
                System.out.println(report.describe());
            }
        }
        Arrays.sort(simSeconds);
        double median = simSeconds[runs / 2];
        System.out.printf("median simulator: %.3f s, %.3e simulated MAC/s (target 2.0e9)%n", median, MACS / median);
        Runtime rt = Runtime.getRuntime();
        System.gc();
        System.out.printf("heap in use after the runs and a collection: %.1f MB (the last device still reachable)%n",
                (rt.totalMemory() - rt.freeMemory()) / 1e6);
        if (last == null) {
            throw new IllegalStateException("no run");
        }
    }
}
