import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.FileSystemBlobStore;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

/**
 * What a transcript takes in the blob store (issue 32): stores a transcript file in a fresh directory store and
 * prints its size as played, as stored, and gzip's for comparison, then reads it back and checks it is unchanged.
 * Usage: java -cp <blobstore classpath> TranscriptStorage.java <transcript.jsonl> <scratch-dir>
 */
public class TranscriptStorage {

    public static void main(String[] args) throws Exception {
        Path transcript = Path.of(args[0]);
        var store = new FileSystemBlobStore(Path.of(args[1]).resolve("blobs"));
        byte[] raw = Files.readAllBytes(transcript);

        long started = System.nanoTime();
        BlobStore.Stored stored = store.store(transcript);
        long storeMs = (System.nanoTime() - started) / 1_000_000;
        Path file = store.pathOf(stored.digest());
        long storedBytes = Files.size(file);

        started = System.nanoTime();
        byte[] back;
        try (InputStream in = store.open(stored.digest())) {
            back = in.readAllBytes();
        }
        long readMs = (System.nanoTime() - started) / 1_000_000;

        var gzip = new ByteArrayOutputStream();
        try (var out = new GZIPOutputStream(gzip)) {
            out.write(raw);
        }
        System.out.printf("transcript as played:  %,10d bytes (%s)%n", raw.length, transcript.getFileName());
        System.out.printf("stored in the blob store: %,7d bytes (%s, %.1f %% of it; store %d ms, read back %d ms)%n",
                storedBytes, file.getFileName(), 100.0 * storedBytes / raw.length, storeMs, readMs);
        System.out.printf("gzip -6, for comparison:  %,7d bytes%n", gzip.size());
        System.out.printf("goal <= 100 KB: %s; read back unchanged: %s; id %s%n",
                storedBytes <= 100 * 1024 ? "met" : "NOT met", Arrays.equals(raw, back), stored.digest());
    }
}
