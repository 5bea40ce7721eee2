package dev.arbiter.e2e;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The accessibility basics that can be read off a page's markup alone, checked on every page the crawler
 * reaches: a title, headings that start at h1 and never skip a level, header cells in every table and a text
 * equivalent for every chart. Contrast needs computed styles, so {@link PageChecks} checks it in the browser
 * on the pages it visits.
 */
final class MarkupChecks {

    private static final Pattern TITLE = Pattern.compile("<title>([^<]*)</title>", Pattern.CASE_INSENSITIVE);
    private static final Pattern HEADING = Pattern.compile("<h([1-6])[\\s>]", Pattern.CASE_INSENSITIVE);
    private static final Pattern TABLE = Pattern.compile("<table\\b(.*?)</table>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern HEADER_CELL = Pattern.compile("<th[\\s>]", Pattern.CASE_INSENSITIVE);
    private static final Pattern SVG = Pattern.compile("<svg\\b([^>]*)>(.*?)</svg>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private MarkupChecks() {
    }

    /** What fails the basics in {@code markup} (scripts already removed): empty when it passes. */
    static List<String> problems(String markup) {
        var problems = new ArrayList<String>();
        Matcher title = TITLE.matcher(markup);
        if (!title.find() || title.group(1).isBlank()) {
            problems.add("no title");
        }
        Matcher heading = HEADING.matcher(markup);
        int last = 0;
        while (heading.find()) {
            int level = Integer.parseInt(heading.group(1));
            if (last == 0 && level != 1) {
                problems.add("the first heading is h" + level + ", not h1");
            } else if (level > last + 1) {
                problems.add("h" + level + " skips a level after h" + last);
            }
            last = level;
        }
        if (last == 0) {
            problems.add("no heading");
        }
        Matcher table = TABLE.matcher(markup);
        while (table.find()) {
            if (!HEADER_CELL.matcher(table.group(1)).find()) {
                problems.add("a table without header cells");
            }
        }
        Matcher svg = SVG.matcher(markup);
        while (svg.find()) {
            String attributes = svg.group(1);
            boolean image = attributes.contains("role=\"img\"");
            boolean named = attributes.contains("aria-label=") || svg.group(2).toLowerCase().contains("<title");
            if (!image || !named) {
                problems.add("a chart without a text equivalent");
            }
        }
        return problems;
    }
}
