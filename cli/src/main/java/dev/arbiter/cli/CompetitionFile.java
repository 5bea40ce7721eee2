package dev.arbiter.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;

import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code --competition FILE}: a contestant kit's {@code competition.json}, read into the settings the platform
 * judges that competition under. Unknown fields are ignored (a newer platform may say more than this CLI uses);
 * a newer format is refused, since judging it as an older one would not reproduce the server's matches.
 */
final class CompetitionFile {

    private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private CompetitionFile() {
    }

    static CompetitionSettings read(Path file) {
        CompetitionSettings settings;
        try {
            settings = JSON.readValue(file.toFile(), CompetitionSettings.class);
        } catch (IOException e) {
            throw new UsageException("--competition " + file + ": " + e.getMessage());
        }
        if (settings.format() > CompetitionSettings.FORMAT) {
            throw new UsageException("--competition " + file + ": format " + settings.format()
                    + " is newer than this arbiter.jar understands (" + CompetitionSettings.FORMAT + "); use the kit's own jar");
        }
        return settings;
    }

    /** The game as --game would name it: the built-in, the kit's game program, or the first GVGAI game or RDDL instance. */
    static String game(CompetitionSettings settings, Path file) {
        if (settings.game() != null && !settings.game().isEmpty()) {
            return settings.game();
        }
        if (settings.gameProgram() != null && !settings.gameProgram().isEmpty()) {
            return file.toAbsolutePath().getParent().resolve(settings.gameProgram()).toString();
        }
        if (!settings.instances().isEmpty()) {
            boolean gvgai = Vocabulary.findProtocol(settings.protocol()).orElse(null) == ProtocolId.PROTOCOL_ID_GVGAI;
            String prefix = gvgai ? GvgaiGame.PREFIX : RddlGame.PREFIX;
            return prefix + settings.instances().getFirst();
        }
        throw new UsageException("--competition " + file + ": names no game");
    }
}
