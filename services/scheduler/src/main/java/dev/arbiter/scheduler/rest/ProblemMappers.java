package dev.arbiter.scheduler.rest;

import dev.arbiter.scheduler.service.ConflictException;
import dev.arbiter.scheduler.service.InvalidRequestException;
import dev.arbiter.scheduler.service.NotFoundException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Service exceptions as HTTP answers with a JSON body that says what was wrong. */
public class ProblemMappers {

    @ServerExceptionMapper
    public Response invalid(InvalidRequestException e) {
        return problem(Response.Status.BAD_REQUEST, e.getMessage());
    }

    @ServerExceptionMapper
    public Response conflict(ConflictException e) {
        return problem(Response.Status.CONFLICT, e.getMessage());
    }

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        return problem(Response.Status.NOT_FOUND, e.getMessage());
    }

    @ServerExceptionMapper
    public Response tooLarge(dev.arbiter.scheduler.games.GameTooLargeException e) {
        return problem(Response.Status.REQUEST_ENTITY_TOO_LARGE, e.getMessage());
    }

    private static Response problem(Response.Status status, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(new Views.Problem(message)).build();
    }
}
