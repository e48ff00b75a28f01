package dev.layoutprover.kernel.syntax;

import dev.layoutprover.algebra.text.Utf8Text;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A kernel file's text and name, with the start of every line so that an offset becomes a line
 * and a column.
 *
 * <p>Example: in {@code Source.of("k.rs", "axes![A = 8];\ntype L = m![A];")} offset 19 is
 * {@code k.rs:2:6}, and {@code caret(19)} is {@code "  type L = m![A];\n       ^"}.
 */
public final class Source {

    private final String name;
    private final String text;
    private final int[] lineStarts;

    private Source(String name, String text) {
        this.name = name;
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    public static Source of(String name, String text) {
        // A UTF-8 byte-order mark, as some editors write, is not part of the text.
        return new Source(name, text.startsWith("\uFEFF") ? text.substring(1) : text);
    }

    /**
     * The text of {@code file}, shown as {@code name}: a file that is not UTF-8 is a
     * {@link KernelError} at its first byte that is not, naming the byte. Example: a file whose
     * second line is {@code // caf} and the byte {@code 0xe9} (ISO-8859-1's é) is refused as
     * {@code k.rs:2:7: not UTF-8 text: the byte 0xe9 is no UTF-8 character (save the file as UTF-8)}.
     *
     * @throws IOException when the file cannot be read at all
     */
    public static Source read(Path file, String name) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            return of(name, Utf8Text.decode(bytes));
        } catch (Utf8Text.Malformed e) {
            // the text before the byte decodes as it is: the location and its line are shown from it
            Source lenient = of(name, new String(bytes, StandardCharsets.UTF_8));
            int lineStart = lenient.lineStarts[Math.min(e.line(), lenient.lineStarts.length) - 1];
            throw new KernelError(lenient.at(lenient.text.offsetByCodePoints(lineStart, e.column() - 1)), String.format("not UTF-8 text: the byte "
                    + "0x%02x is no UTF-8 character (save the file as UTF-8)", e.value()));
        }
    }

    /** The file name as given on the command line. */
    public String name() {
        return name;
    }

    public String text() {
        return text;
    }

    /** The location of {@code offset}: 1-based line and column. */
    public Location at(int offset) {
        int clamped = Math.max(0, Math.min(offset, text.length()));
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= clamped) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return new Location(this, clamped, lo + 1, clamped - lineStarts[lo] + 1);
    }

    /** Line {@code number} (1-based) without its line break. */
    public String line(int number) {
        int start = lineStarts[number - 1];
        int end = number < lineStarts.length ? lineStarts[number] - 1 : text.length();
        if (end > start && text.charAt(end - 1) == '\r') {
            end--;
        }
        return text.substring(start, end);
    }

    /** The line of {@code offset} and a caret under it, each indented by two spaces. */
    public String caret(int offset) {
        Location at = at(offset);
        String line = line(at.line()).replace('\t', ' ');
        return "  " + line + "\n  " + " ".repeat(Math.min(at.column() - 1, line.length())) + "^";
    }
}
