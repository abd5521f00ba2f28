/**
 * The balancer's micro-cache (deploy/nginx/scale.conf), checked through it: a public page and a public API answer
 * come from the cache on the second request (X-Cache: HIT); the draft preview, a request with a session cookie or
 * with credentials, and an API request naming a status never do; a cookie that is not a session's (an analytics tag)
 * keeps a page cached; a client's X-Forwarded-Host never reaches a cached redirect; and the cached answer keeps the
 * instance's security headers and page lifetime.
 */
import { CMS, SITE } from './topology.mjs';

const { SEEDED } = await import('seeds');
const { E2E_SECRETS } = await import('testing/site-e2e');
const { signPreviewToken } = await import('contract/preview/token');

/** A GET through a balancer; the answer's status, X-Cache and headers. */
async function get(target, headers = {}) {
  const response = await fetch(target, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers };
}

/** Asks twice in a row; what the second answer's X-Cache says. */
async function twice(target, headers = {}) {
  await get(target, headers);
  return get(target, headers);
}

/**
 * Asks until an answer comes from the cache (X-Cache HIT), five times at most: the entry lives about a second, and on
 * a busy machine the next request can come after it expired (X-Cache EXPIRED, then refreshed). The last answer.
 */
async function untilCached(target, headers = {}) {
  let answer = await get(target, headers);
  for (let tries = 1; tries < 5 && answer.cache !== 'HIT'; tries += 1) answer = await get(target, headers);
  return answer;
}

/** @returns {Promise<{ name: string, url: string, problem: string | null }[]>} */
export async function microCacheChecks() {
  const article = SEEDED.draftAheadArticleSlugs[0];
  const page = `${SITE}/en-US/newsroom/${SEEDED.publishedArticleSlugs[0]}`;
  const api = `${CMS}/api/articles/slug/${article}?locale=en-US`;
  const preview = `${SITE}/preview/article/en-US/${article}?token=${encodeURIComponent(
    signPreviewToken(E2E_SECRETS.preview, 'frame', { type: 'article', locale: 'en-US', slug: article }),
  )}`;
  const checks = [
    {
      name: 'a public page is served from the cache, with its security headers and lifetime',
      url: page,
      run: async () => {
        const answer = await untilCached(page);
        if (answer.status !== 200 || answer.cache !== 'HIT') return `status ${answer.status}, X-Cache ${answer.cache}: expected 200 HIT`;
        if (!answer.headers.get('content-security-policy')) return 'the cached answer has no Content-Security-Policy';
        if (!/s-maxage=\d+/.test(answer.headers.get('cache-control') ?? ''))
          return `the cached answer says Cache-Control: ${answer.headers.get('cache-control')}`;
        if (answer.headers.has('x-accel-expires')) return "the instance's X-Accel-Expires reached the visitor";
        return null;
      },
    },
    {
      name: 'a public API answer is served from the cache',
      url: api,
      run: async () => {
        const answer = await untilCached(api);
        return answer.status === 200 && answer.cache === 'HIT' ? null : `status ${answer.status}, X-Cache ${answer.cache}: expected 200 HIT`;
      },
    },
    {
      name: 'an analytics cookie keeps a page cached',
      url: page,
      run: async () => {
        const answer = await untilCached(page, { cookie: 'hubspotutk=0123456789abcdef; _ga=GA1.1.1' });
        return answer.cache === 'HIT' ? null : `X-Cache ${answer.cache}: expected HIT`;
      },
    },
    {
      name: 'the draft preview is never served from the cache',
      url: preview,
      run: async () => {
        const first = await get(preview);
        const second = await get(preview);
        if (first.status !== 200) return `status ${first.status}: the preview token was not taken`;
        return second.cache === 'BYPASS' ? null : `X-Cache ${second.cache}: expected BYPASS`;
      },
    },
    ...[
      ['the CMS admin refresh cookie', { cookie: 'hubspotutk=1; strapi_admin_refresh=abc' }],
      ["Next's draft-mode cookie", { cookie: '__prerender_bypass=abc' }],
      ['an Authorization header', { authorization: 'Bearer abc' }],
    ].flatMap(([what, headers]) => [
      {
        name: `a page asked with ${what} is never served from the cache`,
        url: page,
        run: async () => {
          const answer = await twice(page, headers);
          return answer.cache === 'BYPASS' ? null : `X-Cache ${answer.cache}: expected BYPASS`;
        },
      },
      {
        name: `an API answer asked with ${what} is never served from the cache`,
        url: api,
        run: async () => {
          const answer = await twice(api, headers);
          return answer.cache === 'BYPASS' ? null : `X-Cache ${answer.cache}: expected BYPASS`;
        },
      },
    ]),
    {
      name: 'an API request naming a status (drafts) is never served from the cache',
      url: `${api}&status=draft`,
      run: async () => {
        const answer = await twice(`${api}&status=draft`);
        return answer.cache === 'BYPASS' ? null : `X-Cache ${answer.cache}: expected BYPASS`;
      },
    },
    {
      name: "a client's X-Forwarded-Host never reaches a cached redirect",
      url: `${SITE}/search?q=cache`,
      run: async () => {
        const target = `${SITE}/search?q=cache`;
        await get(target, { 'x-forwarded-host': 'evil.example', 'accept-language': 'en-US' });
        for (const headers of [{ 'x-forwarded-host': 'evil.example' }, {}]) {
          const answer = await get(target, { ...headers, 'accept-language': 'en-US' });
          const location = answer.headers.get('location') ?? '';
          if (answer.status !== 307 || location.includes('evil.example')) return `status ${answer.status}, Location ${location}`;
        }
        return null;
      },
    },
  ];
  const results = [];
  for (const check of checks) {
    let problem;
    try {
      problem = await check.run();
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    results.push({ name: check.name, url: check.url, problem });
  }
  return results;
}
