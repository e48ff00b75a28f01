package dev.layoutprover.simulator.rust;

import dev.layoutprover.simulator.rust.Ast.Expr;
import dev.layoutprover.simulator.rust.Ast.GenericArg;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a kernel file written as the book writes kernels into an {@link Ast.File}. The subset:
 *
 * <pre>
 * file      := ( '#![…]' | '#[…]' | 'use' … ';' | 'extern crate' NAME ';' | axes![…] ';'
 *              | 'type' NAME '=' generic ';' | function )*
 * function  := attributes ['async'] 'fn' NAME '(' params ')' ['->' type] block
 *              (a '#[device(chip = N)]' kernel, or an async host function)
 * type      := ['&' ['mut']] PATH ['&lt;' generic (',' generic)* '&gt;']
 * generic   := m![…] | INT | '_' | type
 * block     := '{' ( 'let' ['mut'] NAME [':' type] '=' expr ';' | 'return' [expr] ';' | expr ';' )* [expr] '}'
 * expr      := shift ;  shift := sum (('&lt;&lt;' | '&gt;&gt;') sum)* ;  sum := product (('+' | '-') product)*
 * product   := unary (('*' | '/' | '%') unary)* ;  unary := ('-' | '&' ['mut']) unary | postfix
 * postfix   := primary ( '.await' | '.' NAME ['::&lt;' generics '&gt;'] ['(' args ')'] )*
 * primary   := INT | FLOAT | path ['(' args ')' | '{' NAME ':' expr, … '}'] | '(' expr, … ')'
 * path      := NAME ['::&lt;' generics '&gt;'] ('::' NAME ['::&lt;' generics '&gt;'])*
 * </pre>
 *
 * Anything else (control flow, closures, strings, lifetimes, generic functions, other macros, …)
 * is refused with a {@link KernelError} that names the construct, rather than guessed at.
 *
 * <p>Example: {@code Parser.parse(Source.of("add.rs", text))} of hello-tcp's constant addition
 * gives one axes declaration, three aliases, the host function {@code main} and the device
 * function {@code kernel}.
 */
public final class Parser {

    /** Words that start a construct outside the subset, and how a refusal names it. */
    private static final Map<String, String> REFUSED_WORDS = Map.ofEntries(
            Map.entry("if", "'if' is outside the kernel subset: kernels are straight-line code"),
            Map.entry("else", "'else' is outside the kernel subset: kernels are straight-line code"),
            Map.entry("match", "'match' is outside the kernel subset: kernels are straight-line code"),
            Map.entry("for", "'for' loops are outside the kernel subset: write each tile's statements"),
            Map.entry("while", "'while' loops are outside the kernel subset"),
            Map.entry("loop", "'loop' is outside the kernel subset"),
            Map.entry("unsafe", "'unsafe' blocks are outside the kernel subset"),
            Map.entry("struct", "struct definitions are outside the kernel subset"),
            Map.entry("enum", "enum definitions are outside the kernel subset"),
            Map.entry("impl", "impl blocks are outside the kernel subset"),
            Map.entry("trait", "trait definitions are outside the kernel subset"),
            Map.entry("mod", "modules are outside the kernel subset"),
            Map.entry("const", "constants are outside the kernel subset: write the number where it is used"),
            Map.entry("static", "statics are outside the kernel subset"),
            Map.entry("true", "booleans are outside the kernel subset"),
            Map.entry("false", "booleans are outside the kernel subset"),
            Map.entry("self", "'self' is outside the kernel subset"),
            Map.entry("move", "closures are outside the kernel subset"),
            Map.entry("as", "'as' casts are outside the kernel subset"),
            Map.entry("where", "'where' clauses are outside the kernel subset"));

    private static final Set<String> ACCEPTED_ATTRIBUTES = Set.of("device", "tokio::main", "allow", "warn", "deny",
            "doc", "rustfmt::skip");

    private final Source source;
    private final List<Token> tokens;
    private int next;

    private Parser(Source source) {
        this.source = source;
        this.tokens = Lexer.tokens(source);
    }

    /** Parses a whole file; throws {@link KernelError} at the first problem. */
    public static Ast.File parse(Source source) {
        return new Parser(source).file();
    }

    private Ast.File file() {
        List<Ast.Declaration> declarations = new ArrayList<>();
        List<Ast.Function> functions = new ArrayList<>();
        Integer chips = null;
        while (peek().kind() != Token.Kind.EOF) {
            Token t = peek();
            if (t.is("#")) {
                advance();
                boolean inner = accept("!");
                expect("[", "to open an attribute");
                Token name = peek();
                String path = attributePath();
                if (!inner && !ACCEPTED_ATTRIBUTES.contains(path)) {
                    throw error(name, "the attribute #[" + path + "] is outside the kernel subset (accepted: "
                            + "#[device(chip = N)], #[tokio::main], #[allow(…)])");
                }
                if (path.equals("device")) {
                    chips = deviceChips(name);
                } else {
                    skipAttributeBody();
                }
                expect("]", "to close the attribute");
                continue;
            }
            if (t.isWord("use")) {
                skipPast(";", "to end the 'use' declaration");
                continue;
            }
            if (t.isWord("extern")) {
                advance();
                expectWord("crate", "after 'extern'");
                expectIdent("as the crate name");
                expect(";", "after the crate name");
                continue;
            }
            if (t.kind() == Token.Kind.MACRO) {
                if (!t.macroName().equals("axes")) {
                    throw error(t, "the macro " + t.macroName() + "! is outside the kernel subset at the top level "
                            + "(accepted: axes![…])");
                }
                advance();
                declarations.add(new Ast.AxesDecl(t, at(t)));
                accept(";");
                continue;
            }
            if (t.isWord("type")) {
                declarations.add(alias());
                continue;
            }
            if (t.isWord("pub") || t.isWord("async") || t.isWord("fn")) {
                functions.add(function(chips));
                chips = null;
                continue;
            }
            throw refused(t, "at the top level");
        }
        return new Ast.File(source, List.copyOf(declarations), List.copyOf(functions));
    }

    private String attributePath() {
        StringBuilder b = new StringBuilder(expectIdent("as the attribute name").text());
        while (accept("::")) {
            b.append("::").append(expectIdent("in the attribute path").text());
        }
        return b.toString();
    }

    private int deviceChips(Token name) {
        if (!accept("(")) {
            return 1;
        }
        int chips = 1;
        if (!peek().is(")")) {
            Token key = expectIdent("in #[device(…)]");
            if (!key.text().equals("chip")) {
                throw error(key, "#[device(…)] takes 'chip = N', found '" + key.text() + "'");
            }
            expect("=", "after 'chip'");
            Token n = peek();
            long v = integer(expectKind(Token.Kind.INT, "as the number of chips"));
            if (v < 1 || v > 1024) {
                throw error(n, "the number of chips must be between 1 and 1024, got " + v);
            }
            chips = (int) v;
        }
        expect(")", "to close #[device(…)]");
        return chips;
    }

    private void skipAttributeBody() {
        int depth = 0;
        while (depth > 0 || !peek().is("]")) {
            Token t = advance();
            if (t.kind() == Token.Kind.EOF) {
                throw error(t, "the attribute is never closed with ']'");
            }
            if (t.is("(") || t.is("[") || t.is("{")) {
                depth++;
            } else if (t.is(")") || t.is("]") || t.is("}")) {
                depth--;
            }
        }
    }

    private Ast.AliasDecl alias() {
        Token type = advance();
        Token name = expectIdent("as the alias name");
        if (peek().is("<")) {
            throw error(peek(), "generic type aliases are outside the kernel subset");
        }
        expect("=", "after the alias name");
        GenericArg value = generic();
        expect(";", "after the alias");
        return new Ast.AliasDecl(name.text(), value, at(type));
    }

    private Ast.Function function(Integer deviceChips) {
        accept("pub");
        boolean async = peek().isWord("async");
        if (async) {
            advance();
        }
        Token fn = expectWord("fn", async ? "after 'async'" : "to start a function");
        Token name = expectIdent("as the function name");
        if (peek().is("<")) {
            throw error(peek(), "generic parameters of a function (lifetimes, const generics) are outside the kernel "
                    + "subset: write the stages in one #[device] function");
        }
        Ast.FunctionKind kind;
        if (deviceChips != null) {
            if (async) {
                throw error(fn, "a #[device] function is not async; the host launches it with launch(…).await");
            }
            kind = Ast.FunctionKind.DEVICE;
        } else if (async) {
            kind = Ast.FunctionKind.HOST;
        } else {
            throw error(name, "fn " + name.text() + ": a function of a kernel file is a #[device(chip = N)] kernel "
                    + "or an async host function (async fn main)");
        }
        expect("(", "to open the parameters");
        List<Ast.Param> params = new ArrayList<>();
        while (!peek().is(")")) {
            accept("mut");
            Token p = expectIdent("as a parameter name");
            expect(":", "after the parameter name");
            params.add(new Ast.Param(p.text(), type(), at(p)));
            if (!accept(",")) {
                break;
            }
        }
        expect(")", "to close the parameters");
        Optional<Ast.Type> returns = Optional.empty();
        if (accept("->")) {
            returns = Optional.of(type());
        }
        if (peek().isWord("where")) {
            throw refused(peek(), "in a function signature");
        }
        List<Ast.Stmt> body = block();
        return new Ast.Function(name.text(), kind, deviceChips == null ? 0 : deviceChips, List.copyOf(params), returns,
                body, at(name));
    }

    private Ast.Type type() {
        Token start = peek();
        boolean reference = accept("&");
        if (reference) {
            if (peek().kind() == Token.Kind.LIFETIME) {
                throw error(peek(), "lifetimes (" + peek().text() + ") are outside the kernel subset");
            }
            accept("mut");
        }
        if (peek().is("(")) {
            Token open = advance();
            expect(")", "(tuple types other than () are outside the kernel subset)");
            return new Ast.Type("()", List.of(), reference, at(open));
        }
        Token name = expectIdent("as a type");
        String text = name.text();
        while (peek().is("::") && peek(1).kind() == Token.Kind.IDENT) {
            advance();
            text = advance().text();
        }
        List<GenericArg> args = List.of();
        if (peek().is("<")) {
            advance();
            args = generics();
        }
        return new Ast.Type(text, args, reference, at(reference ? start : name));
    }

    /** Generic arguments after the opening {@code <}, through the closing {@code >}. */
    private List<GenericArg> generics() {
        List<GenericArg> args = new ArrayList<>();
        while (!peek().is(">")) {
            args.add(generic());
            if (!accept(",")) {
                break;
            }
        }
        expect(">", "to close the generic arguments");
        return List.copyOf(args);
    }

    private GenericArg generic() {
        Token t = peek();
        return switch (t.kind()) {
            case MACRO -> {
                if (!t.macroName().equals("m")) {
                    throw error(t, "the macro " + t.macroName() + "! is not a mapping; mappings are written m![…]");
                }
                advance();
                yield new Ast.MappingText(t, at(t));
            }
            case INT -> new Ast.IntArg(integer(advance()), at(t));
            case LIFETIME -> throw error(t, "lifetimes (" + t.text() + ") are outside the kernel subset");
            case IDENT -> {
                if (t.text().equals("_")) {
                    advance();
                    yield new Ast.Inferred(at(t));
                }
                if (t.text().equals("const")) {
                    throw refused(t, "among generic arguments");
                }
                yield new Ast.Named(type());
            }
            case PUNCT -> {
                if (t.is("&")) {
                    yield new Ast.Named(type());
                }
                throw error(t, "expected a generic argument (a type, m![…], a number or _), found " + t.describe());
            }
            default -> throw error(t, "expected a generic argument (a type, m![…], a number or _), found " + t.describe());
        };
    }

    private List<Ast.Stmt> block() {
        expect("{", "to open the function body");
        List<Ast.Stmt> body = new ArrayList<>();
        while (!peek().is("}")) {
            Token t = peek();
            if (t.kind() == Token.Kind.EOF) {
                throw error(t, "the function body is never closed with '}'");
            }
            if (accept(";")) {
                continue;
            }
            if (t.isWord("let")) {
                body.add(let());
                continue;
            }
            if (t.isWord("return")) {
                advance();
                Optional<Expr> value = peek().is(";") ? Optional.empty() : Optional.of(expr());
                expect(";", "after the returned value");
                body.add(new Ast.Return(value, at(t)));
                continue;
            }
            if (t.isWord("fn") || t.isWord("async") || t.isWord("use") || t.isWord("type")) {
                throw error(t, "items inside a function body are outside the kernel subset; put '" + t.text()
                        + "' at the top level");
            }
            Expr e = expr();
            if (peek().is("}")) {
                body.add(new Ast.ExprStmt(e, true, e.at()));
            } else {
                expect(";", "after the statement");
                body.add(new Ast.ExprStmt(e, false, e.at()));
            }
        }
        expect("}", "to close the function body");
        return List.copyOf(body);
    }

    private Ast.Let let() {
        Token let = advance();
        accept("mut");
        Token name = peek();
        if (name.is("(")) {
            throw error(name, "destructuring patterns are outside the kernel subset; bind one name per 'let'");
        }
        expectIdent("as the variable name");
        Optional<Ast.Type> annotation = Optional.empty();
        if (accept(":")) {
            annotation = Optional.of(type());
        }
        expect("=", "in 'let' (a variable is bound once, to a value)");
        Expr value = expr();
        expect(";", "after the 'let' statement");
        return new Ast.Let(name.text(), annotation, value, at(let));
    }

    private Expr expr() {
        Expr left = sum();
        while (isShift()) {
            Token op = advance();
            advance();
            left = new Ast.Binary(op.text() + op.text(), left, sum(), at(op));
        }
        if (peek().is("<") || peek().is(">") || peek().is("=") || peek().is("|") || peek().is("?")) {
            throw error(peek(), "the operator '" + peek().text() + "' is outside the kernel subset here "
                    + "(expressions are method chains, tuples, references and integer arithmetic << >> + - * / %)");
        }
        return left;
    }

    private boolean isShift() {
        Token a = peek();
        Token b = peek(1);
        return (a.is("<") && b.is("<") || a.is(">") && b.is(">")) && a.end() == b.start();
    }

    private Expr sum() {
        Expr left = product();
        while (peek().is("+") || peek().is("-")) {
            Token op = advance();
            left = new Ast.Binary(op.text(), left, product(), at(op));
        }
        return left;
    }

    private Expr product() {
        Expr left = unary();
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            Token op = advance();
            left = new Ast.Binary(op.text(), left, unary(), at(op));
        }
        return left;
    }

    private Expr unary() {
        Token t = peek();
        if (accept("-")) {
            return new Ast.Negate(unary(), at(t));
        }
        if (accept("&")) {
            boolean mutable = accept("mut");
            return new Ast.Ref(unary(), mutable, at(t));
        }
        if (t.is("*") || t.is("!")) {
            throw error(t, "the prefix operator '" + t.text() + "' is outside the kernel subset");
        }
        return postfix(primary());
    }

    private Expr postfix(Expr e) {
        while (true) {
            Token t = peek();
            if (t.is(".")) {
                advance();
                Token name = peek();
                if (name.kind() == Token.Kind.INT || name.kind() == Token.Kind.FLOAT) {
                    throw error(name, "tuple fields (.0) are outside the kernel subset");
                }
                expectIdent("after '.'");
                if (name.text().equals("await")) {
                    e = new Ast.Await(e, at(name));
                    continue;
                }
                List<GenericArg> generics = List.of();
                if (peek().is("::")) {
                    advance();
                    expect("<", "after '::' (a turbofish ::<…>)");
                    generics = generics();
                }
                if (peek().is("(")) {
                    e = new Ast.MethodCall(e, name.text(), generics, args(), at(name));
                } else if (!generics.isEmpty()) {
                    throw error(peek(), "expected '(' after the generic arguments of ." + name.text());
                } else {
                    e = new Ast.Field(e, name.text(), at(name));
                }
            } else if (t.is("?") || t.is("[")) {
                throw error(t, (t.is("?") ? "the '?' operator" : "indexing") + " is outside the kernel subset");
            } else {
                return e;
            }
        }
    }

    private List<Expr> args() {
        expect("(", "to open the arguments");
        List<Expr> args = new ArrayList<>();
        while (!peek().is(")")) {
            args.add(expr());
            if (!accept(",")) {
                break;
            }
        }
        expect(")", "to close the arguments");
        return List.copyOf(args);
    }

    private Expr primary() {
        Token t = peek();
        switch (t.kind()) {
            case INT -> {
                advance();
                return new Ast.Int(integer(t), at(t));
            }
            case FLOAT -> {
                advance();
                return new Ast.Float(Double.parseDouble(t.text().replace("_", "")), at(t));
            }
            case STRING, CHAR -> throw error(t, "strings and characters are outside the kernel subset");
            case LIFETIME -> throw error(t, "lifetimes (" + t.text() + ") are outside the kernel subset");
            case MACRO -> throw error(t, t.macroName().equals("m")
                    ? "a mapping m![…] is a type; write it as a generic argument (::<…>) or in a type"
                    : "the macro " + t.macroName() + "! is outside the kernel subset (accepted: m![…] in types, "
                            + "axes![…] at the top level)");
            case EOF -> throw error(t, "expected an expression, found end of file");
            default -> { }
        }
        if (t.is("(")) {
            advance();
            List<Expr> items = new ArrayList<>();
            boolean comma = false;
            while (!peek().is(")")) {
                items.add(expr());
                if (!accept(",")) {
                    break;
                }
                comma = true;
            }
            expect(")", "to close the parenthesis");
            return items.size() == 1 && !comma ? items.get(0) : new Ast.Tuple(List.copyOf(items), at(t));
        }
        if (t.kind() != Token.Kind.IDENT) {
            throw error(t, "expected an expression, found " + t.describe());
        }
        if (REFUSED_WORDS.containsKey(t.text())) {
            throw refused(t, "in an expression");
        }
        Ast.Path path = path();
        if (peek().is("(")) {
            return new Ast.Call(path, args(), path.at());
        }
        if (peek().is("{") && Character.isUpperCase(path.last().charAt(0)) && path.segments().size() > 1) {
            return structLiteral(path);
        }
        if (path.segments().size() == 1 && path.segments().get(0).generics().isEmpty()) {
            return new Ast.Name(path.last(), path.at());
        }
        return path;
    }

    private Ast.Path path() {
        List<Ast.Segment> segments = new ArrayList<>();
        Token first = peek();
        while (true) {
            Token name = expectIdent("in a path");
            List<GenericArg> generics = List.of();
            if (peek().is("::") && peek(1).is("<")) {
                advance();
                advance();
                generics = generics();
            }
            segments.add(new Ast.Segment(name.text(), generics, at(name)));
            if (!(peek().is("::") && peek(1).kind() == Token.Kind.IDENT)) {
                return new Ast.Path(List.copyOf(segments), at(first));
            }
            advance();
        }
    }

    private Expr structLiteral(Ast.Path type) {
        expect("{", "to open the fields");
        List<Ast.FieldInit> fields = new ArrayList<>();
        while (!peek().is("}")) {
            Token name = expectIdent("as a field name");
            expect(":", "after the field name");
            fields.add(new Ast.FieldInit(name.text(), expr(), at(name)));
            if (!accept(",")) {
                break;
            }
        }
        expect("}", "to close the fields");
        return new Ast.StructLit(type, List.copyOf(fields), type.at());
    }

    private long integer(Token t) {
        String digits = t.text().replace("_", "");
        try {
            if (digits.startsWith("0x") || digits.startsWith("0X")) {
                return Long.parseLong(digits.substring(2), 16);
            }
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw error(t, "the number " + t.text() + " does not fit in 64 bits");
        }
    }

    private KernelError refused(Token t, String where) {
        String what = t.kind() == Token.Kind.IDENT ? REFUSED_WORDS.get(t.text()) : null;
        if (what != null) {
            return error(t, what);
        }
        return error(t, "expected a declaration or a function " + where + ", found " + t.describe());
    }

    private Token peek() {
        return tokens.get(next);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(next + ahead, tokens.size() - 1));
    }

    private Token advance() {
        Token t = tokens.get(next);
        if (t.kind() != Token.Kind.EOF) {
            next++;
        }
        return t;
    }

    private boolean accept(String punctOrWord) {
        Token t = peek();
        if (t.is(punctOrWord) || t.isWord(punctOrWord)) {
            advance();
            return true;
        }
        return false;
    }

    private Token expect(String punct, String context) {
        if (!peek().is(punct)) {
            throw error(peek(), "expected '" + punct + "' " + context + ", found " + peek().describe());
        }
        return advance();
    }

    private Token expectWord(String word, String context) {
        if (!peek().isWord(word)) {
            throw error(peek(), "expected '" + word + "' " + context + ", found " + peek().describe());
        }
        return advance();
    }

    private Token expectIdent(String context) {
        if (peek().kind() != Token.Kind.IDENT) {
            throw error(peek(), "expected a name " + context + ", found " + peek().describe());
        }
        return advance();
    }

    private Token expectKind(Token.Kind kind, String context) {
        if (peek().kind() != kind) {
            throw error(peek(), "expected a number " + context + ", found " + peek().describe());
        }
        return advance();
    }

    private void skipPast(String punct, String context) {
        while (!peek().is(punct)) {
            if (peek().kind() == Token.Kind.EOF) {
                throw error(peek(), "expected '" + punct + "' " + context + ", found end of file");
            }
            advance();
        }
        advance();
    }

    private Location at(Token t) {
        return source.at(t.start());
    }

    private KernelError error(Token t, String reason) {
        return new KernelError(at(t), reason);
    }
}
