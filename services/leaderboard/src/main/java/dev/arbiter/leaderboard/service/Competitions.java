package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.persistence.CompetitionRepository;
import dev.arbiter.leaderboard.persistence.GvgaiRepository;
import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.rating.aggregate.ScoreRanking;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The leaderboard's copy of the scheduler's competitions ({@code competition.updated}), and which ladder
 * method each is rated with. Results may arrive before their competition does: they create a placeholder
 * that the announcement completes; should the announced method differ, the ratings are rebuilt.
 */
@ApplicationScoped
public class Competitions {

    private static final Logger LOG = Logger.getLogger(Competitions.class);
    private static final String TABOO_GAME = "taboo";

    private final LeaderboardConfig config;
    private final Jdbc jdbc;
    private final CompetitionRepository repository;
    private final IppcRepository ippc;
    private final GvgaiRepository gvgai;
    private final Ratings ratings;
    private final LeaderboardCache cache;
    private final LiveUpdates live;

    public Competitions(LeaderboardConfig config, Jdbc jdbc, CompetitionRepository repository, IppcRepository ippc,
                        GvgaiRepository gvgai, Ratings ratings, LeaderboardCache cache, LiveUpdates live) {
        this.config = config;
        this.jdbc = jdbc;
        this.repository = repository;
        this.ippc = ippc;
        this.gvgai = gvgai;
        this.ratings = ratings;
        this.cache = cache;
        this.live = live;
    }

    /**
     * The ladder method for a competition: Taboo's own, else the configured override, a rating system chosen in
     * the announcement, or by seats. A single-player competition is ranked by libs/rating's score ranking of the same
     * name when the organiser named a spec ranking (lowest total, mean score per turn, normalised mean per
     * move), else by the mean score.
     */
    public LadderMethod ladderMethodFor(String slug, RankingMethod rankingMethod, LadderMethod chosen, int seats,
                                        String game, ProtocolId protocol) {
        // A Taboo score counts guesses (a miss costs hints + 10): fewer is better, whatever method arrives with it.
        if (TABOO_GAME.equals(game) || protocol == ProtocolId.PROTOCOL_ID_TABOO) {
            return LadderMethod.LADDER_METHOD_LOWEST_TOTAL;
        }
        // RDDL: the IPPC normalised score (docs/protocols/rddl.md §8), whatever else arrives with it.
        if (protocol == ProtocolId.PROTOCOL_ID_RDDL) {
            return LadderMethod.LADDER_METHOD_IPPC;
        }
        // GVGAI: the learning track's Formula-1 points over the competition's games (docs/protocols/gvgai.md).
        if (protocol == ProtocolId.PROTOCOL_ID_GVGAI) {
            return LadderMethod.LADDER_METHOD_GVGAI_POINTS;
        }
        String override = config.ladderMethods().get(slug);
        if (override != null) {
            return Vocabulary.ladderMethod(override);
        }
        if (seats == 1) {
            return ScoreRanking.of(rankingMethod).filter(ranking -> ranking != ScoreRanking.SUM)
                    .orElse(ScoreRanking.MEAN).ladderMethod().orElseThrow();
        }
        return PairwiseMethod.isPairwise(chosen) ? chosen : Vocabulary.ladderMethod(config.ladderMethod());
    }

    /** Applies an announcement; the same message twice changes nothing. */
    public void onUpdated(CompetitionUpdated message) {
        String slug = message.getSlug();
        int seats = message.getSeats() > 0 ? message.getSeats() : 2;
        LadderMethod method = ladderMethodFor(slug, message.getRankingMethod(), message.getLadderMethod(), seats,
                message.getGame(), message.getProtocol());
        boolean rebuilt = jdbc.inTransaction(connection -> {
            Optional<LadderMethod> before = repository.lock(connection, slug).map(CompetitionView::ladderMethod);
            repository.storeAnnounced(connection, message, seats, method);
            if (message.hasRddl()) {
                ippc.storeSet(connection, slug, message.getRddl());
            }
            if (message.hasGvgai()) {
                gvgai.storeGames(connection, slug, message.getGvgai());
            }
            if (before.isPresent() && before.get() != method) {
                int replayed = ratings.rebuild(connection, slug, method);
                LOG.infof("Competition %s is now rated by %s (was %s): replayed %d results", slug, method, before.get(), replayed);
                return true;
            }
            return false;
        });
        cache.invalidate(slug);
        if (rebuilt) {
            live.competitionChanged(slug, null);
        }
    }

    /** Creates a placeholder for a competition only results have named so far, then locks its row. */
    public CompetitionView ensureAndLock(Connection connection, String slug, int seats) throws SQLException {
        repository.storePlaceholder(connection, slug, seats, ladderMethodFor(slug, RankingMethod.RANKING_METHOD_UNSPECIFIED,
                LadderMethod.LADDER_METHOD_UNSPECIFIED, seats, "", ProtocolId.PROTOCOL_ID_UNSPECIFIED));
        return repository.lock(connection, slug).orElseThrow();
    }

    /** Locks the competition's row, if it is known, for a change that rebuilds its ratings. */
    public Optional<CompetitionView> lock(Connection connection, String slug) throws SQLException {
        return repository.lock(connection, slug);
    }

    public Optional<CompetitionView> find(String slug) {
        return repository.find(slug);
    }

    /** Whether the competition's GVGAI validation levels are the organiser's private data (its uploaded game). */
    public boolean privateValidation(String slug) {
        return gvgai.privateValidation(slug);
    }

    /** Every competition, newest announcement first; what a viewer sees of them is the web layer's to decide. */
    public List<CompetitionView> listAll() {
        return repository.listAll();
    }
}
