package dev.arbiter.launcher;

import java.util.List;

/**
 * The demo's GVGAI learning-track competition: two shipped games (aliens, and testgame1 from the 2018
 * competition) with the track's levels, training cut to 10 seconds and two validation repetitions so a run lasts
 * well under a minute rather than the track's five minutes and more (the demo's other competitions share the
 * runners); the Python sample agents entered, each with the
 * client side it imports, as an archive.
 */
final class DemoGvgai {

    static final String SLUG = "gvgai-learning";
    static final String TITLE = "GVGAI learning track (demo)";
    static final List<String> GAMES = List.of("aliens", "testgame1");

    /** The sample agents the demo contestants enter: one line per agent, its files by path under examples/players. */
    static final List<DemoPlanner> AGENTS = List.of(
            new DemoPlanner("carol", "python-random", List.of("python/gvgai_random.py", "python/gvgai_client.py"),
                    List.of("python3", "gvgai_random.py")),
            new DemoPlanner("alice", "python-learner", List.of("python/gvgai_learner.py", "python/gvgai_client.py"),
                    List.of("python3", "gvgai_learner.py")));

    private DemoGvgai() {
    }

    /** What the organiser posts to create it. */
    static String competitionJson() {
        String games = String.join(",", GAMES.stream().map(g -> "\"" + g + "\"").toList());
        return ("{\"slug\":\"%s\",\"title\":\"%s\",\"gvgaiGames\":[%s],\"ladderConcurrency\":2,"
                + "\"gameOptions\":{\"gvgai.training-ms\":\"10000\",\"gvgai.validation-repetitions\":\"2\"}}")
                .formatted(SLUG, TITLE, games);
    }
}
