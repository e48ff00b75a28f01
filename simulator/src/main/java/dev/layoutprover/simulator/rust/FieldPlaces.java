package dev.layoutprover.simulator.rust;

import dev.layoutprover.kernel.syntax.KernelError;
import dev.layoutprover.kernel.syntax.Location;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A place inside a known value, as an assignment names it: a field of a struct ({@code plan.base})
 * or an item of a tuple ({@code plan.pair.0}), to any depth. Values are immutable, so writing a
 * place makes a copy of the value with that one field changed, which the variable then holds.
 *
 * <p>Example: with {@code s = Cursor { at: 4096, pair: (0, 1) }}, {@code with(s, [pair, 0], 7)} is
 * {@code Cursor { at: 4096, pair: (7, 1) }} and {@code get} of {@code [pair, 1]} is {@code 1}.
 */
final class FieldPlaces {

    private FieldPlaces() {}

    /** The value at {@code fields} inside {@code value}. */
    static Object get(Object value, List<String> fields, Location at) {
        Object v = value;
        for (String f : fields) {
            v = v == InterpreterValues.POISON ? v : one(v, f, at);
        }
        return v;
    }

    /** A copy of {@code value} whose place {@code fields} holds {@code replacement}. */
    static Object with(Object value, List<String> fields, Object replacement, Location at) {
        if (fields.isEmpty()) {
            return replacement;
        }
        if (value == InterpreterValues.POISON || replacement == InterpreterValues.POISON) {
            return InterpreterValues.POISON;
        }
        String f = fields.get(0);
        Object inner = with(one(value, f, at), fields.subList(1, fields.size()), replacement, at);
        if (value instanceof InterpreterValues.Struct st) {
            Map<String, Object> changed = new LinkedHashMap<>(st.fields());
            changed.put(f, inner);
            return new InterpreterValues.Struct(st.type(), st.name(), Collections.unmodifiableMap(changed), st.generics());
        }
        List<Object> items = new ArrayList<>(((InterpreterValues.Tuple) value).items());
        items.set(Integer.parseInt(f), inner);
        return new InterpreterValues.Tuple(Collections.unmodifiableList(items));
    }

    private static Object one(Object v, String f, Location at) {
        if (v instanceof InterpreterValues.Struct st && st.fields().containsKey(f)) {
            return st.fields().get(f);
        }
        if (v instanceof InterpreterValues.Tuple t && f.matches("\\d+") && Integer.parseInt(f) < t.items().size()) {
            return t.items().get(Integer.parseInt(f));
        }
        throw new KernelError(at, InterpreterValues.describe(v) + " has no field '" + f + "'");
    }
}
