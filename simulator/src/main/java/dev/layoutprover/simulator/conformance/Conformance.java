package dev.layoutprover.simulator.conformance;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.simulator.Geometry;
import dev.layoutprover.simulator.tensor.Context;
import dev.layoutprover.algebra.check.LayoutQuestions;
import dev.layoutprover.simulator.memory.Addresses;
import dev.layoutprover.simulator.memory.HostTensor;
import dev.layoutprover.simulator.naive.LogicalTensor;
import dev.layoutprover.simulator.naive.NaiveEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The conformance harness: runs a kernel on seeded random inputs through the simulator, decodes
 * the output through its host mapping, evaluates the same kernel's expression with the naive
 * evaluator, and compares element by element. Integer results must be equal; a floating-point
 * result may differ by the bound the naive evaluator states for it: {@code γ(n)·Σ|terms|} for a
 * sum of {@code n} terms accumulated in {@code f32} ({@code γ(n) = n·2^-24 / (1 - n·2^-24)}),
 * plus {@code u·(2|v| + e)} for each later rounding to a type of unit roundoff {@code u}
 * ({@code 2^-8} for bf16).
 *
 * <p>Example: {@code Conformance.run(HelloTcp.gemm(), 42).describe()} is
 * {@code gemm (seed 42): 262144 bf16 elements, conformant; max |simulator - naive| = … within bound …}.
 */
public final class Conformance {

    private static final int LISTED = 8;

    private Conformance() {}

    public static ConformanceReport run(Kernel kernel, long seed) {
        return run(kernel, seed, Geometry.book());
    }

    public static ConformanceReport run(Kernel kernel, long seed, Geometry geometry) {
        return run(kernel, seed, geometry, LayoutQuestions.enumeration());
    }

    /** Runs {@code kernel} on a device whose stages ask {@code oracle}. */
    public static ConformanceReport run(Kernel kernel, long seed, Geometry geometry, LayoutQuestions oracle) {
        return run(kernel, inputs(kernel, seed, Map.of()), seed, geometry, oracle).report();
    }

    /**
     * What a run computed: the comparison with the naive evaluator, the inputs it ran on (in the
     * order of {@link Kernel#inputs()}) and the output decoded through its host mapping, with the
     * further outputs of a run that brings several back ({@link Kernel#laterOutputs()}), decoded the same way.
     */
    public record Run(ConformanceReport report, List<LogicalTensor> inputs, LogicalTensor output,
            List<LogicalTensor> laterOutputs) {
        /** A run that brought one tensor back. */
        public Run(ConformanceReport report, List<LogicalTensor> inputs, LogicalTensor output) {
            this(report, inputs, output, List.of());
        }
    }

    /**
     * The inputs of a run: the tensor {@code given} names for an input, or seeded random values
     * (input {@code k} takes {@code seed + k}, whether or not an earlier one was given).
     *
     * @throws IllegalArgumentException when a given tensor's type or axes are not the input's
     */
    public static List<LogicalTensor> inputs(Kernel kernel, long seed, Map<String, LogicalTensor> given) {
        List<LogicalTensor> inputs = new ArrayList<>();
        long s = seed;
        for (Kernel.Input in : kernel.inputs()) {
            List<Axis> axes = Evaluator.of(in.mapping()).axes();
            LogicalTensor g = given.get(in.name());
            if (g != null && (g.type() != in.type() || !g.axes().equals(axes))) {
                throw new IllegalArgumentException("input " + in.name() + " is " + in.type() + " over " + axes
                        + ", given " + g.type() + " over " + g.axes());
            }
            inputs.add(g != null ? g : in.unset() ? LogicalTensor.uninit(in.type(), axes)
                    : LogicalTensor.random(in.type(), axes, s, in.range()));
            s++;
        }
        return inputs;
    }

    /** Runs {@code kernel} on {@code inputs} (see {@link #inputs}); {@code seed} only labels the report. */
    public static Run run(Kernel kernel, List<LogicalTensor> inputs, long seed, Geometry geometry, LayoutQuestions oracle) {
        return run(kernel, inputs, seed, geometry, oracle, Addresses.PHYSICAL);
    }

    /**
     * As {@link #run(Kernel, List, long, Geometry, LayoutQuestions)} on a device that gives tensors
     * their bytes by {@code addresses} ({@link Addresses#LOGICAL}: each its own, overlaps warned).
     */
    public static Run run(Kernel kernel, List<LogicalTensor> inputs, long seed, Geometry geometry, LayoutQuestions oracle,
            Addresses addresses) {
        List<HostTensor> host = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            Kernel.Input in = kernel.inputs().get(i);
            host.add(HostTensor.of(in.name(), inputs.get(i), in.mapping()));
        }
        Context ctx = Context.acquire(geometry, oracle, addresses);
        long t0 = System.nanoTime();
        HostTensor out = kernel.run(ctx, host);
        long t1 = System.nanoTime();
        LogicalTensor expected = onlyHeld(NaiveEvaluator.evaluate(out.expr()), out.held());
        long t2 = System.nanoTime();
        LogicalTensor simulated = out.toLogical();
        ConformanceReport report = compare(kernel.name(), seed, simulated, expected, t1 - t0, t2 - t1);
        List<HostTensor> later = kernel.laterOutputs();
        List<LogicalTensor> laterDecoded = later.stream().map(HostTensor::toLogical).toList();
        for (int k = 0; k < later.size() && report.conformant(); k++) {
            HostTensor o = later.get(k);
            long t3 = System.nanoTime();
            LogicalTensor naive = onlyHeld(NaiveEvaluator.evaluate(o.expr()), o.held());
            ConformanceReport next = compare(kernel.name() + " output " + (k + 2) + " (" + o.name() + ")", seed,
                    laterDecoded.get(k), naive, 0, System.nanoTime() - t3);
            if (!next.conformant()) {
                report = next; // the first output that differs is the run's verdict
            }
        }
        return new Run(report, List.copyOf(inputs), simulated, laterDecoded);
    }

    /**
     * {@code expected} with NaN where the output does not hold the index (as the decoded output
     * has): an output read back through part of an axis is compared on the part it holds.
     */
    static LogicalTensor onlyHeld(LogicalTensor expected, boolean[] held) {
        boolean all = true;
        for (boolean h : held) {
            all &= h;
        }
        if (all || held.length != expected.size()) {
            return expected;
        }
        double[] v = new double[held.length];
        double[] err = new double[held.length];
        java.util.BitSet uninit = expected.uninitializedOffsets();
        for (int i = 0; i < v.length; i++) {
            v[i] = held[i] ? expected.value(i) : Double.NaN;
            err[i] = held[i] ? expected.error(i) : 0;
            uninit.set(i, held[i] && uninit.get(i));
        }
        return new LogicalTensor(expected.type(), expected.axes(), v, err, uninit);
    }

    /**
     * Compares a decoded simulator output with the naive result, index by index; an index the naive
     * result leaves uninitialized is counted, not compared.
     */
    public static ConformanceReport compare(String name, long seed, LogicalTensor simulated, LogicalTensor expected,
            long simulatorNanos, long naiveNanos) {
        List<Axis> axes = simulated.axes();
        int[] toExpected = new int[axes.size()];
        for (int i = 0; i < axes.size(); i++) {
            toExpected[i] = expected.axes().indexOf(axes.get(i));
            if (toExpected[i] < 0 || expected.axes().size() != axes.size()) {
                throw new IllegalArgumentException("simulated axes " + axes + " differ from expected " + expected.axes());
            }
        }
        List<ElementMismatch> listed = new ArrayList<>();
        long count = 0;
        long uninitialized = 0;
        long unwritten = 0;
        dev.layoutprover.algebra.TensorIndex firstUnwritten = null;
        double maxDiff = 0;
        double maxBound = 0;
        for (int o = 0; o < simulated.size(); o++) {
            long[] c = simulated.coordinates(o);
            long eo = 0;
            for (int i = 0; i < c.length; i++) {
                eo += c[i] * expected.stride(toExpected[i]);
            }
            if (expected.unwritten((int) eo)) {
                if (unwritten++ == 0) {
                    firstUnwritten = simulated.index(o);
                }
                continue;
            }
            if (expected.uninitialized((int) eo)) {
                uninitialized++;
                continue;
            }
            double sim = simulated.value(o);
            double exp = expected.value((int) eo);
            double bound = expected.error((int) eo);
            double diff = Double.compare(sim, exp) == 0 ? 0 : Math.abs(sim - exp);
            boolean same = Double.compare(sim, exp) == 0 || diff <= bound;
            maxDiff = Math.max(maxDiff, Double.isNaN(diff) ? Double.POSITIVE_INFINITY : diff);
            maxBound = Math.max(maxBound, bound);
            if (!same) {
                count++;
                if (listed.size() < LISTED) {
                    listed.add(new ElementMismatch(simulated.index(o), sim, exp, bound));
                }
            }
        }
        return new ConformanceReport(name, seed, simulated.type().toString(), simulated.size(), maxDiff, maxBound, listed, count,
                simulatorNanos, naiveNanos, uninitialized, unwritten, java.util.Optional.ofNullable(firstUnwritten));
    }
}
