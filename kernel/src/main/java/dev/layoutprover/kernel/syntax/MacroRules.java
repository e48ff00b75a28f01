package dev.layoutprover.kernel.syntax;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A declarative macro ({@code macro_rules! name { (matcher) => { transcriber }; … }}) and its
 * expansion, as Rust does it for the fragments kernels use: {@code $x:expr}, {@code ident},
 * {@code literal}, {@code ty}, {@code path}, {@code pat}, {@code tt}, {@code block},
 * {@code lifetime}, and repetitions {@code $( … ) sep *} ({@code +}, {@code ?}). The rules are
 * tried in order; the first whose matcher takes the whole input gives the expansion, its text
 * each transcriber token with the spacing it was written with, an {@code expr} fragment in
 * parentheses (Rust keeps it one operand). {@link Lowering} parses and lowers the expansion in
 * place of the invocation.
 *
 * <p>Example: with {@code macro_rules! addr { ($base:expr, $i:expr) => { $base + $i * 0x1000 }; }},
 * {@code addr!(0x2000, 1 + 2)} expands to {@code (0x2000) + (1 + 2) * 0x1000}.
 */
final class MacroRules {

    /** Why an invocation has no expansion: its message names what failed. */
    static final class NoExpansion extends Exception {
        private static final long serialVersionUID = 1L;

        NoExpansion(String message) {
            super(message, null, false, false);
        }
    }

    private final String name;
    private final List<MacroRule> rules;
    /** How many times this macro has been expanded: each expansion's own names are its own. */
    private int expansions;

    private MacroRules(String name, List<MacroRule> rules) {
        this.name = name;
        this.rules = rules;
    }

    /** {@code name} and the text of the definition's body (between its outer braces), or why it cannot be read. */
    static MacroRules of(String name, List<Map.Entry<String, String>> rules) throws NoExpansion {
        List<MacroRule> out = new ArrayList<>();
        for (Map.Entry<String, String> r : rules) {
            out.add(new MacroRule(pattern(trees(lex(r.getKey())), name), trees(lex(r.getValue()))));
        }
        return new MacroRules(name, List.copyOf(out));
    }

    String name() {
        return name;
    }

    /** The expansion of {@code name!(input)}, {@code input} the text inside the invocation's delimiters. */
    String expand(String input) throws NoExpansion {
        List<Tree> given = trees(lex(input));
        for (MacroRule r : rules) {
            Map<String, Binding> bound = new LinkedHashMap<>();
            Optional<Integer> end = match(r.matcher(), 0, given, 0, bound);
            if (end.isPresent() && end.get() == given.size()) {
                StringBuilder out = new StringBuilder();
                transcribe(r.transcriber(), bound, hygienic(r.transcriber(), ++expansions), out);
                return out.toString();
            }
        }
        throw new NoExpansion("no rule of " + name + "! matches (" + input.strip() + ")");
    }

    // ------------------------------------------------------------- tokens

    private enum Kind { IDENT, LITERAL, LIFETIME, PUNCT }

    /** A token and the whitespace written before it (comments read as one space). */
    private record Tok(Kind kind, String text, String before) {}

    /** A token tree: a token, or a delimited group of trees. */
    private sealed interface Tree permits Leaf, Group {
        String before();
    }

    private record Leaf(Tok tok) implements Tree {
        public String before() {
            return tok.before();
        }
    }

    private record Group(Tok open, List<Tree> items, Tok close) implements Tree {
        public String before() {
            return open.before();
        }
    }

    private static final List<String> PUNCTS = List.of("<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=",
            ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..");

    private static List<Tok> lex(String s) throws NoExpansion {
        List<Tok> out = new ArrayList<>();
        int i = 0;
        StringBuilder before = new StringBuilder();
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                before.append(c);
                i++;
                continue;
            }
            if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
                before.append(' ');
                continue;
            }
            if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
                before.append(' ');
                continue;
            }
            int start = i;
            Kind kind;
            if (Character.isLetter(c) || c == '_') {
                if (s.startsWith("r#", i)) {
                    i += 2;
                }
                while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                    i++;
                }
                kind = Kind.IDENT;
            } else if (Character.isDigit(c)) {
                i++;
                while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_'
                        || (s.charAt(i) == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))))) {
                    i++;
                }
                kind = Kind.LITERAL;
            } else if (c == '"') {
                i++;
                while (i < s.length() && s.charAt(i) != '"') {
                    i += s.charAt(i) == '\\' ? 2 : 1;
                }
                i = Math.min(i + 1, s.length());
                kind = Kind.LITERAL;
            } else if (c == '\'') {
                boolean isChar = i + 2 < s.length() && (s.charAt(i + 2) == '\'' || s.charAt(i + 1) == '\\');
                if (isChar) {
                    i = s.indexOf('\'', i + 2) + 1;
                    if (i == 0) {
                        throw new NoExpansion("an unterminated character literal");
                    }
                    kind = Kind.LITERAL;
                } else {
                    i++;
                    while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                        i++;
                    }
                    kind = Kind.LIFETIME;
                }
            } else {
                final int at = i;
                String p = PUNCTS.stream().filter(x -> s.startsWith(x, at)).findFirst().orElse(String.valueOf(c));
                i += p.length();
                kind = Kind.PUNCT;
            }
            out.add(new Tok(kind, s.substring(start, i), before.toString()));
            before.setLength(0);
        }
        return out;
    }

    private static List<Tree> trees(List<Tok> toks) throws NoExpansion {
        int[] at = {0};
        List<Tree> out = trees(toks, at, null);
        if (at[0] < toks.size()) {
            throw new NoExpansion("an unbalanced '" + toks.get(at[0]).text() + "'");
        }
        return out;
    }

    private static List<Tree> trees(List<Tok> toks, int[] at, String close) throws NoExpansion {
        List<Tree> out = new ArrayList<>();
        while (at[0] < toks.size()) {
            Tok t = toks.get(at[0]);
            if (t.kind() == Kind.PUNCT && (t.text().equals(")") || t.text().equals("]") || t.text().equals("}"))) {
                if (!t.text().equals(close)) {
                    throw new NoExpansion("an unbalanced '" + t.text() + "'");
                }
                return out;
            }
            at[0]++;
            String closing = t.kind() != Kind.PUNCT ? null : switch (t.text()) {
                case "(" -> ")";
                case "[" -> "]";
                case "{" -> "}";
                default -> null;
            };
            if (closing == null) {
                out.add(new Leaf(t));
                continue;
            }
            List<Tree> items = trees(toks, at, closing);
            if (at[0] >= toks.size()) {
                throw new NoExpansion("an unclosed '" + t.text() + "'");
            }
            out.add(new Group(t, items, toks.get(at[0]++)));
        }
        if (close != null) {
            throw new NoExpansion("an unclosed group");
        }
        return out;
    }

    // ------------------------------------------------------------ matcher

    /** A matcher element: a token or group to match as written, a fragment, or a repetition. */
    private sealed interface Element permits Exact, Group2, Fragment, Repeat {}

    private record Exact(Tok tok) implements Element {}

    private record Group2(String open, List<Element> items) implements Element {}

    private record Fragment(String name, String kind) implements Element {}

    private record Repeat(List<Element> items, Optional<Tok> separator, char op) implements Element {}

    private record MacroRule(List<Element> matcher, List<Tree> transcriber) {}

    private static final Set<String> FRAGMENTS = Set.of("expr", "ident", "literal", "ty", "path", "pat", "pat_param",
            "tt", "block", "lifetime", "stmt", "item", "vis", "meta");

    private static List<Element> pattern(List<Tree> trees, String macro) throws NoExpansion {
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < trees.size(); i++) {
            Tree t = trees.get(i);
            if (t instanceof Leaf l && l.tok().text().equals("$") && i + 1 < trees.size()) {
                Tree next = trees.get(i + 1);
                if (next instanceof Leaf n && n.tok().kind() == Kind.IDENT && i + 3 < trees.size()
                        && trees.get(i + 2) instanceof Leaf colon && colon.tok().text().equals(":")
                        && trees.get(i + 3) instanceof Leaf kind) {
                    if (!FRAGMENTS.contains(kind.tok().text())) {
                        throw new NoExpansion(macro + "! has a fragment $" + n.tok().text() + ":" + kind.tok().text()
                                + " of no kind Rust has");
                    }
                    out.add(new Fragment(n.tok().text(), kind.tok().text()));
                    i += 3;
                    continue;
                }
                Optional<Repetition> rep = repetition(trees, i);
                if (rep.isPresent()) {
                    out.add(new Repeat(pattern(rep.get().body(), macro), rep.get().separator(), rep.get().op()));
                    i = rep.get().last();
                    continue;
                }
                if (next instanceof Group g && g.open().text().equals("(")) {
                    throw new NoExpansion(macro + "! has a repetition $( … ) without *, + or ?");
                }
            }
            if (t instanceof Group g) {
                out.add(new Group2(g.open().text(), pattern(g.items(), macro)));
            } else {
                out.add(new Exact(((Leaf) t).tok()));
            }
        }
        return List.copyOf(out);
    }

    /** {@code $( body ) sep op} starting at the {@code $} at {@code i}: its body, separator, operator and last tree. */
    private record Repetition(List<Tree> body, Optional<Tok> separator, char op, int last) {}

    private static Optional<Repetition> repetition(List<Tree> trees, int i) {
        if (!(i + 1 < trees.size() && trees.get(i + 1) instanceof Group g && g.open().text().equals("("))) {
            return Optional.empty();
        }
        int k = i + 2;
        Optional<Tok> sep = Optional.empty();
        if (k < trees.size() && trees.get(k) instanceof Leaf s && !isRepeatOp(s.tok())) {
            sep = Optional.of(s.tok());
            k++;
        }
        if (k < trees.size() && trees.get(k) instanceof Leaf op && isRepeatOp(op.tok())) {
            return Optional.of(new Repetition(g.items(), sep, op.tok().text().charAt(0), k));
        }
        return Optional.empty();
    }

    private static boolean isRepeatOp(Tok t) {
        return t.kind() == Kind.PUNCT && (t.text().equals("*") || t.text().equals("+") || t.text().equals("?"));
    }

    /** What a fragment matched: its trees, or, inside a repetition, one binding per round. */
    private sealed interface Binding permits Matched, Rounds {}

    private record Matched(List<Tree> trees, String kind) implements Binding {}

    private record Rounds(List<Map<String, Binding>> rounds) implements Binding {}

    /**
     * Matches {@code elements} from {@code e} against {@code input} from {@code i}; returns where
     * the input match ends, binding fragments into {@code bound}.
     */
    private static Optional<Integer> match(List<Element> elements, int e, List<Tree> input, int i,
            Map<String, Binding> bound) {
        if (e == elements.size()) {
            return Optional.of(i);
        }
        Element el = elements.get(e);
        switch (el) {
            case Exact x -> {
                if (i < input.size() && input.get(i) instanceof Leaf l && l.tok().text().equals(x.tok().text())) {
                    return match(elements, e + 1, input, i + 1, bound);
                }
                return Optional.empty();
            }
            case Group2 g -> {
                if (i < input.size() && input.get(i) instanceof Group in && in.open().text().equals(g.open())) {
                    Map<String, Binding> inner = new LinkedHashMap<>(bound);
                    Optional<Integer> end = match(g.items(), 0, in.items(), 0, inner);
                    if (end.isPresent() && end.get() == in.items().size()) {
                        bound.putAll(inner);
                        return match(elements, e + 1, input, i + 1, bound);
                    }
                }
                return Optional.empty();
            }
            case Fragment f -> {
                Optional<Tok> follow = e + 1 < elements.size() && elements.get(e + 1) instanceof Exact x
                        ? Optional.of(x.tok()) : Optional.empty();
                int end = fragmentEnd(f.kind(), input, i, follow);
                if (end <= i) {
                    return Optional.empty();
                }
                bound.put(f.name(), new Matched(List.copyOf(input.subList(i, end)), f.kind()));
                return match(elements, e + 1, input, end, bound);
            }
            case Repeat r -> {
                List<Map<String, Binding>> rounds = new ArrayList<>();
                int at = i;
                while (r.op() != '?' || rounds.isEmpty()) {
                    int start = at;
                    if (!rounds.isEmpty() && r.separator().isPresent()) {
                        if (!(start < input.size() && input.get(start) instanceof Leaf s
                                && s.tok().text().equals(r.separator().get().text()))) {
                            break;
                        }
                        start++;
                    }
                    Map<String, Binding> round = new LinkedHashMap<>();
                    Optional<Integer> end = match(r.items(), 0, input, start, round);
                    if (end.isEmpty() || end.get() == start) {
                        break;
                    }
                    rounds.add(round);
                    at = end.get();
                }
                if (r.op() == '+' && rounds.isEmpty()) {
                    return Optional.empty();
                }
                for (String name : names(r.items())) {
                    List<Map<String, Binding>> per = new ArrayList<>();
                    for (Map<String, Binding> round : rounds) {
                        per.add(round);
                    }
                    bound.put(name, new Rounds(per));
                }
                return match(elements, e + 1, input, at, bound);
            }
        }
    }

    private static List<String> names(List<Element> elements) {
        List<String> out = new ArrayList<>();
        for (Element el : elements) {
            switch (el) {
                case Fragment f -> out.add(f.name());
                case Repeat r -> out.addAll(names(r.items()));
                case Group2 g -> out.addAll(names(g.items()));
                case Exact x -> { }
            }
        }
        return out;
    }

    /** Where a fragment of {@code kind} starting at {@code i} ends: one tree, or (expr, ty, …) up to what follows it. */
    private static int fragmentEnd(String kind, List<Tree> input, int i, Optional<Tok> follow) {
        if (i >= input.size()) {
            return i;
        }
        Tree first = input.get(i);
        switch (kind) {
            case "tt" -> {
                return i + 1;
            }
            case "ident" -> {
                return first instanceof Leaf l && l.tok().kind() == Kind.IDENT ? i + 1 : i;
            }
            case "lifetime" -> {
                return first instanceof Leaf l && l.tok().kind() == Kind.LIFETIME ? i + 1 : i;
            }
            case "block" -> {
                return first instanceof Group g && g.open().text().equals("{") ? i + 1 : i;
            }
            case "literal" -> {
                int k = first instanceof Leaf l && l.tok().text().equals("-") ? i + 1 : i;
                return k < input.size() && input.get(k) instanceof Leaf l && (l.tok().kind() == Kind.LITERAL
                        || l.tok().text().equals("true") || l.tok().text().equals("false")) ? k + 1 : i;
            }
            default -> {
                // expr, ty, path, pat, stmt, item, vis, meta: up to the token that follows the fragment in the
                // matcher (or an expression's , ; =>), outside the angle brackets of a type
                int angles = 0;
                int k = i;
                while (k < input.size()) {
                    Tree t = input.get(k);
                    if (t instanceof Leaf l) {
                        String x = l.tok().text();
                        boolean typed = !kind.equals("expr") && !kind.equals("stmt");
                        if (angles == 0 && (follow.isPresent() && x.equals(follow.get().text())
                                || x.equals(";") || x.equals("=>") || (x.equals(",") && !kind.equals("item")))) {
                            break;
                        }
                        if (typed && x.equals("<")) {
                            angles++;
                        } else if (typed && x.equals(">") && angles > 0) {
                            angles--;
                        } else if (typed && x.equals(">>") && angles > 0) {
                            angles = Math.max(0, angles - 2);
                        }
                    }
                    k++;
                }
                return k;
            }
        }
    }

    // -------------------------------------------------------- transcriber

    /**
     * The names the transcriber's own text binds with {@code let} (not those a fragment gives),
     * each renamed for expansion {@code n}: as Rust's hygiene keeps them, they never meet a
     * variable of the same name around the invocation.
     */
    private static Map<String, String> hygienic(List<Tree> trees, int n) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i + 1 < trees.size(); i++) {
            if (trees.get(i) instanceof Leaf let && let.tok().text().equals("let")) {
                int k = i + 1;
                if (trees.get(k) instanceof Leaf m && m.tok().text().equals("mut") && k + 1 < trees.size()) {
                    k++;
                }
                if (trees.get(k) instanceof Leaf id && id.tok().kind() == Kind.IDENT && !id.tok().text().equals("_")
                        && !(k > 0 && trees.get(k - 1) instanceof Leaf d && d.tok().text().equals("$"))) {
                    out.put(id.tok().text(), "__" + id.tok().text() + "_expansion_" + n);
                }
            }
            if (trees.get(i) instanceof Group g) {
                hygienic(g.items(), n).forEach(out::putIfAbsent);
            }
        }
        return out;
    }

    private static void transcribe(List<Tree> trees, Map<String, Binding> bound, Map<String, String> renamed,
            StringBuilder out) throws NoExpansion {
        for (int i = 0; i < trees.size(); i++) {
            Tree t = trees.get(i);
            if (t instanceof Leaf l && l.tok().text().equals("$") && i + 1 < trees.size()) {
                Tree next = trees.get(i + 1);
                if (next instanceof Leaf n && n.tok().kind() == Kind.IDENT) {
                    String name = n.tok().text();
                    if (name.equals("crate")) {
                        out.append(l.before()).append("crate");
                    } else if (bound.get(name) instanceof Matched m) {
                        out.append(l.before().isEmpty() ? "" : " ");
                        boolean wrap = m.kind().equals("expr") && m.trees().size() > 1;
                        out.append(wrap ? "(" : "");
                        emit(m.trees(), out, true);
                        out.append(wrap ? ")" : "");
                    } else {
                        throw new NoExpansion(bound.containsKey(name) ? "$" + name + " is repeated: write it inside "
                                + "$( … )*" : "the transcriber names $" + name + ", which the matcher does not bind");
                    }
                    i++;
                    continue;
                }
                Optional<Repetition> rep = repetition(trees, i);
                if (rep.isPresent()) {
                    repeat(rep.get().body(), rep.get().separator(), l.before(), bound, renamed, out);
                    i = rep.get().last();
                    continue;
                }
            }
            if (t instanceof Group g) {
                out.append(g.open().before()).append(g.open().text());
                transcribe(g.items(), bound, renamed, out);
                out.append(g.close().before()).append(g.close().text());
            } else {
                Tok tok = ((Leaf) t).tok();
                out.append(t.before()).append(tok.kind() == Kind.IDENT ? renamed.getOrDefault(tok.text(), tok.text())
                        : tok.text());
            }
        }
    }

    /** {@code $( body ) sep *}: the body once per round of its fragments, each round after {@code before}. */
    private static void repeat(List<Tree> body, Optional<Tok> sep, String before, Map<String, Binding> bound,
            Map<String, String> renamed, StringBuilder out) throws NoExpansion {
        int rounds = -1;
        List<String> used = new ArrayList<>();
        collect(body, used);
        for (String name : used) {
            if (bound.get(name) instanceof Rounds r) {
                if (rounds >= 0 && rounds != r.rounds().size()) {
                    throw new NoExpansion("the repetitions of $" + name + " and another fragment differ in length");
                }
                rounds = r.rounds().size();
            }
        }
        if (rounds < 0) {
            throw new NoExpansion("a repetition $( … ) names no repeated fragment");
        }
        for (int k = 0; k < rounds; k++) {
            Map<String, Binding> inner = new LinkedHashMap<>(bound);
            for (String name : used) {
                if (bound.get(name) instanceof Rounds r) {
                    inner.put(name, r.rounds().get(k).get(name));
                }
            }
            if (k > 0 && sep.isPresent()) {
                out.append(sep.get().before()).append(sep.get().text());
            }
            out.append(before);
            transcribe(body, inner, renamed, out);
        }
    }

    private static void collect(List<Tree> trees, List<String> out) {
        for (int i = 0; i < trees.size(); i++) {
            if (trees.get(i) instanceof Leaf l && l.tok().text().equals("$") && i + 1 < trees.size()
                    && trees.get(i + 1) instanceof Leaf n && n.tok().kind() == Kind.IDENT) {
                out.add(n.tok().text());
            } else if (trees.get(i) instanceof Group g) {
                collect(g.items(), out);
            }
        }
    }

    /** The text of {@code trees} as written, the first without the spacing before it when {@code first}. */
    private static void emit(List<Tree> trees, StringBuilder out, boolean first) {
        for (Tree t : trees) {
            String before = first ? "" : t.before();
            first = false;
            if (t instanceof Group g) {
                out.append(before).append(g.open().text());
                emit(g.items(), out, false);
                out.append(g.close().before()).append(g.close().text());
            } else {
                out.append(before).append(((Leaf) t).tok().text());
            }
        }
    }

}
