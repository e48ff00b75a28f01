package dev.layoutprover.algebra.text;

/**
 * What the readers accept as digits and letters, and how a character is shown in a message.
 *
 * <p>Only ASCII counts: {@code isDigit('٣')} (Arabic-Indic three) is false, so "A=٣" is refused
 * at the {@code ٣} rather than read as 3. Invisible and control characters are shown escaped:
 * {@code show('\u200b')} is {@code \u200b}, {@code show('x')} is {@code x}.
 */
public final class Characters {

    /** The deepest nesting of brackets (and of operators in a mapping) any reader accepts. */
    public static final int MAX_DEPTH = 256;

    private Characters() {}

    /** An ASCII decimal digit. */
    public static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** An ASCII letter. */
    public static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    /** True for a non-empty run of ASCII digits, e.g. {@code "042"}; false for {@code "٣"} or {@code "-1"}. */
    public static boolean isDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code c} prints as nothing, or as something other than itself: controls, format characters, separators. */
    public static boolean isInvisible(char c) {
        return c != ' ' && isInvisible((int) c);
    }

    /** One character as a message shows it: itself, or {@code \\uXXXX} when it is invisible. */
    public static String show(char c) {
        return isInvisible(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    /**
     * A text with every invisible character escaped, e.g. {@code "A\u200bB"} shows as {@code A\u200bB};
     * a character outside the Basic Multilingual Plane (an emoji, a CJK extension) shows as itself.
     */
    public static String show(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i += width(s, i)) {
            b.append(show(s, i));
        }
        return b.toString();
    }

    /**
     * The character starting at {@code i} of {@code text} as a message shows it: a pair of UTF-16
     * units that encodes one visible character ({@code 😀}) as itself, else as {@link #show(char)}
     * shows the unit at {@code i}.
     */
    public static String show(CharSequence text, int i) {
        return width(text, i) == 2 ? text.subSequence(i, i + 2).toString() : show(text.charAt(i));
    }

    /** How many UTF-16 units the character at {@code i} takes: 2 for a visible character encoded as a surrogate pair, else 1. */
    public static int width(CharSequence text, int i) {
        int cp = Character.codePointAt(text, i);
        return Character.charCount(cp) == 2 && !isInvisible(cp) ? 2 : 1;
    }

    /** True for a code point of a type that prints as nothing or as something else (space included). */
    private static boolean isInvisible(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE,
                    Character.UNASSIGNED, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SPACE_SEPARATOR -> true;
            default -> false;
        };
    }

    /**
     * The description of the unexpected character starting at {@code i} of {@code text}: as
     * {@link #describe(char)}, but a visible character outside the Basic Multilingual Plane is
     * shown whole, e.g. {@code '😀'} rather than its first UTF-16 unit.
     */
    public static String describe(CharSequence text, int i) {
        return width(text, i) == 2 ? "'" + show(text, i) + "'" : describe(text.charAt(i));
    }

    /** The description of an unexpected character, e.g. {@code '\u200b' (U+200B, invisible)}. */
    public static String describe(char c) {
        if (isInvisible(c)) {
            return "'" + show(c) + "' (an invisible or control character)";
        }
        if (Character.isDigit(c)) {
            return "'" + c + "' (not an ASCII digit; write numbers with 0-9)";
        }
        return "'" + c + "'";
    }
}
