import { describe, expect, it } from 'vitest';
import { generateRequest } from './requests';

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
});
