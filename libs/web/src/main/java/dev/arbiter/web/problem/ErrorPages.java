package dev.arbiter.web.problem;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.ConfigProvider;

import java.util.Locale;

/**
 * A refusal as a browser sees it: a short HTML page with the problem's words and the ways on (home, the
 * competitions, upload), in place of a blank answer or problem JSON a person cannot use. Only for pages: a path
 * under {@code /api}, and any client whose {@code Accept} does not name HTML (scripts, curl, RestAssured's
 * default), keep the RFC 9457 problem. Every service with pages answers its 404, 401, 403 and 500 this way
 * ({@link ProblemMappers}, {@link SecurityProblemMappers}, {@link SecurityFailureHandler}, {@link UnansweredRequests});
 * its look comes from the service's style sheet, {@code arbiter.web.stylesheet}.
 */
public final class ErrorPages {

    public static final String STYLESHEET_KEY = "arbiter.web.stylesheet";
    static final String SERVER_ERROR_DETAIL = "Something failed on our side while answering this page; it is logged. "
            + "Try again in a moment.";

    private ErrorPages() {
    }

    /** Whether the request is a browser's for a page: outside {@code /api}, and its Accept names HTML. */
    public static boolean wantsHtml(String path, String accept) {
        if (Problems.isApi(path) || accept == null) {
            return false;
        }
        for (String range : accept.split(",")) {
            String[] parts = range.strip().split(";");
            String type = parts[0].strip().toLowerCase(Locale.ROOT);
            if ((type.equals("text/html") || type.equals("application/xhtml+xml")) && !refused(parts)) {
                return true;
            }
        }
        return false;
    }

    private static boolean refused(String[] parameters) {
        for (int i = 1; i < parameters.length; i++) {
            String p = parameters[i].strip().replace(" ", "");
            if (p.startsWith("q=")) {
                try {
                    return Double.parseDouble(p.substring(2)) <= 0;
                } catch (NumberFormatException e) {
                    return false;
                }
            }
        }
        return false;
    }

    /** The JAX-RS answer to {@code problem}: its page for a browser ({@link #wantsHtml}), else the problem itself. */
    public static Response response(Problem problem, String path, String accept) {
        if (!wantsHtml(path, accept)) {
            return Problems.of(problem);
        }
        return Response.status(problem.status()).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8")).entity(html(problem)).build();
    }

    /** The page of a problem: a heading by its status, its detail, and links home, to competitions and to upload. */
    public static String html(Problem problem) {
        int status = problem.status();
        String heading = switch (status) {
            case 404 -> "Page not found";
            case 401 -> "Sign in first";
            case 403 -> "Not allowed";
            default -> status >= 500 ? "Something went wrong" : problem.title();
        };
        String detail = status >= 500 ? SERVER_ERROR_DETAIL : problem.detail();
        var page = new StringBuilder(1024).append("""
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                """);
        page.append("<title>").append(escape(heading)).append(" · Arbiter</title>\n");
        ConfigProvider.getConfig().getOptionalValue(STYLESHEET_KEY, String.class).ifPresent(css ->
                page.append("<link rel=\"stylesheet\" href=\"").append(escape(css)).append("\">\n"));
        page.append("""
                </head>
                <body>
                <header><nav><a href="/"><strong>Arbiter</strong></a><a href="/competitions">Competitions</a><a href="/upload">Upload</a></nav></header>
                <main class="error-page">
                """);
        page.append("<h1>").append(escape(heading)).append("</h1>\n");
        if (detail != null && !detail.isBlank()) {
            page.append("<p id=\"problem-detail\">").append(escape(detail)).append("</p>\n");
        }
        page.append("<p>Where to go from here:</p>\n<ul>\n")
                .append("<li><a href=\"/\">Home</a>: what Arbiter is and how to take part</li>\n")
                .append("<li><a href=\"/competitions\">Competitions</a>: their leaderboards and matches</li>\n")
                .append("<li><a href=\"/upload\">Upload an entry</a></li>\n");
        if (status == 401 || status == 403) {
            page.append("<li><a href=\"/login\">Sign in</a>")
                    .append(status == 403 ? " with an account that may see this page" : "").append("</li>\n");
        }
        page.append("</ul>\n<p class=\"status\">HTTP ").append(status).append("</p>\n</main>\n</body>\n</html>\n");
        return page.toString();
    }

    static String escape(String text) {
        var out = new StringBuilder(text.length() + 16);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
