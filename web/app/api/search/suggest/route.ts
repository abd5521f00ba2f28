import { isLocale } from '../../../../links/locale';
import { getSearch } from '../../../../cms-client/cms';
import { messages, termLabel } from '../../../../i18n';
import { hitHref } from '../../../../search/search-results';
import type { Suggestion } from '../../../../chrome/search-suggest';

/** How many suggestions the header's search box shows. */
const SUGGESTIONS = 5;

/**
 * GET /api/search/suggest?q=&locale= — the header search box's suggestions: the top results of the
 * CMS's search as the visitor types (its last word matched as the beginning of a word), as titles,
 * addresses and categories. 400 names a missing or refused parameter.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  const locale = params.get('locale') ?? '';
  if (!q.trim()) return Response.json({ error: { message: 'q is required' } }, { status: 400 });
  if (!isLocale(locale)) return Response.json({ error: { message: 'locale must be en-US or es-US' } }, { status: 400 });
  const result = await getSearch({ q, locale, page: 1, pageSize: SUGGESTIONS, categories: [], industries: [] }, { suggest: true });
  if ('refused' in result) return Response.json({ error: { message: result.refused } }, { status: 400 });
  const t = messages(locale);
  const data: Suggestion[] = result.answer.data.map((hit) => ({
    title: hit.title.map((segment) => segment.text).join(''),
    href: hitHref(hit),
    category: hit.categories[0] ? termLabel(t, hit.categories[0]) : t.search.pageKind,
  }));
  // As the newsroom's answers: the same for everyone, briefly kept by caches in front.
  return Response.json({ data }, { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } });
}
