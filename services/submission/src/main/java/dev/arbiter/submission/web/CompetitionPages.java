package dev.arbiter.submission.web;

import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.rest.CurrentAccount;
import dev.arbiter.submission.rest.EntryResource;
import dev.arbiter.submission.security.Roles;
import dev.arbiter.submission.service.EntryQueries;
import dev.arbiter.submission.service.EntryView;
import dev.arbiter.submission.service.SubmissionService;
import dev.arbiter.submission.service.SubmittedVersion;
import dev.arbiter.submission.service.UploadRequest;
import dev.arbiter.submission.service.validation.UploadRefusedException;
import dev.arbiter.web.problem.Violations;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

import java.net.URI;
import java.util.List;
import java.util.Optional;

/** The competitions to upload to, and a competition's upload form (its public page belongs to the leaderboard). */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class CompetitionPages {

    private final PageContextFactory pages;
    private final EntryQueries queries;
    private final SubmissionService submissions;
    private final CurrentAccount caller;

    public CompetitionPages(PageContextFactory pages, EntryQueries queries, SubmissionService submissions,
                            CurrentAccount caller) {
        this.pages = pages;
        this.queries = queries;
        this.submissions = submissions;
        this.caller = caller;
    }

    /** The competitions a contestant can upload to. The platform's home page (/) is the leaderboard's. */
    @GET
    @Path("upload")
    @PermitAll
    public TemplateInstance index() {
        return Pages.index(pages.page(), queries.competitions(caller.find()));
    }

    @GET
    @Path("competitions/{slug}/upload")
    @PermitAll
    public Response competition(@PathParam("slug") String slug) {
        Optional<Competition> competition = queries.competition(slug, caller.find());
        if (competition.isEmpty()) {
            return Response.status(404).entity(Pages.notFound(pages.page(), "There is no competition " + slug + ".")).build();
        }
        return Response.ok(Pages.competition(pages.page(), competition.get(), myEntries(slug), null, "", "")).build();
    }

    /** The upload form's target: on success to the entry's status page, on refusal back to the form with the reason. */
    @POST
    @Path("competitions/{slug}/upload")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @RolesAllowed(Roles.CONTESTANT)
    public Response upload(@PathParam("slug") String slug,
                           @RestForm("file") FileUpload file,
                           @RestForm("name") String name,
                           @RestForm("note") String note) {
        UploadRequest request = EntryResource.toRequest(slug, name, note, file);
        try {
            SubmittedVersion version = submissions.submit(caller.get(), request);
            return Response.seeOther(URI.create("/entries/" + version.entryId())).build();
        } catch (UploadRefusedException e) {
            return refused(slug, e.reason().httpStatus(), e.getMessage(), name, note);
        } catch (ConstraintViolationException e) {
            return refused(slug, 400, Violations.sentence(e.getConstraintViolations()), name, note);
        }
    }

    /** Back to the form, saying why; the name and note are kept (browsers never let a page refill a file field). */
    private Response refused(String slug, int status, String why, String name, String note) {
        Optional<Competition> competition = queries.competition(slug, caller.find());
        if (competition.isEmpty()) {
            return Response.status(404).entity(Pages.notFound(pages.page(), why)).build();
        }
        return Response.status(status)
                .entity(Pages.competition(pages.page(), competition.get(), myEntries(slug), why,
                        name == null ? "" : name, note == null ? "" : note))
                .build();
    }

    private List<EntryView> myEntries(String slug) {
        return caller.find().map(account -> queries.ownedBy(slug, account)).orElse(List.of());
    }
}
