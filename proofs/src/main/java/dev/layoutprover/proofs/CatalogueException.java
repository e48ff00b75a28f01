package dev.layoutprover.proofs;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Claim files that cannot be read: every problem found, each with its file, line and what is
 * wrong, e.g. {@code proofs/laws.claims:14: left: column 4: unknown name 'F'}.
 */
public final class CatalogueException extends RuntimeException {

    /** One problem at one line of one file. */
    public record Problem(String file, int line, String message) {
        @Override public String toString() {
            return file + (line > 0 ? ":" + line : "") + ": " + message;
        }
    }

    private final List<Problem> problems;

    public CatalogueException(List<Problem> problems) {
        super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
