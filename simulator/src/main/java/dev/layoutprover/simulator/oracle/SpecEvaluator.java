package dev.layoutprover.simulator.oracle;

import dev.layoutprover.simulator.ElementType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A spec's value at an output index on given inputs ({@link SpecInputs}), with the semantics
 * {@link Expectation} states: each summed axis summed at its home ({@link SpecHomes}), integer
 * outputs wrapping in the output type, float outputs exact with the bound of the engines' error.
 *
 * <p>Example: {@code max(x[N] * 3 + 5, 0) -> [N]} with {@code x} 2 everywhere is 11 at every
 * index; {@code a[I,J] * x[J] -> [I]} with {@code a} and {@code x} 1 everywhere and {@code J = 4}
 * is 4 at every index.
 */
public final class SpecEvaluator {

    private static final double U32 = 0x1p-24;

    final Spec spec;
    final ElementType outType;
    final boolean integer;
    /** The spec's axes: the output's, then the summed ones. */
    final List<String> names;
    /** The sizes of the summed axes (entries of the output's axes unused). */
    final long[] sizes;
    final Node root;

    /** A compiled spec node: its children, a leaf's reader, the axes summed here. */
    static final class Node {
        final Spec.Node source;
        final List<Node> children = new ArrayList<>();
        SpecInputs.Reader reader;
        int[] home = new int[0];

        Node(Spec.Node source) {
            this.source = source;
        }
    }

    /**
     * The value the output must hold ({@code expected}: rounded to its type when exact, else the
     * spec's value), its {@code bound}, the spec's exact value and, for integers, its value
     * modulo 2^64 (max and min taken on the output type's values).
     */
    public record Value(double expected, double bound, double exact, long integer) {}

    /** The result of evaluating a node: a float value and error bound, or an integer. */
    static final class NodeValue {
        double v;
        double e;
        long x;
    }

    public SpecEvaluator(Spec spec, ElementType outType, SpecInputs inputs) {
        this.spec = spec;
        this.outType = outType;
        this.integer = !outType.isFloat();
        names = new ArrayList<>(spec.output());
        names.addAll(spec.summed());
        sizes = new long[names.size()];
        for (int k = spec.output().size(); k < names.size(); k++) {
            sizes[k] = inputs.size(names.get(k));
        }
        root = compile(spec.body(), inputs, new SpecHomes(spec));
    }

    private Node compile(Spec.Node n, SpecInputs inputs, SpecHomes homes) {
        Node c = new Node(n);
        if (n instanceof Spec.Input t) {
            c.reader = inputs.reader(t, names);
        }
        for (Spec.Node child : SpecHomes.children(n)) {
            c.children.add(compile(child, inputs, homes));
        }
        c.home = homes.homeAxes(n).stream().mapToInt(names::indexOf).toArray();
        return c;
    }

    /** The value at the output index {@code at} (each output axis of the spec → its position). */
    public Value value(Map<String, Long> at) {
        long[] coord = new long[names.size()];
        for (int k = 0; k < spec.output().size(); k++) {
            coord[k] = at.get(names.get(k));
        }
        return value(coord, new NodeValue());
    }

    /** The value at {@code coord} (the output axes set, the summed ones 0; left as found). */
    Value value(long[] coord, NodeValue r) {
        eval(root, coord, r);
        if (integer) {
            return new Value(wrapped(r.x), 0, r.x, r.x);
        }
        if (r.e == 0) {
            return new Value(outType.round(r.v), 0, r.v, 0);
        }
        double bound = outType == ElementType.F32 ? r.e : r.e + outType.unitRoundoff() * (2 * Math.abs(r.v) + r.e)
                + outType.smallestStep();
        return new Value(r.v, bound, r.v, 0);
    }

    /** The value of {@code n} at {@code coord}, summed over the axes whose home it is. */
    void eval(Node n, long[] coord, NodeValue r) {
        if (n.home.length == 0) {
            body(n, coord, r);
            return;
        }
        if (isContraction(n)) {
            contract(n, coord, r);
            return;
        }
        Sum sum = new Sum();
        do {
            body(n, coord, r);
            if (integer) {
                sum.integer += r.x;
            } else {
                sum.add(r.v, r.e);
            }
            sum.count++;
        } while (next(n.home, coord));
        sum.into(r);
    }

    /** A sum of terms: modulo 2^64, or in f32 in any order with its bound {@code γ(n)·Σ(|t| + e_t) + Σe_t}. */
    private static final class Sum {
        long count;
        long integer;
        double value;
        double magnitude;
        double err;

        void add(double v, double e) {
            value += v;
            magnitude += Math.abs(v) + e;
            err += e;
        }

        void into(NodeValue r) {
            r.x = integer;
            r.v = value;
            r.e = count > 1 ? err + gamma(count) * magnitude : err;
        }
    }

    /** A product of two dense tensors summed over some axes: the common case, computed by strides. */
    private static boolean isContraction(Node n) {
        return n.source instanceof Spec.Binary b && b.op() == Spec.Op.MUL
                && n.children.get(0).reader instanceof TensorInputs.Strided
                && n.children.get(1).reader instanceof TensorInputs.Strided;
    }

    /**
     * {@link #eval} of a contraction, with the same values and bounds: the innermost summed axis is
     * walked by adding its strides.
     */
    private void contract(Node n, long[] coord, NodeValue r) {
        TensorInputs.Strided x = (TensorInputs.Strided) n.children.get(0).reader;
        TensorInputs.Strided w = (TensorInputs.Strided) n.children.get(1).reader;
        int inner = n.home[n.home.length - 1];
        int[] outer = Arrays.copyOf(n.home, n.home.length - 1);
        long size = sizes[inner];
        int xs = (int) x.strides()[inner];
        int ws = (int) w.strides()[inner];
        Sum sum = new Sum();
        do {
            int xo = x.offset(coord);
            int wo = w.offset(coord);
            for (long j = 0; j < size; j++, xo += xs, wo += ws) {
                double a = x.tensor().value(xo);
                double b = w.tensor().value(wo);
                if (integer) {
                    sum.integer += (long) a * (long) b;
                } else {
                    double p = a * b;
                    sum.add(p, U32 * Math.abs(p));
                }
            }
            sum.count += size;
        } while (next(outer, coord));
        sum.into(r);
    }

    /** The node's own operation on its children's values, without its sums. */
    void body(Node n, long[] coord, NodeValue r) {
        switch (n.source) {
            case Spec.Input t -> {
                double v = n.reader.value(coord);
                r.v = v;
                r.e = 0;
                r.x = (long) v;
            }
            case Spec.Constant k -> {
                r.v = k.value();
                // a float kernel holds a constant as an f32 operand: 0.01 is 0.00999999977648258, off by 2.2e-10
                r.e = integer ? 0 : Math.abs(k.value() - (double) (float) k.value());
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
    private void combine(Spec.Op op, double a, double ea, long xa, NodeValue r) {
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
     * {@code v} as the output type holds it: its low bits, signed (two's complement), unsigned for u8. Sums,
     * differences and products are computed modulo 2^64, so this is each operation wrapping in the
     * output type, as the reference's tests state integer results ({@code x.wrapping_mul(2)}).
     */
    long wrapped(long v) {
        return switch (outType) {
            case I8 -> (byte) v;
            case U8 -> v & 0xFF;
            case I16 -> (short) v;
            default -> (int) v;
        };
    }

    /** The bits an integer output's values wrap to ({@link #wrapped}): 8 for i8, 16 for i16, else 32. */
    public static int wrapBits(ElementType t) {
        return switch (t) {
            case I8, U8 -> 8;
            case I16 -> 16;
            default -> 32;
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

    long termCount(Node n) {
        long t = 1;
        for (int k : n.home) {
            t = Math.multiplyExact(t, sizes[k]);
        }
        return t;
    }
}
