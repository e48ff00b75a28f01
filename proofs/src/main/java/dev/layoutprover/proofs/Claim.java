package dev.layoutprover.proofs;

import java.nio.file.Path;

/**
 * One claim of the catalogue: a named statement, where it is written, what kind of statement it
 * is, and the verdict it is expected to get. The verdict itself always comes from a decision
 * procedure; the expectation only says whether the answer is the one the catalogue documents.
 *
 * <p>Example: the block
 * <pre>
 * claim nested-stride-is-not-the-axis
 *   property: equiv
 *   axes: B = 512
 *   left: m![B / 64, B % 32, B / 32 % 2]
 *   right: m![B]
 *   expect: refuted
 * </pre>
 * is a claim named {@code nested-stride-is-not-the-axis} with an {@link Statement.Equivalence}
 * statement, expected to be refuted.
 *
 * @param name unique in the catalogue: letters, digits and {@code -}
 * @param file the claim file
 * @param line the line of {@code claim NAME} in that file
 * @param property the property as written: {@code equiv}, {@code injective}, {@code eval}, …
 * @param source where the claim comes from (free text, may be empty)
 * @param expected the documented verdict
 * @param statement what is claimed, parsed
 */
public record Claim(String name, Path file, int line, String property, String source, Expected expected,
        Statement statement) {

    /** The verdict a claim is documented to get. */
    public enum Expected {
        PROVED, REFUTED;

        /** {@code proved} or {@code refuted}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** {@code proofs/seed-000.claims:12}. */
    public String location() {
        return file + ":" + line;
    }
}
