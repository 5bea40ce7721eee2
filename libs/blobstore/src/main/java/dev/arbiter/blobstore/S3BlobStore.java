package dev.arbiter.blobstore;

import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.HeadObjectResponse;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Map;

/**
 * Blobs as objects in an S3-compatible bucket, for clusters where services and runners share no disk. A
 * blob is spooled to a local temporary file while it is hashed (its key is its digest, known only at the
 * end), compressed when that pays ({@link BlobCodec}), then PUT in one request: S3 makes an object visible only once
 * it is whole and durable, which is the {@link BlobStore} contract. Two writers of the same bytes both PUT the same
 * content, harmlessly. A compressed object keeps its key (the digest of the uncompressed bytes) and says so in its
 * user metadata ({@code arbiter-encoding: zstd}, {@code arbiter-size}); an object without it is read as it is.
 */
public final class S3BlobStore implements BlobStore, AutoCloseable {

    /** User metadata of an object kept compressed: its encoding ({@value #ZSTD}) and its uncompressed size. */
    private static final String ENCODING = "arbiter-encoding";
    private static final String ZSTD = "zstd";
    private static final String SIZE = "arbiter-size";

    private final S3Client s3;
    private final S3Location location;

    /** Opens the bucket with the SDK's default credentials, creating it when it does not exist yet. */
    public static S3BlobStore open(S3Location location) throws IOException {
        return new S3BlobStore(location, DefaultCredentialsProvider.builder().build());
    }

    public S3BlobStore(S3Location location, AwsCredentialsProvider credentials) throws IOException {
        this.location = location;
        var builder = S3Client.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .region(Region.of(location.region()))
                .credentialsProvider(credentials)
                .forcePathStyle(location.pathStyle())
                // S3-compatible servers do not all accept the SDK's newer default checksum trailers.
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED);
        location.endpoint().ifPresent(builder::endpointOverride);
        this.s3 = builder.build();
        ensureBucket();
    }

    private void ensureBucket() throws IOException {
        try {
            s3.headBucket(b -> b.bucket(location.bucket()));
        } catch (NoSuchBucketException e) {
            s3.createBucket(b -> b.bucket(location.bucket()));
        } catch (S3Exception e) {
            if (e.statusCode() != 404) {
                throw new IOException("blob store " + location + " is not reachable: " + e.getMessage(), e);
            }
            s3.createBucket(b -> b.bucket(location.bucket()));
        }
    }

    @Override
    public Stored store(InputStream content) throws IOException {
        try (Spool spool = Spool.of(content, null)) {
            Digest digest = spool.digest();
            if (exists(digest)) {
                return new Stored(digest, spool.size(), false);
            }
            put(location.key(digest), spool);
            return new Stored(digest, spool.size(), true);
        }
    }

    /** One PUT: S3 replaces an object whole, so a reader of {@code key} sees the old object or the new one. */
    private void put(String key, Spool spool) throws IOException {
        Map<String, String> metadata = spool.isCompressed()
                ? Map.of(ENCODING, ZSTD, SIZE, Long.toString(spool.size())) : Map.of();
        long length = Files.size(spool.file());
        try {
            s3.putObject(b -> b.bucket(location.bucket()).key(key).contentLength(length).metadata(metadata),
                    RequestBody.fromFile(spool.file()));
        } catch (S3Exception e) {
            throw new IOException("could not store blob " + spool.digest() + " in " + location + ": " + e.getMessage(), e);
        }
    }

    @Override
    public InputStream open(Digest digest) throws IOException {
        try {
            ResponseInputStream<GetObjectResponse> object =
                    s3.getObject(b -> b.bucket(location.bucket()).key(location.key(digest)));
            return ZSTD.equals(object.response().metadata().get(ENCODING))
                    ? BlobCodec.decompressing(object, digest) : new DigestCheckingInputStream(object, digest);
        } catch (NoSuchKeyException e) {
            throw new BlobNotFoundException(digest);
        } catch (S3Exception e) {
            throw notFoundOr(digest, e);
        }
    }

    @Override
    public boolean exists(Digest digest) throws IOException {
        try {
            size(digest);
            return true;
        } catch (BlobNotFoundException e) {
            return false;
        }
    }

    @Override
    public long size(Digest digest) throws IOException {
        try {
            HeadObjectResponse head = s3.headObject(b -> b.bucket(location.bucket()).key(location.key(digest)));
            String size = head.metadata().get(SIZE);
            return size != null ? Long.parseLong(size) : head.contentLength();
        } catch (NoSuchKeyException e) {
            throw new BlobNotFoundException(digest);
        } catch (S3Exception e) {
            throw notFoundOr(digest, e);
        }
    }

    /**
     * Lists the bucket's blobs and rewrites each one stored raw, when it shrinks, compressed under the same key: a
     * PUT replaces an object atomically, so readers see the raw object or the compressed one, never neither.
     */
    @Override
    public Compaction compressRawBlobs() throws IOException {
        long examined = 0;
        long compressed = 0;
        long before = 0;
        long after = 0;
        String prefix = location.prefix().isEmpty() ? "" : location.prefix() + "/";
        try {
            for (S3Object object : s3.listObjectsV2Paginator(b -> b.bucket(location.bucket()).prefix(prefix)).contents()) {
                String name = object.key().substring(object.key().lastIndexOf('/') + 1);
                if (!name.matches("[0-9a-f]{64}") || !location.key(new Digest(name)).equals(object.key())) {
                    continue;
                }
                Digest digest = new Digest(name);
                if (s3.headObject(b -> b.bucket(location.bucket()).key(object.key())).metadata().containsKey(ENCODING)) {
                    continue;
                }
                examined++;
                try (InputStream in = open(digest); Spool spool = Spool.of(in, null)) {
                    if (spool.isCompressed()) {
                        long size = Files.size(spool.file());
                        put(object.key(), spool);
                        compressed++;
                        before += object.size();
                        after += size;
                    }
                } catch (BlobCorruptedException | BlobNotFoundException leaveIt) {
                    // altered bytes (refused to readers anyway) or removed meanwhile
                }
            }
        } catch (S3Exception e) {
            throw new IOException("could not list blob store " + location + ": " + e.getMessage(), e);
        }
        return new Compaction(examined, compressed, before, after);
    }

    @Override
    public boolean isWritable() {
        try {
            s3.headBucket(b -> b.bucket(location.bucket()));
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    @Override
    public String location() {
        return location.toString();
    }

    @Override
    public void close() {
        s3.close();
    }

    private IOException notFoundOr(Digest digest, S3Exception e) {
        return e.statusCode() == 404 ? new BlobNotFoundException(digest)
                : new IOException("blob store " + location + " failed on " + digest + ": " + e.getMessage(), e);
    }
}
