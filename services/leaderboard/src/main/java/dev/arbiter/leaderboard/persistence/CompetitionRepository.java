package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** The {@code competition} table: the leaderboard's copy of the scheduler's competitions. */
@ApplicationScoped
public class CompetitionRepository {

    private static final String COLUMNS = "slug, title, game, protocol, phase, public, ranking_method, seats, ladder_method";

    private final Jdbc jdbc;

    public CompetitionRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Writes an announcement over whatever row (placeholder or earlier announcement) the competition had. */
    public void storeAnnounced(Connection connection, CompetitionUpdated message, int seats, LadderMethod ladderMethod)
            throws SQLException {
        String slug = message.getSlug();
        Jdbc.update(connection, """
                insert into competition (slug, title, game, protocol, phase, public, ranking_method, seats, ladder_method,
                                         announced, updated_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, true, now())
                on conflict (slug) do update set title = excluded.title, game = excluded.game,
                    protocol = excluded.protocol, phase = excluded.phase, public = excluded.public,
                    ranking_method = excluded.ranking_method, seats = excluded.seats,
                    ladder_method = excluded.ladder_method, announced = true, updated_at = now()""",
                slug, message.getTitle().isBlank() ? slug : message.getTitle(), message.getGame(),
                text(message.getProtocol()), message.getPhase().isBlank() ? "open" : message.getPhase(), message.getPublic(),
                text(message.getRankingMethod()), seats, Vocabulary.wireName(ladderMethod));
    }

    /** A placeholder row for a competition only results have named so far; an existing row is left alone. */
    public void storePlaceholder(Connection connection, String slug, int seats, LadderMethod ladderMethod) throws SQLException {
        Jdbc.update(connection, """
                insert into competition (slug, title, seats, ladder_method) values (?, ?, ?, ?)
                on conflict (slug) do nothing""", slug, slug, seats, Vocabulary.wireName(ladderMethod));
    }

    /** Locks the competition's row, if it is known, until the transaction ends. */
    public Optional<CompetitionView> lock(Connection connection, String slug) throws SQLException {
        return Jdbc.query(connection, "select " + COLUMNS + " from competition where slug = ? for update",
                CompetitionRepository::view, slug).stream().findFirst();
    }

    public Optional<CompetitionView> find(String slug) {
        return jdbc.query("select " + COLUMNS + " from competition where slug = ?", CompetitionRepository::view, slug)
                .stream().findFirst();
    }

    /** Every competition, newest announcement first; callers filter by who looks (libs/web Visibility). */
    public List<CompetitionView> listAll() {
        return jdbc.query("select " + COLUMNS + " from competition order by updated_at desc, slug",
                CompetitionRepository::view);
    }

    /** The column's text: the protocol's name, or the column's default '' when the announcement named none. */
    private static String text(ProtocolId protocol) {
        return Vocabulary.protocols().contains(protocol) ? Vocabulary.wireName(protocol) : "";
    }

    /** The column's text: the method's name, or the column's default '' when the announcement named none. */
    private static String text(RankingMethod method) {
        return Vocabulary.rankingMethods().contains(method) ? Vocabulary.wireName(method) : "";
    }

    private static CompetitionView view(ResultSet rows) throws SQLException {
        return new CompetitionView(rows.getString("slug"), rows.getString("title"), rows.getString("game"),
                rows.getString("protocol"), rows.getString("phase"), rows.getBoolean("public"),
                rows.getString("ranking_method"), rows.getInt("seats"), Vocabulary.ladderMethod(rows.getString("ladder_method")));
    }
}
