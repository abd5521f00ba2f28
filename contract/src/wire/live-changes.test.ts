import { describe, expect, it } from 'vitest';
import { fieldOfOp, parseLiveChange, parseLiveChangeEvent, parseLiveSync, parseOp } from './live-changes.js';

const session = 'a'.repeat(24);
const error = (value: unknown) => ('error' in (value as object) ? (value as { error: string }).error : null);

describe('parseOp', () => {
  it('takes each kind of operation as the builder sends it', () => {
    const ops = [
      { op: 'set', in: 'block', key: 'b1-x', path: ['items', 0, 'answer'], value: 'Yes' },
      { op: 'set', in: 'settings', path: ['title'], value: null },
      { op: 'insert', key: 'b2', after: null, block: { __component: 'blocks.text', __key: 'b2', body: '<p>Hi</p>' } },
      { op: 'remove', key: 'b2' },
      { op: 'move', key: 'b1-x', after: 'b3' },
      { op: 'saved', updatedAt: '2026-11-29T10:00:00.000Z' },
    ];
    for (const op of ops) expect(parseOp(op)).toEqual(op);
  });

  it('refuses paths that could reach a prototype, a block’s identity, or start with an index', () => {
    for (const path of [
      ['__proto__'],
      ['constructor'],
      ['items', 0, 'prototype'],
      ['__key'],
      [0, 'title'],
      [],
      Array(9).fill('a'),
      ['items', -1],
      ['items', 1.5],
    ])
      expect(error(parseOp({ op: 'set', in: 'block', key: 'b1', path, value: 1 }))).toMatch(/path must be/);
  });

  it('refuses values nested past the limit or with a prototype key, and an insert whose block has another key', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 14; i += 1) deep = [deep];
    expect(error(parseOp({ op: 'set', in: 'page', path: ['title'], value: deep }))).toMatch(/nested deeper/);
    expect(error(parseOp({ op: 'set', in: 'page', path: ['seo'], value: JSON.parse('{"__proto__": {"x": 1}}') }))).toMatch(/nested deeper/);
    expect(error(parseOp({ op: 'insert', key: 'b2', after: null, block: { __component: 'blocks.text', __key: 'b3' } }))).toMatch(/__key must be the operation/);
    expect(error(parseOp({ op: 'set', in: 'block', key: 'b1', path: ['title'] }))).toMatch(/value is required/);
    expect(error(parseOp({ op: 'saved', updatedAt: 'yesterday' }))).toMatch(/updatedAt must be/);
    expect(error(parseOp({ op: 'drop', key: 'b1' }))).toMatch(/op must be/);
  });
});

describe('parseLiveChange and parseLiveSync', () => {
  it('name the operation that is wrong', () => {
    expect(
      error(
        parseLiveChange({
          session,
          seq: 1,
          ops: [
            { op: 'remove', key: 'b1' },
            { op: 'remove', key: '../x' },
          ],
        }),
      ),
    ).toMatch(/^ops\[1\] key must be/);
    expect(error(parseLiveChange({ session, seq: 0, ops: [{ op: 'remove', key: 'b1' }] }))).toMatch(/seq must be/);
    expect(error(parseLiveChange({ session, seq: 1, ops: [] }))).toMatch(/ops must be a list of 1 to/);
    expect(error(parseLiveChange({ session: 'x', seq: 1, ops: [] }))).toMatch(/session must be/);
  });

  it('refuses a page with two blocks of one key', () => {
    const block = { __component: 'blocks.text', __key: 'b1' };
    expect(error(parseLiveSync({ session, to: 'b'.repeat(24), page: { blocks: [block, block], settings: {}, page: {} } }))).toMatch(/key of an earlier block/);
    expect('sync' in parseLiveSync({ session, to: 'b'.repeat(24), page: { blocks: [block], settings: {}, page: { title: 'T' } } })).toBe(true);
  });

  it('reads the stream’s change and sync events, and nothing else', () => {
    const change = { type: 'change', session, editor: 3, seq: 2, ops: [{ op: 'remove', key: 'b1' }] };
    expect(parseLiveChangeEvent('change', JSON.stringify(change))).toEqual(change);
    expect(parseLiveChangeEvent('change', JSON.stringify({ ...change, ops: [{ op: 'remove' }] }))).toBeNull();
    expect(parseLiveChangeEvent('presence', JSON.stringify(change))).toBeNull();
    expect(parseLiveChangeEvent('sync', '{')).toBeNull();
  });
});

describe('fieldOfOp', () => {
  it('names where an operation writes as the role’s field permissions do', () => {
    expect(fieldOfOp({ op: 'remove', key: 'b1' })).toBe('draft');
    expect(fieldOfOp({ op: 'set', in: 'settings', path: ['eventDates', 'startDate'], value: 1 })).toBe('draftSettings.eventDates');
    expect(fieldOfOp({ op: 'set', in: 'page', path: ['slug'], value: 'x' })).toBe('slug');
    expect(fieldOfOp({ op: 'saved', updatedAt: '2026-11-29T10:00:00.000Z' })).toBeNull();
  });
});
