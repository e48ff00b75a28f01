package dev.layoutprover.algebra.text;

import java.util.List;

/** A cursor over tokens with the error helpers both parsers share. */
final class TokenStream {

    private final String source;
    private final List<Lexer.Lexeme> tokens;
    private int next;

    TokenStream(String source) {
        this.source = source;
        this.tokens = Lexer.tokens(source);
    }

    String source() {
        return source;
    }

    Lexer.Lexeme peek() {
        return tokens.get(next);
    }

    Lexer.Lexeme peek(int ahead) {
        return tokens.get(Math.min(next + ahead, tokens.size() - 1));
    }

    Lexer.Lexeme advance() {
        Lexer.Lexeme t = tokens.get(next);
        if (t.kind() != Lexer.Kind.EOF) {
            next++;
        }
        return t;
    }

    boolean accept(String punct) {
        if (peek().is(punct)) {
            advance();
            return true;
        }
        return false;
    }

    Lexer.Lexeme expect(String punct, String context) {
        if (!peek().is(punct)) {
            throw error("expected '" + punct + "' " + context + ", found " + peek().describe(), peek());
        }
        return advance();
    }

    long expectNumber(String context) {
        Lexer.Lexeme t = peek();
        if (t.kind() != Lexer.Kind.NUMBER) {
            throw error("expected a number " + context + ", found " + t.describe(), t);
        }
        advance();
        return t.value();
    }

    Lexer.Lexeme expectIdent(String context) {
        Lexer.Lexeme t = peek();
        if (t.kind() != Lexer.Kind.IDENT) {
            throw error("expected a name " + context + ", found " + t.describe(), t);
        }
        return advance();
    }

    void expectEnd() {
        if (peek().kind() != Lexer.Kind.EOF) {
            throw error("unexpected " + peek().describe() + " after the end of the expression", peek());
        }
    }

    ParseException error(String reason, Lexer.Lexeme at) {
        return new ParseException(reason, source, at.column());
    }
}
