package dev.arbiter.submission.service.validation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads an archive's {@code arbiter.json} ({@code {"command": ["python3", "main.py"]}}) and checks that
 * what it names exists: the program is either an interpreter the runners provide or a file in the
 * archive, and every argument that looks like a file (e.g. {@code main.py}, {@code player.jar}) is there.
 */
final class ManifestCheck {

    private static final Pattern FILE_ARGUMENT = Pattern.compile("[\\w./-]+\\.(py|jar|sh|js|mjs|pl|rb|lua|class|r|R)");
    private static final int MAX_ARGUMENTS = 64;

    private ManifestCheck() {
    }

    /**
     * @return the command; its first element is a runtime name or the path of a file in the archive
     */
    static List<String> command(ArchiveListing listing, List<String> runtimeCommands, ObjectMapper json) {
        String archive = listing.archiveName();
        if (listing.manifest() == null) {
            throw ArchiveListing.refuse(UploadRefusal.BAD_MANIFEST, archive + " has no " + ArchiveListing.MANIFEST
                    + " at its top level, and no C, C++, Java or Python sources to build. Add one naming the command to run, "
                    + "e.g. {\"command\": [\"python3\", \"main.py\"]}, or upload your sources.");
        }
        List<String> command = parse(listing.manifest(), archive, json);
        String program = command.getFirst();
        boolean isPath = program.contains("/");
        String programFile = listing.safeName(program);
        if (isPath || !runtimeCommands.contains(program)) {
            if (!listing.hasFile(programFile)) {
                throw ArchiveListing.refuse(UploadRefusal.MISSING_COMMAND, "The manifest's command starts with " + program
                        + ", but " + archive + " has no file " + programFile + (isPath ? "." : ", and it is not one of the "
                        + "interpreters the runners provide (" + String.join(", ", runtimeCommands) + ")."));
            }
        }
        for (String argument : command.subList(1, command.size())) {
            if (FILE_ARGUMENT.matcher(argument).matches() && !listing.hasFile(listing.safeName(argument))) {
                throw ArchiveListing.refuse(UploadRefusal.MISSING_COMMAND, "The manifest's command names " + argument
                        + ", but " + archive + " has no such file.");
            }
        }
        return command;
    }

    /** The archive file that the command runs directly, if it runs a file rather than an interpreter. */
    static String programFile(List<String> command, List<String> runtimeCommands, ArchiveListing listing) {
        String program = command.getFirst();
        return !program.contains("/") && runtimeCommands.contains(program) ? null : listing.safeName(program);
    }

    private static List<String> parse(byte[] manifest, String archive, ObjectMapper json) {
        JsonNode root;
        try {
            root = json.readTree(manifest);
        } catch (JsonProcessingException e) {
            throw ArchiveListing.refuse(UploadRefusal.BAD_MANIFEST, ArchiveListing.MANIFEST + " in " + archive
                    + " is not valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return strings(root == null ? null : root.get("command"), "command", archive, "[\"python3\", \"main.py\"]");
    }

    /** A manifest field that must be a list of 1 to {@value #MAX_ARGUMENTS} non-blank strings. */
    static List<String> strings(JsonNode node, String field, String archive, String example) {
        if (node == null || !node.isArray() || node.isEmpty() || node.size() > MAX_ARGUMENTS) {
            throw ArchiveListing.refuse(UploadRefusal.BAD_MANIFEST, ArchiveListing.MANIFEST + " in " + archive
                    + " needs \"" + field + "\": a list of 1 to " + MAX_ARGUMENTS + " strings, e.g. " + example + ".");
        }
        List<String> parts = new ArrayList<>();
        for (JsonNode part : node) {
            if (!part.isTextual() || part.asText().isBlank()) {
                throw ArchiveListing.refuse(UploadRefusal.BAD_MANIFEST, ArchiveListing.MANIFEST + " in " + archive
                        + ": every element of \"" + field + "\" must be a non-empty string.");
            }
            parts.add(part.asText());
        }
        return List.copyOf(parts);
    }
}
