package dev.arbiter.rddl.parse;

/** One lexical token with the 1-based position of its first character, for error messages. */
record Token(Kind kind, String text, int line, int column) {

    enum Kind {
        /** Names, keywords and hyphenated words alike: RDDL lets identifiers contain '-'. */
        IDENT,
        /** {@code ?x}: a quantified or parameter variable. */
        VARIABLE,
        /** {@code @low}: an enumerated value, kept with its '@'. */
        ENUM_VALUE,
        /** {@code $c1}: an object constant (RDDL2 spelling), kept without its '$'. */
        OBJECT,
        NUMBER,
        SYMBOL,
        EOF
    }

    boolean is(String symbolOrWord) {
        return (kind == Kind.SYMBOL || kind == Kind.IDENT) && text.equals(symbolOrWord);
    }

    String describe() {
        return kind == Kind.EOF ? "end of file" : "'" + text + "'";
    }
}
