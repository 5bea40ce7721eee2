package dev.arbiter.launcher;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** What the organiser posts to create it. */
    static final CompetitionRequest COMPETITION = CompetitionRequest.gvgai(SLUG, TITLE, GAMES, 2, trainingCutShort());

    /** The sample agents the demo contestants enter: one line per agent, its files by path under examples/players. */
    static final List<SampleProgram> AGENTS = List.of(
            new SampleProgram("carol", "python-random", List.of("python/gvgai_random.py", "python/gvgai_client.py"),
                    List.of("python3", "gvgai_random.py")),
            new SampleProgram("alice", "python-learner", List.of("python/gvgai_learner.py", "python/gvgai_client.py"),
                    List.of("python3", "gvgai_learner.py")));

    private DemoGvgai() {
    }

    private static Map<String, String> trainingCutShort() {
        var options = new LinkedHashMap<String, String>();
        options.put("gvgai.training-ms", "10000");
        options.put("gvgai.validation-repetitions", "2");
        return options;
    }
}
