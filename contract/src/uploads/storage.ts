/**
 * Where uploads are stored. By default on the CMS's own disk (public/uploads, served at /uploads/*:
 * the embedded default, one machine). With S3_BUCKET set, in an S3-compatible bucket (AWS S3, MinIO,
 * R2, …) through Strapi's own provider, @strapi/provider-upload-aws-s3, so that every CMS instance
 * sees every file and no instance's disk matters. Read by the CMS's config (plugins.ts: the provider;
 * middlewares.ts: the bucket's origin in the CSP) and by the site (`publicUploadsUrl`: file URLs
 * under the bucket's public address are served from the site's /uploads/*, converted like the rest).
 *
 * S3_BUCKET             the bucket (turns the bucket on)
 * S3_PUBLIC_URL         the bucket's public address, http(s), no query: file URLs are `{S3_PUBLIC_URL}/{key}`
 *                       (required with S3_BUCKET; for MinIO path-style: http://host:9000/{bucket})
 * S3_REGION             default us-east-1
 * S3_ENDPOINT           the S3 API's address for a non-AWS server (MinIO: http://host:9000)
 * S3_FORCE_PATH_STYLE   true for MinIO and most S3-compatible servers (bucket in the path); default false
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   both or neither (neither: the AWS SDK's default credentials)
 * S3_ACL                public-read (default) or none (buckets with ACLs disabled, R2): files must be
 *                       publicly readable either way (a bucket policy), since pages link to them
 * The site reads S3_PUBLIC_URL too, and S3_INTERNAL_URL: the bucket as the site's server reaches it
 * (default S3_PUBLIC_URL; in docker compose http://minio:9000/{bucket}).
 */
type Read = (key: string) => string | undefined;

export const S3_ACLS = ['public-read', 'none'] as const;

export interface S3UploadStorage {
  bucket: string;
  /** The bucket's public address without trailing slashes: a file's URL is `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Its origin (scheme, host, port), for the CMS's Content-Security-Policy. */
  publicOrigin: string;
  /** The upload plugin's `provider` and `providerOptions` (Strapi's documented provider config). */
  uploadConfig: {
    provider: 'aws-s3';
    providerOptions: {
      baseUrl: string;
      s3Options: {
        region: string;
        endpoint?: string;
        forcePathStyle: boolean;
        credentials?: { accessKeyId: string; secretAccessKey: string };
        requestChecksumCalculation: 'WHEN_REQUIRED';
        responseChecksumValidation: 'WHEN_REQUIRED';
        params: { Bucket: string; ACL: 'public-read' | undefined };
      };
    };
  };
}

const value = (read: Read, key: string): string | undefined => read(key)?.trim() || undefined;

/** An absolute http(s) URL without query or fragment, trailing slashes removed; `name` is the variable's, for the error. */
function httpUrl(raw: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(raw)}`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`${name} must have no query, fragment or credentials, got ${JSON.stringify(raw)}`);
  return url;
}

const withoutTrailingSlashes = (href: string): string => {
  let end = href.length;
  while (end > 0 && href[end - 1] === '/') end -= 1;
  return href.slice(0, end);
};

/**
 * A bucket address from the variable `name` (an absolute http(s) URL, no query) without trailing
 * slashes, or null when unset; throws naming the variable.
 */
export function bucketUrl(raw: string | undefined, name: string): string | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  return withoutTrailingSlashes(httpUrl(trimmed, name).href);
}

/** The bucket's public address (S3_PUBLIC_URL). The site reads it too: a media URL under it is one of the bucket's files. */
export const publicUploadsUrl = (raw: string | undefined): string | null => bucketUrl(raw, 'S3_PUBLIC_URL');

function booleanSetting(read: Read, key: string): boolean {
  const raw = value(read, key)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${key} must be true or false, got ${JSON.stringify(read(key))}`);
}

/** The bucket's settings, or null when S3_BUCKET is unset (uploads on the CMS's disk). Throws naming a wrong variable. */
export function s3UploadStorage(read: Read): S3UploadStorage | null {
  const bucket = value(read, 'S3_BUCKET');
  if (!bucket) {
    const stray = ['S3_PUBLIC_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((key) => value(read, key));
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store uploads in the bucket, or unset them`);
    return null;
  }
  const publicUrl = publicUploadsUrl(read('S3_PUBLIC_URL'));
  if (!publicUrl) throw new Error("S3_BUCKET is set: set S3_PUBLIC_URL too (the bucket's public address, e.g. http://localhost:9000/uploads for MinIO)");
  const endpoint = bucketUrl(read('S3_ENDPOINT'), 'S3_ENDPOINT') ?? undefined;
  const accessKeyId = value(read, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(read, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's default credentials)");
  }
  const acl = value(read, 'S3_ACL') ?? 'public-read';
  if (!(S3_ACLS as readonly string[]).includes(acl)) throw new Error(`S3_ACL must be one of ${S3_ACLS.join(', ')}, got ${JSON.stringify(acl)}`);
  return {
    bucket,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    uploadConfig: {
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: publicUrl,
        s3Options: {
          region: value(read, 'S3_REGION') ?? 'us-east-1',
          ...(endpoint ? { endpoint } : {}),
          forcePathStyle: booleanSetting(read, 'S3_FORCE_PATH_STYLE'),
          ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
          // Checksums only where S3 requires them: the SDK's default (a trailing CRC in aws-chunked
          // bodies) is refused or stored garbled by many S3-compatible servers (older MinIO, s3rver).
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          // An ACL key that is present but undefined: the provider then sends none (its default is public-read).
          params: { Bucket: bucket, ACL: acl === 'public-read' ? 'public-read' : undefined },
        },
      },
    },
  };
}
