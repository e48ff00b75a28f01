package dev.layoutprover.algebra.check;

import java.util.Arrays;
import java.util.Optional;

/**
 * The questions asked about mappings. Each is a claim that holds ({@code proved}) or fails with a
 * counterexample ({@code refuted}).
 *
 * <p>Example: {@code INJECTIVE} on {@code m![A, A]} is refuted: positions 1 and 8 both store
 * {@code {A: 1}} when {@code A = 8}.
 */
public enum Property {
    /** Two mappings have the same size and the same slot at every position. */
    EQUIVALENT("equiv", "the two mappings are equivalent"),
    /** No tensor index is stored at two positions. */
    INJECTIVE("injective", "no tensor index is stored at two positions"),
    /** Every index of the axes the mapping mentions (each within its declared size) is stored somewhere. */
    SURJECTIVE("surjective", "every index of the mentioned axes is stored somewhere"),
    /** Every stored index lies within its axes' declared sizes. */
    BOUNDS("bounds", "every stored index lies within its axes' sizes"),
    /** No position is a hole. */
    HOLES("holes", "no position is a hole"),
    /** No skewed coordinate wraps around its axis. */
    WRAPAROUND("wraparound", "no skewed coordinate wraps around"),
    /** No position holds more than one index. */
    OVERLAP("overlap", "no position holds more than one index"),
    /** No resize drops a position that stores an index. */
    TRUNCATION("truncation", "no resize drops a stored index"),
    /** A tile view addresses exactly what its parent stores there. */
    SUBVIEW("subview", "the tile view is a true sub-view of its parent");

    private final String cliName;
    private final String claim;

    Property(String cliName, String claim) {
        this.cliName = cliName;
        this.claim = claim;
    }

    /** The name used on the command line and in JSON: {@code injective}. */
    public String cliName() {
        return cliName;
    }

    /** The claim in words, as printed with a verdict. */
    public String claim() {
        return claim;
    }

    /** The property named {@code name} on the command line; {@code surjective} is also {@code coverage}. */
    public static Optional<Property> byName(String name) {
        if (name.equals("coverage")) {
            return Optional.of(SURJECTIVE);
        }
        return Arrays.stream(values()).filter(p -> p.cliName.equals(name)).findFirst();
    }
}
