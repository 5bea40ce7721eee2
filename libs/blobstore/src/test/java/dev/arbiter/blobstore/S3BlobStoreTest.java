package dev.arbiter.blobstore;

import org.gaul.s3proxy.junit.S3ProxyExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The S3 store against a real S3-compatible server (S3Proxy, in-process), through the AWS SDK's own client. */
class S3BlobStoreTest {

    @RegisterExtension
    static final S3ProxyExtension S3 = S3ProxyExtension.builder().withCredentials("arbiter", "test-secret").build();

    /** The store's bucket and prefix, on the server the extension started. */
    private static S3Location location() {
        return new S3Location("arbiter-blobs", "v1", Optional.of(S3.getUri()), "us-east-1", true);
    }

    private S3BlobStore store;

    @BeforeEach
    void openABucketThatDoesNotExistYet() throws IOException {
        store = new S3BlobStore(location(), StaticCredentialsProvider.create(
                AwsBasicCredentials.create(S3.getAccessKey(), S3.getSecretKey())));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aBlobIsNamedByTheSha256OfItsBytesAndReadsBackUnchanged() throws Exception {
        byte[] bytes = "a transcript line\n".getBytes(StandardCharsets.UTF_8);
        BlobStore.Stored stored = store.store(new ByteArrayInputStream(bytes));
        String expected = HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        assertThat(stored.digest().hex()).isEqualTo(expected);
        assertThat(stored.sizeBytes()).isEqualTo(bytes.length);
        assertThat(stored.isNew()).isTrue();
        try (InputStream in = store.open(stored.digest())) {
            assertThat(in.readAllBytes()).isEqualTo(bytes);
        }
        assertThat(store.exists(stored.digest())).isTrue();
        assertThat(store.size(stored.digest())).isEqualTo(bytes.length);
        assertThat(store.isWritable()).isTrue();
    }

    @Test
    void storingTheSameBytesTwiceStoresThemOnce() throws IOException {
        byte[] bytes = new byte[300_000];
        new java.util.Random(7).nextBytes(bytes);
        BlobStore.Stored first = store.store(new ByteArrayInputStream(bytes));
        BlobStore.Stored second = store.store(new ByteArrayInputStream(bytes));
        assertThat(second.digest()).isEqualTo(first.digest());
        assertThat(first.isNew()).isTrue();
        assertThat(second.isNew()).isFalse();
    }

    @Test
    void anObjectOverwrittenInTheBucketIsRefusedWhenRead() throws IOException {
        var location = location();
        Digest digest = store.put(new ByteArrayInputStream("the real entry".getBytes(StandardCharsets.UTF_8)));
        try (S3Client tamperer = bucketClient()) {
            tamperer.putObject(b -> b.bucket(location.bucket()).key(location.key(digest)),
                    RequestBody.fromString("a planted entry"));
        }
        try (InputStream in = store.open(digest)) {
            assertThatThrownBy(in::readAllBytes).isInstanceOf(BlobCorruptedException.class).hasMessageContaining(digest.hex());
        }
    }

    /** A plain client on the same bucket, bypassing the store: what else could write there. */
    private static S3Client bucketClient() {
        return S3Client.builder().endpointOverride(S3.getUri()).region(Region.US_EAST_1)
                .forcePathStyle(true).httpClientBuilder(UrlConnectionHttpClient.builder())
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED).credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(S3.getAccessKey(), S3.getSecretKey()))).build();
    }

    private byte[] read(Digest digest) throws IOException {
        try (InputStream in = store.open(digest)) {
            return in.readAllBytes();
        }
    }

    @Test
    void aTranscriptIsStoredCompressedUnderTheDigestOfItsUncompressedBytes() throws Exception {
        byte[] transcript = CompressedBlobsTest.transcript(5_000);
        BlobStore.Stored stored = store.store(new ByteArrayInputStream(transcript));

        assertThat(stored.digest().hex()).isEqualTo(CompressedBlobsTest.sha256(transcript));
        try (S3Client bucket = bucketClient()) {
            var head = bucket.headObject(b -> b.bucket(location().bucket()).key(location().key(stored.digest())));
            assertThat(head.contentLength()).isLessThan(transcript.length / 5);
        }
        assertThat(read(stored.digest())).isEqualTo(transcript);
        assertThat(store.size(stored.digest())).isEqualTo(transcript.length);
    }

    @Test
    void anObjectStoredRawBeforeCompressionStillReadsAndIsCompressedInPlaceUnderTheSameKey() throws Exception {
        byte[] transcript = CompressedBlobsTest.transcript(3_000);
        Digest digest = new Digest(CompressedBlobsTest.sha256(transcript));
        try (S3Client bucket = bucketClient()) {
            bucket.putObject(b -> b.bucket(location().bucket()).key(location().key(digest)), RequestBody.fromBytes(transcript));

            assertThat(read(digest)).isEqualTo(transcript);
            assertThat(store.size(digest)).isEqualTo(transcript.length);
            assertThat(store.compressRawBlobs().compressed()).isEqualTo(1);

            var head = bucket.headObject(b -> b.bucket(location().bucket()).key(location().key(digest)));
            assertThat(head.contentLength()).isLessThan(transcript.length / 5);
        }
        assertThat(read(digest)).isEqualTo(transcript);
        assertThat(store.size(digest)).isEqualTo(transcript.length);
        assertThat(store.compressRawBlobs().compressed()).as("nothing left to do").isZero();
    }

    @Test
    void aMissingBlobIsReportedByItsDigest() throws IOException {
        Digest absent = Digest.parse("ab".repeat(32));
        assertThat(store.exists(absent)).isFalse();
        assertThatThrownBy(() -> store.open(absent)).isInstanceOf(BlobNotFoundException.class).hasMessageContaining(absent.hex());
        assertThatThrownBy(() -> store.size(absent)).isInstanceOf(BlobNotFoundException.class);
    }

    @Test
    void theLocationComesFromTheUriAndTheEnvironment() {
        var env = Map.of("ARBITER_S3_ENDPOINT", "http://minio:9000", "ARBITER_S3_PATH_STYLE", "true");
        S3Location location = S3Location.parse("s3://arbiter-blobs/v1/", env::get);
        assertThat(location.bucket()).isEqualTo("arbiter-blobs");
        assertThat(location.key(Digest.parse("0a1b" + "c".repeat(60)))).isEqualTo("v1/0a/1b/0a1b" + "c".repeat(60));
        assertThat(location.pathStyle()).isTrue();
        assertThat(location.region()).isEqualTo("us-east-1");
        assertThat(location.toString()).isEqualTo("s3://arbiter-blobs/v1 at http://minio:9000");
        assertThatThrownBy(() -> S3Location.parse("s3:///no-bucket", env::get)).isInstanceOf(IllegalArgumentException.class);
    }
}
