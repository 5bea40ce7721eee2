package dev.arbiter.launcher;

import java.io.IOException;

/** The platform answered, but not what the request needed: the status and body say why. */
final class PlatformApiException extends IOException {

    PlatformApiException(String request, int status, String body) {
        super(request + ": HTTP " + status + " " + body);
    }
}
