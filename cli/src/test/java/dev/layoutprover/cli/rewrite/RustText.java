package dev.layoutprover.cli.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rust source with its comments and literals blanked out, so that rewrites find code by text without
 * matching inside a comment or a string: {@link #code} has the source's length and its characters at the
 * same places, but every comment and string or char literal is spaces (line breaks kept).
 *
 * <p>Example: {@code new RustText("let a = 1; // b\n").code} is {@code "let a = 1;     \n"}.
 */
public final class RustText {

    /** The source as written. */
    public final String source;
    /** The source with comments, string and char literals blanked. */
    public final String code;

    public RustText(String source) {
        this.source = source;
        this.code = blank(source);
    }

    /** A function item: its name, where its attributes and doc comments start, its parts' places. */
    public record Function(String name, int start, int fnKeyword, int generics, int params, int paramsEnd,
            int bodyOpen, int bodyClose, boolean device) {

        /** The text between the braces of the body. */
        public String body(RustText t) {
            return t.source.substring(bodyOpen + 1, bodyClose);
        }
    }

    private static final Pattern FN = Pattern.compile("\\bfn\\s+(?:r#)?([A-Za-z_][A-Za-z0-9_]*)");

    /** Every function with a body, outermost and nested (methods, helpers, device functions), in order. */
    public List<Function> functions() {
        List<Function> out = new ArrayList<>();
        Matcher m = FN.matcher(code);
        while (m.find()) {
            int i = m.end();
            int generics = -1;
            int j = skipSpace(i);
            if (j < code.length() && code.charAt(j) == '<') {
                generics = j;
                j = closeAngle(j) + 1;
                j = skipSpace(j);
            }
            if (j >= code.length() || code.charAt(j) != '(') {
                continue;
            }
            int paramsEnd = matching(j);
            int k = paramsEnd + 1;
            int angle = 0;
            int open = -1;
            for (; k < code.length(); k++) {
                char c = code.charAt(k);
                if (c == '<') {
                    angle++;
                } else if (c == '>' && code.charAt(k - 1) != '-' && code.charAt(k - 1) != '=') {
                    angle--;
                } else if (c == '(' || c == '[') {
                    k = matching(k);
                } else if (c == ';') {
                    break;
                } else if (c == '{') {
                    if (angle > 0) {
                        k = matching(k);
                    } else {
                        open = k;
                        break;
                    }
                }
            }
            if (open < 0) {
                continue;
            }
            int start = itemStart(m.start());
            boolean device = code.substring(start, m.start()).contains("#[device");
            out.add(new Function(m.group(1), start, m.start(), generics, j, paramsEnd, open, matching(open), device));
        }
        return out;
    }

    /** Where the item whose keyword {@code fn} is at {@code at} starts: its attributes, doc comments, qualifiers. */
    public int itemStart(int at) {
        int lineStart = source.lastIndexOf('\n', at - 1) + 1;
        int start = lineStart;
        while (start > 0) {
            int prevEnd = start - 1;
            int prevStart = source.lastIndexOf('\n', prevEnd - 1) + 1;
            String line = source.substring(prevStart, prevEnd).strip();
            if (line.startsWith("#[") || line.startsWith("///") || line.startsWith("//")) {
                start = prevStart;
            } else {
                break;
            }
        }
        return start;
    }

    /** The index of the delimiter closing the one at {@code open} ({@code ( [ {}). */
    public int matching(int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        throw new IllegalArgumentException("unbalanced delimiter at " + open);
    }

    /** The index of the {@code >} closing the {@code <} at {@code open}, skipping {@code ->} and nested delimiters. */
    public int closeAngle(int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>' && code.charAt(i - 1) != '-') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            } else if (c == '(' || c == '[' || c == '{') {
                i = matching(i);
            }
        }
        throw new IllegalArgumentException("unbalanced angle bracket at " + open);
    }

    /** The first index at or after {@code i} that is no white space. */
    public int skipSpace(int i) {
        while (i < code.length() && Character.isWhitespace(code.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * Splits {@code code[from, to)} at its top-level commas (outside (), [], {} and <>), giving the start and
     * end of each part; a trailing empty part is dropped.
     */
    public List<int[]> splitTopLevel(int from, int to) {
        List<int[]> parts = new ArrayList<>();
        int angle = 0;
        int start = from;
        for (int i = from; i < to; i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                i = matching(i);
            } else if (c == '<') {
                angle++;
            } else if (c == '>' && code.charAt(i - 1) != '-' && code.charAt(i - 1) != '=') {
                angle--;
            } else if (c == ',' && angle == 0) {
                parts.add(new int[] {start, i});
                start = i + 1;
            }
        }
        if (!code.substring(start, to).isBlank()) {
            parts.add(new int[] {start, to});
        }
        return parts;
    }

    /** Whether the code holds the identifier {@code name} as a whole word. */
    public boolean hasWord(String name) {
        return Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(name) + "(?![A-Za-z0-9_])").matcher(code).find();
    }

    /** A statement of a block: {@code [start, end)}, with its {@code ;} when it has one. */
    public record Statement(int start, int end, boolean semicolon) {

        /** Its text in the source, without the {@code ;}. */
        public String text(RustText t) {
            return t.source.substring(start, semicolon ? end - 1 : end);
        }

        /** Its code (comments and literals blanked), without the {@code ;}. */
        public String code(RustText t) {
            return t.code.substring(start, semicolon ? end - 1 : end);
        }
    }

    private static final Pattern BLOCK_KEYWORD = Pattern.compile(
            "(?:(?:if|for|while|loop|match|unsafe|fn|impl|mod|trait|enum|struct|pub)\\b|'\\w+:|\\{).*",
            Pattern.DOTALL);

    /**
     * The statements directly inside the block whose braces are at {@code open} and {@code close}: each
     * ends at its {@code ;} or, for a block-like statement ({@code if}, {@code for}, {@code match}, a block…), at its
     * last brace; the tail expression, if any, comes last without a {@code ;}.
     */
    public List<Statement> statements(int open, int close) {
        List<Statement> out = new ArrayList<>();
        int i = skipSpace(open + 1);
        while (i < close) {
            int s = i;
            boolean blockLike = BLOCK_KEYWORD.matcher(code.substring(s, Math.min(close, s + 12))).matches()
                    || code.startsWith("{", s);
            int j = s;
            boolean done = false;
            while (j < close && !done) {
                char c = code.charAt(j);
                if (c == ';') {
                    out.add(new Statement(s, j + 1, true));
                    j++;
                    done = true;
                } else if (c == '(' || c == '[') {
                    j = matching(j) + 1;
                } else if (c == '{') {
                    j = matching(j) + 1;
                    int k = skipSpace(j);
                    if (blockLike && k < close && !code.startsWith("else", k) && code.charAt(k) != '.'
                            && code.charAt(k) != '?' && code.charAt(k) != ';') {
                        out.add(new Statement(s, j, false));
                        done = true;
                    }
                } else {
                    j++;
                }
            }
            if (!done) {
                out.add(new Statement(s, close, false));
                j = close;
            }
            i = skipSpace(j);
        }
        return out;
    }

    /** The white space before {@code at} on its line. */
    public String indentAt(int at) {
        int lineStart = source.lastIndexOf('\n', at - 1) + 1;
        int i = lineStart;
        while (i < at && (source.charAt(i) == ' ' || source.charAt(i) == '\t')) {
            i++;
        }
        return source.substring(lineStart, i);
    }

    /** The starts of the whole-word occurrences of {@code name} in the code, outside comments and literals. */
    public List<Integer> words(String name) {
        List<Integer> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?<![A-Za-z0-9_#'])" + Pattern.quote(name) + "(?![A-Za-z0-9_])").matcher(code);
        while (m.find()) {
            out.add(m.start());
        }
        return out;
    }

    /** Whether {@code at} is preceded, but for white space, by {@code text} (e.g. {@code "::"} or {@code "."}). */
    public boolean after(int at, String text) {
        int i = at;
        while (i > 0 && Character.isWhitespace(code.charAt(i - 1))) {
            i--;
        }
        return code.startsWith(text, i - text.length()) && i >= text.length();
    }

    /** The index just after the last top-level {@code use …;} item, or 0 when there is none. */
    public int afterUses() {
        Matcher m = Pattern.compile("(?m)^(?:pub\\s+)?use\\s[^;]*;").matcher(code);
        int end = 0;
        while (m.find()) {
            end = m.end();
        }
        return end;
    }

    private static String blank(String s) {
        StringBuilder b = new StringBuilder(s);
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/') {
                int e = s.indexOf('\n', i);
                e = e < 0 ? n : e;
                fill(b, i, e);
                i = e;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int depth = 0;
                int j = i;
                do {
                    if (s.startsWith("/*", j)) {
                        depth++;
                        j += 2;
                    } else if (s.startsWith("*/", j)) {
                        depth--;
                        j += 2;
                    } else {
                        j++;
                    }
                } while (depth > 0 && j < n);
                fill(b, i, j);
                i = j;
            } else if (c == 'r' && i + 1 < n && (s.charAt(i + 1) == '"' || s.charAt(i + 1) == '#')
                    && (i == 0 || !Character.isJavaIdentifierPart(s.charAt(i - 1)))
                    && rawStringHashes(s, i) >= 0) {
                int hashes = rawStringHashes(s, i);
                String close = "\"" + "#".repeat(hashes);
                int e = s.indexOf(close, i + 2 + hashes);
                e = e < 0 ? n : e + close.length();
                fill(b, i, e);
                i = e;
            } else if (c == '"') {
                int j = i + 1;
                while (j < n && s.charAt(j) != '"') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                fill(b, i, Math.min(n, j + 1));
                i = j + 1;
            } else if (c == '\'') {
                int end = -1;
                if (i + 1 < n && s.charAt(i + 1) == '\\') {
                    end = s.indexOf('\'', i + 2);
                } else if (i + 2 < n && s.charAt(i + 2) == '\'') {
                    end = i + 2;
                }
                if (end > 0) {
                    fill(b, i, end + 1);
                    i = end + 1;
                } else {
                    i++;
                }
            } else {
                i++;
            }
        }
        return b.toString();
    }

    /** The number of {@code #} of a raw string starting at {@code i} ({@code r#"}), or -1 when none starts there. */
    private static int rawStringHashes(String s, int i) {
        int j = i + 1;
        while (j < s.length() && s.charAt(j) == '#') {
            j++;
        }
        return j < s.length() && s.charAt(j) == '"' ? j - i - 1 : -1;
    }

    private static void fill(StringBuilder b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b.charAt(i) != '\n') {
                b.setCharAt(i, ' ');
            }
        }
    }
}
