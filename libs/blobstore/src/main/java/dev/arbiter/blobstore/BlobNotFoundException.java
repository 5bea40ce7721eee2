package dev.arbiter.blobstore;

import java.io.FileNotFoundException;

/** No blob has the requested digest: never stored, or stored in another store than this one. */
public class BlobNotFoundException extends FileNotFoundException {

    private final transient Digest digest;

    public BlobNotFoundException(Digest digest) {
        super("no blob " + digest);
        this.digest = digest;
    }

    public Digest digest() {
        return digest;
    }
}
