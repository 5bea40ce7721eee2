package dev.arbiter.cli;

import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;

/**
 * The options of every command that calls a running platform's API (submit, storage): where it is, and the API
 * token it is called with ({@link ApiTokenSource}: the flag, a file, the environment or the default file).
 */
final class PlatformOptions {

    @Option(names = "--url", defaultValue = "http://127.0.0.1:8080", description = "The platform (default: ${DEFAULT-VALUE}).")
    URI url;

    @Option(names = "--token", paramLabel = "TOKEN",
            description = "A personal API token: make one on the platform's /tokens page (signed in). Without it: "
                    + "--token-file, else the environment variable ARBITER_TOKEN, else ~/.config/arbiter/token.")
    String token;

    @Option(names = "--token-file", paramLabel = "FILE", description = "A file holding the API token on one line.")
    Path tokenFile;

    @Option(names = {"-v", "--verbose"}, description = "Say where the token came from (never the token).")
    boolean verbose;

    /** The token to call with; says where it came from when verbose, and warns when its file is open to others. */
    ApiTokenSource credential(PrintWriter err) {
        ApiTokenSource credential = ApiTokenSource.resolve(token, tokenFile, System.getenv(),
                Path.of(System.getProperty("user.home")), url.resolve("/tokens").toString());
        if (verbose) {
            err.println("arbiter: using the API token from " + credential.source());
        }
        credential.exposure().ifPresent(warning -> err.println("arbiter: warning: " + warning));
        return credential;
    }
}
