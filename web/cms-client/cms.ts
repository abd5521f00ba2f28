/**
 * The CMS's public API, called from the server only. Responses are cached by Next's data cache
 * with tags, refreshed by the CMS webhook (POST /api/revalidate) or after CMS_REVALIDATE_SECONDS;
 * when the CMS is down, the stale cache entry keeps being served.
 */
import type { ArticleResponse, FeaturedResponse, LandingPageResponse, NewsroomResponse } from 'contract/blocks';
import { siteConfig, secrets } from '../config/site';
import { request } from './http';
import { PREVIEW_SECRET_HEADER } from 'contract/preview';
import { isDocumentId, isSlug, type PageType } from 'contract/rules';
import { NEWSLETTER_CLIENT_HEADER, NEWSLETTER_TOKEN_HEADER, type NewsletterSubscription, type SearchAnswer } from 'contract/wire';
import type { CmsSitemap } from '../seo/sitemap-entries';
import { cacheTags } from './tags';
import type { Locale } from '../links/locale';

export type ArticleData = ArticleResponse['data'];
export type LandingPageData = LandingPageResponse['data'];

export interface NewsroomRequest {
  locale: Locale;
  page: number;
  pageSize?: number;
  categories: readonly string[];
  industries: readonly string[];
}

function cmsUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(siteConfig.cmsUrl + path);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
}

async function getJson<T>(
  url: string,
  tags: string[],
  options: { notFoundAsNull?: boolean; noStore?: boolean; headers?: Record<string, string> } = {},
): Promise<T | null> {
  const response = await request(url, {
    headers: { accept: 'application/json', ...options.headers },
    timeoutMs: siteConfig.cmsTimeoutMs,
    acceptStatuses: options.notFoundAsNull ? [404] : [],
    ...(options.noStore ? { cache: 'no-store' as const } : { next: { tags: [cacheTags.all, ...tags], revalidate: siteConfig.revalidateSeconds } }),
  });
  if (response.status === 404) return null;
  return (await response.json()) as T;
}

export function newsroomUrl(r: NewsroomRequest): string {
  return cmsUrl('/api/newsroom', {
    page: r.page,
    pageSize: r.pageSize ?? 14,
    locale: r.locale,
    category: r.categories.join(','),
    industry: r.industries.join(','),
  });
}

export async function getNewsroom(r: NewsroomRequest): Promise<NewsroomResponse> {
  return (await getJson<NewsroomResponse>(newsroomUrl(r), [cacheTags.newsroom]))!;
}

export interface SearchRequest extends NewsroomRequest {
  q: string;
}

/**
 * The site search's results (the CMS's GET /api/search), or the CMS's reason when it refused the query
 * (a 400: too long, too many words); with `suggest`, the header's suggestions (the last word typed matched
 * as a prefix). Never kept in Next's data cache: every query is its own address.
 */
export async function getSearch(r: SearchRequest, options: { suggest?: boolean } = {}): Promise<{ answer: SearchAnswer } | { refused: string }> {
  const url = cmsUrl(options.suggest ? '/api/search/suggest' : '/api/search', {
    q: r.q,
    page: r.page,
    pageSize: r.pageSize,
    locale: r.locale,
    category: r.categories.join(','),
    industry: r.industries.join(','),
  });
  const response = await request(url, {
    headers: { accept: 'application/json' },
    timeoutMs: siteConfig.cmsTimeoutMs,
    acceptStatuses: [400],
    cache: 'no-store',
  });
  const body = (await response.json()) as SearchAnswer & { error?: { message?: string } };
  if (response.status === 400) return { refused: String(body.error?.message ?? 'The search could not be read.') };
  return { answer: body };
}

export async function getFeatured(locale: Locale): Promise<FeaturedResponse> {
  return (await getJson<FeaturedResponse>(cmsUrl('/api/newsroom/featured', { locale }), [cacheTags.newsroom]))!;
}

export async function getArticle(slug: string, locale: Locale): Promise<ArticleData | null> {
  if (!isSlug(slug)) return null;
  const body = await getJson<ArticleResponse>(cmsUrl(`/api/articles/slug/${slug}`, { locale }), [cacheTags.article(locale, slug)], { notFoundAsNull: true });
  return body?.data ?? null;
}

export async function getLandingPage(slug: string, locale: Locale): Promise<LandingPageData | null> {
  if (!isSlug(slug)) return null;
  const body = await getJson<LandingPageResponse>(cmsUrl(`/api/landing-pages/slug/${slug}`, { locale }), [cacheTags.landingPage(locale, slug)], {
    notFoundAsNull: true,
  });
  return body?.data ?? null;
}

/** Where a published landing page is (slug and locale), by its document id; null when it is not visible. Not cached: a rare address. */
export async function getLandingPageAddress(documentId: string, locale: Locale): Promise<{ slug: string; locale: string } | null> {
  if (!isDocumentId(documentId)) return null;
  const body = await getJson<{ data: { slug: string; locale: string } }>(cmsUrl(`/api/landing-pages/id/${documentId}`, { locale }), [], {
    notFoundAsNull: true,
    noStore: true,
  });
  return body?.data ?? null;
}

/**
 * Draft + draftSettings in the shape of the slug routes (CMS: GET /api/preview/:type/:slug). Never
 * cached. The secret goes in a header, so that no URL (and no access log) ever holds it.
 */
export async function getPreview<T extends PageType>(
  type: T,
  slug: string,
  locale: Locale,
): Promise<(T extends 'article' ? ArticleData : LandingPageData) | null> {
  const secret = secrets.preview;
  if (!secret || !isSlug(slug)) return null;
  const body = await getJson<{ data: T extends 'article' ? ArticleData : LandingPageData }>(cmsUrl(`/api/preview/${type}/${slug}`, { locale }), [], {
    notFoundAsNull: true,
    noStore: true,
    headers: { [PREVIEW_SECRET_HEADER]: secret },
  });
  return body?.data ?? null;
}

/** Every visible article of a locale (featured first, then the grid), for the sitemap and the RSS feed. */
export async function getAllArticles(locale: Locale, maxPages = 10): Promise<NewsroomResponse['data']> {
  const [featured, first] = await Promise.all([getFeatured(locale), getNewsroom({ locale, page: 1, pageSize: 100, categories: [], industries: [] })]);
  const pages = [first];
  for (let page = 2; page <= Math.min(first.meta.pagination.last_page, maxPages); page++) {
    pages.push(await getNewsroom({ locale, page, pageSize: 100, categories: [], industries: [] }));
  }
  return [...featured.data, ...pages.flatMap((p) => p.data)];
}

/** Every visible article and published landing page (slug, locale, dates), for sitemap.xml (read when asked: rare, always current). */
export async function getSitemap(): Promise<CmsSitemap> {
  return (await getJson<CmsSitemap>(cmsUrl('/api/sitemap'), [], { noStore: true }))!;
}

export type StoreResult = { ok: true } | { ok: false; status: 400; message: string } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Stores the subscription in the CMS (POST /api/newsletter, unique and idempotent). POST: never retried. With the
 * ingest token it also sends the visitor's address (`client`, as server/client-address.mjs settled it): the CMS
 * counts sign-ups per visitor against it (429 with Retry-After once used up), not against this server.
 */
export async function storeSubscription(subscription: NewsletterSubscription, client?: string | null): Promise<StoreResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (secrets.newsletterIngestToken) {
    headers[NEWSLETTER_TOKEN_HEADER] = secrets.newsletterIngestToken;
    if (client) headers[NEWSLETTER_CLIENT_HEADER] = client;
  }
  const response = await request(cmsUrl('/api/newsletter'), {
    method: 'POST',
    headers,
    body: JSON.stringify(subscription),
    cache: 'no-store',
    timeoutMs: siteConfig.cmsTimeoutMs,
    acceptStatuses: [400, 429],
  });
  if (response.status === 400 || response.status === 429) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.status === 400) return { ok: false, status: 400, message: body?.error?.message ?? 'Invalid subscription' };
    // Retry-After as the CMS sends it: whole seconds.
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 60;
    return { ok: false, status: 429, message: body?.error?.message ?? 'Too many sign-ups', retryAfterSeconds };
  }
  return { ok: true };
}
