import { clientLimitChecks } from './client-limits.mjs';
import { liveEditingChecks } from './live.mjs';
import { microCacheChecks } from './micro-cache.mjs';
import { CMS, SITE } from './topology.mjs';

const { SEEDED } = await import('seeds');

/** Text as React writes it into HTML. @param {string} text */
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * (a) A handful of page and API checks through the balancers, as a visitor and an API client reach
 * the cluster: the seeded pages in both locales, the feeds, a draft that stays private, the security
 * headers, the public API's answers and its 4xx for bad input, and the rate limits per client behind
 * nginx (client-limits.mjs), the balancer's micro-cache (micro-cache.mjs), and live editing across the CMS instances
 * (live.mjs). (The site's whole end-to-end suite runs once per `npm test`, against its own
 * stack: web/e2e.)
 */
export async function smokeChecks() {
  const article = SEEDED.publishedArticleSlugs[0];
  const [translated, translation] = Object.entries(SEEDED.translatedArticles)[0];
  const draftOnly = SEEDED.draftOnlyArticleSlugs[0];
  const landing = SEEDED.landingPageSlugs[0];
  // The newsroom's first card, as the API answers: the site's newsroom page shows its title.
  const newsroom = await fetch(`${CMS}/api/newsroom?locale=en-US&pageSize=14`).then((response) => response.json());
  const first = newsroom.data?.[0]?.publishedSettings;
  const firstTitle = escaped(first?.articleTitle || first?.pageTitle || '(no card)');

  /** @type {{ name: string, url: string, status: number, expect?: (response: Response, body: string) => string | null, body?: (body: string) => string | null }[]} */
  const checks = [
    { name: 'the locale home leads to the newsroom', url: `${SITE}/en-US`, status: 307 },
    {
      name: "newsroom page, with the API's first card and the security headers",
      url: `${SITE}/en-US/newsroom`,
      status: 200,
      expect: (response) =>
        !response.headers.get('content-security-policy')
          ? 'no Content-Security-Policy'
          : response.headers.get('x-content-type-options') !== 'nosniff'
            ? 'no X-Content-Type-Options: nosniff'
            : null,
      body: (body) => (body.includes(firstTitle) ? null : `no card titled ${firstTitle}`),
    },
    { name: 'article page', url: `${SITE}/en-US/newsroom/${article}`, status: 200 },
    { name: 'translated article page', url: `${SITE}/es-US/newsroom/${translation}`, status: 200 },
    { name: 'landing page', url: `${SITE}/en-US/${landing}`, status: 200 },
    { name: 'a draft-only article stays private', url: `${SITE}/en-US/newsroom/${draftOnly}`, status: 404 },
    {
      name: 'sitemap lists the article',
      url: `${SITE}/sitemap.xml`,
      status: 200,
      expect: (_, body) => (body.includes(`/en-US/newsroom/${article}`) ? null : `no ${article}`),
    },
    { name: 'robots.txt', url: `${SITE}/robots.txt`, status: 200 },
    {
      name: 'events calendar feed',
      url: `${SITE}/en-US/events.ics`,
      status: 200,
      expect: (response) => (response.headers.get('content-type')?.startsWith('text/calendar') ? null : `content-type ${response.headers.get('content-type')}`),
    },
    {
      name: 'API: newsroom page',
      url: `${CMS}/api/newsroom?pageSize=1`,
      status: 200,
      expect: (_, body) => (Array.isArray(JSON.parse(body).data) ? null : 'no data array'),
    },
    {
      name: 'API: article by slug',
      url: `${CMS}/api/articles/slug/${translated}?locale=en-US`,
      status: 200,
      expect: (_, body) => (JSON.parse(body).data?.slug === translated ? null : 'another article'),
    },
    { name: 'API: a draft-only article is not found', url: `${CMS}/api/articles/slug/${draftOnly}?locale=en-US`, status: 404 },
    {
      name: 'API: bad input answers 400 naming it',
      url: `${CMS}/api/newsroom?pageSize=abc`,
      status: 400,
      expect: (_, body) => (body.includes('pageSize') ? null : 'the answer does not name pageSize'),
    },
  ];

  const results = [];
  for (const check of checks) {
    let problem = null;
    try {
      const response = await fetch(check.url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      const body = await response.text();
      problem =
        response.status !== check.status
          ? `status ${response.status}, expected ${check.status}`
          : (check.expect?.(response, body) ?? check.body?.(body) ?? null);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    results.push({ name: check.name, url: check.url, problem });
  }
  results.push(...(await clientLimitChecks()));
  results.push(...(await microCacheChecks()));
  results.push(...(await liveEditingChecks()));
  return { ok: results.every((r) => r.problem === null), results };
}
