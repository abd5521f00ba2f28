import { describe, expect, it } from 'vitest';
import type { Block, Draft } from '../store/types';
import { threeWayMerge } from './three-way';

const hero = (key: string, title: string, extra: Record<string, unknown> = {}, id?: number): Block => ({
  __key: key,
  __component: 'blocks.hero',
  title,
  text: `${key} text`,
  button: 'Go',
  ...(id === undefined ? {} : { id }),
  ...extra,
});
const faq = (key: string, items: { q: string; a: string }[], id?: number): Block => ({
  __key: key,
  __component: 'blocks.faq',
  heading: 'FAQ',
  items: items.map((item, index) => ({ id: (id ?? 0) * 10 + index, question: item.q, answer: item.a })),
  ...(id === undefined ? {} : { id }),
});
const draft = (blocks: Block[], page: Record<string, unknown> = { title: 'Page', slug: 'page' }, settings: Record<string, unknown> = {}): Draft => ({
  blocks,
  page,
  settings,
});
/** Theirs as the builder reads it back after another tab saved: new component ids, new client keys. */
const reloaded = (blocks: Block[]): Block[] =>
  blocks.map((block, index) => ({ ...JSON.parse(JSON.stringify(block)), __key: `t${index}`, id: 1000 + index }) as Block);
const titles = (value: Draft) => value.blocks.map((block) => String(block.title ?? block.heading));
const names = { blockName: (uid: string) => (uid === 'blocks.hero' ? 'Hero' : 'FAQ') };

const BASE = draft([hero('a', 'A', {}, 1), hero('b', 'B', {}, 2), hero('c', 'C', {}, 3)]);

describe('threeWayMerge: blocks edited', () => {
  it('merges edits to different fields of the same block without asking and lists what came in', () => {
    const mine = draft([hero('a', 'Mine A', {}, 1), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([hero('a', 'A', { button: 'Their button' }), BASE.blocks[1], BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual(['Block 1 (Hero) › Button']);
    const result = merged.resolve({});
    expect(result.blocks[0]).toMatchObject({ __key: 'a', title: 'Mine A', button: 'Their button', text: 'a text' });
    expect(result.blocks.map((block) => block.__key)).toEqual(['a', 'b', 'c']);
  });

  it('merges edits to different blocks', () => {
    const mine = draft([hero('a', 'Mine A'), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[1], hero('c', 'C', { text: 'Their C text' })]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual(['Block 3 (Hero) › Text']);
    expect(titles(merged.resolve({}))).toEqual(['Mine A', 'B', 'C']);
    expect(merged.resolve({}).blocks[2].text).toBe('Their C text');
  });

  it('asks when both changed the same field, with both values, and keeps the chosen one', () => {
    const mine = draft([hero('a', 'A'), hero('b', 'Mine B'), BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], hero('b', 'Their B'), BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, {
      ...names,
      fieldLabel: (model, field) => (model === 'blocks.hero' && field === 'title' ? 'Headline' : undefined),
    });
    expect(merged.conflicts).toEqual([
      { id: 'block:1.title', kind: 'field', where: 'Block 2 (Hero) › Headline', base: 'B', mine: 'Mine B', theirs: 'Their B' },
    ]);
    expect(merged.resolve({ 'block:1.title': 'theirs' }).blocks[1].title).toBe('Their B');
    expect(merged.resolve({ 'block:1.title': 'mine' }).blocks[1].title).toBe('Mine B');
  });

  it('takes a change both sides made alike without asking', () => {
    const mine = draft([hero('a', 'Same'), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([hero('a', 'Same'), BASE.blocks[1], BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual([]);
  });

  it('merges items of a repeatable component field by field, and asks per item field', () => {
    const base = draft([
      faq(
        'f',
        [
          { q: 'Q1', a: 'A1' },
          { q: 'Q2', a: 'A2' },
        ],
        7,
      ),
    ]);
    const mine = draft([
      faq(
        'f',
        [
          { q: 'My Q1', a: 'A1' },
          { q: 'Q2', a: 'My A2' },
        ],
        7,
      ),
    ]);
    const theirs = draft(
      reloaded([
        faq('f', [
          { q: 'Q1', a: 'Their A1' },
          { q: 'Q2', a: 'Their A2' },
        ]),
      ]),
    );
    const merged = threeWayMerge(base, mine, theirs, names);
    expect(merged.incoming).toEqual(['Block 1 (FAQ) › Items 1 › Answer']);
    expect(merged.conflicts).toMatchObject([{ id: 'block:0.items.1.answer', where: 'Block 1 (FAQ) › Items 2 › Answer', mine: 'My A2', theirs: 'Their A2' }]);
    const items = merged.resolve({ 'block:0.items.1.answer': 'theirs' }).blocks[0].items as { question: string; answer: string }[];
    expect(items.map((item) => [item.question, item.answer])).toEqual([
      ['My Q1', 'Their A1'],
      ['Q2', 'Their A2'],
    ]);
  });

  it('asks about the whole list when both sides changed a repeatable to different lengths', () => {
    const base = draft([faq('f', [{ q: 'Q1', a: 'A1' }])]);
    const mine = draft([
      faq('f', [
        { q: 'Q1', a: 'A1' },
        { q: 'Mine', a: 'x' },
      ]),
    ]);
    const theirs = draft(reloaded([faq('f', [{ q: 'Their', a: 'y' }])]));
    const merged = threeWayMerge(base, mine, theirs, names);
    expect(merged.conflicts).toMatchObject([{ id: 'block:0.items', kind: 'field', where: 'Block 1 (FAQ) › Items' }]);
  });
});

describe('threeWayMerge: blocks added', () => {
  it('keeps blocks added on both sides, each after the block it follows on its side', () => {
    const mine = draft([BASE.blocks[0], hero('m', 'Mine new'), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[1], BASE.blocks[2], hero('t', 'Their new')]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual(['Block 5 (Hero): added']);
    expect(titles(merged.resolve({}))).toEqual(['A', 'Mine new', 'B', 'C', 'Their new']);
  });

  it('keeps one block when both sides added the same one', () => {
    const mine = draft([...BASE.blocks, hero('m', 'Twin', { text: 'Same' })]);
    const theirs = draft(reloaded([...BASE.blocks, hero('t', 'Twin', { text: 'Same' })]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(titles(merged.resolve({}))).toEqual(['A', 'B', 'C', 'Twin']);
    expect(merged.incoming).toEqual([]);
  });

  it('keeps blocks added at the same place in both, mine first', () => {
    const mine = draft([BASE.blocks[0], hero('m', 'Mine new'), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], hero('t', 'Their new'), BASE.blocks[1], BASE.blocks[2]]));
    expect(titles(threeWayMerge(BASE, mine, theirs, names).resolve({}))).toEqual(['A', 'Mine new', 'Their new', 'B', 'C']);
  });

  it('adds to a page that was empty on both sides', () => {
    const base = draft([]);
    const merged = threeWayMerge(base, draft([hero('m', 'Mine')]), draft([hero('t', 'Theirs', { text: 'x', button: 'y' })]), names);
    expect(titles(merged.resolve({}))).toEqual(['Mine', 'Theirs']);
    expect(merged.conflicts).toEqual([]);
  });
});

describe('threeWayMerge: blocks removed', () => {
  it('removes a block they removed when mine did not change it, and says so', () => {
    const mine = draft([hero('a', 'Mine A'), BASE.blocks[1], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual(['Hero (block 2 when you opened the page): removed']);
    expect(titles(merged.resolve({}))).toEqual(['Mine A', 'C']);
  });

  it('removes a block I removed when they did not change it', () => {
    const mine = draft([BASE.blocks[0], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[1], hero('c', 'C', { button: 'New' })]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(titles(merged.resolve({}))).toEqual(['A', 'C']);
    expect(merged.resolve({}).blocks[1].button).toBe('New');
  });

  it('asks when they removed a block I edited: kept unless the editor removes it', () => {
    const mine = draft([BASE.blocks[0], hero('b', 'B', { button: 'Mine' }), BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([{ id: 'removed:1', kind: 'removed', where: 'Block 2 (Hero)', removedBy: 'theirs' }]);
    expect(merged.resolve({ 'removed:1': 'mine' }).blocks[1].button).toBe('Mine');
    expect(titles(merged.resolve({ 'removed:1': 'theirs' }))).toEqual(['A', 'C']);
  });

  it('asks when I removed a block they edited', () => {
    const mine = draft([BASE.blocks[0], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], hero('b', 'B', { button: 'Theirs' }), BASE.blocks[2]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([{ id: 'removed:1', kind: 'removed', where: 'Block 2 (Hero)', removedBy: 'mine' }]);
    expect(titles(merged.resolve({ 'removed:1': 'mine' }))).toEqual(['A', 'C']);
    expect(merged.resolve({ 'removed:1': 'theirs' }).blocks[1].button).toBe('Theirs');
  });

  it('drops a block both removed', () => {
    const mine = draft([BASE.blocks[0], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[2]]));
    expect(titles(threeWayMerge(BASE, mine, theirs, names).resolve({}))).toEqual(['A', 'C']);
  });
});

describe('threeWayMerge: blocks moved', () => {
  it('takes their order when only they moved blocks, with my edits and additions', () => {
    const mine = draft([hero('a', 'Mine A'), BASE.blocks[1], BASE.blocks[2], hero('m', 'Mine new')]);
    const theirs = draft(reloaded([BASE.blocks[2], BASE.blocks[0], BASE.blocks[1]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual(['Block order']);
    expect(titles(merged.resolve({}))).toEqual(['C', 'Mine A', 'B', 'Mine new']);
  });

  it('keeps my order when only I moved blocks, with their edits', () => {
    const mine = draft([BASE.blocks[1], BASE.blocks[0], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], hero('b', 'B', { text: 'Theirs' }), BASE.blocks[2]]));
    const result = threeWayMerge(BASE, mine, theirs, names).resolve({});
    expect(titles(result)).toEqual(['B', 'A', 'C']);
    expect(result.blocks[0].text).toBe('Theirs');
  });

  it('asks when both reordered differently, and follows the choice', () => {
    const mine = draft([BASE.blocks[1], BASE.blocks[0], BASE.blocks[2]]);
    const theirs = draft(reloaded([BASE.blocks[0], BASE.blocks[2], BASE.blocks[1]]));
    const merged = threeWayMerge(BASE, mine, theirs, names);
    expect(merged.conflicts).toEqual([{ id: 'order', kind: 'order', where: 'Block order', mine: ['Hero', 'Hero', 'Hero'], theirs: ['Hero', 'Hero', 'Hero'] }]);
    expect(titles(merged.resolve({ order: 'mine' }))).toEqual(['B', 'A', 'C']);
    expect(titles(merged.resolve({ order: 'theirs' }))).toEqual(['A', 'C', 'B']);
  });

  it('does not ask when both made the same move', () => {
    const order = [BASE.blocks[2], BASE.blocks[0], BASE.blocks[1]];
    const merged = threeWayMerge(BASE, draft(order), draft(reloaded(order)), names);
    expect(merged.conflicts).toEqual([]);
    expect(titles(merged.resolve({}))).toEqual(['C', 'A', 'B']);
  });
});

describe('threeWayMerge: page fields and settings', () => {
  it('merges page fields and draftSettings field by field', () => {
    const base = draft([], { title: 'T', slug: 's', tags: [{ id: 1, documentId: 'd1' }] }, { seoTitle: 'S', theme: 'light' });
    const mine = draft([], { title: 'My title', slug: 's', tags: [{ id: 1, documentId: 'd1' }] }, { seoTitle: 'S', theme: 'dark' });
    const theirs = draft([], { title: 'T', slug: 'their-slug', tags: [{ id: 1, documentId: 'd1' }] }, { seoTitle: 'Their SEO', theme: 'blue' });
    const merged = threeWayMerge(base, mine, theirs, {
      ...names,
      settingsModel: 'settings.page',
      fieldLabel: (model, field) => (model === 'settings.page' && field === 'theme' ? 'Colour theme' : undefined),
    });
    expect(merged.incoming).toEqual(['Page › Slug', 'Page settings › Seo title']);
    expect(merged.conflicts).toMatchObject([{ id: 'settings.theme', where: 'Page settings › Colour theme', mine: 'dark', theirs: 'blue' }]);
    const result = merged.resolve({ 'settings.theme': 'theirs' });
    expect(result.page).toMatchObject({ title: 'My title', slug: 'their-slug' });
    expect(result.settings).toEqual({ seoTitle: 'Their SEO', theme: 'blue' });
  });

  it('treats a relation list and a media field as one value each', () => {
    const base = draft([hero('a', 'A', { image: { id: 1, mime: 'image/png' } })], { tags: [{ id: 1, documentId: 'd1' }] });
    const mine = draft([hero('a', 'A', { image: { id: 2, mime: 'image/png' } })], { tags: [{ id: 2, documentId: 'd2' }] });
    const theirs = draft(reloaded([hero('a', 'A', { image: { id: 3, mime: 'image/png' } })]), { tags: [{ id: 3, documentId: 'd3' }] });
    const merged = threeWayMerge(base, mine, theirs, names);
    expect(merged.conflicts.map((conflict) => conflict.id)).toEqual(['block:0.image', 'page.tags']);
  });
});
