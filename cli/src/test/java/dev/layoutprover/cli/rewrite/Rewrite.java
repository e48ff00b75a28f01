package dev.layoutprover.cli.rewrite;

import java.util.Optional;

/**
 * A semantics-preserving change of a Rust kernel file: the rewritten kernel computes what the original
 * computes, so a reader must give it the same findings and verdicts. Empty when the file has nothing the
 * rewrite applies to.
 *
 * <p>Example: {@code new BodyWrappers.Block()} turns {@code fn f() -> u32 { 1 }} into
 * {@code fn f() -> u32 { { 1 } }}.
 */
public interface Rewrite {

    /** A short name for reports, e.g. {@code "body-in-block"}. */
    String name();

    /** The rewritten source, or empty when nothing in {@code source} is rewritten. */
    Optional<String> apply(String source);
}
