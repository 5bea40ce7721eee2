package dev.arbiter.submission.service.validation;

import java.util.List;

/**
 * What an accepted upload is and how a runner starts it.
 *
 * @param kind    as in the wire contract: {@code elf}, {@code script}, {@code pe32plus} or {@code archive}
 * @param command for archives, the manifest's command (run in the unpacked root); empty otherwise
 */
public record InspectedArtefact(String kind, List<String> command) {
}
