package dev.arbiter.submission.service.validation;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.archive.ArchiveLimits;
import dev.arbiter.archive.ArchiveReader;
import dev.arbiter.archive.ArchiveRefusedException;
import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Checks .zip and .tar.gz uploads without unpacking them to disk, with libs/archive's reader (the one the
 * runner unpacks with, so both apply the same rules to the same entries): one pass finds the manifest
 * ({@link ManifestCheck}) or the sources a runner will build ({@link SourceCheck}); when the command runs a file from the archive, that file's header must be a program
 * the platform can run.
 */
@ApplicationScoped
public class ArchiveInspector {

    private final SubmissionConfig.Archives limits;
    private final ObjectMapper json;

    public ArchiveInspector(SubmissionConfig config, ObjectMapper json) {
        this.limits = config.archives();
        this.json = json;
    }

    InspectedArtefact inspect(Path file, String name) {
        var listing = new ArchiveListing(name);
        try {
            ArchiveReader reader = ArchiveReader.open(file, name, new ArchiveLimits(limits.maxUnpackedBytes(),
                    limits.maxEntries()));
            reader.forEach(listing::add);
            Optional<InspectedArtefact> source = SourceCheck.source(listing, json);
            if (source.isPresent()) {
                return source.get();
            }
            List<String> command = ManifestCheck.command(listing, limits.runtimeCommands(), json);
            String program = ManifestCheck.programFile(command, limits.runtimeCommands(), listing);
            if (program != null) {
                byte[] header = reader.head(program, ExecutableHeader.BYTES)
                        .orElseThrow(() -> new IllegalStateException("listed file vanished: " + program));
                ExecutableHeader.kind(program, header);
            }
            return new InspectedArtefact("archive", command);
        } catch (ArchiveRefusedException e) {
            throw ArchiveListing.refused(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
