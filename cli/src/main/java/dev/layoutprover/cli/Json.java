package dev.layoutprover.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Slot;
import dev.layoutprover.algebra.TensorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** JSON output: one document per command, keys in a stable order, indices as axis → value maps. */
final class Json {

    private Json() {}

    static String write(Object value) {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** {@code {"A": 1, "B": 7}} in declaration order. */
    static Map<String, Long> index(Axes axes, TensorIndex index) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (var a : axes.list()) {
            long v = index.get(a.name());
            if (v != 0) {
                out.put(a.name(), v);
            }
        }
        index.coordinates().forEach(out::putIfAbsent);
        return out;
    }

    /**
     * A map for one index, a list of maps for a set, {@code null} for a hole, as the command contract
     * states; also {@code null} where there is no slot at all (a side without that position, which
     * the counterexample's {@code left_size} and {@code right_size} tell apart).
     */
    static Object slot(Axes axes, Slot slot) {
        if (slot == null || slot.isHole()) {
            return null;
        }
        if (slot.isSingle()) {
            return index(axes, slot.single());
        }
        List<Object> out = new ArrayList<>();
        slot.indices().stream().sorted(axes.indexOrder()).forEach(i -> out.add(index(axes, i)));
        return out;
    }
}
