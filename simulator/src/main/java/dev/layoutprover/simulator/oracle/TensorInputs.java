package dev.layoutprover.simulator.oracle;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A spec's inputs as the kernel's dense input tensors, bound by name, and its output axes bound to
 * the kernel's output (the binding rules are {@link Expectation}'s). A spec tensor is read by the
 * strides of the input axes its spec axes bind.
 *
 * <p>Example: for {@code a[M,K] * b[K,N] -> [M,N]} over {@code a: m![I, K]}, {@code b: m![K, J]}
 * and an output {@code [I, J]}, {@code M} is {@code I} (256), {@code N} is {@code J} (128) and
 * {@code a[M,K]} is read at {@code m·256 + k}.
 */
final class TensorInputs implements SpecInputs {

    private final Map<String, LogicalTensor> inputs;
    private final ElementType outType;
    private final List<String> names;
    private final long[] sizes;
    private final String[] origins;
    private final Map<Spec.Input, int[]> bound = new IdentityHashMap<>();
    /** For each output axis, the index of the spec axis it binds. */
    final int[] outToSpec;

    /** @throws SpecException when a name, an axis count or a size does not fit */
    TensorInputs(Spec spec, Map<String, LogicalTensor> inputs, List<Axis> outAxes, ElementType outType) {
        this.inputs = inputs;
        this.outType = outType;
        names = new ArrayList<>(spec.output());
        names.addAll(spec.summed());
        sizes = new long[names.size()];
        origins = new String[names.size()];
        Arrays.fill(sizes, -1);
        outToSpec = new int[outAxes.size()];
        int[] b = bind(spec.output(), outAxes, "the output");
        for (int i = 0; i < b.length; i++) {
            outToSpec[b[i]] = i;
            size(i, outAxes.get(b[i]).size(), "the output");
        }
        check(spec.body());
    }

    /** A spec tensor read from a dense input by strides over the spec axes. */
    record Strided(LogicalTensor tensor, long[] strides) implements Reader {
        @Override
        public double value(long[] coord) {
            return tensor.value(offset(coord));
        }

        int offset(long[] coord) {
            long o = 0;
            for (int k = 0; k < coord.length; k++) {
                o += coord[k] * strides[k];
            }
            return (int) o;
        }
    }

    @Override
    public Strided reader(Spec.Input t, List<String> axes) {
        LogicalTensor in = inputs.get(t.name());
        int[] b = bound.get(t);
        long[] strides = new long[axes.size()];
        for (int i = 0; i < b.length; i++) {
            strides[axes.indexOf(t.axes().get(i))] += in.stride(b[i]);
        }
        return new Strided(in, strides);
    }

    @Override
    public long size(String axis) {
        return sizes[names.indexOf(axis)];
    }

    /** For each spec axis name of {@code names}, the index of the tensor axis it binds. */
    private static int[] bind(List<String> names, List<Axis> axes, String what) {
        List<String> own = axes.stream().map(Axis::name).toList();
        if (names.size() != axes.size()) {
            throw new SpecException("--expect: " + what + " is written with " + names.size() + " axes [" + String.join(
                    ", ", names) + "] but has " + axes.size() + " " + axesText(axes));
        }
        boolean byName = new HashSet<>(names).equals(new HashSet<>(own)) && new HashSet<>(names).size() == names.size();
        int[] b = new int[names.size()];
        for (int i = 0; i < b.length; i++) {
            b[i] = byName ? own.indexOf(names.get(i)) : i;
        }
        return b;
    }

    private static String axesText(List<Axis> axes) {
        return "[" + String.join(", ", axes.stream().map(a -> a.name() + " = " + a.size()).toList()) + "]";
    }

    private void size(int specAxis, long size, String where) {
        if (sizes[specAxis] >= 0 && sizes[specAxis] != size) {
            throw new SpecException("--expect: axis " + names.get(specAxis) + " is " + sizes[specAxis] + " in "
                    + origins[specAxis] + " but " + size + " in " + where);
        }
        if (sizes[specAxis] < 0) {
            origins[specAxis] = where;
        }
        sizes[specAxis] = size;
    }

    /** Binds each tensor of {@code n} to its input, left to right, and checks its constants against the output type. */
    private void check(Spec.Node n) {
        boolean integer = !outType.isFloat();
        switch (n) {
            case Spec.Input t -> {
                LogicalTensor in = inputs.get(t.name());
                if (in == null) {
                    throw new SpecException("--expect: column " + t.column() + ": no input named " + t.name()
                            + " (inputs: " + (inputs.isEmpty() ? "none" : String.join(", ", inputs.keySet().stream()
                            .sorted().toList())) + ")");
                }
                if (integer && in.type().isFloat()) {
                    throw new SpecException("--expect: the output is " + outType + " but input " + t.name() + " is "
                            + in.type() + ": an integer result is compared exactly, from integer inputs");
                }
                int[] b = bind(t.axes(), in.axes(), "input " + t.name());
                for (int i = 0; i < b.length; i++) {
                    size(names.indexOf(t.axes().get(i)), in.axes().get(b[i]).size(), "input " + t.name());
                }
                bound.put(t, b);
            }
            case Spec.Constant k -> {
                if (integer && k.value() != Math.rint(k.value())) {
                    throw new SpecException("--expect: the constant " + k.text() + " is not an integer, and the "
                            + "output is " + outType);
                }
            }
            default -> SpecHomes.children(n).forEach(this::check);
        }
    }
}
