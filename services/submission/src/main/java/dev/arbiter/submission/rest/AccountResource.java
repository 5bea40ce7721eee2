package dev.arbiter.submission.rest;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.security.Roles;
import dev.arbiter.submission.service.AccountService;
import dev.arbiter.web.problem.Problem;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.security.Authenticated;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;

@Path("/api/accounts")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts", description = "Registration and organisers; sign-in is by form (pages), basic auth (tokens) or API token")
public class AccountResource {

    private final AccountService accounts;

    public AccountResource(AccountService accounts) {
        this.accounts = accounts;
    }

    @Schema(description = "A new account")
    public record Registration(
            @Schema(examples = "ada", description = "3-32 characters: a-z, 0-9, - and _") String username,
            @Schema(examples = "correct horse battery", description = "8-72 characters") String password,
            @Schema(examples = "ada@example.org") String email) {
    }

    @Schema(description = "A registered account")
    public record Registered(String username, @Schema(examples = "contestant") String role) {
    }

    @POST
    @PermitAll
    @Operation(summary = "Register a contestant account")
    @APIResponse(responseCode = "201", description = "Registered",
            content = @Content(schema = @Schema(implementation = Registered.class)))
    @APIResponse(responseCode = "400", description = "A field is invalid, or the username is reserved (validation, naming each field)", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "409", description = "The username is taken (username-taken)", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response register(@NotNull(message = "Send JSON with username, password and email.") Registration registration) {
        Account account = accounts.register(registration.username(), registration.password(), registration.email());
        return Response.created(URI.create("/api/accounts/" + account.username))
                .entity(new Registered(account.username, account.role))
                .build();
    }

    @POST
    @Path("{username}/organiser")
    @Consumes(MediaType.WILDCARD) // no body: the path says it all
    @RolesAllowed(Roles.ORGANISER)
    @SecurityRequirement(name = "bearer")
    @Operation(summary = "Make an existing account an organiser (organisers)",
            description = "Also announced to the scheduler (account.role), where the account may then organise.")
    @APIResponse(responseCode = "200", description = "The account is an organiser",
            content = @Content(schema = @Schema(implementation = Registered.class)))
    @APIResponse(responseCode = "403", description = "The caller is not an organiser")
    @APIResponse(responseCode = "404", description = "No such account", content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response makeOrganiser(@PathParam("username") String username) {
        return accounts.makeOrganiser(username)
                .map(account -> Response.ok(new Registered(account.username, account.role)).build())
                .orElseGet(() -> Problems.response(ProblemType.NOT_FOUND, 404, "There is no account " + username + "."));
    }

    @Schema(description = "A new password, with the current one as proof")
    public record PasswordChange(String currentPassword,
                                 @Schema(examples = "another horse battery", description = "8-72 characters") String newPassword) {
    }

    @PUT
    @Path("me/password")
    @Authenticated
    @SecurityRequirement(name = "bearer")
    @Operation(summary = "Change your password",
            description = "Ends every session of the account, on every service: sign in again with the new password.")
    @APIResponse(responseCode = "204", description = "Changed; all sessions ended")
    @APIResponse(responseCode = "400", description = "The current password is wrong or the new one is not acceptable",
            content = @Content(mediaType = Problems.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response changePassword(@NotNull(message = "Send JSON with currentPassword and newPassword.") PasswordChange change,
                                   SecurityContext security) {
        accounts.changePassword(security.getUserPrincipal().getName(), change.currentPassword(), change.newPassword());
        return Response.noContent().build();
    }
}
