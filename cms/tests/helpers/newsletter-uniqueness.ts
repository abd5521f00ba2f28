import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TestCms } from 'testing/cms';
import { migrateSchema } from '../../src/bootstrap/schema';
import { MIGRATIONS_TABLE } from '../../src/migrations/runner';
import { normaliseSubscriptions } from '../../src/newsletter/store';

const UID = 'api::newsletter-subscription.newsletter-subscription';

/** The newsletter's one-row-per-email guarantee, run against a CMS on each supported database. */
export function describeNewsletterUniqueness(database: string, start: () => Promise<TestCms>): void {
  describe(`newsletter sign-ups are unique by email (${database})`, () => {
    let cms: TestCms;
    const api = () => request(cms.strapi.server.httpServer);
    const rows = (email: string) => cms.strapi.db.connection('newsletter_subscriptions').whereRaw('lower(email) = ?', [email]).select('id', 'email');

    /** One sign-up on its own connection, as separate browsers send them (supertest's are too orderly to race). */
    const signUp = (email: string): Promise<number> => {
      const body = JSON.stringify({ email });
      const { port } = cms.strapi.server.httpServer.address() as AddressInfo;
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/newsletter',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    };

    beforeAll(async () => {
      cms = await start();
      const server = cms.strapi.server.httpServer;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await cms?.stop();
    });

    it('20 concurrent sign-ups of each of 5 addresses store one row each: one 201, the rest 200', async () => {
      const addresses = ['race1', 'race2', 'race3', 'race4', 'race5'].map((name) => `${name}@example.com`);
      const spellings = (email: string) => [email, email.toUpperCase(), ` ${email.replace('race', 'Race')} `];
      const requests = addresses.flatMap((email) => Array.from({ length: 20 }, (_, i) => ({ email, sent: spellings(email)[i % 3] })));
      const statuses = await Promise.all(requests.map(({ sent }) => signUp(sent)));
      for (const email of addresses) {
        const mine = statuses.filter((_, i) => requests[i].email === email);
        expect(mine.sort(), email).toEqual([...Array(19).fill(200), 201]);
        expect(await rows(email), email).toEqual([{ id: expect.anything(), email }]);
      }
      const stored = await cms.strapi.db.query(UID).findMany({ where: { email: addresses[0] } });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ documentId: expect.any(String), publishedAt: expect.anything() });
    });

    it('the database itself refuses a second row for an address, whatever its case', async () => {
      await cms.strapi.db.query(UID).create({ data: { email: 'first@example.com' } });
      await expect(cms.strapi.db.query(UID).create({ data: { email: 'First@Example.com' } })).rejects.toThrow();
      expect(await rows('first@example.com')).toHaveLength(1);
    });

    it('on start, duplicates stored before the index existed are removed (the earliest kept) and emails normalised', async () => {
      const knex = cms.strapi.db.connection;
      // A database from before the migration that adds the index.
      await knex.raw('DROP INDEX newsletter_subscriptions_email_unique');
      await knex(MIGRATIONS_TABLE).where({ name: '0006-newsletter-unique-email' }).delete();
      for (const email of ['Old@Example.com', 'old@example.com ', 'OLD@EXAMPLE.COM', 'other@example.com']) {
        await cms.strapi.db.query(UID).create({ data: { email, pageName: email } });
      }
      await migrateSchema(cms.strapi);
      expect(await rows('old@example.com')).toEqual([{ id: expect.anything(), email: 'old@example.com' }]);
      expect((await cms.strapi.db.query(UID).findOne({ where: { email: 'old@example.com' } }))?.pageName).toBe('Old@Example.com');
      expect(await rows('other@example.com')).toHaveLength(1);
      const again = await api().post('/api/newsletter').send({ email: 'OLD@example.com' });
      expect(again.status).toBe(200);
      expect(await rows('old@example.com')).toHaveLength(1);
    });

    it('every start stores an email typed in the admin as the public route does', async () => {
      await cms.strapi.db.query(UID).create({ data: { email: 'Typed@Example.COM' } });
      expect(await rows('typed@example.com')).toEqual([{ id: expect.anything(), email: 'Typed@Example.COM' }]);
      await cms.strapi.db.connection.transaction((trx) => normaliseSubscriptions(trx));
      expect(await rows('typed@example.com')).toEqual([{ id: expect.anything(), email: 'typed@example.com' }]);
    });
  });
}
