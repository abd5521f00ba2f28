import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from './route';

/**
 * /uploads/* reads the CMS's S3-compatible bucket when it has one, and the CMS's disk for what the
 * bucket does not hold; either way the image is converted for browsers that accept AVIF or WebP.
 * Two local HTTP servers play the bucket (403 for a missing key, as S3 says without public listing)
 * and the CMS.
 */
let bucketPhoto: Buffer;
let diskPhoto: Buffer;
const servers: Server[] = [];
const requested: string[] = [];

async function serve(name: string, files: () => Record<string, Buffer>, missingStatus: number): Promise<string> {
  const server = createServer((req, res) => {
    requested.push(`${name} ${req.url}`);
    const body = files()[req.url ?? ''];
    if (!body) return void res.writeHead(missingStatus).end('missing');
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length, etag: `"${name}-etag"` }).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const photo = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 80, b: 160 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

beforeAll(async () => {
  [bucketPhoto, diskPhoto] = await Promise.all([photo(20), photo(220)]);
  const bucket = await serve('bucket', () => ({ '/media/in_bucket_ab12.png': bucketPhoto, '/media/2026/nested_cd34.png': bucketPhoto }), 403);
  const cms = await serve('cms', () => ({ '/uploads/on_disk_ef56.png': diskPhoto }), 404);
  vi.stubEnv('CMS_URL', cms);
  vi.stubEnv('S3_PUBLIC_URL', 'https://media.example.com/media');
  vi.stubEnv('S3_INTERNAL_URL', `${bucket}/media`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const get = (path: string, accept?: string) =>
  GET(new Request(`http://site.test/uploads/${path}`, { headers: accept ? { accept } : {} }), { params: Promise.resolve({ path: path.split('/') }) });

describe('GET /uploads/* with the uploads in a bucket', () => {
  it("sends the bucket's file as it is to a browser that names no modern format", async () => {
    requested.length = 0;
    const response = await get('in_bucket_ab12.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('etag')).toBe('"bucket-etag"');
    expect(Buffer.from(await response.arrayBuffer()).equals(bucketPhoto)).toBe(true);
    expect(requested).toEqual(['bucket /media/in_bucket_ab12.png']);
  });

  it("converts the bucket's file to WebP for a browser that accepts it, keys under folders included", async () => {
    const response = await get('2026/nested_cd34.png', 'image/webp,*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('reads a file the bucket does not hold (uploaded before it was configured) from the CMS', async () => {
    requested.length = 0;
    const response = await get('on_disk_ef56.png');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(diskPhoto)).toBe(true);
    expect(requested).toEqual(['bucket /media/on_disk_ef56.png', 'cms /uploads/on_disk_ef56.png']);
  });

  it('is a 404 when neither has it', async () => {
    expect((await get('nowhere_0000.png')).status).toBe(404);
    expect((await get('nowhere_0000.png', 'image/avif')).status).toBe(404);
  });
});
