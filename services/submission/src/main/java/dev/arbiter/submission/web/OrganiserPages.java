package dev.arbiter.submission.web;

import dev.arbiter.submission.security.Roles;
import dev.arbiter.submission.service.AccountService;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;

/**
 * The organisers' page: who the organisers are, and a form to make an existing account one. Organisers
 * only; the form is CSRF-protected like every other (the platform's CsrfFilter), since a forged promotion would hand
 * the competition to whoever lured an organiser to their page.
 */
@Path("/organisers")
@RolesAllowed(Roles.ORGANISER)
@Produces(MediaType.TEXT_HTML)
public class OrganiserPages {

    private final PageContextFactory pages;
    private final AccountService accounts;

    public OrganiserPages(PageContextFactory pages, AccountService accounts) {
        this.pages = pages;
        this.accounts = accounts;
    }

    @GET
    public TemplateInstance list() {
        return Pages.organisers(pages.page(), accounts.organisers(), null, null);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response makeOrganiser(@RestForm String username) {
        return accounts.makeOrganiser(username)
                .map(account -> Response.ok(Pages.organisers(pages.page(), accounts.organisers(),
                        account.username + " is an organiser.", null)).build())
                .orElseGet(() -> Response.status(404).entity(Pages.organisers(pages.page(), accounts.organisers(),
                        null, "There is no account " + username + ".")).build());
    }
}
