import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { startSharedCms } from './helpers/shared';

let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);

async function createEvent(data: Record<string, unknown>) {
  await cms.strapi.documents('api::rsvp-event.rsvp-event').create({ data } as never);
}

beforeAll(async () => {
  cms = await startSharedCms();
  await createEvent({ key: 'launch-2026', title: 'Launch', max: 20, maxpp: 3 });
  await createEvent({ key: 'small', title: 'Small', max: 4, maxpp: 3 });
  await createEvent({ key: 'past', title: 'Past', expires: '2020-01-01T00:00:00.000Z' });
  await createEvent({ key: 'doi', title: 'Double opt-in', doubleOptIn: true });
});
afterAll(async () => {
  await cms?.stop();
});

describe('RSVP seat limit under concurrency', () => {
  it('200 concurrent submissions for 20 seats take exactly 20 seats', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api()
          .post('/api/rsvp/launch-2026')
          .send({ email: `guest${i}@example.com`, status: 'confirmed', amount: 1 }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const bookedOut = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(20);
    expect(bookedOut).toHaveLength(180);
    expect(bookedOut[0].body).toEqual({ ok: false, code: 6, message: 'This event is booked out' });
    const count = await api().get('/api/rsvp/launch-2026/count');
    expect(count.body).toEqual({ total: 20, max: 20, seatsLeft: 0, expires: null });
    const rows = await cms.strapi.db.query('api::rsvp-response.rsvp-response').count({ where: { event: { key: 'launch-2026' } } });
    expect(rows).toBe(20);
  });
});

describe('POST /api/rsvp/:eventKey', () => {
  it('stores an answer and counts its seats', async () => {
    const res = await api()
      .post('/api/rsvp/small')
      .send({ email: 'Ann@Example.com', status: 'confirmed', amount: 2, language: 'en', payload: { company: 'ACME' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, status: 'ok' });
    expect((await api().get('/api/rsvp/small/count')).body).toMatchObject({ total: 2, seatsLeft: 2 });
  });

  it('a second answer from the same email replaces the first', async () => {
    await api().post('/api/rsvp/small').send({ email: 'ann@example.com', status: 'confirmed', amount: 1 });
    expect((await api().get('/api/rsvp/small/count')).body).toMatchObject({ total: 1, seatsLeft: 3 });
    await api().post('/api/rsvp/small').send({ email: 'ann@example.com', status: 'declined', amount: 1 });
    expect((await api().get('/api/rsvp/small/count')).body).toMatchObject({ total: 0, seatsLeft: 4 });
  });

  it('booked out for more than one seat says so (code 6)', async () => {
    await api().post('/api/rsvp/small').send({ email: 'b@example.com', amount: 3 });
    const res = await api().post('/api/rsvp/small').send({ email: 'c@example.com', amount: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, code: 6, message: 'Not enough seats left for this amount' });
  });

  it.each([
    ['small', { email: 'not-an-email', amount: 1 }, 400, 2],
    ['small', { email: 'x@example.com', amount: 4 }, 400, 1],
    ['small', { email: 'x@example.com', amount: 0 }, 400, 1],
    ['small', { email: 'x@example.com', status: 'maybe' }, 400, 1],
    ['past', { email: 'x@example.com' }, 410, 5],
    ['nobody', { email: 'x@example.com' }, 404, 4],
    ['bad%20key', { email: 'x@example.com' }, 400, 1],
  ])('%s %j → %i code %i', async (key, body, status, code) => {
    const res = await api().post(`/api/rsvp/${key}`).send(body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers doi for a double opt-in event', async () => {
    const res = await api().post('/api/rsvp/doi').send({ email: 'd@example.com' });
    expect(res.body).toEqual({ ok: true, status: 'doi' });
  });

  it('count of an unknown event is a 404 with code 4', async () => {
    const res = await api().get('/api/rsvp/nobody/count');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(4);
  });
});

describe('POST /api/newsletter', () => {
  it('stores a subscription once (idempotent)', async () => {
    const body = { email: 'Reader@Example.com', locale: 'en-US', pageUri: 'http://localhost:3000/en-US/newsroom', pageName: 'Newsroom' };
    expect((await api().post('/api/newsletter').send(body)).status).toBe(201);
    expect((await api().post('/api/newsletter').send(body)).status).toBe(200);
    expect(await cms.strapi.db.query('api::newsletter-subscription.newsletter-subscription').count({ where: { email: 'reader@example.com' } })).toBe(1);
  });

  it.each(['', 'reader@', 'reader@example', 'reader@example.comm', 'a b@example.com'])('refuses %j with the spec message', async (email) => {
    const res = await api().post('/api/newsletter').send({ email });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('email: Please provide a valid email address.');
  });

  it('accepts a repeatable top-level group', async () => {
    expect((await api().post('/api/newsletter').send({ email: 'a.b@mail.example.co.uk' })).status).toBe(201);
  });
});
