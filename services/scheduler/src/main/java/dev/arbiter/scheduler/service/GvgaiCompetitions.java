package dev.arbiter.scheduler.service;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.gvgai.GvgaiSettings;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.GvgaiCompetition;
import dev.arbiter.proto.v1.GvgaiRun;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.load.GameFiles;
import io.quarkus.arc.Arc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * GVGAI learning-track competitions (docs/protocols/gvgai.md): a set of shipped VGDL games, each entry playing one
 * learning run (training, then validation) per game, one seat per match, the game in the match's instance. Levels
 * and budgets are the competition's {@code gvgai.*} game options over the track's defaults; every game is checked
 * with them when the competition is made, so a game the engine cannot play is refused by name then, not when its
 * matches fail. Ranked by the track's Formula-1 points summed over the games, on the leaderboard.
 */
final class GvgaiCompetitions {

    /** The ranking of GVGAI competitions: libs/rating's GvgaiFormulaOnePoints, on the leaderboard. */
    /** A validation run proves the client plays a whole run; its training is cut to this at most. */
    static final long VALIDATION_TRAINING_MS = 5_000;

    private GvgaiCompetitions() {
    }

    /**
     * Makes {@code c} a GVGAI competition of {@code spec}'s games: one seat, one run per entry and game, validated
     * alone by a short run on the first game, ranked by points.
     */
    static void configure(Competition c, NewCompetition spec, GameFiles uploaded, String uploadedSha256) {
        if (spec.game() != null && !spec.game().isBlank() || spec.gameArtifactSha256() != null && !spec.gameArtifactSha256().isBlank()) {
            throw new InvalidRequestException("a GVGAI competition plays its gvgaiGames: give those, not a game");
        }
        var chosen = new LinkedHashSet<String>(spec.gvgaiGames() == null ? List.of() : spec.gvgaiGames());
        if (uploaded != null) {
            chosen.add(uploaded.name());
        }
        List<String> games = List.copyOf(chosen);
        var options = new HashMap<String, String>(spec.gameOptions() == null ? Map.of() : spec.gameOptions());
        options.remove("game"); // each match names its own
        options.remove("gvgai.game");
        for (String game : games) {
            boolean isUploaded = uploaded != null && uploaded.name().equals(game);
            if (!isUploaded && !ShippedGames.names().contains(game)) {
                throw new InvalidRequestException("gvgaiGames: no shipped GVGAI game '" + game + "'"
                        + (uploaded == null ? "" : " and the uploaded game is '" + uploaded.name() + "'"));
            }
            try {
                settings(options, game, isUploaded ? uploaded : null);
            } catch (IllegalArgumentException e) {
                throw new InvalidRequestException(game + ": " + e.getMessage());
            }
        }
        if (spec.validationMode() != null && !"alone".equals(spec.validationMode())) {
            throw new InvalidRequestException("a GVGAI entry is validated alone, by a short run on the first game");
        }
        if (RankingMethods.namesOtherThan(spec.rankingMethod(), RankingMethod.RANKING_METHOD_GVGAI_POINTS)) {
            throw new InvalidRequestException("a GVGAI competition is ranked by the track's points ("
                    + Vocabulary.wireName(RankingMethod.RANKING_METHOD_GVGAI_POINTS) + ")");
        }
        c.protocol = ProtocolId.PROTOCOL_ID_GVGAI;
        c.seats = 1;
        c.gvgaiGames = new ArrayList<>(games);
        c.gvgaiFilesSha256 = uploaded == null ? null : uploadedSha256;
        c.gameOptions = options;
        c.instancesPerEntry = games.size();
        c.validationMode = "alone";
        c.rankingMethod = RankingMethod.RANKING_METHOD_GVGAI_POINTS;
    }

    /** A run's settings on {@code game}, as the judge will take them; refuses a game the engine cannot play. */
    private static GvgaiSettings settings(Map<String, String> options, String game, GameFiles uploaded) {
        var merged = new HashMap<>(options);
        merged.put("game", game);
        return new GvgaiProtocol(Map.of(), uploaded).settings(merged);
    }

    /** A run's settings on one of {@code c}'s games, the uploaded one read (once) from the blob store. */
    private static GvgaiSettings settings(Competition c, String game) {
        boolean isUploaded = c.gvgaiFilesSha256 != null && !ShippedGames.names().contains(game);
        // Called from static request building: the uploads' cache is the one bean that reads the blob store.
        GameFiles uploaded = isUploaded ? Arc.container().instance(GvgaiGameUploads.class).get().load(c.gvgaiFilesSha256) : null;
        return settings(c.gameOptions, game, uploaded);
    }

    /** The game a match plays; a validation match is one repetition after a short training. */
    static void requestOptions(GameRef.Builder game, Match match) {
        Competition c = match.competition;
        String name = match.instance != null ? match.instance : c.instanceName(0);
        game.putOptions("game", name);
        if (c.gvgaiFilesSha256 != null && !ShippedGames.names().contains(name)) {
            game.setArtifactSha256(c.gvgaiFilesSha256); // the uploaded game travels as its zip
        }
        if (match.kind == MatchKind.VALIDATION) {
            long training = settings(c, name).trainingMillis();
            game.putOptions("gvgai.training-ms", Long.toString(Math.min(training, VALIDATION_TRAINING_MS)));
            game.putOptions("gvgai.validation-repetitions", "1");
        }
    }

    /** What competition.updated tells the platform of a GVGAI competition. */
    static GvgaiCompetition announcement(Competition c) {
        var gvgai = GvgaiCompetition.newBuilder().addAllGames(c.gvgaiGames);
        if (c.gameOptions.containsKey("gvgai.training-levels") || c.gameOptions.containsKey("gvgai.validation-levels")) {
            GvgaiSettings s = settings(c, c.gvgaiGames.getFirst());
            gvgai.addAllTrainingLevels(s.trainingLevels()).addAllValidationLevels(s.validationLevels());
        }
        return gvgai.setValidationRepetitions(settings(c, c.gvgaiGames.getFirst()).validationRepetitions())
                .setPrivateValidation(c.privateValidation()).build();
    }

    static GvgaiRun run(byte[] stored) {
        try {
            return GvgaiRun.parseFrom(stored);
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException("a stored GVGAI run does not parse", e);
        }
    }
}
