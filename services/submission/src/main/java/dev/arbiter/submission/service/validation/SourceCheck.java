package dev.arbiter.submission.service.validation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.archive.SourceRecipe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * Whether an archive is a source upload, which a runner builds before it plays: no {@code arbiter.json} and
 * sources of a language libs/archive's {@link SourceRecipe} knows, or an {@code arbiter.json} with a
 * {@code "build"} list beside its {@code "command"} (the build's own argv; the command then runs the built tree,
 * so what it names need not exist yet).
 */
final class SourceCheck {

    private SourceCheck() {
    }

    /** The source artefact, or empty when the archive is a plain one for {@link ManifestCheck}. */
    static Optional<InspectedArtefact> source(ArchiveListing listing, ObjectMapper json) {
        if (listing.manifest() != null) {
            return manifestBuild(listing, json);
        }
        try {
            return SourceRecipe.recognise(listing.files(), listing::javaSource)
                    .map(r -> new InspectedArtefact("source", r.run(), r.build(), r.language()));
        } catch (SourceRecipe.NoRecipeException e) {
            throw ArchiveListing.refuse(UploadRefusal.NO_BUILD_RECIPE, e.getMessage());
        }
    }

    private static Optional<InspectedArtefact> manifestBuild(ArchiveListing listing, ObjectMapper json) {
        JsonNode root;
        try {
            root = json.readTree(listing.manifest());
        } catch (JsonProcessingException e) {
            return Optional.empty(); // ManifestCheck says what is wrong with it
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (root == null || !root.has("build")) {
            return Optional.empty();
        }
        List<String> build = ManifestCheck.strings(root.get("build"), "build", listing.archiveName(), "[\"make\"]");
        List<String> command = ManifestCheck.strings(root.get("command"), "command", listing.archiveName(), "[\"./player\"]");
        return Optional.of(new InspectedArtefact("source", command, build, "custom"));
    }
}
