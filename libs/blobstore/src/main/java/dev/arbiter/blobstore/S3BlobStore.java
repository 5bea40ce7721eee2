package dev.arbiter.blobstore;

import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;

/**
 * Blobs as objects in an S3-compatible bucket, for clusters where services and runners share no disk. A
 * blob is spooled to a local temporary file while it is hashed (its key is its digest, known only at the
 * end), then PUT in one request: S3 makes an object visible only once it is whole and durable, which is the
 * {@link BlobStore} contract. Two writers of the same bytes both PUT the same content, harmlessly.
 */
public final class S3BlobStore implements BlobStore, AutoCloseable {

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
        Path spool = Files.createTempFile("arbiter-blob-", ".partial");
        try {
            MessageDigest sha256 = Digest.newSha256();
            long size;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(spool), sha256)) {
                size = content.transferTo(out);
            }
            Digest digest = Digest.of(sha256.digest());
            if (exists(digest)) {
                return new Stored(digest, size, false);
            }
            try {
                s3.putObject(b -> b.bucket(location.bucket()).key(location.key(digest)).contentLength(size),
                        RequestBody.fromFile(spool));
            } catch (S3Exception e) {
                throw new IOException("could not store blob " + digest + " in " + location + ": " + e.getMessage(), e);
            }
            return new Stored(digest, size, true);
        } finally {
            Files.deleteIfExists(spool);
        }
    }

    @Override
    public InputStream open(Digest digest) throws IOException {
        try {
            return new DigestCheckingInputStream(
                    s3.getObject(b -> b.bucket(location.bucket()).key(location.key(digest))), digest);
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
            return s3.headObject(b -> b.bucket(location.bucket()).key(location.key(digest))).contentLength();
        } catch (NoSuchKeyException e) {
            throw new BlobNotFoundException(digest);
        } catch (S3Exception e) {
            throw notFoundOr(digest, e);
        }
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
