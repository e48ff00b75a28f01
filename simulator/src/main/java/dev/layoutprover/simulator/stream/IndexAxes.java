package dev.layoutprover.simulator.stream;

import dev.layoutprover.algebra.Axis;
import dev.layoutprover.algebra.Evaluator;
import dev.layoutprover.algebra.Mapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The index axes to evaluate a stream's mappings over, slot by slot with its tensor's axes.
 *
 * <p>A tile renumbers its window of the tiled axis from 0 and gives the tensor that axis at the
 * window's size, while the kernel's later mappings still name the axis at its declared size: after
 * {@code lhs.view().tile::<m![B / 512], 1, m![A, 1 # 4, B % 512]>(j)} with {@code B = 2048}, the
 * tensor holds {@code B = 512} and the stream's mappings {@code B = 2048}. Their indices agree (the
 * mappings reach only {@code B < 512}), so the evaluator takes each axis as the mappings size it.
 *
 * <p>Example: tensor axes {@code [A = 1024, B = 512]}, mappings naming {@code B = 2048}:
 * {@code [A = 1024, B = 2048]}, in the tensor's order.
 */
final class IndexAxes {

    private IndexAxes() {}

    /** {@code tensorAxes} in order, each as {@code mappings} size it where they name it. */
    static List<Axis> over(List<Axis> tensorAxes, Mapping... mappings) {
        Map<String, Axis> named = new LinkedHashMap<>();
        for (Mapping m : mappings) {
            for (Axis a : Evaluator.of(m).axes()) {
                named.putIfAbsent(a.name(), a);
            }
        }
        List<Axis> out = new ArrayList<>(tensorAxes.size());
        for (Axis a : tensorAxes) {
            out.add(named.getOrDefault(a.name(), a));
        }
        return out;
    }
}
