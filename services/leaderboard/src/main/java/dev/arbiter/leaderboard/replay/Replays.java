package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.model.Views.MatchDetail;
import dev.arbiter.leaderboard.model.Views.SeatView;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.leaderboard.service.Matches;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

/** Finds the viewer of a match's game and builds its view; a game without one shows only its transcript. */
@ApplicationScoped
public class Replays {

    private static final List<GameViewer> VIEWERS = List.of(new LmcMoves(), new TabooGuesses());

    private final Competitions competitions;
    private final Matches matches;

    public Replays(Competitions competitions, Matches matches) {
        this.competitions = competitions;
        this.matches = matches;
    }

    public Optional<GameView> of(MatchDetail match) {
        if (match.transcript() == null) {
            return Optional.empty();
        }
        return competitions.find(match.competition()).flatMap(c -> VIEWERS.stream()
                .filter(v -> v.handles(c.game(), c.protocol())).findFirst())
                .flatMap(viewer -> viewer.view(match.seats().stream().map(SeatView::entry).toList(),
                        matches.protocolLines(match)));
    }
}
