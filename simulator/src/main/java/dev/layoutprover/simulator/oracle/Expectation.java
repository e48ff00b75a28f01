package dev.layoutprover.simulator.oracle;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.simulator.ElementType;
import dev.layoutprover.simulator.naive.LogicalTensor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
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

    private static final double U32 = 0x1p-24;

    final Spec spec;
    final Map<String, LogicalTensor> inputs;
    final ElementType outType;
    final List<Axis> outAxes;
    final List<String> names;
    final long[] sizes;
    private final String[] origins;
    private final int[] outToSpec;
    private final int outCount;
    final boolean integer;
    final Node root;

    /** A compiled spec node: its children, a leaf's tensor and strides, the axes summed here. */
    static final class Node {
        final Spec.Node source;
        final List<Node> children = new ArrayList<>();
        LogicalTensor tensor;
        long[] strides;
        int[] home = new int[0];

        Node(Spec.Node source) {
            this.source = source;
        }
    }

    Expectation(Spec spec, Map<String, LogicalTensor> inputs, List<Axis> outAxes, ElementType outType) {
        this.spec = spec;
        this.inputs = inputs;
        this.outType = outType;
        this.outAxes = List.copyOf(outAxes);
        this.integer = !outType.isFloat();
        names = new ArrayList<>(spec.output());
        names.addAll(spec.summed());
        outCount = spec.output().size();
        sizes = new long[names.size()];
        origins = new String[names.size()];
        Arrays.fill(sizes, -1);
        outToSpec = new int[outAxes.size()];
        int[] bound = bind(spec.output(), outAxes, "the output");
        for (int i = 0; i < bound.length; i++) {
            outToSpec[bound[i]] = i;
            size(i, outAxes.get(bound[i]).size(), "the output");
        }
        root = compile(spec.body());
        for (int k = outCount; k < names.size(); k++) {
            Node home = home(root, names.get(k));
            int[] h = Arrays.copyOf(home.home, home.home.length + 1);
            h[h.length - 1] = k;
            home.home = h;
        }
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

    private Node compile(Spec.Node n) {
        Node c = new Node(n);
        switch (n) {
            case Spec.Tensor t -> {
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
                c.tensor = in;
                c.strides = new long[names.size()];
                for (int i = 0; i < b.length; i++) {
                    int k = names.indexOf(t.axes().get(i));
                    size(k, in.axes().get(b[i]).size(), "input " + t.name());
                    c.strides[k] += in.stride(b[i]);
                }
            }
            case Spec.Constant k -> {
                if (integer && k.value() != Math.rint(k.value())) {
                    throw new SpecException("--expect: the constant " + k.text() + " is not an integer, and the "
                            + "output is " + outType);
                }
            }
            case Spec.Negate g -> c.children.add(compile(g.value()));
            case Spec.Binary b -> {
                c.children.add(compile(b.left()));
                c.children.add(compile(b.right()));
            }
        }
        return c;
    }

    /** The smallest node whose tensors include every tensor naming {@code axis}. */
    private static Node home(Node n, String axis) {
        for (Node child : n.children) {
            if (mentions(child, axis) && n.children.stream().filter(x -> mentions(x, axis)).count() == 1) {
                return home(child, axis);
            }
        }
        return n;
    }

    private static boolean mentions(Node n, String axis) {
        if (n.source instanceof Spec.Tensor t) {
            return t.axes().contains(axis);
        }
        return n.children.stream().anyMatch(c -> mentions(c, axis));
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
        long[] coord = new long[names.size()];
        Result r = new Result();
        for (int o = 0; o < output.size(); o++) {
            setOutput(output, o, coord);
            Value v = value(coord, r);
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

    void setOutput(LogicalTensor output, int o, long[] coord) {
        long[] c = output.coordinates(o);
        Arrays.fill(coord, 0);
        for (int j = 0; j < c.length; j++) {
            coord[outToSpec[j]] = c[j];
        }
    }

    /**
     * The value the output must hold ({@code expected}: rounded to its type when exact, else the
     * spec's value), its {@code bound}, the spec's exact value and, for integers, its value
     * modulo 2^64 (max and min taken on the output type's values).
     */
    record Value(double expected, double bound, double exact, long integer) {}

    /** The result of evaluating a node: a float value and error bound, or an integer. */
    static final class Result {
        double v;
        double e;
        long x;
    }

    Value value(long[] coord, Result r) {
        eval(root, coord, r);
        if (integer) {
            return new Value(wrap(r.x), 0, r.x, r.x);
        }
        if (r.e == 0) {
            return new Value(outType.round(r.v), 0, r.v, 0);
        }
        double bound = outType == ElementType.F32 ? r.e : r.e + outType.unitRoundoff() * (2 * Math.abs(r.v) + r.e)
                + outType.smallestStep();
        return new Value(r.v, bound, r.v, 0);
    }

    /** The value of {@code n} at {@code coord}, summed over the axes whose home it is. */
    void eval(Node n, long[] coord, Result r) {
        if (n.home.length == 0) {
            body(n, coord, r);
            return;
        }
        if (isContraction(n)) {
            contract(n, coord, r);
            return;
        }
        long count = 0;
        double sum = 0;
        double magnitude = 0;
        double err = 0;
        long x = 0;
        do {
            body(n, coord, r);
            if (integer) {
                x += r.x;
            } else {
                sum += r.v;
                magnitude += Math.abs(r.v) + r.e;
                err += r.e;
            }
            count++;
        } while (next(n.home, coord));
        r.x = x;
        r.v = sum;
        r.e = count > 1 ? err + gamma(count) * magnitude : err;
    }

    /** A product of two tensors summed over some axes: the common case, computed by strides. */
    private static boolean isContraction(Node n) {
        return n.source instanceof Spec.Binary b && b.op() == Spec.Op.MUL
                && n.children.get(0).source instanceof Spec.Tensor && n.children.get(1).source instanceof Spec.Tensor;
    }

    /**
     * {@link #eval} of a contraction, with the same values and bounds: the innermost summed axis is
     * walked by adding its strides.
     */
    private void contract(Node n, long[] coord, Result r) {
        Node x = n.children.get(0);
        Node w = n.children.get(1);
        int inner = n.home[n.home.length - 1];
        int[] outer = Arrays.copyOf(n.home, n.home.length - 1);
        long size = sizes[inner];
        int xs = (int) x.strides[inner];
        int ws = (int) w.strides[inner];
        long count = 0;
        double sum = 0;
        double magnitude = 0;
        double err = 0;
        long acc = 0;
        do {
            int xo = offset(x, coord);
            int wo = offset(w, coord);
            for (long j = 0; j < size; j++, xo += xs, wo += ws) {
                double a = x.tensor.value(xo);
                double b = w.tensor.value(wo);
                if (integer) {
                    acc += (long) a * (long) b;
                } else {
                    double p = a * b;
                    double e = U32 * Math.abs(p);
                    sum += p;
                    magnitude += Math.abs(p) + e;
                    err += e;
                }
            }
            count += size;
        } while (next(outer, coord));
        r.x = acc;
        r.v = sum;
        r.e = count > 1 ? err + gamma(count) * magnitude : err;
    }

    /** The node's own operation on its children's values, without its sums. */
    void body(Node n, long[] coord, Result r) {
        switch (n.source) {
            case Spec.Tensor t -> {
                double v = n.tensor.value(offset(n, coord));
                r.v = v;
                r.e = 0;
                r.x = (long) v;
            }
            case Spec.Constant k -> {
                r.v = k.value();
                r.e = 0;
                r.x = (long) k.value();
            }
            case Spec.Negate g -> {
                eval(n.children.get(0), coord, r);
                r.v = -r.v;
                r.x = -r.x;
            }
            case Spec.Binary b -> {
                eval(n.children.get(0), coord, r);
                double a = r.v;
                double ea = r.e;
                long xa = r.x;
                eval(n.children.get(1), coord, r);
                combine(b.op(), a, ea, xa, r);
            }
        }
    }

    /** {@code r ← (a, ea, xa) op r}. */
    private void combine(Spec.Op op, double a, double ea, long xa, Result r) {
        if (integer) {
            long xb = r.x;
            r.x = switch (op) {
                case ADD -> xa + xb;
                case SUB -> xa - xb;
                case MUL -> xa * xb;
                case MAX -> Math.max(wrapped(xa), wrapped(xb));
                case MIN -> Math.min(wrapped(xa), wrapped(xb));
            };
            return;
        }
        double b = r.v;
        double eb = r.e;
        double v = switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case MAX -> Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.max(a, b);
            case MIN -> Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.min(a, b);
        };
        r.e = switch (op) {
            case ADD, SUB -> ea + eb + U32 * (Math.abs(v) + ea + eb);
            case MUL -> {
                double p = Math.abs(b) * ea + Math.abs(a) * eb + ea * eb;
                yield p + U32 * (Math.abs(v) + p);
            }
            case MAX, MIN -> Math.max(ea, eb);
        };
        r.v = v;
    }

    double wrap(long v) {
        return wrapped(v);
    }

    /**
     * {@code v} as the output type holds it: its low bits, signed (two's complement). Sums,
     * differences and products are computed modulo 2^64, so this is each operation wrapping in the
     * output type, as the reference's tests state integer results ({@code x.wrapping_mul(2)}).
     */
    long wrapped(long v) {
        return switch (outType) {
            case I8 -> (byte) v;
            case I16 -> (short) v;
            default -> (int) v;
        };
    }

    static double gamma(long n) {
        double nu = n * U32;
        return nu / (1 - nu);
    }

    /** Advances {@code coord} over the axes {@code axes} (odometer, last fastest); false after the last. */
    boolean next(int[] axes, long[] coord) {
        for (int i = axes.length - 1; i >= 0; i--) {
            int k = axes[i];
            if (++coord[k] < sizes[k]) {
                return true;
            }
            coord[k] = 0;
        }
        return false;
    }

    private static int offset(Node n, long[] c) {
        long o = 0;
        for (int k = 0; k < c.length; k++) {
            o += c[k] * n.strides[k];
        }
        return (int) o;
    }

    long termCount(Node n) {
        long t = 1;
        for (int k : n.home) {
            t = Math.multiplyExact(t, sizes[k]);
        }
        return t;
    }

}
