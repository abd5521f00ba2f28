import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_CONTEXT_MAX } from 'contract/rules';

const stored: unknown[] = [];
vi.mock('../../../cms-client/cms', () => ({
  storeSubscription: async (subscription: unknown) => {
    stored.push(subscription);
    return { ok: true };
  },
}));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
const { POST } = await import('./route');

const post = (body: unknown) =>
  POST(new Request('http://site.test/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('POST /api/newsletter', () => {
  beforeEach(() => {
    stored.length = 0;
  });

  it('sends the CMS no more context than it stores: a long page title is cut to its limit, not refused', async () => {
    const response = await post({ email: 'reader@example.com', locale: 'en-US', pageUri: 'http://localhost:3000/en-US/x', pageName: 'T'.repeat(400) });
    expect(response.status).toBe(200);
    expect(stored).toEqual([expect.objectContaining({ email: 'reader@example.com', pageName: 'T'.repeat(SUBSCRIPTION_CONTEXT_MAX.pageName) })]);
  });

  it('refuses a 10 KB near-miss address at once, naming the field, and stores nothing', async () => {
    const response = await post({ email: `${'a'.repeat(10_000)}!` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Please provide a valid email address.', field: 'email' } });
    expect(stored).toEqual([]);
  });
});
