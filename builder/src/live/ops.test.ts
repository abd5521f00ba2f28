import { describe, expect, it } from 'vitest';
import { parseOp, type LiveOp } from 'contract/wire';
import type { Block, Draft } from '../store/types';
import { applyOp, applyOps, diffDrafts } from './ops';

const block = (key: string, fields: Record<string, unknown> = {}): Block => ({ __key: key, __component: 'blocks.text', title: key, ...fields });
const draftOf = (...blocks: Block[]): Draft => ({ blocks, settings: { title: 'Launch' }, page: { slug: 'launch' } });
const keys = (draft: Draft) => draft.blocks.map((item) => item.__key);
/** Through JSON, as the operations travel. */
const wire = (ops: LiveOp[]) => JSON.parse(JSON.stringify(ops)) as LiveOp[];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('applyOp', () => {
  it('sets a field of a block, of the settings and of the page, and leaves the rest as it was', () => {
    const draft = draftOf(block('a'), block('b', { items: [{ question: 'Q1' }, { question: 'Q2' }] }));
    const next = applyOps(draft, [
      { op: 'set', in: 'block', key: 'b', path: ['items', 1, 'question'], value: 'Why?' },
      { op: 'set', in: 'settings', path: ['title'], value: 'Spring launch' },
      { op: 'set', in: 'page', path: ['slug'], value: 'spring' },
    ]);
    expect(next.blocks[1].items).toEqual([{ question: 'Q1' }, { question: 'Why?' }]);
    expect(next.blocks[0]).toBe(draft.blocks[0]);
    expect(next.settings).toEqual({ title: 'Spring launch' });
    expect(next.page).toEqual({ slug: 'spring' });
  });

  it('does nothing for a block, a list item or a place that is not there', () => {
    const draft = draftOf(block('a', { items: [{ question: 'Q1' }] }));
    expect(applyOp(draft, { op: 'set', in: 'block', key: 'gone', path: ['title'], value: 'x' })).toBe(draft);
    expect(applyOp(draft, { op: 'set', in: 'block', key: 'a', path: ['items', 3, 'question'], value: 'x' })).toBe(draft);
    expect(applyOp(draft, { op: 'set', in: 'block', key: 'a', path: ['title', 'deeper'], value: 'x' })).toBe(draft);
    expect(applyOp(draft, { op: 'remove', key: 'gone' })).toBe(draft);
    expect(applyOp(draft, { op: 'move', key: 'gone', after: null })).toBe(draft);
  });

  it('inserts after a block, at the top, and at the end when the block it follows is gone', () => {
    const draft = draftOf(block('a'), block('b'));
    expect(keys(applyOp(draft, { op: 'insert', key: 'x', after: 'a', block: { __key: 'x', __component: 'blocks.text' } }))).toEqual(['a', 'x', 'b']);
    expect(keys(applyOp(draft, { op: 'insert', key: 'x', after: null, block: { __key: 'x', __component: 'blocks.text' } }))).toEqual(['x', 'a', 'b']);
    expect(keys(applyOp(draft, { op: 'insert', key: 'x', after: 'gone', block: { __key: 'x', __component: 'blocks.text' } }))).toEqual(['a', 'b', 'x']);
  });

  it('gives the same page when an operation is played twice (a change heard again)', () => {
    const draft = draftOf(block('a'), block('b'), block('c'));
    const ops: LiveOp[] = [
      { op: 'insert', key: 'x', after: 'a', block: { __key: 'x', __component: 'blocks.text' } },
      { op: 'move', key: 'c', after: null },
      { op: 'remove', key: 'b' },
      { op: 'set', in: 'block', key: 'a', path: ['title'], value: 'A' },
    ];
    const once = applyOps(draft, ops);
    expect(applyOps(once, ops)).toEqual(once);
    expect(keys(once)).toEqual(['c', 'a', 'x']);
  });
});

describe('diffDrafts', () => {
  it('says a typed letter as one set at the field, not the whole block', () => {
    const draft = draftOf(block('a', { items: [{ question: 'Q1', answer: 'A' }] }));
    const next = { ...draft, blocks: [{ ...draft.blocks[0], items: [{ question: 'Q1', answer: 'AB' }] }] };
    expect(diffDrafts(draft, next)).toEqual([{ op: 'set', in: 'block', key: 'a', path: ['items', 0, 'answer'], value: 'AB' }]);
  });

  it('says one block moved to the end as one move, and a new list item as the whole list', () => {
    const draft = draftOf(block('a'), block('b'), block('c'), block('d'));
    const moved = { ...draft, blocks: [draft.blocks[1], draft.blocks[2], draft.blocks[3], draft.blocks[0]] };
    expect(diffDrafts(draft, moved)).toEqual([{ op: 'move', key: 'a', after: 'd' }]);
    const grown = { ...draft, blocks: [{ ...draft.blocks[0], items: [{ question: 'New' }] }, ...draft.blocks.slice(1)] };
    expect(diffDrafts(draft, grown)).toEqual([{ op: 'set', in: 'block', key: 'a', path: ['items'], value: [{ question: 'New' }] }]);
  });

  it('sends a file whole, and a field that went as null', () => {
    const image = { id: 4, url: '/a.png', mime: 'image/png', alternativeText: 'A' };
    const draft = draftOf(block('a', { image, caption: 'Hi' }));
    const next = { ...draft, blocks: [{ ...block('a', { image: { ...image, id: 5, url: '/b.png' } }) }] };
    expect(diffDrafts(draft, next)).toEqual([
      { op: 'set', in: 'block', key: 'a', path: ['image'], value: { ...image, id: 5, url: '/b.png' } },
      { op: 'set', in: 'block', key: 'a', path: ['caption'], value: null },
    ]);
  });

  it('makes operations the CMS accepts', () => {
    const draft = draftOf(block('a'), block('b'));
    const next = { ...draft, page: { slug: 'x' }, blocks: [block('c', { items: [{ q: 1 }] }), { ...draft.blocks[1], title: 'B' }] };
    for (const op of wire(diffDrafts(draft, next))) expect(parseOp(op)).toEqual(op);
  });

  it('turns any draft into any other of the same blocks (random edits)', () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let trial = 0; trial < 300; trial += 1) {
      const count = 1 + Math.floor(next() * 8);
      const start = draftOf(...Array.from({ length: count }, (_, i) => block(`k${i}`, { n: i, items: [{ q: 'a' }, { q: 'b' }] })));
      let edited = start;
      for (let step = 0; step < 5; step += 1) {
        const blocks = [...edited.blocks];
        const kind = pick(['move', 'insert', 'remove', 'field', 'item', 'settings']);
        if (kind === 'move' && blocks.length > 1) blocks.splice(Math.floor(next() * blocks.length), 0, ...blocks.splice(Math.floor(next() * blocks.length), 1));
        else if (kind === 'insert') blocks.splice(Math.floor(next() * (blocks.length + 1)), 0, block(`n${trial}-${step}`, { n: step }));
        else if (kind === 'remove' && blocks.length) blocks.splice(Math.floor(next() * blocks.length), 1);
        else if (kind === 'field' && blocks.length) {
          const at = Math.floor(next() * blocks.length);
          blocks[at] = { ...blocks[at], title: `t${step}` };
        } else if (kind === 'item' && blocks.length) {
          const at = Math.floor(next() * blocks.length);
          blocks[at] = { ...blocks[at], items: [{ q: `x${step}` }, ...((blocks[at].items as unknown[]) ?? []).slice(next() < 0.5 ? 1 : 0)] };
        } else if (kind === 'settings') edited = { ...edited, settings: { ...edited.settings, title: `s${step}` } };
        edited = { ...edited, blocks };
      }
      expect(applyOps(start, wire(diffDrafts(start, edited)))).toEqual(edited);
    }
  });
});
