package dev.arbiter.scheduler.kit;

import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.judge.MatchLimits;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/** The kit's README and launcher script: what is inside, how to play and replay, the competition's exact rules. */
final class KitReadme {

    private KitReadme() {
    }

    /**
     * The kit's {@code ./arbiter}: finds a JDK 21+ with the repository's own search ({@code scripts/find-jdk.sh},
     * packed beside this class at build time and inlined here, as the kit has no scripts directory), then runs the jar.
     */
    static String launcher() {
        return """
                #!/bin/sh
                # The kit's arbiter: the platform's own judge, from lib/arbiter.jar. Needs Java 21 or newer: JAVA_HOME
                # or the java on PATH when new enough, else the first JDK 21+ found where JDKs are installed.
                dir=$(cd "$(dirname "$0")" && pwd)
                """ + findJdk() + """
                arbiter_find_jdk || exit 1
                java="$JAVA_HOME/bin/java"
                # Java 24 and newer warn on stderr whenever a library uses sun.misc.Unsafe (protobuf does) unless
                # told it may; older ones refuse that option. The JDK's release file says which it is, no JVM started.
                flags=""
                case "$(sed -n 's/^JAVA_VERSION="\\([0-9]*\\).*/\\1/p' "$JAVA_HOME/release" 2>/dev/null)" in
                  2[4-9]|[3-9][0-9]) flags=--sun-misc-unsafe-memory-access=allow ;;
                esac
                exec "$java" $flags -jar "$dir/lib/arbiter.jar" "$@"
                """;
    }

    private static String findJdk() {
        try (InputStream in = KitReadme.class.getResourceAsStream("find-jdk.sh")) {
            if (in == null) {
                throw new IllegalStateException("find-jdk.sh is not on the class path: the scheduler's build packs it");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String render(CompetitionSettings s) {
        var md = new StringBuilder();
        md.append("# Contestant kit: ").append(s.title()).append(" (`").append(s.competition()).append("`)\n\n");
        md.append("""
                Everything to play this competition's matches at home exactly as the platform plays them: the platform's
                own judge (`lib/arbiter.jar`, the judge its runners use), this competition's settings
                (`competition.json`: game, options, dialect and limits), sample players and the SDKs the platform had
                when the kit was built.

                **Needs Java 21 or newer**, nothing else: `./arbiter` uses JAVA_HOME or the `java` on PATH when new
                enough, else finds a JDK 21+ in `/usr/lib/jvm` (or the folders in `ARBITER_JVM_DIRS`). Python players
                need python3, C players a C compiler.

                ## Play a match

                """);
        String players = s.seats() == 1 ? "--player PATH" : "--player PATH --player PATH";
        md.append("```sh\n./arbiter match --competition competition.json ").append(players).append(" --seed 7\n```\n\n");
        md.append("""
                A player is any executable file: an ELF binary or a script starting with `#!`. `--json` prints the
                result as one object; `--transcript FILE` keeps every line of the match. `./arbiter match --help` lists the
                rest; options given beside `--competition` override the competition's.

                ## Start an entry

                `./arbiter new-player --lang LANG --game GAME DIR` writes an entry that plays a legal game at once, in
                Java, Python or C (`--lang java|python|c`) for the built-in games rps, imitate, grammar and taboo, with
                its SDK copied in, a README and the one command that builds it, which it prints.

                ## Replay a match of the platform

                Take the match's seed and each seat's seed from its page (they are revealed once the match's phase
                is over: a ladder match when it ends), put the entries' programs in the seats in the order the match
                lists them, give each seat's seed with `--player-seed`, in the same order, and keep the transcript:

                """);
        md.append("```sh\n./arbiter match --competition competition.json ").append(players)
                .append(" --seed SEED ")
                .append(s.seats() == 1 ? "--player-seed SEAT-SEED" : "--player-seed SEAT-1-SEED --player-seed SEAT-2-SEED")
                .append(" --transcript replay.jsonl\n```\n\n");
        md.append("""
                The judged lines and results are the platform's, line for line, as long as the players themselves
                are deterministic given their seeds (the judge hands every program its own seed as `ARBITER_SEED`; no
                program can compute another's from it). Each
                transcript line's `t` (microseconds since the start) and the header's start time and program paths
                are the clock and the machine, not the match, and differ. The platform runs every program in a sandbox:
                `--backend local` (root, bubblewrap) puts yours under the same memory and CPU limits; without it
                (`--backend none`, the default) nothing is limited but the judge's clocks.

                ## This competition

                """);
        md.append("| setting | value |\n|---|---|\n");
        row(md, "game", game(s));
        row(md, "protocol", s.protocol());
        row(md, "players per match", Integer.toString(s.seats()));
        options(md, "option", s.options());
        options(md, "dialect", s.dialect());
        MatchLimits l = s.limits();
        limit(md, "name deadline (ms)", l.nameDeadlineMs());
        limit(md, "move deadline (ms)", l.moveDeadlineMs());
        limit(md, "match deadline (ms)", l.matchDeadlineMs());
        limit(md, "average window (moves)", l.averageWindow());
        limit(md, "average move limit (ms)", l.averageMoveLimitMs());
        limit(md, "timeouts in a row that forfeit", l.maxConsecutiveTimeouts());
        limit(md, "game silence (ms)", l.gameSilenceMs());
        limit(md, "memory per program (bytes)", l.memoryBytes());
        limit(md, "CPU time per program (s)", l.cpuSeconds());
        md.append("\nA limit not listed is the game's default, the same in the kit's judge as on the platform.\n\n");
        if (s.instances().size() > 1) {
            boolean gvgai = Vocabulary.protocol(s.protocol()) == ProtocolId.PROTOCOL_ID_GVGAI;
            md.append("`--competition` plays the first of the ").append(s.instances().size()).append(gvgai ? " games" : " instances")
                    .append("; `--game ").append(gvgai ? "gvgai:" : "rddl:").append(s.instances().getLast())
                    .append("` beside it plays another one under the same rules.\n\n");
        }
        md.append("""
                ## Inside

                | path | what |
                |---|---|
                | `arbiter` | runs `lib/arbiter.jar` |
                | `competition.json` | the competition's settings (`--competition`) |
                | `game/` | the competition's game program, when it is not a built-in |
                | `players/` | sample players in Python and C (`make -C players/c` builds the C ones) |
                | `sdk/` | the SDKs, when the platform has them |
                """);
        return md.toString();
    }

    /** A built-in's name, the game program's file, or what an RDDL or GVGAI competition's matches cycle through. */
    private static String game(CompetitionSettings s) {
        if (s.game() != null) {
            return s.game() + " (built in)";
        }
        if (s.gameProgram() != null) {
            return s.gameProgram() + " (a program)";
        }
        return s.protocol() + ": " + String.join(", ", s.instances());
    }

    private static void row(StringBuilder md, String name, String value) {
        md.append("| ").append(name).append(" | ").append(value.replace("|", "\\|")).append(" |\n");
    }

    private static void options(StringBuilder md, String kind, Map<String, String> values) {
        new TreeMap<>(values).forEach((k, v) -> row(md, kind + " `" + k + "`", "`" + v + "`"));
    }

    private static void limit(StringBuilder md, String name, long value) {
        if (value > 0) {
            row(md, name, Long.toString(value));
        }
    }
}
