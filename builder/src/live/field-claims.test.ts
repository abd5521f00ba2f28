import { describe, expect, it } from 'vitest';
import type { LiveOp } from 'contract/wire';
import { fieldClaims, overlaps } from './field-claims';
import type { Peer } from './peers';

const ada = { id: 1, name: 'Ada Lovelace', initials: 'AL', colour: '#047857' };
const writing = (key: string, field: string): Peer[] => [{ editor: ada, selected: [key], fields: [{ key, field }] }];
const set = (key: string, ...path: (string | number)[]): LiveOp => ({ op: 'set', in: 'block', key, path, value: 'x' });

describe('overlaps', () => {
  it('meets when one path is the other or inside it', () => {
    expect(overlaps(['items', 0, 'answer'], 'items.0.answer')).toBe(true);
    expect(overlaps(['items'], 'items.0.answer')).toBe(true);
    expect(overlaps(['items', 0, 'answer', 'x'], 'items.0')).toBe(true);
    expect(overlaps(['items', 1, 'answer'], 'items.0.answer')).toBe(false);
    expect(overlaps(['title'], 'subtitle')).toBe(false);
  });
});

describe('fieldClaims', () => {
  it('holds edits to a field another editor writes in, and to the list around it; not other fields or blocks', () => {
    const claims = fieldClaims();
    claims.see(writing('k1', 'items.0.answer'));
    expect(claims.holds(set('k1', 'items', 0, 'answer'))).toBe(true);
    expect(claims.holds(set('k1', 'items'))).toBe(true);
    expect(claims.holds(set('k1', 'items', 1, 'answer'))).toBe(false);
    expect(claims.holds(set('k2', 'items', 0, 'answer'))).toBe(false);
    expect(claims.holds({ op: 'remove', key: 'k1' })).toBe(false);
    claims.see([]);
    expect(claims.holds(set('k1', 'items', 0, 'answer'))).toBe(false);
  });

  it('lets the one who was in the field first go on', () => {
    let time = 0;
    const claims = fieldClaims(() => time);
    claims.enter('k1', 'title');
    time = 5;
    claims.see(writing('k1', 'title'));
    expect(claims.holds(set('k1', 'title'))).toBe(false);
    // Left and came back after them: now this tab waits.
    claims.enter('k1', null);
    time = 9;
    claims.enter('k1', 'title');
    expect(claims.holds(set('k1', 'title'))).toBe(true);
  });
});
