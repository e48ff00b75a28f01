package dev.layoutprover.kernel.syntax;

import java.nio.charset.StandardCharsets;
import org.treesitter.TSNode;
import org.treesitter.TSParser;
import org.treesitter.TSTree;
import org.treesitter.TreeSitterRust;

/**
 * The Rust parser: tree-sitter's Rust grammar (the native library ships in the
 * {@code tree-sitter-rust} jar). Parses a whole file into a concrete syntax tree; a syntax error
 * is a {@link KernelError} at the first place the grammar could not read, with its exact line
 * and column.
 *
 * <p>Example: {@code RustSyntax.parse(Source.of("k.rs", "fn f( {}"))} throws
 * {@code k.rs:1:7: syntax error: unexpected '{'}.
 */
public final class RustSyntax {

    private static final ThreadLocal<TSParser> PARSER = ThreadLocal.withInitial(() -> {
        TSParser p = new TSParser();
        p.setLanguage(new TreeSitterRust());
        return p;
    });

    private RustSyntax() {}

    /**
     * A parsed file: its tree and the map from the tree's byte offsets to the source's characters.
     * The parse of a macro's expansion has a {@code site}, the invocation: every node is there.
     */
    public record Parsed(Source source, TSTree tree, int[] charOf, Location site) {

        public Parsed(Source source, TSTree tree, int[] charOf) {
            this(source, tree, charOf, null);
        }

        public TSNode root() {
            return tree.getRootNode();
        }

        /** The character offset of byte offset {@code b}. */
        public int offset(int b) {
            return charOf == null ? b : charOf[Math.min(b, charOf.length - 1)];
        }

        public String text(TSNode n) {
            return source.text().substring(offset(n.getStartByte()), offset(n.getEndByte()));
        }

        public Location at(TSNode n) {
            return site != null ? site : source.at(offset(n.getStartByte()));
        }
    }

    /**
     * Parses {@code text}, a macro's expansion where a type or a generic argument is written, as
     * the one argument of a generic type ({@code type Expansion = Expanded<text>;}); every node is
     * at {@code site}. Empty when the text is no one type or mapping.
     */
    static java.util.Optional<Parsed> typeExpansion(String name, String text, Location site) {
        return parsedAt(name, "type Expansion = Expanded<" + text + ">;", site);
    }

    /**
     * Parses {@code text}, a macro's expansion, as the body of a function; every node is at
     * {@code site}. Empty when the text is no Rust body.
     */
    static java.util.Optional<Parsed> expansion(String name, String text, Location site) {
        return parsedAt(name, "fn expansion() {\n" + text + "\n}", site);
    }

    /** The parse of {@code body}, every node at {@code site}; empty when it has a syntax error. */
    private static java.util.Optional<Parsed> parsedAt(String name, String body, Location site) {
        TSTree tree = PARSER.get().parseString(null, body);
        if (tree.getRootNode().hasError()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Parsed(Source.of(name, body), tree, charOffsets(body), site));
    }

    /**
     * Parses {@code source}; throws {@link KernelError} at its first syntax error, or at its first
     * integer literal past the type its suffix writes ({@link LiteralRanges}).
     */
    public static Parsed parse(Source source) {
        // the book's hidden-line prefix "# " (mdBook) is part of the program: read as two spaces, columns kept
        String text = source.text().replaceAll("(?m)^(\\s*)# ", "$1  ").replaceAll("(?m)^(\\s*)#$", "$1 ");
        TSTree tree = PARSER.get().parseString(null, text);
        if (tree.getRootNode().hasError() && text.contains("const")) {
            // struct T<const W: usize = { 8 }>: a const parameter's default, which the grammar cannot read
            String blanked = ConstParamDefaults.blank(text);
            if (!blanked.equals(text)) {
                text = blanked;
                tree = PARSER.get().parseString(null, text);
            }
        }
        if (tree.getRootNode().hasError() && text.contains("unsafe")) {
            // unsafe extern "C" { … } (Rust 2024): foreign declarations, which the grammar reads without unsafe
            String blanked = UnsafeExternBlocks.blank(text);
            if (!blanked.equals(text)) {
                text = blanked;
                tree = PARSER.get().parseString(null, text);
            }
        }
        if (tree.getRootNode().hasError() && text.contains("where")) {
            // a bound the grammar cannot read (where [(); AT]:) carries no layout meaning: read the text without
            // bounds, every position kept, and report its first error if it still has one
            text = WhereClauses.blank(text);
            tree = PARSER.get().parseString(null, text);
        }
        if (tree.getRootNode().hasError() && text.contains("-")) {
            String marked = NegativeConstArgs.mark(text); // Requant::<5, 6, -3>: a negated const argument
            if (!marked.equals(text)) {
                TSTree again = PARSER.get().parseString(null, marked);
                if (!again.getRootNode().hasError()) {
                    text = marked;
                    tree = again;
                }
            }
        }
        Parsed parsed = new Parsed(source, tree, charOffsets(text));
        TSNode root = tree.getRootNode();
        if (root.hasError()) {
            // as rustc: an unclosed or mismatched delimiter is found before the grammar, where it is
            java.util.Optional<KernelError> delimiter = Delimiters.check(source, text);
            if (delimiter.isPresent()) {
                throw delimiter.get();
            }
            TSNode bad = firstError(root);
            if (bad != null) {
                // as rustc: a name left out after fn, a ; or , left out at a line's end (ErrorPlaces)
                java.util.Optional<KernelError> placed = ErrorPlaces.of(parsed, bad);
                if (placed.isPresent()) {
                    throw placed.get();
                }
                throw new KernelError(parsed.at(bad), describe(parsed, bad));
            }
            throw new KernelError(source.at(0), "syntax error");
        }
        java.util.Optional<KernelError> pastItsType = LiteralRanges.check(parsed);
        if (pastItsType.isPresent()) {
            throw pastItsType.get();
        }
        return parsed;
    }

    private static String describe(Parsed p, TSNode bad) {
        if (bad.isMissing()) {
            // the grammar's names of tokens, in Rust's words
            String expected = switch (bad.getType()) {
                case "identifier" -> "an identifier";
                case "field_identifier" -> "a field or method name";
                case "type_identifier" -> "a type name";
                case "integer_literal" -> "an integer";
                default -> "'" + bad.getType() + "'";
            };
            return "syntax error: expected " + expected;
        }
        TSNode first = bad;
        while (first.getChildCount() > 0) {
            first = first.getChild(0);
        }
        String text = p.text(first);
        if (text.isEmpty()) {
            return "syntax error";
        }
        return "syntax error: unexpected '" + (text.length() > 20 ? text.substring(0, 20) + "…" : text) + "'";
    }

    /** The first node, in source order, that is an error or a missing token. */
    private static TSNode firstError(TSNode n) {
        if (n.isError() || n.isMissing()) {
            return n;
        }
        for (int i = 0; i < n.getChildCount(); i++) {
            TSNode c = n.getChild(i);
            if (c.hasError() || c.isMissing() || c.isError()) {
                TSNode found = firstError(c);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Byte offset to char offset, or null when every character is one byte. */
    private static int[] charOffsets(String text) {
        boolean ascii = true;
        for (int i = 0; i < text.length() && ascii; i++) {
            ascii = text.charAt(i) < 0x80;
        }
        if (ascii) {
            return null;
        }
        int[] map = new int[text.getBytes(StandardCharsets.UTF_8).length + 1];
        int b = 0;
        for (int i = 0; i < text.length(); i++) {
            int cp = text.codePointAt(i);
            int len = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
            for (int k = 0; k < len; k++) {
                map[b + k] = i;
            }
            b += len;
            if (Character.isSupplementaryCodePoint(cp)) {
                i++;
            }
        }
        map[b] = text.length();
        return map;
    }
}
