import type { PublicImage } from 'contract/blocks';
import { uploadsPublicUrl } from '../config/uploads';

/**
 * Media URLs from the CMS are relative to its origin (/uploads/x.jpg), or, when the CMS stores uploads
 * in a bucket, under the bucket's public address (S3_PUBLIC_URL/x.jpg). The site serves both from
 * /uploads/x.jpg (app/uploads reads the bucket or the CMS), so images are same-origin, converted to
 * AVIF/WebP alike, and need no CMS or bucket URL in the page.
 */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const bucket = uploadsPublicUrl();
  if (bucket && url.startsWith(`${bucket}/`) && url.length > bucket.length + 1) return `/uploads/${url.slice(bucket.length + 1)}`;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/uploads/')) return url;
  return undefined;
}

export function srcSet(image: PublicImage): string | undefined {
  const candidates = Object.values(image.formats ?? {})
    .filter((f) => f && f.url && f.width > 0)
    .map((f) => ({ url: mediaUrl(f.url), width: f.width }));
  const original = mediaUrl(image.url);
  if (original && image.width) candidates.push({ url: original, width: image.width });
  const unique = [...new Map(candidates.filter((c) => c.url).map((c) => [c.width, c])).values()].sort((a, b) => a.width - b.width);
  return unique.length > 1 ? unique.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

export interface CmsImageProps {
  image: PublicImage | null | undefined;
  alt?: string | null;
  sizes?: string;
  className?: string;
  priority?: boolean;
}

/** Photo formats, which have no transparent parts: their box is tinted until the file has loaded. */
const OPAQUE_FORMAT = /\.(?:jpe?g|webp|avif)$/i;

/**
 * A plain <img> with intrinsic size and a srcset from the CMS's formats; nothing when there is no URL.
 * A photo's box shows the placeholder tint (`.img--tinted`) while it loads, not a white hole; logos
 * and other images that may be transparent do not, or the tint would show through them.
 */
export function CmsImage({ image, alt, sizes = '100vw', className, priority = false }: CmsImageProps) {
  const src = mediaUrl(image?.url);
  if (!image || !src) return null;
  const tinted = OPAQUE_FORMAT.test(src.split('?')[0] ?? src);
  return (
    <img
      src={src}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alternativeText ?? ''}
      className={[className, tinted ? 'img--tinted' : undefined].filter(Boolean).join(' ') || undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
