import { describe, expect, it } from 'vitest';
import { KEY_INDEXES, keyIndexName } from './key-indexes';

describe('KEY_INDEXES', () => {
  it('has one grid index per taxonomy key, each with a name of its own', () => {
    expect(new Set(KEY_INDEXES.map((k) => k.name)).size).toBe(KEY_INDEXES.length);
    expect(KEY_INDEXES.length).toBe(14);
  });

  it('names each within PostgreSQL identifier length (63 bytes), so the reconciliation finds it by its name', () => {
    for (const key of KEY_INDEXES) expect(Buffer.byteLength(keyIndexName(key.name)), key.name).toBeLessThanOrEqual(63);
  });
});
