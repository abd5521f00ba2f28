import { getArticle, getLandingPage } from '../../../cms-client/cms';
import { translationOf, type FindTranslation } from '../../../links/translation';

/** The translation's slug from the page's own list of localizations; none when the CMS cannot say (its page then answers). */
const find: FindTranslation = async (kind, slug, from, to) => {
  try {
    const page = kind === 'article' ? await getArticle(slug, from) : await getLandingPage(slug, from);
    return page?.localizations.find((localization) => localization.locale === to)?.slug ?? null;
  } catch {
    return null;
  }
};

/**
 * GET /api/translation?to=es-US&from=/en-US/newsroom/some-article — the footer's language links: a
 * redirect (303) to the same page in the other locale (its own slug there), or to that locale's
 * newsroom or home page when the page has no translation; the newsroom keeps its filters. 400 names a
 * missing or bad parameter.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const to = params.get('to');
  const from = params.get('from');
  if (!to || !from) return Response.json({ error: { message: `${to ? 'from' : 'to'} is required` } }, { status: 400 });
  const answer = await translationOf(from, to, find);
  if (!answer.ok) return Response.json({ error: { message: answer.message } }, { status: 400 });
  // A path of this site, relative: the browser stays on the host it asked.
  return new Response(null, { status: 303, headers: { location: answer.location, 'cache-control': 'no-store' } });
}
