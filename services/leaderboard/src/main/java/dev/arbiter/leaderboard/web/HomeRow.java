package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.model.LeaderboardRow;
import dev.arbiter.leaderboard.service.Activity;
import io.quarkus.qute.TemplateData;

/**
 * One competition as the home page lists it: what a newcomer needs to pick one — who leads, how many take
 * part, whether it is alive.
 *
 * @param leader the first row of its leaderboard; null before any rated match
 */
@TemplateData
public record HomeRow(CompetitionView c, LeaderboardRow leader, int entries, Activity.Recent activity) {
}
