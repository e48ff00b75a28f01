package dev.layoutprover.cli.rewrite;

import java.util.Optional;

/**
 * Ends every non-empty argument or parameter list of a call or a function, and every turbofish, with a
 * comma: {@code f(a, b)} and {@code f(a, b,)} are the same call.
 *
 * <p>Example: {@code x.fetch::<i8, m![A]>(y)} becomes {@code x.fetch::<i8, m![A],>(y,)}.
 */
public final class TrailingCommas implements Rewrite {

    @Override
    public String name() {
        return "trailing-commas";
    }

    @Override
    public Optional<String> apply(String source) {
        RustText t = new RustText(source);
        Edits edits = new Edits();
        for (int i = 1; i < t.code.length(); i++) {
            char c = t.code.charAt(i);
            char before = t.code.charAt(i - 1);
            int close;
            if (c == '(' && (Character.isJavaIdentifierPart(before) || before == '>') && !keywordBefore(t, i)
                    && !arrowBefore(t, i)) {
                close = t.matching(i);
            } else if (c == '<' && before == ':' && i > 1 && t.code.charAt(i - 2) == ':') {
                close = t.closeAngle(i);
            } else {
                continue;
            }
            int last = close - 1;
            while (last > i && Character.isWhitespace(t.code.charAt(last))) {
                last--;
            }
            if (last > i && t.code.charAt(last) != ',') {
                edits.insert(last + 1, ",");
            }
        }
        return edits.applyTo(source);
    }

    private static boolean keywordBefore(RustText t, int at) {
        int j = at;
        while (j > 0 && Character.isJavaIdentifierPart(t.code.charAt(j - 1))) {
            j--;
        }
        String word = t.code.substring(j, at);
        if (t.code.startsWith("#[", j - 2) || t.code.startsWith("#![", j - 3)) {
            return true;
        }
        return word.matches("if|while|match|in|return|as|for|let|else|mut|move|impl|dyn|where|Fn|FnMut|FnOnce")
                || word.matches("[0-9].*");
    }

    /** Whether a {@code >} before {@code at} ends {@code ->} or {@code =>}, or closes no turbofish or generics. */
    private static boolean arrowBefore(RustText t, int at) {
        if (t.code.charAt(at - 1) != '>') {
            return false;
        }
        char two = t.code.charAt(at - 2);
        return two == '-' || two == '=';
    }
}
