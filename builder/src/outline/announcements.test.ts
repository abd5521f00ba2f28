import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { makeAnnouncements } from './announcements';
import { PALETTE_PREFIX } from '../palette/Palette';
import { components } from '../schema/fixtures';
import type { Block } from '../store/types';

const block = (key: string): Block => ({ __key: key, __component: 'blocks.hero-image-left' });
const active = (id: string, name?: string) => ({ id, data: { current: name ? { name } : undefined } }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
// The CMS's name of the block, not its schema's CamelCase display name.
const displayName = 'Hero with image';

describe('drag announcements', () => {
  it('speaks names and positions while moving', () => {
    const blocks = [block('a'), block('b'), block('c')];
    const say = makeAnnouncements(() => blocks, components);
    expect(say.onDragStart({ active: active('c') })).toBe(`Picked up ${displayName}, at position 3 of 3.`);
    expect(say.onDragOver!({ active: active('c'), over: over('a') })).toBe(`${displayName} is over at position 1 of 3.`);
  });
  it('announces a moved block where it landed (the store has the move when dnd-kit announces)', () => {
    let blocks = [block('a'), block('b'), block('c')];
    const say = makeAnnouncements(() => blocks, components);
    blocks = [blocks[0], blocks[2], blocks[1]]; // c dropped over b
    expect(say.onDragEnd!({ active: active('c'), over: over('b') })).toBe(`Dropped ${displayName} at position 2 of 3.`);
  });
  it('announces palette drops and drops outside the page without a wrong position', () => {
    const say = makeAnnouncements(() => [block('a')], components);
    expect(say.onDragEnd!({ active: active(`${PALETTE_PREFIX}blocks.faq-collapse`, 'FAQCollapse'), over: over('a') })).toBe(
      'Dropped new FAQCollapse block on the page.',
    );
    expect(say.onDragEnd!({ active: active('a'), over: null })).toBe(`${displayName} was dropped outside the page; nothing changed.`);
  });
});
