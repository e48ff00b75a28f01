package dev.layoutprover.kernel.syntax;

/**
 * A place in a kernel file: the offset into its text and the 1-based line and column.
 * {@link #toString()} is {@code file:line:column}, as compilers print it.
 *
 * <p>Example: the {@code .to_trf} of line 40, column 10 of {@code gemm.rs} is {@code gemm.rs:40:10}.
 */
public record Location(Source source, int offset, int line, int column) {

    public String file() {
        return source.name();
    }

    /** The source line and a caret under this location. */
    public String caret() {
        return source.caret(offset);
    }

    @Override
    public String toString() {
        return source.name() + ":" + line + ":" + column;
    }
}
