import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminToken } from './helpers/admin';
import { png } from 'testing/png';
import { startCms, type TestCms } from 'testing/cms';

/**
 * Uploads on S3-compatible storage (src/config/upload-storage.ts): with S3_BUCKET set, the CMS stores
 * files through Strapi's aws-s3 provider in the bucket (here s3rver, a local S3-compatible server),
 * their URLs are under S3_PUBLIC_URL, and its Content-Security-Policy lets the admin show them.
 */
const BUCKET = 'cms-uploads';
let s3: S3rver;
let s3Dir: string;
let publicUrl: string;
let cms: TestCms;
const api = () => request(cms.strapi.server.httpServer);

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'cms-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  publicUrl = `${endpoint}/${BUCKET}`;
  cms = await startCms('upload_s3', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_PUBLIC_URL: `${publicUrl}/`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await cms?.stop();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores an uploaded image and its thumbnail in the bucket, under the public URL, and deletes them with the file', async () => {
    const token = await adminToken(cms);
    const image = png(400, 300);
    const res = await api()
      .post('/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('files', image, 'bucket-photo.png')
      .field('fileInfo', JSON.stringify({ name: 'bucket-photo.png', alternativeText: 'In the bucket' }));
    expect(res.status).toBe(201);
    const file = res.body[0] as { id: number; url: string; provider: string; formats: Record<string, { url: string }> | null };
    expect(file.provider).toBe('aws-s3');
    expect(file.url.startsWith(`${publicUrl}/`)).toBe(true);
    expect(file.url.slice(publicUrl.length + 1)).toMatch(/^bucket_photo_[0-9a-f]+\.png$/);
    expect(file.formats?.thumbnail?.url.startsWith(`${publicUrl}/thumbnail_bucket_photo_`)).toBe(true);

    // The bucket serves the same bytes at the file's public URL (s3rver, anonymous GET as a browser would).
    const stored = await fetch(file.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    // Strapi re-encodes the original (size optimisation): the bucket holds a whole PNG of the same size in pixels.
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(image.subarray(0, 8))).toBe(true);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([400, 300]);
    expect(bytes.subarray(-12).equals(image.subarray(-12))).toBe(true); // ends with the IEND chunk: nothing cut or appended
    expect((await fetch(file.formats!.thumbnail!.url)).status).toBe(200);
    // Nothing was written to the CMS's own disk.
    expect((await api().get(`/uploads/${path.basename(file.url)}`)).status).toBe(404);

    await api().delete(`/upload/files/${file.id}`).set('authorization', `Bearer ${token}`).expect(200);
    expect((await fetch(file.url)).status).toBe(404);
    expect((await fetch(file.formats!.thumbnail!.url)).status).toBe(404);
  });

  it("lets the admin show the bucket's files (img-src, media-src) and nothing else new", async () => {
    const res = await api().get('/api/newsroom').expect(200);
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(' '))
        .map(([name, ...values]) => [name, values]),
    );
    const origin = new URL(publicUrl).origin;
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', origin]);
    expect(csp['media-src']).toEqual(["'self'", 'data:', 'blob:', origin]);
    expect(csp['connect-src']).toEqual(["'self'", 'https:', origin]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});
