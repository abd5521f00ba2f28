import { describe, expect, it } from 'vitest';
import { draftPayload, publishPayload, unpublishPayload } from './serialize';
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
  it('publishes by copying draft → published and draftSettings → publishedSettings', () => {
    const payload = publishPayload(blocks, { id: 4, seoTitle: 'SEO' }, 'shared.landing-settings', components);
    expect(payload.published).toEqual(payload.draft);
    expect(payload.publishedSettings).toEqual({ seoTitle: 'SEO' });
    expect(JSON.stringify(payload.published)).not.toMatch(/"id"/);
  });
  it('unpublishes by clearing published and publishedSettings', () => {
    expect(unpublishPayload()).toEqual({ published: [], publishedSettings: null });
  });
});
