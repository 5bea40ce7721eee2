package dev.arbiter.rddl.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A cursor over tokens with the expect/accept helpers both parsers use; errors carry file:line:column. Tokens are
 * read from the lexer as they are looked at, and only those looked ahead at are held.
 */
final class TokenStream {
    private final String file;
    private final Lexer lexer;
    /** Tokens read but not yet consumed; ends with EOF once the lexer reached the end. */
    private final List<Token> ahead = new ArrayList<>();

    TokenStream(String file, Lexer lexer) {
        this.file = file;
        this.lexer = lexer;
    }

    /** The token {@code k} places ahead (EOF past the end). */
    private Token lookAhead(int k) {
        while (ahead.size() <= k) {
            if (!ahead.isEmpty() && ahead.get(ahead.size() - 1).kind() == Token.Kind.EOF) {
                return ahead.get(ahead.size() - 1);
            }
            ahead.add(lexer.next());
        }
        return ahead.get(k);
    }

    String file() {
        return file;
    }

    Token peek() {
        return lookAhead(0);
    }

    Token peek(int k) {
        return lookAhead(k);
    }

    Token next() {
        Token t = lookAhead(0);
        if (t.kind() != Token.Kind.EOF) ahead.remove(0);
        return t;
    }

    boolean at(String symbolOrWord) {
        return peek().is(symbolOrWord);
    }

    boolean accept(String symbolOrWord) {
        if (at(symbolOrWord)) {
            next();
            return true;
        }
        return false;
    }

    Token expect(String symbolOrWord) {
        if (!at(symbolOrWord)) throw error(peek(), "expected '" + symbolOrWord + "' but found " + peek().describe());
        return next();
    }

    Token expect(Token.Kind kind, String what) {
        if (peek().kind() != kind) throw error(peek(), "expected " + what + " but found " + peek().describe());
        return next();
    }

    RddlParseException error(Token at, String problem) {
        return new RddlParseException(file, at.line(), at.column(), problem);
    }
}
