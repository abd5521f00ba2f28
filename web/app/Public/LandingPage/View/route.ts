import { isDocumentId, isSlug } from 'contract/rules';
import { getLandingPageAddress } from '../../../../cms-client/cms';
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../../../../links/locale';

const PARAMETERS = ['slug', 'id', 'locale'];

const refuse = (status: 400 | 404, message: string) => Response.json({ error: { message } }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /Public/LandingPage/View?slug=spring-offer&locale=es-US, or ?id=<document id>&locale=: the
 * route table's address of a landing page, which takes the visitor (307) to the page's public address,
 * /{locale}/{slug} (that page answers 404 itself when nothing is published there). By id, the CMS says
 * where the published page is (404 here when it has none). `locale` defaults to en-US; a missing or
 * bad parameter gets a 400 that names it.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const unknown = [...params.keys()].find((key) => !PARAMETERS.includes(key));
  if (unknown !== undefined) return refuse(400, `Unknown parameter "${unknown.slice(0, 40)}": use slug or id, and locale`);
  const locale = params.get('locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) return refuse(400, `locale "${locale.slice(0, 20)}" is not a locale of the site (use ${LOCALES.join(' or ')})`);
  const slug = params.get('slug');
  const id = params.get('id');
  if (slug === null && id === null) return refuse(400, 'slug or id is required');
  if (slug !== null && id !== null) return refuse(400, 'give slug or id, not both');
  let target = slug;
  if (slug !== null) {
    if (!isSlug(slug)) return refuse(400, `slug "${slug.slice(0, 80)}" is not a slug (lower-case words joined by hyphens)`);
  } else {
    if (!isDocumentId(id!)) return refuse(400, `id "${id!.slice(0, 80)}" is not a document id (letters and digits)`);
    const address = await getLandingPageAddress(id!, locale);
    if (!address) return refuse(404, `No published landing page with id "${id}" in ${locale}`);
    target = address.slug;
  }
  // A path of this site, relative: the browser stays on the host it asked.
  return new Response(null, { status: 307, headers: { location: `/${locale}/${target}`, 'cache-control': 'no-store' } });
}
