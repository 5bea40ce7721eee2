package dev.arbiter.rddl.parse;

import java.util.List;

/** A cursor over tokens with the expect/accept helpers both parsers use; errors carry file:line:column. */
final class TokenStream {
    private final String file;
    private final List<Token> tokens;
    private int index;

    TokenStream(String file, List<Token> tokens) {
        this.file = file;
        this.tokens = tokens;
    }

    String file() {
        return file;
    }

    Token peek() {
        return tokens.get(index);
    }

    Token peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    Token next() {
        Token t = tokens.get(index);
        if (t.kind() != Token.Kind.EOF) index++;
        return t;
    }

    boolean at(String symbolOrWord) {
        return peek().is(symbolOrWord);
    }

    boolean accept(String symbolOrWord) {
        if (at(symbolOrWord)) {
            index++;
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
