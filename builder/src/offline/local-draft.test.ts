import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocal, localKey, readLocal, writeLocal, type LocalDraft } from './local-draft';

const value: LocalDraft = {
  draft: { blocks: [{ __key: 'a', __component: 'blocks.text', title: 'Offline edit' }], settings: {}, page: { slug: 's' } },
  baseUpdatedAt: '2026-01-01T00:00:00.000Z',
  savedAt: '2026-01-01T00:01:00.000Z',
  pending: true,
};

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());
  it('keeps one draft per page and locale', () => {
    expect(localKey('landing-page', 'abc', 'es-US')).toBe('builder:unsaved:landing-page:abc:es-US');
  });
  it('round-trips unsaved work and clears it', () => {
    const key = localKey('article', 'd', 'en-US');
    writeLocal(key, value);
    expect(readLocal(key)).toEqual(value);
    clearLocal(key);
    expect(readLocal(key)).toBeNull();
  });
  it('drops an unreadable entry instead of failing', () => {
    localStorage.setItem('k', '{not json');
    expect(readLocal('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });
  it('stores no token', () => {
    writeLocal('k', value);
    expect(Object.values({ ...localStorage }).join('')).not.toMatch(/token|Bearer|eyJ/);
  });
});
