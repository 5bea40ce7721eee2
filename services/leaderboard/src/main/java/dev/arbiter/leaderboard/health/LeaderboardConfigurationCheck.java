package dev.arbiter.leaderboard.health;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports the display policy in force. Down if it could not serve a standings page: a page size
 * below one, or a negative provisional match count.
 */
@Readiness
@ApplicationScoped
public class LeaderboardConfigurationCheck implements HealthCheck {

    private final LeaderboardConfig config;

    public LeaderboardConfigurationCheck(LeaderboardConfig config) {
        this.config = config;
    }

    @Override
    public HealthCheckResponse call() {
        boolean usable = config.pageSize() >= 1 && config.provisionalMatchCount() >= 0;
        return HealthCheckResponse.named("leaderboard-display-policy")
                .status(usable)
                .withData("provisionalMatchCount", config.provisionalMatchCount())
                .withData("pageSize", config.pageSize())
                .build();
    }
}
