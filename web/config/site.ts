/**
 * Server-side configuration from the environment, with the defaults documented in .env.example.
 * Nothing here may be imported by a client component: secrets live only on the server.
 */
import { bucketUrl } from 'contract/uploads';
import { uploadsPublicUrl } from './uploads';

/** The URL without trailing slashes (a loop: a pattern like `/\/+$/` is quadratic on many slashes). */
const trimSlash = (url: string) => {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
};

export const siteConfig = {
  get cmsUrl(): string {
    return trimSlash(process.env.CMS_URL || 'http://127.0.0.1:1337');
  },
  get siteUrl(): string {
    return trimSlash(process.env.SITE_URL || 'http://localhost:3000');
  },
  get brandName(): string {
    return process.env.BRAND_NAME || 'Meridian';
  },
  /** Seconds a cached page or CMS response is served before a background refresh (webhooks refresh sooner). */
  get revalidateSeconds(): number {
    const value = Number(process.env.CMS_REVALIDATE_SECONDS ?? 300);
    return Number.isFinite(value) && value > 0 ? value : 300;
  },
  /**
   * The upload bucket's public address (S3_PUBLIC_URL, the CMS's setting), or null when uploads are on
   * the CMS's disk. Media URLs under it are served from the site's /uploads/* like the others.
   */
  get uploadsPublicUrl(): string | null {
    return uploadsPublicUrl();
  },
  /** Where this server reads the bucket: S3_INTERNAL_URL (in docker compose http://minio:9000/{bucket}), default its public address. */
  get uploadsReadUrl(): string | null {
    return bucketUrl(process.env.S3_INTERNAL_URL, 'S3_INTERNAL_URL') ?? this.uploadsPublicUrl;
  },
  get cmsTimeoutMs(): number {
    const value = Number(process.env.CMS_TIMEOUT_MS ?? 10000);
    return Number.isFinite(value) && value > 0 ? value : 10000;
  },
};

export const secrets = {
  get preview(): string | undefined {
    return process.env.PREVIEW_SECRET || undefined;
  },
  get revalidate(): string | undefined {
    return process.env.REVALIDATE_SECRET || undefined;
  },
  get newsletterIngestToken(): string | undefined {
    return process.env.NEWSLETTER_INGEST_TOKEN || undefined;
  },
  get newsletterProviderUrl(): string | undefined {
    return process.env.NEWSLETTER_PROVIDER_URL || undefined;
  },
};
