import { siteConfig } from '../../../config/site';
import { request as httpRequest, HttpError } from '../../../cms-client/http';

/**
 * /uploads/* — the CMS's media, served from the site's origin (same-origin images, no CMS address in
 * pages). Upload file names carry a content hash, so they are cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (path.some((part) => part === '..' || part.includes('/') || part.includes('\\'))) return new Response('Not found', { status: 404 });
  try {
    const upstream = await httpRequest(`${siteConfig.cmsUrl}/uploads/${path.map(encodeURIComponent).join('/')}`, { acceptStatuses: [404], cache: 'no-store', timeoutMs: siteConfig.cmsTimeoutMs });
    if (upstream.status === 404) return new Response('Not found', { status: 404 });
    const headers = new Headers({ 'cache-control': 'public, max-age=31536000, immutable' });
    for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    console.error('[uploads] CMS media request failed', { path: path.join('/'), message: (error as HttpError).message });
    return new Response('Bad gateway', { status: 502 });
  }
}
