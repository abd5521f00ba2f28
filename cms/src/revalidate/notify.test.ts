import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySite } from './notify';

const notice = { event: 'entry.publish', model: 'article', entry: { slug: 'a' } } as const;

describe('notifySite', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    vi.unstubAllEnvs();
  });

  it('warns once while the site is unreachable, then counts what it missed when the site answers again', async () => {
    // A port that was free a moment ago: nothing listens there until the server below starts.
    server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    vi.stubEnv('WEB_REVALIDATE_URL', `http://127.0.0.1:${port}/api/revalidate`);
    const log = { warn: vi.fn(), info: vi.fn() };
    const strapi = { log } as unknown as Core.Strapi;

    for (let i = 0; i < 5; i += 1) notifySite(strapi, notice);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/^Revalidation request to http:\/\/127\.0\.0\.1:\d+\/api\/revalidate failed: /);

    server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    notifySite(strapi, notice);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(log.info.mock.calls[0][0]).toContain('5 revalidation notice(s) did not reach it');
    notifySite(strapi, notice);
    await new Promise((r) => setTimeout(r, 200));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
