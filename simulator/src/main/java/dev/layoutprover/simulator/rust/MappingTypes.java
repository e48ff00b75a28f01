package dev.layoutprover.simulator.rust;

import dev.layoutprover.algebra.Mapping;

/**
 * Whether two written mappings are the same Rust type, as rustc compares a let annotation with a
 * call's result: the reference's {@code m!} expands a mapping into nested types ({@code Pair<L, R>},
 * {@code Symbol<A>}, {@code Stride<L, N>}, {@code Modulo<L, N>}, {@code Resize<L, N>},
 * {@code Padding<L, N>}, {@code Identity}; furiosa-mapping/src/parser/mod.rs), pairs to the right,
 * parentheses and brackets only grouping; a type alias stands for what it names. Two mappings with
 * the same layout written in different forms are different types.
 *
 * <p>Example: {@code m![A, B, C]} and {@code m![A, (B, C)]} are both {@code Pair<Symbol<A>,
 * Pair<Symbol<B>, Symbol<C>>>}, the same type; {@code m![(A, B), C]}, {@code m![A / 1]} against
 * {@code m![A]}, or {@code m![A / 4, A % 4]} against {@code m![A]} (A = 16) are not, though each
 * pair stores the same indices at the same positions.
 */
final class MappingTypes {

    private MappingTypes() {}

    /** Whether {@code a} and {@code b} expand to the same type, aliases replaced by what they name. */
    static boolean identical(Mapping a, Mapping b) {
        Mapping x = named(a);
        Mapping y = named(b);
        return switch (x) {
            case Mapping.Pair p when y instanceof Mapping.Pair q -> identical(p.major(), q.major())
                    && identical(p.minor(), q.minor());
            case Mapping.Padding p when y instanceof Mapping.Padding q -> p.size() == q.size()
                    && p.bottom() == q.bottom() && identical(p.inner(), q.inner());
            case Mapping.Resize p when y instanceof Mapping.Resize q -> p.size() == q.size()
                    && identical(p.inner(), q.inner());
            case Mapping.Stride p when y instanceof Mapping.Stride q -> p.divisor() == q.divisor()
                    && identical(p.inner(), q.inner());
            case Mapping.Modulo p when y instanceof Mapping.Modulo q -> p.modulus() == q.modulus()
                    && identical(p.inner(), q.inner());
            default -> x.equals(y);
        };
    }

    private static Mapping named(Mapping m) {
        while (m instanceof Mapping.Alias a) {
            m = a.target();
        }
        return m;
    }
}
