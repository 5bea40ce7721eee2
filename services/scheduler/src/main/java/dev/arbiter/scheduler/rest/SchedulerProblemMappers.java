package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.games.GameTooLargeException;
import dev.arbiter.scheduler.service.ConflictException;
import dev.arbiter.scheduler.service.InvalidRequestException;
import dev.arbiter.scheduler.service.NotFoundException;
import dev.arbiter.scheduler.service.UploadChecksBusyException;
import dev.arbiter.scheduler.service.UploadOverLimitException;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The scheduler's refusals as RFC 9457 problems (libs/web), the detail saying what was wrong. */
public class SchedulerProblemMappers {

    /** An organiser's upload over a limit of what the scheduler reads (size, nesting, grounding, time). */
    static final ProblemType OVER_LIMIT = ProblemType.of("upload-over-limit", "The upload is over a limit");
    /** The upload check's queue is full. */
    static final ProblemType CHECKS_BUSY = ProblemType.of("upload-checks-busy", "Uploads are being checked");

    @ServerExceptionMapper
    public Response invalid(InvalidRequestException e) {
        return Problems.response(ProblemType.INVALID_REQUEST, 400, e.getMessage());
    }

    @ServerExceptionMapper
    public Response overLimit(UploadOverLimitException e) {
        return Problems.response(OVER_LIMIT, 422, e.getMessage());
    }

    @ServerExceptionMapper
    public Response checksBusy(UploadChecksBusyException e) {
        return Response.fromResponse(Problems.response(CHECKS_BUSY, 503, e.getMessage())).header("Retry-After", "5").build();
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
