package dev.arbiter.submission.web;

import dev.arbiter.submission.rest.CurrentAccount;
import dev.arbiter.submission.service.ApiTokenService;
import dev.arbiter.submission.service.EntryQueries;
import io.quarkus.security.Authenticated;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;

import java.net.URI;
import java.util.UUID;

/** An entry's status page, and the signed-in person's API tokens. */
@Path("/")
@Authenticated
@Produces(MediaType.TEXT_HTML)
public class EntryPages {

    private final PageContextFactory pages;
    private final EntryQueries queries;
    private final ApiTokenService tokens;
    private final CurrentAccount caller;

    public EntryPages(PageContextFactory pages, EntryQueries queries, ApiTokenService tokens, CurrentAccount caller) {
        this.pages = pages;
        this.queries = queries;
        this.tokens = tokens;
        this.caller = caller;
    }

    /** The signed-in account's entries in every competition, each linking its status page. */
    @GET
    @Path("entries")
    public TemplateInstance entries() {
        return Pages.entries(pages.page(), queries.ownedBy(caller.get()));
    }

    /** Reloads itself every few seconds until the newest version is final, so the timeline visibly moves. */
    @GET
    @Path("entries/{id}")
    public Response entry(@PathParam("id") UUID id) {
        return queries.visibleTo(id, caller.get())
                .map(view -> {
                    boolean settled = view.versions().isEmpty() || view.versions().getFirst().validation() != null;
                    return Response.ok(Pages.entry(pages.page(), view, !settled)).build();
                })
                .orElseGet(() -> Response.status(404).entity(Pages.notFound(pages.page(), "You have no entry " + id + ".")).build());
    }

    @GET
    @Path("tokens")
    public TemplateInstance tokens() {
        return Pages.tokens(pages.page(), tokens.listOwnedBy(caller.get()), null);
    }

    @POST
    @Path("tokens")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public TemplateInstance createToken(@RestForm String label) {
        var issued = tokens.issue(caller.get(), label);
        return Pages.tokens(pages.page(), tokens.listOwnedBy(caller.get()), issued.token());
    }

    @POST
    @Path("tokens/{id}/revoke")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response revokeToken(@PathParam("id") long id) {
        if (!tokens.revoke(caller.get(), id)) {
            // As on the API: someone else's token is not there for this caller (not even to learn that it exists).
            return Response.status(404).entity(Pages.notFound(pages.page(), "You have no token " + id + ".")).build();
        }
        return Response.seeOther(URI.create("/tokens")).build();
    }
}
