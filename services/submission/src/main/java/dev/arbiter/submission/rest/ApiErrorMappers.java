package dev.arbiter.submission.rest;

import dev.arbiter.submission.service.AccountRefusedException;
import dev.arbiter.submission.service.validation.UploadRefusedException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns refusals into {@link ApiError} answers with the right status, instead of bare status codes. */
public class ApiErrorMappers {

    @ServerExceptionMapper
    public Response uploadRefused(UploadRefusedException e) {
        return error(e.reason().httpStatus(), e.reason().code(), e.getMessage());
    }

    @ServerExceptionMapper
    public Response accountRefused(AccountRefusedException e) {
        return error(e.isConflict() ? 409 : 400, "invalid-" + e.field(), e.getMessage());
    }

    @ServerExceptionMapper
    public Response unsupportedMediaType(NotSupportedException e) {
        return error(415, "unsupported-media-type", "This endpoint does not take that content type. "
                + "Uploads are multipart/form-data with a \"file\" part and a \"name\" field; other API requests are JSON.");
    }

    static Response error(int status, String code, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(new ApiError(code, message)).build();
    }
}
