package dev.arbiter.rddl.parse;

/**
 * Splits RDDL text into tokens, one at a time as the parser asks (a file of a million brackets is refused by the
 * parser's nesting limit long before its tokens could fill memory). Identifiers may contain '-' and '_' (e.g. {@code REBOOT-PROB},
 * {@code sum_}), so {@code a-b} is one name; a minus sign needs a space or a non-name neighbour,
 * as in the reference lexer.
 */
final class Lexer {
    /** Longest first, so {@code <=>} wins over {@code <=} and {@code =>}. */
    private static final String[] SYMBOLS = {
        "<=>", "=>", "==", "~=", "!=", "<=", ">=", "<", ">", "=", "+", "-", "*", "/", "%", "^", "&", "|", "~", "!",
        "(", ")", "[", "]", "{", "}", ",", ";", ":", "'"
    };

    private final String file;
    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    private Lexer(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /** A lexer over {@code text}; {@link #next()} reads one token at a time, so no whole token list is ever held. */
    static Lexer of(String file, String text) {
        return new Lexer(file, text);
    }

    /** The next token; {@link Token.Kind#EOF} at the end, and again on every later call. */
    Token next() {
        skipSpaceAndComments();
        int column = pos - lineStart + 1;
        if (pos >= text.length()) {
            return new Token(Token.Kind.EOF, "", line, column);
        }
        char c = text.charAt(pos);
        int start = pos;
        if (Character.isLetter(c)) {
            pos = endOfName(pos + 1);
            return new Token(Token.Kind.IDENT, text.substring(start, pos), line, column);
        } else if ((c == '?' || c == '@' || c == '$') && pos + 1 < text.length() && isNameChar(text.charAt(pos + 1))) {
            pos = endOfName(pos + 1);
            Token.Kind kind = c == '?' ? Token.Kind.VARIABLE : c == '@' ? Token.Kind.ENUM_VALUE : Token.Kind.OBJECT;
            String word = c == '$' ? text.substring(start + 1, pos) : text.substring(start, pos);
            return new Token(kind, word, line, column);
        } else if (Character.isDigit(c) || (c == '.' && pos + 1 < text.length() && Character.isDigit(text.charAt(pos + 1)))) {
            return new Token(Token.Kind.NUMBER, number(), line, column);
        }
        String symbol = symbolAt();
        if (symbol == null) {
            throw new RddlParseException(file, line, column, "unexpected character '" + c + "'");
        }
        pos += symbol.length();
        return new Token(Token.Kind.SYMBOL, symbol, line, column);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    private int endOfName(int from) {
        int p = from;
        while (p < text.length() && isNameChar(text.charAt(p))) {
            // A trailing '-' followed by '>' would be odd RDDL; names never end in '-' in practice.
            p++;
        }
        return p;
    }

    private String number() {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            int mark = pos;
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) pos++;
            if (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
            } else {
                pos = mark;
            }
        }
        return text.substring(start, pos);
    }

    private String symbolAt() {
        for (String s : SYMBOLS) {
            if (text.startsWith(s, pos)) return s;
        }
        return null;
    }

    private void skipSpaceAndComments() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                pos++;
                line++;
                lineStart = pos;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (text.startsWith("//", pos)) {
                while (pos < text.length() && text.charAt(pos) != '\n') pos++;
            } else if (text.startsWith("/*", pos)) {
                int end = text.indexOf("*/", pos + 2);
                if (end < 0) throw new RddlParseException(file, line, pos - lineStart + 1, "unterminated comment");
                for (int p = pos; p < end; p++) {
                    if (text.charAt(p) == '\n') {
                        line++;
                        lineStart = p + 1;
                    }
                }
                pos = end + 2;
            } else {
                return;
            }
        }
    }
}
