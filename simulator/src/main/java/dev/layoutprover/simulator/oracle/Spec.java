package dev.layoutprover.simulator.oracle;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The math a kernel is meant to compute, in named axes: an expression over the kernel's input
 * tensors and the axes of its output. Axes of the expression absent from the output are summed
 * over the whole expression (as the reference's {@code Tensor::contraction}: the product of the
 * operands, broadcast over the union of their axes, reduced by addition).
 *
 * <p>Example: {@code SpecParser.parse("a[M,K] * b[K,N] -> [M,N]")} is the matrix product:
 * {@code out[m, n] = Σ_k a[m, k]·b[k, n]}; {@code "lhs[A] + rhs[A] -> [A]"} is elementwise
 * addition; {@code "max(x[N], 0) -> [N]"} is a ReLU.
 *
 * @param text the spec as written
 * @param body the expression
 * @param output the output's axis names, outermost first
 */
public record Spec(String text, Node body, List<String> output) {

    public Spec {
        output = List.copyOf(output);
    }

    /** A binary operation of the spec. */
    public enum Op {
        ADD("+"), SUB("-"), MUL("*"), MAX("max"), MIN("min");

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /** An expression of the spec. */
    public sealed interface Node {}

    /** A kernel input {@code name[A, B]}: its axes named as the spec names them. */
    public record Input(String name, List<String> axes, int column) implements Node {
        public Input {
            axes = List.copyOf(axes);
        }

        @Override
        public String toString() {
            return name + "[" + String.join(", ", axes) + "]";
        }
    }

    /** A number. */
    public record Constant(double value, String text) implements Node {
        @Override
        public String toString() {
            return text;
        }
    }

    /** {@code -x}. */
    public record Negate(Node value) implements Node {
        @Override
        public String toString() {
            return "-" + value;
        }
    }

    /** {@code a + b}, {@code a - b}, {@code a * b}, {@code max(a, b)}, {@code min(a, b)}. */
    public record Binary(Op op, Node left, Node right) implements Node {
        @Override
        public String toString() {
            return op == Op.MAX || op == Op.MIN ? op.symbol() + "(" + left + ", " + right + ")"
                    : "(" + left + " " + op.symbol() + " " + right + ")";
        }
    }

    /** The tensor operands, left to right. */
    public List<Input> tensors() {
        List<Input> out = new ArrayList<>();
        collect(body, out);
        return out;
    }

    /** The axis names of the expression, in order of first appearance. */
    public Set<String> axes() {
        Set<String> s = new LinkedHashSet<>();
        tensors().forEach(t -> s.addAll(t.axes()));
        return s;
    }

    /** The summed axes: those of the expression not in the output. */
    public List<String> summed() {
        List<String> s = new ArrayList<>(axes());
        s.removeAll(output);
        return s;
    }

    private static void collect(Node n, List<Input> out) {
        switch (n) {
            case Input t -> out.add(t);
            case Constant c -> { }
            case Negate g -> collect(g.value(), out);
            case Binary b -> {
                collect(b.left(), out);
                collect(b.right(), out);
            }
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
