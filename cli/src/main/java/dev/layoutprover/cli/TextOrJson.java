package dev.layoutprover.cli;

import picocli.CommandLine.Option;

/**
 * {@code --format text|json}, taken by the listing commands {@code kernels} and {@code rules}: a
 * table for people by default, a JSON array for programs.
 *
 * <p>Example: {@code layout rules --format json} gives {@link #json()} true; {@code --format xml}
 * is bad input that names the two choices.
 */
final class TextOrJson {

    /** The two formats. */
    enum Format { text, json }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text or json. Default: ${DEFAULT-VALUE}.")
    Format format;

    /** Whether {@code --format json} was given. */
    boolean json() {
        return format == Format.json;
    }
}
