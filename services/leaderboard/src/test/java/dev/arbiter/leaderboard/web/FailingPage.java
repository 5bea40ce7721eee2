package dev.arbiter.leaderboard.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** A page that fails, for ErrorPagesTest: only in the tests' application. */
@Path("/test-only/failing-page")
public class FailingPage {

    @GET
    @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON})
    public String fail() {
        throw new IllegalStateException("internal detail: table ratings_v2 is locked");
    }
}
