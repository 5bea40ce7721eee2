package dev.arbiter.judge.protocol.taboo;

/** The describer's side of one game while it runs: hints given, guesses taken, the guess clock. */
final class GameInPlay {

    final TabooCity city;
    /** 1-based position in the match's game list. */
    final int number;
    int hintsGiven;
    int guesses;
    /** Nanotime by which the pending guess must arrive; 0 when no guess is pending. */
    long guessDueBy;
    long hintSentAt;

    GameInPlay(TabooCity city, int number) {
        this.city = city;
        this.number = number;
    }

    boolean awaitingGuess() {
        return guessDueBy != 0;
    }

    boolean hintsLeft() {
        return hintsGiven < city.hints().size();
    }

    /** The next hint, counted as given. */
    String nextHint() {
        return city.hints().get(hintsGiven++);
    }

    /** "game 2 (venice), hint 3" — where something happened, for notes and verdict details. */
    String where() {
        return "game " + number + " (" + city.id() + "), hint " + hintsGiven;
    }
}
