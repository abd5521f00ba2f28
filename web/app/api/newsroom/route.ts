import { getNewsroom } from '../../../cms-client/cms';
import { stateFromSearchParams } from '../../../newsroom/query-state';
import { isLocale } from '../../../links/locale';

/**
 * GET /api/newsroom?locale=&page=&category=&industry= — the newsroom grid for the browser, read
 * from the CMS on the server (cached with the CMS tags), so no CMS address or credential reaches it.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'en-US';
  if (!isLocale(locale)) return Response.json({ error: { message: `locale "${locale.slice(0, 20)}" is not supported` } }, { status: 400 });
  const state = stateFromSearchParams(params);
  try {
    const body = await getNewsroom({ locale, page: state.page, categories: state.categories, industries: state.industries });
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' } });
  } catch (error) {
    console.error('[api/newsroom] CMS request failed', { state, error });
    return Response.json({ error: { message: 'The newsroom is unavailable, please try again later.' } }, { status: 502 });
  }
}
