import { describe, expect, it } from 'vitest';
import { generateRequest as generate, type FuzzContext } from './requests';

const CONTEXT: FuzzContext = { adminToken: 'fuzz-admin-token', articleDocumentId: 'articledocumentid0000001', landingDocumentId: 'landingdocumentid0000001' };
const generateRequest = (seed: number, index: number) => generate(seed, index, CONTEXT);

describe('generateRequest', () => {
  it('gives the same request for the same seed and index, so a failure can be replayed alone', () => {
    for (const index of [0, 1, 517, 9999]) expect(generateRequest(7, index)).toEqual(generateRequest(7, index));
  });

  it('gives other requests for another seed', () => {
    const targets = (seed: number) => Array.from({ length: 50 }, (_, i) => generateRequest(seed, i).target).join('\n');
    expect(targets(1)).not.toBe(targets(2));
  });

  it('covers the junk the issue lists', () => {
    const requests = Array.from({ length: 3000 }, (_, i) => generateRequest(1, i));
    const kinds = new Set(requests.map((r) => r.bodyKind.replace(/ \(.*$/, '')));
    for (const kind of ['json', 'invalid json', 'multipart', 'multipart without boundary', 'multipart truncated', 'form', 'large json'])
      expect(kinds).toContain(kind);
    const methods = new Set(requests.map((r) => r.method));
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT']) expect(methods).toContain(method);
    expect(requests.some((r) => r.headers['content-encoding'] === 'gzip')).toBe(true);
    expect(requests.some((r) => r.target.includes('filters[$contains]'))).toBe(true);
    expect(requests.some((r) => r.target.includes('/%00'))).toBe(true);
    expect(requests.some((r) => r.body?.includes('\\u0000'))).toBe(true);
    expect(requests.some((r) => r.body?.includes('\\ud800'))).toBe(true);
  });

  it("reaches Strapi's admin sign-in routes without a token and the admin API with one", () => {
    const requests = Array.from({ length: 3000 }, (_, i) => generateRequest(1, i));
    for (const path of ['/admin/forgot-password', '/admin/register-admin', '/admin/register', '/admin/reset-password'])
      expect(requests.some((r) => r.target.startsWith(path) && !r.headers.authorization)).toBe(true);
    const signedIn = requests.filter((r) => r.headers.authorization === `Bearer ${CONTEXT.adminToken}`);
    for (const prefix of ['/admin/users', '/content-manager/collection-types/api::article.article', '/upload', '/publishing/pages/'])
      expect(signedIn.some((r) => r.target.startsWith(prefix))).toBe(true);
    expect(signedIn.some((r) => r.target.includes(CONTEXT.articleDocumentId))).toBe(true);
    expect(signedIn.some((r) => r.method === 'GET' && /^\/publishing\/pages\/[^/]+\/[^/]+\/live\?.*locale=/.test(r.target))).toBe(true);
    expect(signedIn.some((r) => r.method === 'POST' && /\/live/.test(r.target) && r.body?.includes('"session"'))).toBe(true);
    // Uploads carry a real image, and junk in their fileInfo.
    expect(signedIn.some((r) => r.target === '/upload' && r.body?.includes(Buffer.from('\x89PNG', 'latin1')))).toBe(true);
  });
});
