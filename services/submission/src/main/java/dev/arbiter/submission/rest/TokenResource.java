package dev.arbiter.submission.rest;

import dev.arbiter.submission.persistence.ApiToken;
import dev.arbiter.submission.service.ApiTokenService;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.security.Authenticated;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestQuery;

import java.time.Instant;
import java.util.List;

@Path("/api/tokens")
@Produces(MediaType.APPLICATION_JSON)
@Authenticated
@Tag(name = "API tokens", description = "Personal tokens for scripts and ./arbiter submit")
public class TokenResource {

    private final ApiTokenService tokens;
    private final CurrentAccount caller;

    public TokenResource(ApiTokenService tokens, CurrentAccount caller) {
        this.tokens = tokens;
        this.caller = caller;
    }

    @Schema(description = "A new token; the token value is shown only in this answer")
    public record NewToken(long id, @Schema(examples = "arb_3q2…") String token, String label, Instant createdAt) {
    }

    @Schema(description = "A token as listed: never its value")
    public record TokenSummary(long id, String label, Instant createdAt, Instant lastUsedAt, boolean revoked) {
        static TokenSummary of(ApiToken t) {
            return new TokenSummary(t.id, t.label, t.createdAt, t.lastUsedAt, t.isRevoked());
        }
    }

    @POST
    @Operation(summary = "Create a personal API token",
            description = "Authenticate with HTTP basic (username and password). Use the token as `Authorization: Bearer <token>`.")
    @SecurityRequirement(name = "basic")
    @APIResponse(responseCode = "201", description = "Created", content = @Content(schema = @Schema(implementation = NewToken.class)))
    @APIResponse(responseCode = "401", description = "Wrong or missing credentials, or a try from an address that must still wait "
            + "after repeated failures there (other addresses are not affected)")
    public Response create(@RestQuery String label) {
        var issued = tokens.issue(caller.get(), label);
        return Response.status(201)
                .entity(new NewToken(issued.id(), issued.token(), issued.label(), issued.createdAt()))
                .build();
    }

    @GET
    @Operation(summary = "List my API tokens")
    public List<TokenSummary> list() {
        return tokens.listOwnedBy(caller.get()).stream().map(TokenSummary::of).toList();
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Revoke one of my API tokens")
    @APIResponse(responseCode = "204", description = "Revoked (or already revoked)")
    @APIResponse(responseCode = "404", description = "You have no token with this id", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response revoke(@PathParam("id") long id) {
        if (!tokens.revoke(caller.get(), id)) {
            return Problems.response(ProblemType.NOT_FOUND, 404, "You have no API token " + id + ".");
        }
        return Response.noContent().build();
    }
}
