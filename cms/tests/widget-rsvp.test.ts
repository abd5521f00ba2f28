/** The widget's RSVP client against the real CMS on PostgreSQL: the contract both sides rely on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';
import { fetchRsvpCount, rsvpErrorKey, submitRsvp } from '../../widget/src/rsvp/api';

let cms: TestCms;
let api: string;

beforeAll(async () => {
  cms = await startSharedCms();
  await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data: { key: 'webinar', title: 'Webinar', max: 3, maxpp: 2 } } as never);
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(cms.strapi.server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => cms.strapi.server.httpServer.close(resolve));
  await cms?.stop();
});

describe('widget RSVP client ↔ CMS', () => {
  it('reads seats, submits, and sees the seats go', async () => {
    expect(await fetchRsvpCount(api, 'webinar')).toEqual({ total: 0, max: 3, seatsLeft: 3, expires: null });
    expect(await submitRsvp(api, 'webinar', { email: 'a@example.com', status: 'confirmed', amount: 2, language: 'de', payload: { company: 'ACME' } })).toEqual({
      ok: true,
      status: 'ok',
    });
    expect(await fetchRsvpCount(api, 'webinar')).toMatchObject({ total: 2, seatsLeft: 1 });
  });

  it("maps the CMS error codes to the spec's messages", async () => {
    const many = await submitRsvp(api, 'webinar', { email: 'b@example.com', status: 'confirmed', amount: 2, language: 'en' });
    expect(many).toMatchObject({ ok: false, code: 6 });
    expect(rsvpErrorKey((many as { code: number }).code, 2)).toBe('form.error.bookedoutmany');
    const email = await submitRsvp(api, 'webinar', { email: 'nope', status: 'confirmed', amount: 1, language: 'en' });
    expect(rsvpErrorKey((email as { code: number }).code, 1)).toBe('form.error.email');
  });

  it('an unknown event counts as 0 seats taken', async () => {
    expect(await fetchRsvpCount(api, 'unknown-event')).toEqual({ total: 0, max: null, seatsLeft: null, expires: null });
  });
});
