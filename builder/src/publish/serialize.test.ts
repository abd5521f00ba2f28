import { describe, expect, it } from 'vitest';
import { draftPayload } from './serialize';
import { components } from '../schema/fixtures';
import type { Block } from '../store/types';

const blocks: Block[] = [
  { __key: 'k', __component: 'blocks.hero-image-left', id: 12, title: 'Hi', image: { id: 5, url: '/uploads/a.png', mime: 'image/png' }, stray: 'x' },
  { __key: 'l', __component: 'blocks.faq-collapse', id: 3, items: [{ id: 9, uuid: 'u', question: 'Q', answer: '<p>A</p>' }] },
];

describe('payloads for the content-manager API', () => {
  it('sends media as ids, drops component ids, client keys and unknown keys', () => {
    const { draft } = draftPayload(blocks, {}, 'shared.landing-settings', components);
    expect(draft).toEqual([
      { __component: 'blocks.hero-image-left', title: 'Hi', image: 5 },
      { __component: 'blocks.faq-collapse', items: [{ uuid: 'u', question: 'Q', answer: '<p>A</p>' }] },
    ]);
  });
});
