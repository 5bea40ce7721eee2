package dev.arbiter.submission.web;

import dev.arbiter.submission.rest.CurrentAccount;
import dev.arbiter.web.csrf.CsrfToken;
import jakarta.enterprise.context.RequestScoped;

/** Builds the {@link PageContext} of the current request. */
@RequestScoped
public class PageContextFactory {

    private final CurrentAccount account;
    private final CsrfToken csrf;

    public PageContextFactory(CurrentAccount account, CsrfToken csrf) {
        this.account = account;
        this.csrf = csrf;
    }

    public PageContext page() {
        return account.find()
                .map(a -> new PageContext(a.username, a.role, csrf.fieldName(), csrf.value()))
                .orElseGet(() -> new PageContext(null, null, csrf.fieldName(), csrf.value()));
    }
}
