import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent', () => {
  it('ignores component ids and keys, compares files by id and documents by documentId, treats empties alike', () => {
    expect(sameContent({ id: 1, __key: 'x', title: 'T' }, { id: 2, __key: 'y', title: 'T' })).toBe(true);
    expect(sameContent({ image: { id: 5, mime: 'image/png', url: '/a' } }, { image: { id: 5, mime: 'image/png', url: '/b' } })).toBe(true);
    expect(sameContent({ image: { id: 5, mime: 'image/png' } }, { image: { id: 6, mime: 'image/png' } })).toBe(false);
    expect(sameContent([{ id: 1, documentId: 'd1', title: 'x' }], [{ id: 9, documentId: 'd1', title: 'y' }])).toBe(true);
    expect(sameContent({ subtitle: null }, { subtitle: '' })).toBe(true);
    expect(sameContent({ items: [] }, {})).toBe(true);
    expect(sameContent({ button: null }, { button: { id: 3, label: null, url: '' } })).toBe(true);
    expect(sameContent({ button: null }, { button: { id: 3, label: 'Go', url: '' } })).toBe(false);
    expect(sameContent({ dark: false }, { dark: null })).toBe(false);
    expect(sameContent({ title: 'a' }, { title: 'b' })).toBe(false);
  });
});
