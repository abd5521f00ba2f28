import { siteConfig } from '../../../config/site';
import { request as httpRequest, HttpError } from '../../../cms-client/http';
import { ConvertedImageCache, convertImage, type CachedImage } from '../../../media/convert';
import { isConvertible, preferredFormat } from '../../../media/negotiate';

/**
 * /uploads/* — the CMS's media, served from the site's origin (same-origin images, no CMS or bucket
 * address in pages): from the CMS's disk, or from its S3-compatible bucket when it has one
 * (media/image.tsx maps the bucket's URLs here). Upload file names carry a content hash, so they are
 * cached for a year.
 *
 * JPEG and PNG images are negotiated: a browser that accepts AVIF (or else WebP) gets the image in
 * that format (converted with sharp on first request, kept in memory), the others the original;
 * the response varies on Accept. The URL, the srcset and the broken-image placeholder do not change.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const converted = new ConvertedImageCache(64 * 1024 * 1024);

class UpstreamNotFound extends Error {}

/** The file from `url`, or null when it is not there (404; a bucket without public listing says 403). */
async function fetchFile(url: string, missing: readonly number[]): Promise<Response | null> {
  const upstream = await httpRequest(url, { acceptStatuses: missing, cache: 'no-store', timeoutMs: siteConfig.cmsTimeoutMs });
  if (!missing.includes(upstream.status)) return upstream;
  await upstream.body?.cancel().catch(() => undefined);
  return null;
}

/**
 * The upload from the bucket when the CMS stores uploads in one (S3_PUBLIC_URL; read at
 * S3_INTERNAL_URL), else, or when the bucket does not have it (a file uploaded before the bucket was
 * configured), from the CMS's disk.
 */
async function fetchUpload(path: string[]): Promise<Response> {
  const name = path.map(encodeURIComponent).join('/');
  const bucket = siteConfig.uploadsReadUrl;
  const upstream = (bucket ? await fetchFile(`${bucket}/${name}`, [403, 404]) : null) ?? (await fetchFile(`${siteConfig.cmsUrl}/uploads/${name}`, [404]));
  if (!upstream) throw new UpstreamNotFound();
  return upstream;
}

/** A validator of the converted file, derived from the original's (`"abc"` → `"abc-avif"`). */
function derivedEtag(etag: string | null, suffix: string): string | undefined {
  const match = etag ? /^(W\/)?"([^"]*)"$/.exec(etag) : null;
  return match ? `${match[1] ?? ''}"${match[2]}-${suffix}"` : undefined;
}

function imageResponse(image: CachedImage): Response {
  const headers = new Headers({ 'cache-control': IMMUTABLE, 'content-type': image.contentType, 'content-length': String(image.body.length), vary: 'Accept' });
  if (image.etag) headers.set('etag', image.etag);
  if (image.lastModified) headers.set('last-modified', image.lastModified);
  return new Response(new Uint8Array(image.body), { status: 200, headers });
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (path.some((part) => part === '..' || part.includes('/') || part.includes('\\'))) return new Response('Not found', { status: 404 });
  const format = preferredFormat(request.headers.get('accept'));
  try {
    if (format) {
      const image = await converted.getOrProduce(`${format}:${path.join('/')}`, async () => {
        const upstream = await fetchUpload(path);
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        const original = Buffer.from(await upstream.arrayBuffer());
        const validators = { etag: upstream.headers.get('etag'), lastModified: upstream.headers.get('last-modified') ?? undefined };
        if (!isConvertible(type))
          return { body: original, contentType: type, converted: false, etag: validators.etag ?? undefined, lastModified: validators.lastModified };
        try {
          const result = await convertImage(original, format, type);
          return {
            ...result,
            etag: result.converted ? derivedEtag(validators.etag, format) : (validators.etag ?? undefined),
            lastModified: validators.lastModified,
          };
        } catch (error) {
          // A file sharp cannot read is sent as it is (the browser decides; a broken card image gets its placeholder).
          console.error('[uploads] image conversion failed', { path: path.join('/'), format, message: (error as Error).message });
          return { body: original, contentType: type, converted: false, etag: validators.etag ?? undefined, lastModified: validators.lastModified };
        }
      });
      return imageResponse(image);
    }
    const upstream = await fetchUpload(path);
    const headers = new Headers({ 'cache-control': IMMUTABLE });
    for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    // Browsers that accept AVIF or WebP get another representation of the same URL.
    if (isConvertible(upstream.headers.get('content-type'))) headers.set('vary', 'Accept');
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof UpstreamNotFound) return new Response('Not found', { status: 404 });
    console.error('[uploads] media request failed', { path: path.join('/'), url: (error as HttpError).url, message: (error as HttpError).message });
    return new Response('Bad gateway', { status: 502 });
  }
}
