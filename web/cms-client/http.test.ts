import { describe, expect, it } from 'vitest';
import { HttpError, request } from './http';

function fakeFetch(statuses: (number | 'network')[]) {
  const calls: string[] = [];
  const impl = (async (_url: string, init?: RequestInit) => {
    calls.push(init?.method ?? 'GET');
    const next = statuses.shift() ?? 200;
    if (next === 'network') throw new TypeError('fetch failed');
    return new Response('{}', { status: next });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('HTTP retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { impl, calls } = fakeFetch([status, 200]);
    const response = await request('http://cms/x', { fetchImpl: impl, retryDelayMs: 0 });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('retries only once, then fails with the spec message', async () => {
    const { impl, calls } = fakeFetch([503, 503, 200]);
    await expect(request('http://cms/x', { fetchImpl: impl, retryDelayMs: 0 })).rejects.toThrow('Request failed with status code 503');
    expect(calls).toHaveLength(2);
  });

  it('never retries POST', async () => {
    const { impl, calls } = fakeFetch([503, 200]);
    await expect(request('http://cms/x', { method: 'POST', fetchImpl: impl, retryDelayMs: 0 })).rejects.toBeInstanceOf(HttpError);
    expect(calls).toEqual(['POST']);
  });

  it('does not retry other errors, and answers accepted statuses as-is', async () => {
    const notFound = fakeFetch([404]);
    expect((await request('http://cms/x', { fetchImpl: notFound.impl, acceptStatuses: [404] })).status).toBe(404);
    const bad = fakeFetch([400, 200]);
    await expect(request('http://cms/x', { fetchImpl: bad.impl, retryDelayMs: 0 })).rejects.toThrow('status code 400');
    expect(bad.calls).toHaveLength(1);
  });

  it('retries a network error once', async () => {
    const { impl, calls } = fakeFetch(['network', 200]);
    expect((await request('http://cms/x', { fetchImpl: impl, retryDelayMs: 0 })).status).toBe(200);
    expect(calls).toHaveLength(2);
  });
});
