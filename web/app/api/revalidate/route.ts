import { revalidateTag } from 'next/cache';
import { secretMatches } from 'contract/security';
import { secrets } from '../../../config/site';
import { tagsForChange } from '../../../cms-client/revalidation';

function authorised(request: Request): boolean {
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : request.headers.get('x-revalidate-secret');
  return secretMatches(given, secrets.revalidate);
}

/**
 * POST /api/revalidate — the CMS webhook (body `{ event, model, entry: { slug, locale } }`) with
 * `Authorization: Bearer REVALIDATE_SECRET`. Expires the cache tags of what changed, so the next
 * visit renders it fresh; everything else stays cached.
 */
export async function POST(request: Request): Promise<Response> {
  if (!authorised(request)) return Response.json({ error: { message: 'Missing or wrong revalidation secret' } }, { status: 401 });
  const body = (await request.json().catch(() => null)) as unknown;
  const tags = tagsForChange(body);
  if (typeof tags === 'string') return Response.json({ error: { message: tags } }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: true, tags });
}
