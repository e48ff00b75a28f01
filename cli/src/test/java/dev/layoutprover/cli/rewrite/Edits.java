package dev.layoutprover.cli.rewrite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Replacements of ranges of one text, applied together; overlapping ones are dropped after the first.
 *
 * <p>Example: on {@code "abc"}, {@code replace(0, 1, "x")} and {@code insert(3, "!")} give {@code "xbc!"}.
 */
public final class Edits {

    private record Edit(int start, int end, String text, int order) {}

    private final List<Edit> edits = new ArrayList<>();

    /** Replaces {@code [start, end)} by {@code text}. */
    public Edits replace(int start, int end, String text) {
        edits.add(new Edit(start, end, text, edits.size()));
        return this;
    }

    /** Inserts {@code text} at {@code at}. */
    public Edits insert(int at, String text) {
        return replace(at, at, text);
    }

    public boolean isEmpty() {
        return edits.isEmpty();
    }

    /** The edited text, or empty when there is no edit. */
    public Optional<String> applyTo(String text) {
        if (edits.isEmpty()) {
            return Optional.empty();
        }
        List<Edit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(Edit::start).thenComparingInt(Edit::order));
        StringBuilder b = new StringBuilder();
        int at = 0;
        for (Edit e : sorted) {
            if (e.start() < at) {
                continue;
            }
            b.append(text, at, e.start()).append(e.text());
            at = e.end();
        }
        b.append(text.substring(at));
        return Optional.of(b.toString());
    }
}
