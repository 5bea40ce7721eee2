package dev.arbiter.submission.rest;

import dev.arbiter.submission.service.SubmissionMetrics;
import dev.arbiter.submission.service.UploadGuard;
import dev.arbiter.submission.service.validation.UploadRefusal;
import dev.arbiter.web.problem.Problems;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

import java.security.Principal;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One upload at a time per contestant, for the API and the web form alike. Holds the contestant's
 * upload slot from the moment the request's headers arrive until its response is ready (or the
 * connection drops).
 *
 * <p>A pre-matching filter on purpose: it runs before the multipart body is read, which for a large file
 * is most of the upload. Filters bound to the resource method run only after the form is read.
 */
public class OneUploadAtATimeFilter {

    private static final String TICKET = "arbiter.upload-slot";
    /**
     * {@code /api/competitions/{slug}/entries} (API) and {@code /competitions/{slug}/upload} (the web form's
     * target: the form path once slipped past a pattern that named only the API's shape).
     */
    private static final Pattern UPLOAD_PATH = Pattern.compile("/api/competitions/[^/]+/entries/?|/competitions/[^/]+/upload/?");

    private final UploadGuard guard;
    private final SubmissionMetrics metrics;

    public OneUploadAtATimeFilter(UploadGuard guard, SubmissionMetrics metrics) {
        this.guard = guard;
        this.metrics = metrics;
    }

    @ServerRequestFilter(preMatching = true)
    public Response holdUploadSlot(ContainerRequestContext request, RoutingContext routing) {
        if (!"POST".equals(request.getMethod()) || !UPLOAD_PATH.matcher(routing.normalizedPath()).matches()) {
            return null;
        }
        Principal principal = request.getSecurityContext().getUserPrincipal();
        if (principal == null) {
            return null; // the endpoint's own security check refuses anonymous callers
        }
        String username = principal.getName();
        Optional<Object> ticket = guard.tryEnter(username);
        if (ticket.isEmpty()) {
            metrics.refused(UploadRefusal.UPLOAD_IN_PROGRESS);
            return refusal(routing.normalizedPath());
        }
        routing.put(TICKET, new Slot(username, ticket.get()));
        // A dropped connection never reaches the response filter: the end handler frees the slot then.
        routing.addEndHandler(done -> release(routing));
        return null;
    }

    /**
     * Frees the slot before the response goes out, so a script that uploads again as soon as it has the
     * answer is not refused by its own finished upload.
     */
    @ServerResponseFilter
    public void releaseUploadSlot(RoutingContext routing) {
        release(routing);
    }

    /** JSON for scripts; for the web form (a double click, a second tab) a page that says what happened. */
    private static Response refusal(String path) {
        String message = "Another upload of yours is still in progress. Wait for it to finish, then try again.";
        if (path.startsWith("/api/")) {
            return Problems.response(UploadRefusal.UPLOAD_IN_PROGRESS.problemType(), UploadRefusal.UPLOAD_IN_PROGRESS.httpStatus(), message);
        }
        String competitionPage = path.substring(0, path.lastIndexOf('/'));
        return Response.status(UploadRefusal.UPLOAD_IN_PROGRESS.httpStatus())
                .type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity("<!DOCTYPE html><title>Upload in progress</title><p>" + message
                        + "</p><p><a href=\"" + competitionPage + "\">Back to the competition</a></p>")
                .build();
    }

    private void release(RoutingContext routing) {
        Slot slot = routing.get(TICKET);
        if (slot != null) {
            guard.leave(slot.username(), slot.ticket());
        }
    }

    private record Slot(String username, Object ticket) {
    }
}
