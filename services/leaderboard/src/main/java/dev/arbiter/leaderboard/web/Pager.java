package dev.arbiter.leaderboard.web;

import io.quarkus.qute.TemplateData;

/**
 * Where a paged listing stands, worked out in Java: Qute's {@code #if} does not evaluate arithmetic such as
 * {@code page + 1 < pages}, so a template given only the page index failed on every listing longer than
 * one page.
 *
 * @param page  the shown page, from 0
 * @param pages how many pages there are, at least 1
 */
@TemplateData
public record Pager(int page, int pages) {

    public static Pager of(int page, long total, int size) {
        int pages = (int) Math.max(1, (total + size - 1) / size);
        return new Pager(Math.min(Math.max(0, page), pages - 1), pages);
    }

    /** The shown page as people count, from 1. */
    public int number() {
        return page + 1;
    }

    public boolean many() {
        return pages > 1;
    }

    public boolean hasPrevious() {
        return page > 0;
    }

    public int previous() {
        return page - 1;
    }

    public boolean hasNext() {
        return page + 1 < pages;
    }

    public int next() {
        return page + 1;
    }
}
