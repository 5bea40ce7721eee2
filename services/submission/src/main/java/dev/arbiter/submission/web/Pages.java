package dev.arbiter.submission.web;

import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.ApiToken;
import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.service.EntryView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;

import java.util.List;

/** The type-checked Qute templates under {@code templates/Pages/}. */
@CheckedTemplate(basePath = "Pages")
public class Pages {

    private Pages() {
    }

    public static native TemplateInstance index(PageContext page, List<Competition> competitions);

    public static native TemplateInstance login(PageContext page, String error, boolean registered, boolean passwordChanged);

    public static native TemplateInstance register(PageContext page, String error, String username, String email);

    public static native TemplateInstance password(PageContext page, String error);

    public static native TemplateInstance competition(PageContext page, Competition competition, List<EntryView> entries,
                                                      String error, String name, String note);

    public static native TemplateInstance entry(PageContext page, EntryView entry, boolean refresh);

    public static native TemplateInstance entries(PageContext page, List<EntryView> entries);

    public static native TemplateInstance tokens(PageContext page, List<ApiToken> tokens, String newToken);

    public static native TemplateInstance organisers(PageContext page, List<Account> organisers, String notice, String error);

    public static native TemplateInstance notFound(PageContext page, String message);
}
