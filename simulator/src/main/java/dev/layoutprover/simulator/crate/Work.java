package dev.layoutprover.simulator.crate;

import dev.layoutprover.kernel.model.DeviceFunction;
import dev.layoutprover.kernel.syntax.Ast;
import dev.layoutprover.simulator.rust.ContractWork;
import dev.layoutprover.simulator.rust.Program;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The multiply-accumulates a concrete run of a device function takes, known before running.
 * {@link #macs(Program, Ast.Function, DeviceFunction)} counts the tensor unit's contractions in the
 * source ({@link ContractWork}); a function with none is measured by the element count of its
 * largest tensor, and one whose source the count cannot follow falls back on the estimate
 * {@link #macs(DeviceFunction)}.
 *
 * <p>The fallback estimates from the signature: the sum, over each pair of input tensors that share an axis, of the product
 * of the sizes of their axes together (the MACs of contracting the two); with no such pair, the
 * element count of its largest tensor. An axis counts with its full declared size. Saturates at
 * {@link Long#MAX_VALUE}.
 *
 * <p>Example: the corpus's {@code matmul_16384(lhs: m![A, B], rhs: m![B, C])} with
 * {@code A = B = C = 16384} takes A·B·C = 4398046511104 MACs; {@code matmul_4096(lhs: m![A, B],
 * rhs: m![B])} A·B = 16777216; {@code binary_add_2048(lhs: m![A], rhs: m![A])} 2048.
 */
public final class Work {

    private Work() {}

    /**
     * The MACs of {@code f}: its contractions counted ({@link ContractWork}); with none, the
     * element count of its largest tensor; when they cannot be counted, {@link #macs(DeviceFunction)}.
     *
     * <p>Example: the crate's {@code transformer::head::forward} counts 18328059904 MACs, of which its
     * LM head's 38 contractions take 38 · 469762048 (Slice 256, Row 8, Time 7168, Packet 32), where
     * the signature estimate gave 2025135934080.
     */
    public static long macs(Program program, Ast.Function f, DeviceFunction described) {
        Optional<ContractWork.Count> c = ContractWork.of(program, f);
        if (c.isEmpty()) {
            return macs(described);
        }
        if (c.get().contractions() > 0) {
            return c.get().macs();
        }
        return largest(described);
    }

    /** The element count of the largest tensor {@code f} takes or returns. */
    static long largest(DeviceFunction f) {
        List<Map<String, Long>> all = new ArrayList<>();
        for (DeviceFunction.Param p : f.params()) {
            Map<String, Long> axes = axes(p.type());
            if (!axes.isEmpty()) {
                all.add(axes);
            }
        }
        f.returns().map(Work::axes).filter(a -> !a.isEmpty()).ifPresent(all::add);
        return all.stream().mapToLong(Work::product).max().orElse(0);
    }

    /** The signature estimate for {@code f}. */
    public static long macs(DeviceFunction f) {
        List<Map<String, Long>> inputs = new ArrayList<>();
        List<Map<String, Long>> all = new ArrayList<>();
        for (DeviceFunction.Param p : f.params()) {
            Map<String, Long> axes = axes(p.type());
            if (!axes.isEmpty()) {
                all.add(axes);
                if (!p.type().output()) {
                    inputs.add(axes);
                }
            }
        }
        f.returns().map(Work::axes).filter(a -> !a.isEmpty()).ifPresent(all::add);
        long sum = 0;
        boolean paired = false;
        for (int i = 0; i < inputs.size(); i++) {
            for (int j = i + 1; j < inputs.size(); j++) {
                if (Collections.disjoint(inputs.get(i).keySet(), inputs.get(j).keySet())) {
                    continue;
                }
                Map<String, Long> union = new TreeMap<>(inputs.get(i));
                inputs.get(j).forEach((k, v) -> union.merge(k, v, Math::max));
                sum = saturatedAdd(sum, product(union));
                paired = true;
            }
        }
        if (paired) {
            return sum;
        }
        return all.stream().mapToLong(Work::product).max().orElse(0);
    }

    private static Map<String, Long> axes(DeviceFunction.TypeInfo t) {
        Map<String, Long> axes = new TreeMap<>();
        t.tensor().ifPresent(x -> x.mappings().forEach(m -> m.axes().forEach((name, size) -> axes.merge(name, size,
                Math::max))));
        return axes;
    }

    private static long product(Map<String, Long> axes) {
        long product = 1;
        for (long size : axes.values()) {
            try {
                product = Math.multiplyExact(product, Math.max(1, size));
            } catch (ArithmeticException e) {
                return Long.MAX_VALUE;
            }
        }
        return product;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0 ? Long.MAX_VALUE : s;
    }
}
