import http from 'node:http';
import { CLIENTS, CMS, LIMITS, PORTS, SITE, STARTED, url } from './topology.mjs';

const { E2E_ADMIN } = await import('testing/site-e2e');

/**
 * One request from a client address of our own (`from`, an address of the loopback network: nginx sees it as the
 * peer), on a connection of its own. Answers status, headers and body.
 * @param {string} target
 * @param {{ from: string, method?: string, headers?: Record<string, string>, body?: string }} options
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function send(target, { from, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, localAddress: from, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error(`no answer from ${target} within 15 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const signIn = (target, from, account, forwardedFor) =>
  send(`${target}/admin/login`, { from, method: 'POST', headers: { ...json, 'x-forwarded-for': forwardedFor }, body: JSON.stringify(account) });

/** What is wrong with a 429 answer, or null. */
function notRefused(answer) {
  if (answer.status !== 429) return `status ${answer.status}, expected 429`;
  if (!/^\d+$/.test(String(answer.headers['retry-after'] ?? ''))) return `no Retry-After (got ${answer.headers['retry-after']})`;
  return null;
}

/**
 * (a) The rate limits hold per real client through nginx, whatever the client writes into X-Forwarded-For (nginx
 * replaces the header with the peer's address: deploy/nginx/scale.conf), counted once for both CMS instances (in
 * Redis), and one client's failed sign-ins lock nobody else out. Each client is an address of the loopback network.
 * Returns results in smoke.mjs's form.
 */
export async function clientLimitChecks() {
  /** @type {{ name: string, url: string, check: () => Promise<string | null> }[]} */
  const checks = [
    {
      name: `CMS: ${LIMITS.login} failed sign-ins from one client, to several accounts and each with another forged X-Forwarded-For, and its next sign-in is refused (429)`,
      url: `${CMS}/admin/login`,
      check: async () => {
        for (let i = 0; i < LIMITS.login; i++) {
          const email = i === 0 ? E2E_ADMIN.email : `nobody-${i}@example.com`;
          const failed = await signIn(CMS, CLIENTS.attacker, { email, password: 'Wrong-password1' }, `198.51.100.${i + 1}`);
          if (failed.status !== 400) return `failed sign-in ${i + 1}: status ${failed.status}, expected 400`;
        }
        // The right password, a new forged address: still the same client.
        return notRefused(await signIn(CMS, CLIENTS.attacker, E2E_ADMIN, '198.51.100.250'));
      },
    },
    {
      name: 'CMS: both instances refuse that client (the count is one, in Redis)',
      url: `${url(PORTS.cms1)}/admin/login, ${url(PORTS.cms2)}/admin/login`,
      check: async () => {
        // Asked directly, as nginx would ask them for that client (X-Forwarded-For: its address).
        for (const instance of [url(PORTS.cms1), url(PORTS.cms2)]) {
          const problem = notRefused(await signIn(instance, '127.0.0.1', E2E_ADMIN, CLIENTS.attacker));
          if (problem) return `${instance}: ${problem}`;
        }
        return null;
      },
    },
    {
      name: "CMS: another client signs in to the account meanwhile (another client's failures lock nobody out)",
      url: `${CMS}/admin/login`,
      check: async () => {
        const answer = await signIn(CMS, CLIENTS.editor, E2E_ADMIN, CLIENTS.attacker);
        return answer.status === 200 ? null : `status ${answer.status}, expected 200`;
      },
    },
    {
      name: `site: ${LIMITS.newsletter} newsletter sign-ups from one visitor, each with another forged X-Forwarded-For, and the next is refused (429) while another visitor signs up`,
      url: `${SITE}/api/newsletter`,
      check: async () => {
        const signUp = (from, n, forwardedFor) =>
          send(`${SITE}/api/newsletter`, {
            from,
            method: 'POST',
            headers: { ...json, accept: 'application/json', 'x-forwarded-for': forwardedFor },
            body: JSON.stringify({
              email: `cluster-smoke-${STARTED}-${from}-${n}@example.com`,
              locale: 'en-US',
              pageUri: `${SITE}/en-US/newsroom`,
              pageName: 'Newsroom',
            }),
          });
        for (let i = 0; i < LIMITS.newsletter; i++) {
          const answer = await signUp(CLIENTS.visitor, i, `198.51.100.${i + 1}`);
          if (answer.status !== 200) return `sign-up ${i + 1}: status ${answer.status}, expected 200`;
        }
        const refused = await signUp(CLIENTS.visitor, LIMITS.newsletter, '198.51.100.250');
        const problem = notRefused(refused);
        if (problem) return problem;
        if (!JSON.parse(refused.body).error?.message?.startsWith('Too many sign-ups')) return `the 429 says ${refused.body}`;
        const other = await signUp(CLIENTS.neighbour, 0, CLIENTS.visitor);
        return other.status === 200 ? null : `another visitor: status ${other.status}, expected 200`;
      },
    },
  ];
  const results = [];
  for (const { name, url: target, check } of checks) {
    let problem = null;
    try {
      problem = await check();
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    results.push({ name, url: target, problem });
  }
  return results;
}
