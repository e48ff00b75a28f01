package dev.layoutprover.algebra;

import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The names a mapping expression may use: an axes declaration and named aliases
 * ({@code type L = m![A]}), each alias defined in terms of the axes and the aliases before it.
 *
 * <p>Example: {@code Declarations.of(axes).withAlias("L", l)}, with {@code axes} declaring
 * {@code A = 8, B = 512} and {@code l} the mapping {@code m![A]}, lets {@code m![{ L }, B]} be
 * parsed ({@code text.DeclarationsParser} reads such declarations from text); it is equivalent
 * to {@code m![A, B]}.
 */
public final class Declarations {

    private final Axes axes;
    private final ImmutableMap<String, Mapping> aliases;

    private Declarations(Axes axes, ImmutableMap<String, Mapping> aliases) {
        this.axes = axes;
        this.aliases = aliases;
    }

    public static Declarations of(Axes axes) {
        return new Declarations(axes, ImmutableMap.of());
    }

    public Axes axes() {
        return axes;
    }

    public Map<String, Mapping> aliases() {
        return aliases;
    }

    public Optional<Mapping> alias(String name) {
        return Optional.ofNullable(aliases.get(name));
    }

    /** These declarations with alias {@code name} defined as {@code mapping}; the name must be new. */
    public Declarations withAlias(String name, Mapping mapping) {
        if (!Axis.isValidName(name)) {
            throw new MappingException("alias name must be an identifier, got '" + name + "'");
        }
        if (aliases.containsKey(name)) {
            throw new MappingException("alias " + name + " is defined twice");
        }
        Map<String, Mapping> m = new LinkedHashMap<>(aliases);
        m.put(name, mapping);
        return new Declarations(axes, ImmutableMap.copyOf(m));
    }

    /**
     * These declarations with the axes {@code m} declared itself (a CuTe or XLA layout's {@code D0,
     * D1, …}), so that another mapping may name them; axes already declared stay as they are.
     *
     * <p>Example: after {@code xla:f32[3,5]{1,0}}, {@code m![D1, D0]} reads over {@code D0 = 3,
     * D1 = 5}.
     */
    public Declarations declaring(Mapping m) {
        Axes out = axes;
        for (Axis a : Evaluator.of(m).axes()) {
            if (out.axis(a.name()).isEmpty() && out.skew(a.name()).isEmpty()) {
                out = out.with(a);
            }
        }
        return out.equals(axes) ? this : new Declarations(out, aliases);
    }

    /** These axes with the aliases of {@code other} (whose axes must be among these). */
    public Declarations withAliases(Declarations other) {
        Declarations d = this;
        for (var e : other.aliases.entrySet()) {
            d = d.withAlias(e.getKey(), e.getValue());
        }
        return d;
    }
}
