package dev.arbiter.launcher;

import java.util.List;

/**
 * A sample planner or agent a demo contestant enters (RDDL planners, GVGAI agents): one file uploaded as it is, or
 * several uploaded as an archive (flat, with a manifest naming {@code command}). Its own type, so the competitions
 * that list their entrants and the seeder that uploads them need not know each other.
 */
record DemoPlanner(String contestant, String name, List<String> files, List<String> command) {
}
