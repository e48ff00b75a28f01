package dev.layoutprover.simulator.tensor;

import dev.layoutprover.algebra.Axes;
import dev.layoutprover.algebra.Declarations;
import dev.layoutprover.algebra.Mapping;
import dev.layoutprover.algebra.text.AxesParser;
import dev.layoutprover.algebra.text.DeclarationsParser;
import dev.layoutprover.algebra.text.MappingParser;

/**
 * The axes of a kernel and a short way to write its mappings: {@code l.m("A / 8 # 256")} is
 * {@code m![A / 8 # 256]}; aliases defined with {@link #alias} are written {@code {Name}}.
 *
 * <p>Example: {@code KernelAxes l = KernelAxes.of("I = 512, J = 512, K = 2048");
 * Mapping slice = l.m("I / 32, J / 32");}
 */
public final class KernelAxes {

    private Declarations declarations;

    private KernelAxes(Declarations declarations) {
        this.declarations = declarations;
    }

    /** {@code axes![…]} from {@code "A = 8, B = 512"}. */
    public static KernelAxes of(String axes) {
        return new KernelAxes(Declarations.of(AxesParser.parse(axes)));
    }

    /** {@code type name = m![text]}. */
    public KernelAxes alias(String name, String text) {
        declarations = DeclarationsParser.withAlias(declarations, name, text);
        return this;
    }

    /** {@code m![text]}; the {@code m![…]} around the text is optional. */
    public Mapping m(String text) {
        return MappingParser.parse(text, declarations);
    }

    public Axes axes() {
        return declarations.axes();
    }
}
