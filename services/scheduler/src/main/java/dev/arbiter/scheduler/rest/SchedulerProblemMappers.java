package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.games.GameTooLargeException;
import dev.arbiter.scheduler.service.ConflictException;
import dev.arbiter.scheduler.service.InvalidRequestException;
import dev.arbiter.scheduler.service.NotFoundException;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The scheduler's refusals as RFC 9457 problems (libs/web), the detail saying what was wrong. */
public class SchedulerProblemMappers {

    @ServerExceptionMapper
    public Response invalid(InvalidRequestException e) {
        return Problems.response(ProblemType.INVALID_REQUEST, 400, e.getMessage());
    }

    @ServerExceptionMapper
    public Response conflict(ConflictException e) {
        return Problems.response(ProblemType.CONFLICT, 409, e.getMessage());
    }

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        return Problems.response(ProblemType.NOT_FOUND, 404, e.getMessage());
    }

    @ServerExceptionMapper
    public Response tooLarge(GameTooLargeException e) {
        return Problems.response(ProblemType.TOO_LARGE, 413, e.getMessage());
    }
}
