package dev.layoutprover.kernel.syntax;

import java.util.Optional;

/**
 * The functions of a crate's own conversion impls, named by what they convert from. Rust picks
 * {@code impl From<Column> for usize}'s {@code from} among a type's several {@code From} impls by
 * the argument's type, and {@code c.into()} by the type the value goes to; the reader therefore
 * keeps each impl's {@code from} (or {@code try_from} of {@code TryFrom}) under a name holding
 * the source type's last path segment, one no Rust code can write.
 *
 * <p>Example: {@code impl From<Column> for usize { fn from(c: Column) -> usize { … } }} gives the
 * type {@code usize} the function {@code from#Column}; {@code impl TryFrom<usize> for Wide}
 * gives {@code Wide} the function {@code try_from#usize}.
 */
public final class ConversionImpls {

    /**
     * The source of a generic impl, {@code impl<T: Into<u64>> From<T> for Wide}: any type its bounds
     * admit, which the crate compiled with; {@code _} names no type an impl can convert from.
     */
    public static final String ANY = "_";

    private ConversionImpls() {}

    /** The function name of trait {@code trait}'s conversion function, if it is {@code From} or {@code TryFrom}. */
    public static Optional<String> function(String trait) {
        return switch (trait) {
            case "From" -> Optional.of("from");
            case "TryFrom" -> Optional.of("try_from");
            default -> Optional.empty();
        };
    }

    /**
     * The name {@code function} ({@code from}) of a conversion from {@code source}
     * ({@code Column}) goes by: {@code from#Column}.
     */
    public static String name(String function, String source) {
        return function + "#" + source;
    }

    /** Whether {@code name} is a conversion's name of {@code function}, from any source. */
    public static boolean isConversion(String name, String function) {
        return name.startsWith(function + "#");
    }

    /** The source type of a conversion's name: {@code Column} of {@code from#Column}. */
    public static String source(String name) {
        return name.substring(name.indexOf('#') + 1);
    }
}
