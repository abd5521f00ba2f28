import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server';
import { fetchRsvpCount, rsvpErrorKey, submitRsvp } from './api';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(0);
});
afterAll(() => server.close());

describe('RSVP client against the contract (local mock)', () => {
  it('reads the count, and falls back to total 0 on failure', async () => {
    expect(await fetchRsvpCount(server.url, 'small-dinner')).toEqual({ total: 2, max: 3, seatsLeft: 1, expires: null });
    expect(await fetchRsvpCount(server.url, 'nope')).toEqual({ total: 0, max: null, seatsLeft: null, expires: null });
    expect(await fetchRsvpCount('http://127.0.0.1:1', 'x')).toMatchObject({ total: 0 });
  });

  it('posts a submission and reads ok / doi / error codes', async () => {
    const body = { email: 'a@example.com', status: 'confirmed' as const, amount: 1, language: 'en' };
    expect(await submitRsvp(server.url, 'launch-2026', body)).toEqual({ ok: true, status: 'ok' });
    expect(await submitRsvp(server.url, 'doi-event', body)).toEqual({ ok: true, status: 'doi' });
    expect(await submitRsvp(server.url, 'launch-2026', { ...body, email: 'bad' })).toMatchObject({ ok: false, code: 2 });
    expect(await submitRsvp(server.url, 'closed', body)).toMatchObject({ ok: false, code: 5 });
    expect(await submitRsvp(server.url, 'sold-out', body)).toMatchObject({ ok: false, code: 6 });
    expect(await submitRsvp(server.url, 'unknown', body)).toMatchObject({ ok: false, code: 4 });
  });

  it.each([
    [2, 1, 'form.error.email'],
    [5, 1, 'label.rsvp.expired'],
    [6, 2, 'form.error.bookedoutmany'],
    [6, 1, 'label.rsvp.bookedout'],
    [1, 1, 'form.error.sending'],
    [4, 1, 'form.error.sending'],
    [0, 1, 'form.error.sending'],
  ])('code %i with amount %i maps to %s', (code, amount, key) => {
    expect(rsvpErrorKey(code, amount)).toBe(key);
  });
});
