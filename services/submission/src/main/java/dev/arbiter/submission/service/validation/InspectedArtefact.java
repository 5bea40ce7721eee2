package dev.arbiter.submission.service.validation;

import java.util.List;

/**
 * What an accepted upload is and how a runner starts it.
 *
 * @param kind     as in the wire contract: {@code elf}, {@code script}, {@code pe32plus}, {@code archive} or
 *                 {@code source} (built by a runner before it plays)
 * @param command  for archives, the manifest's command (run in the unpacked root); for sources, the command that
 *                 runs the built tree; empty otherwise
 * @param build    for sources, the build's argv (libs/archive {@code SourceRecipe}); empty otherwise
 * @param language for sources, the recipe's language ({@code make}, {@code c}, {@code java} …); null otherwise
 */
public record InspectedArtefact(String kind, List<String> command, List<String> build, String language) {

    public InspectedArtefact(String kind, List<String> command) {
        this(kind, command, List.of(), null);
    }
}
