package dev.arbiter.blobstore;

import java.net.URI;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where an S3-compatible store is: {@code s3://bucket/prefix}, and the endpoint, region and addressing style
 * from the environment ({@code ARBITER_S3_ENDPOINT}, {@code ARBITER_S3_REGION}, {@code ARBITER_S3_PATH_STYLE};
 * deploy/k8s sets them in a ConfigMap). Credentials are the AWS SDK's usual ones ({@code AWS_ACCESS_KEY_ID} and
 * {@code AWS_SECRET_ACCESS_KEY}, a web identity, an instance profile).
 *
 * @param endpoint  empty for AWS itself; MinIO, Ceph, Garage … need theirs
 * @param pathStyle {@code http://host/bucket/key} rather than {@code http://bucket.host/key} (most non-AWS stores)
 */
public record S3Location(String bucket, String prefix, Optional<URI> endpoint, String region, boolean pathStyle) {

    static S3Location parse(String location, UnaryOperator<String> environment) {
        URI uri = URI.create(location);
        if (!"s3".equals(uri.getScheme()) || uri.getHost() == null || uri.getHost().isBlank()) {
            throw new IllegalArgumentException("not an s3://bucket/prefix location: " + location);
        }
        String prefix = uri.getPath() == null ? "" : uri.getPath().replaceAll("^/+|/+$", "");
        String endpoint = environment.apply("ARBITER_S3_ENDPOINT");
        String region = environment.apply("ARBITER_S3_REGION");
        return new S3Location(uri.getHost(), prefix,
                endpoint == null || endpoint.isBlank() ? Optional.empty() : Optional.of(URI.create(endpoint)),
                region == null || region.isBlank() ? "us-east-1" : region,
                Boolean.parseBoolean(environment.apply("ARBITER_S3_PATH_STYLE")));
    }

    /** The object key of a blob: the filesystem store's fan-out under the prefix. */
    String key(Digest digest) {
        String hex = digest.hex();
        String path = hex.substring(0, 2) + "/" + hex.substring(2, 4) + "/" + hex;
        return prefix.isEmpty() ? path : prefix + "/" + path;
    }

    @Override
    public String toString() {
        return "s3://" + bucket + (prefix.isEmpty() ? "" : "/" + prefix) + endpoint.map(e -> " at " + e).orElse("");
    }
}
