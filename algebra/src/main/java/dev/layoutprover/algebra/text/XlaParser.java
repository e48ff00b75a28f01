package dev.layoutprover.algebra.text;

import dev.layoutprover.algebra.MappingException;
import dev.layoutprover.algebra.xla.Tile;
import dev.layoutprover.algebra.xla.XlaShape;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads XLA shapes with layouts as XLA prints them.
 *
 * <pre>
 * shape  := TYPE '[' [NUMBER (',' NUMBER)*] ']' ['{' [NUMBER (',' NUMBER)*] [':' 'T' tile+] '}']
 * tile   := '(' entry (',' entry)* ')'
 * entry  := NUMBER | '*' | '-1'            '*' and -1 combine with the next minor dimension
 * </pre>
 *
 * <p>Examples: {@code f32[3,5]{1,0:T(2,2)}}, {@code bf16[16,256]{1,0:T(8,128)(2,1)}},
 * {@code f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}}, {@code f32[3,5]} (default layout {@code {1,0}}).
 * Errors are {@link ParseException}s: {@code f32[3,5]{1,1}} fails at the {@code {} with
 * "minor_to_major [1, 1] is not a permutation of 0..1".
 */
public final class XlaParser {

    private XlaParser() {}

    /** Parses a whole text {@code f32[3,5]{1,0:T(2,2)}}. */
    public static XlaShape parse(String text) {
        TokenStream in = new TokenStream(text);
        XlaShape shape = shape(in);
        in.expectEnd();
        return shape;
    }

    /** Parses a shape with its optional layout at the cursor. */
    static XlaShape shape(TokenStream in) {
        Lexer.Lexeme type = in.peek();
        if (type.kind() != Lexer.Kind.IDENT) {
            throw in.error("expected an element type like f32, found " + type.describe(), type);
        }
        in.advance();
        if (!type.text().matches("[a-z][a-z0-9]*")) {
            throw in.error("element type must be a lower-case name like f32 or bf16, found '" + type.text() + "'", type);
        }
        in.expect("[", "after the element type " + type.text());
        List<Long> dims = new ArrayList<>();
        if (!in.peek().is("]")) {
            do {
                Lexer.Lexeme d = in.peek();
                long n = in.expectNumber("as a dimension extent");
                if (n < 1) {
                    throw in.error("dimension extent must be positive, found " + d.text(), d);
                }
                dims.add(n);
            } while (in.accept(","));
        }
        in.expect("]", "to close the dimensions");
        Lexer.Lexeme open = in.peek();
        List<Integer> minorToMajor = XlaShape.defaultMinorToMajor(dims.size());
        List<Tile> tiles = new ArrayList<>();
        if (in.accept("{")) {
            minorToMajor = new ArrayList<>();
            if (in.peek().kind() == Lexer.Kind.NUMBER) {
                do {
                    Lexer.Lexeme d = in.peek();
                    long n = in.expectNumber("in minor_to_major");
                    if (n >= dims.size()) {
                        throw in.error("minor_to_major names dimension " + n + ", but the shape has rank " + dims.size(), d);
                    }
                    minorToMajor.add((int) n);
                } while (in.accept(","));
            }
            if (in.accept(":")) {
                Lexer.Lexeme t = in.peek();
                if (t.kind() != Lexer.Kind.IDENT || !t.text().equals("T")) {
                    throw in.error("expected tiles T(…) after ':'; other layout fields are not supported, found "
                            + t.describe(), t);
                }
                in.advance();
                do {
                    tiles.add(tile(in));
                } while (in.peek().is("("));
            }
            in.expect("}", "to close the layout at column " + open.column());
        }
        try {
            return new XlaShape(type.text(), dims, minorToMajor, tiles);
        } catch (MappingException e) {
            throw in.error(e.getMessage(), open.kind() == Lexer.Kind.EOF ? type : open);
        }
    }

    private static Tile tile(TokenStream in) {
        Lexer.Lexeme open = in.expect("(", "to open a tile");
        List<Long> entries = new ArrayList<>();
        do {
            Lexer.Lexeme e = in.peek();
            if (in.accept("*")) {
                entries.add(Tile.COMBINE);
            } else if (in.accept("-")) {
                Lexer.Lexeme one = in.peek();
                long n = in.expectNumber("after '-' in a tile");
                if (n != 1) {
                    throw in.error("the only negative tile entry is -1 (combine), found -" + one.text(), e);
                }
                entries.add(Tile.COMBINE);
            } else {
                long n = in.expectNumber("or '*' as a tile entry");
                if (n < 1) {
                    throw in.error("tile extent must be positive, found " + e.text(), e);
                }
                entries.add(n);
            }
        } while (in.accept(","));
        in.expect(")", "to close the tile at column " + open.column());
        try {
            return new Tile(entries);
        } catch (MappingException ex) {
            throw in.error(ex.getMessage(), open);
        }
    }
}
