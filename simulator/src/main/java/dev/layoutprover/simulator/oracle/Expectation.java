package dev.layoutprover.simulator.oracle;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link Spec} bound to a kernel's input tensors and its output's axes: computes the spec's value
 * at every output index from the inputs alone and compares the kernel's output with it.
 *
 * <p>Binding. A spec tensor {@code name[…]} is the kernel input of that name (the host's variable
 * of a {@code HostTensor::rand} call, or the device function's parameter when it runs on its own).
 * Its axis names are the input's own axis names in any order when they are exactly those names
 * ({@code b[K, J]} for {@code m![K, J]}, or {@code b[J, K]}); otherwise they name the input's axes
 * by position, in the order they first appear in its mapping ({@code b[K, N]} for {@code m![K, J]}
 * calls {@code J} {@code N}). The output's axes are bound the same way. An axis named in several
 * places must have one size.
 *
 * <p>Sums. An axis absent from the output is summed at the smallest subexpression holding every
 * tensor that names it: in {@code a[I,J] * x[J] + 1 -> [I]} the sum over {@code J} is the
 * product's, and 1 is added once.
 *
 * <p>Values. Integer outputs: each operation in the output type, wrapping as the reference's tests
 * compute integer results ({@code i32::max(x.wrapping_mul(2), x)}): sums, differences and products
 * modulo 2^64, then the low bits as the output type holds them (two's complement), and
 * {@code max}/{@code min} compare the wrapped values. Float
 * outputs: the exact value of the inputs as their types hold them, with a bound for the engines
 * that compute it: each {@code + - *} is one {@code f32} operation of the Vector Engine or the
 * Reducer ({@code u = 2^-24} relative, errors propagated to first order plus their product), a sum
 * of {@code n} terms is accumulated in {@code f32} in any order
 * ({@code γ(n)·Σ(|t| + e_t) + Σe_t}, {@code γ(n) = n·u/(1 - n·u)}), and the final rounding to a
 * narrower output type adds {@code u_type·(2|v| + e)} plus its smallest subnormal step
 * ({@code u_bf16 = 2^-8}, {@code u_f16 = 2^-11}). Without any operation the kernel's value must
 * equal the rounded spec value exactly.
 *
 * <p>Example: {@code Expectation.bind(SpecParser.parse("a[M,K] * b[K,N] -> [M,N]"), inputs,
 * [I, J], BF16).check(output)} on hello-tcp's GEMM holds; on a kernel that drops half of
 * {@code K} the first difference says
 * {@code the spec's sum without the terms K = 128..=255 (128 of 256 terms)}.
 */
public final class Expectation {

    final Spec spec;
    final Map<String, LogicalTensor> inputs;
    final ElementType outType;
    final List<Axis> outAxes;
    private final TensorInputs bound;
    final SpecEvaluator evaluator;

    Expectation(Spec spec, Map<String, LogicalTensor> inputs, List<Axis> outAxes, ElementType outType) {
        this.spec = spec;
        this.inputs = inputs;
        this.outType = outType;
        this.outAxes = List.copyOf(outAxes);
        bound = new TensorInputs(spec, inputs, this.outAxes, outType);
        evaluator = new SpecEvaluator(spec, outType, bound);
    }

    /**
     * Binds {@code spec} to the kernel's {@code inputs} (by name) and an output over
     * {@code outputAxes} of {@code outputType}.
     *
     * @throws SpecException when a name, an axis count or a size does not fit
     */
    public static Expectation bind(Spec spec, Map<String, LogicalTensor> inputs, List<Axis> outputAxes,
            ElementType outputType) {
        return new Expectation(spec, Map.copyOf(inputs), outputAxes, outputType);
    }

    public Spec spec() {
        return spec;
    }

    /** Compares {@code output} (over the bound output axes, of the bound type) with the spec. */
    public SpecVerdict check(LogicalTensor output) {
        if (!output.axes().equals(outAxes)) {
            throw new IllegalArgumentException("output axes " + output.axes() + " are not the bound " + outAxes);
        }
        long t0 = System.nanoTime();
        long count = 0;
        double maxDiff = 0;
        double maxBound = 0;
        Optional<Difference> first = Optional.empty();
        long[] coord = new long[evaluator.names.size()];
        SpecEvaluator.NodeValue r = new SpecEvaluator.NodeValue();
        for (int o = 0; o < output.size(); o++) {
            setOutput(output, o, coord);
            SpecEvaluator.Value v = evaluator.value(coord, r);
            double y = output.value(o);
            double diff = Math.abs(y - v.expected());
            boolean same = Double.compare(y, v.expected()) == 0 || diff <= v.bound();
            maxDiff = Math.max(maxDiff, Double.isNaN(diff) ? Double.POSITIVE_INFINITY : diff);
            maxBound = Math.max(maxBound, v.bound());
            if (!same) {
                if (count == 0) {
                    first = Optional.of(new Diagnosis(this).difference(output, o, y, v));
                }
                count++;
            }
        }
        return new SpecVerdict(spec.text(), outType.toString(), output.size(), count, maxDiff, maxBound, first,
                System.nanoTime() - t0);
    }

    /** Sets {@code coord}'s output axes to output element {@code o}'s index, its summed axes to 0. */
    void setOutput(LogicalTensor output, int o, long[] coord) {
        long[] c = output.coordinates(o);
        Arrays.fill(coord, 0);
        for (int j = 0; j < c.length; j++) {
            coord[bound.outToSpec[j]] = c[j];
        }
    }
}
