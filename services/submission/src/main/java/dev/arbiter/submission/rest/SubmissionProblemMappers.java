package dev.arbiter.submission.rest;

import dev.arbiter.submission.service.AccountRefusedException;
import dev.arbiter.submission.service.validation.UploadRefusedException;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import java.util.List;

/** The submission service's refusals as RFC 9457 problems (libs/web), with the type each refusal documents. */
public class SubmissionProblemMappers {

    /** An account of that name exists already. */
    static final ProblemType USERNAME_TAKEN = ProblemType.of("username-taken", "The username is taken");

    @ServerExceptionMapper
    public Response uploadRefused(UploadRefusedException e) {
        return Problems.response(e.reason().problemType(), e.reason().httpStatus(), e.getMessage());
    }

    /**
     * A field the service refuses after its format passed (a reserved username, a wrong current password): the
     * same validation problem as a malformed field, naming it; a taken username is a conflict of its own.
     */
    @ServerExceptionMapper
    public Response accountRefused(AccountRefusedException e) {
        if (e.isConflict()) {
            return Problems.response(USERNAME_TAKEN, 409, e.getMessage());
        }
        return Problems.of(new Problem(ProblemType.VALIDATION.uri(), ProblemType.VALIDATION.title(), 400,
                e.getMessage(), null, List.of(new Problem.InvalidParam(e.field(), e.getMessage()))));
    }

    @ServerExceptionMapper
    public Response unsupportedMediaType(NotSupportedException e) {
        return Problems.response(ProblemType.UNSUPPORTED_MEDIA_TYPE, 415, "This endpoint does not take that content type. "
                + "Uploads are multipart/form-data with a \"file\" part and a \"name\" field; other API requests are JSON.");
    }
}
