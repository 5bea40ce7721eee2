package dev.arbiter.leaderboard.persistence;

import dev.arbiter.proto.v1.GvgaiCompetition;
import dev.arbiter.proto.v1.GvgaiRun;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** GVGAI competitions' tables: {@code gvgai_competition} (the games) and the seats' {@code gvgai_run}. */
@ApplicationScoped
public class GvgaiRepository {

    /** One seat's learning run on one game, with the entry's name. */
    public record RunRow(String entryId, String game, int victories, double meanScore, double meanTicks, int plays,
                         int disqualified, String entryName) {
    }

    private final Jdbc jdbc;

    public GvgaiRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Keeps competition.updated's GVGAI section: its games. */
    public void storeGames(Connection connection, String slug, GvgaiCompetition gvgai) throws SQLException {
        var games = connection.createArrayOf("text", gvgai.getGamesList().toArray(new String[0]));
        Jdbc.update(connection, """
                insert into gvgai_competition (slug, games, private_validation) values (?, ?, ?)
                on conflict (slug) do update set games = excluded.games, private_validation = excluded.private_validation""",
                slug, games, gvgai.getPrivateValidation());
    }

    /** Whether the competition's validation levels are the organiser's private data (its uploaded game). */
    public boolean privateValidation(String slug) {
        return jdbc.query("select private_validation from gvgai_competition where slug = ?",
                rows -> rows.getBoolean(1), slug).stream().findFirst().orElse(false);
    }

    /** Keeps one seat's run (match.recorded's SeatResult.gvgai), with the seat's row. */
    public void storeRun(Connection connection, String matchId, int seat, GvgaiRun run) throws SQLException {
        Jdbc.update(connection, """
                insert into gvgai_run (match_id, seat, game, victories, mean_score, mean_ticks, plays, disqualified, training_plays)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing""", matchId, seat, run.getGame(), run.getVictories(),
                run.getMeanScore(), run.getMeanTicks(), run.getPlays(), run.getDisqualified(), run.getTrainingPlays());
    }

    /** The competition's games in order, empty until competition.updated told them. */
    public Optional<List<String>> games(String slug) {
        return jdbc.query("select games from gvgai_competition where slug = ?",
                rows -> List.of((String[]) rows.getArray(1).getArray()), slug).stream().findFirst();
    }

    /** The runs of the competition's applied results played by each entry's newest version, in the order applied. */
    public List<RunRow> newestVersionRuns(String slug) {
        return jdbc.query("""
                select s.entry_id, g.game, g.victories, g.mean_score, g.mean_ticks, g.plays, g.disqualified, e.name
                from match_result r
                join match_seat s on s.match_id = r.match_id
                join gvgai_run g on g.match_id = s.match_id and g.seat = s.seat
                join entry e on e.entry_id = s.entry_id and e.version = s.version
                where r.competition = ? and r.applied order by r.seq, s.seat""", rows -> new RunRow(rows.getString(1),
                rows.getString(2), rows.getInt(3), rows.getDouble(4), rows.getDouble(5), rows.getInt(6), rows.getInt(7),
                rows.getString(8)), slug);
    }
}
