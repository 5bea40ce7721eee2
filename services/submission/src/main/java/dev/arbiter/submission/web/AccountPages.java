package dev.arbiter.submission.web;

import dev.arbiter.web.edge.ClientAddresses;

import dev.arbiter.submission.security.SignInThrottle;
import dev.arbiter.submission.service.AccountRefusedException;
import dev.arbiter.submission.service.AccountService;
import dev.arbiter.web.SessionRenewal;
import dev.arbiter.web.problem.Violations;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.ext.web.RoutingContext;
import io.quarkus.security.Authenticated;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestQuery;

import java.net.URI;
import java.time.Duration;

/**
 * Register, sign in and sign out. Signing in posts to Quarkus form authentication
 * ({@code /j_security_check}), which sets the encrypted, HttpOnly, SameSite session cookie.
 */
@Path("/")
@PermitAll
@Produces(MediaType.TEXT_HTML)
public class AccountPages {

    private final PageContextFactory pages;
    private final AccountService accounts;
    private final SignInThrottle throttle;
    private final ClientAddresses addresses;
    private final RoutingContext routing;
    private final SessionRenewal sessionCookies = SessionRenewal.fromConfig();
    private final SecurityIdentity identity;

    public AccountPages(PageContextFactory pages, AccountService accounts, SignInThrottle throttle,
                        ClientAddresses addresses, RoutingContext routing, SecurityIdentity identity) {
        this.pages = pages;
        this.accounts = accounts;
        this.throttle = throttle;
        this.addresses = addresses;
        this.routing = routing;
        this.identity = identity;
    }

    @GET
    @Path("login")
    public TemplateInstance login(@RestQuery boolean error, @RestQuery boolean registered, @RestQuery boolean passwordChanged) {
        String message = null;
        if (error) {
            message = throttle.addressWait(addresses.of(routing))
                    .map(wait -> "Too many failed sign-ins from your address. Try again in " + minutes(wait) + ".")
                    .orElse("Wrong username or password, or too many failures: after a few, each further try from "
                            + "this address must wait longer. Other addresses are not affected.");
        }
        return Pages.login(pages.page(), message, registered, passwordChanged);
    }

    @GET
    @Path("register")
    public TemplateInstance registerForm() {
        return Pages.register(pages.page(), null, "", "");
    }

    @POST
    @Path("register")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response register(@RestForm String username, @RestForm String email, @RestForm String password) {
        try {
            accounts.register(username, password, email);
            return Response.seeOther(URI.create("/login?registered=true")).build();
        } catch (AccountRefusedException e) {
            return Response.status(e.isConflict() ? 409 : 400)
                    .entity(Pages.register(pages.page(), e.getMessage(), username, email))
                    .build();
        } catch (ConstraintViolationException e) {
            return Response.status(400)
                    .entity(Pages.register(pages.page(), Violations.sentence(e.getConstraintViolations()), username, email))
                    .build();
        }
    }

    @POST
    @Path("logout")
    @Consumes({MediaType.APPLICATION_FORM_URLENCODED, MediaType.MULTIPART_FORM_DATA})
    public Response logout() {
        // Server-side too: deleting our cookie does nothing to a copy of it (another browser, a stolen one).
        if (!identity.isAnonymous()) {
            accounts.endSessions(identity.getPrincipal().getName());
        }
        endSessionCookie();
        return Response.seeOther(URI.create("/")).build();
    }

    @GET
    @Path("password")
    @Authenticated
    public TemplateInstance passwordForm() {
        return Pages.password(pages.page(), null);
    }

    /** Ends every session of the account, this one too: back to the sign-in page, with the new password. */
    @POST
    @Path("password")
    @Authenticated
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changePassword(@RestForm String currentPassword, @RestForm String newPassword) {
        try {
            accounts.changePassword(identity.getPrincipal().getName(), currentPassword, newPassword);
        } catch (AccountRefusedException e) {
            return Response.status(400).entity(Pages.password(pages.page(), e.getMessage())).build();
        } catch (ConstraintViolationException e) {
            return Response.status(400).entity(Pages.password(pages.page(), Violations.sentence(e.getConstraintViolations()))).build();
        }
        endSessionCookie();
        return Response.seeOther(URI.create("/login?passwordChanged=true")).build();
    }

    /** Deletes the session cookie from this browser, with the attributes it was written with. */
    private void endSessionCookie() {
        routing.response().addCookie(sessionCookies.ended("https".equalsIgnoreCase(routing.request().scheme())));
    }

    private static String minutes(Duration wait) {
        if (wait.toSeconds() < 60) {
            long seconds = Math.max(1, wait.toSeconds() + (wait.toMillisPart() > 0 ? 1 : 0));
            return seconds == 1 ? "a second" : seconds + " seconds";
        }
        long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
        return minutes == 1 ? "a minute" : minutes + " minutes";
    }
}
