import { describe, expect, it } from 'vitest';
import { familyOf, paletteGroups } from './group';
import type { ComponentMap } from '../schema/types';

const component = (uid: string, displayName: string, category = 'blocks') => ({ uid, category, schema: { displayName, attributes: {} } });
const components: ComponentMap = Object.fromEntries(
  [
    component('blocks.hero-image-left', 'HeroImageLeft'),
    component('blocks.hero-video-center', 'HeroVideoCenter'),
    component('blocks.faq-list', 'FAQList'),
    component('blocks.faq-collapse', 'FAQCollapse'),
    component('blocks.raw-html', 'RawHtml'),
    component('article.text', 'Text', 'article'),
    component('shared.button', 'Button', 'shared'),
  ].map((c) => [c.uid, c]),
);
const allowed = ['blocks.hero-image-left', 'blocks.hero-video-center', 'blocks.faq-list', 'blocks.faq-collapse', 'blocks.raw-html', 'article.text'];

describe('palette groups', () => {
  it('takes the family from the display name', () => {
    expect(familyOf('HeroImageLeft')).toBe('Hero');
    expect(familyOf('FAQCollapse')).toBe('FAQ');
    expect(familyOf('Guarantee7Days')).toBe('Guarantee');
  });
  it('groups the allowed components by family, singletons under Content, sorted by their readable names', () => {
    expect(paletteGroups(allowed, components).map((g) => [g.name, g.blocks.map((b) => b.schema.displayName)])).toEqual([
      ['FAQ', ['FAQCollapse', 'FAQList']],
      ['Hero', ['HeroImageLeft', 'HeroVideoCenter']],
      ['Content', ['Text', 'RawHtml']],
    ]);
  });
  it('only offers what the dynamic zone allows', () => {
    expect(paletteGroups(allowed, components).flatMap((g) => g.blocks.map((b) => b.uid))).not.toContain('shared.button');
  });
  it('filters by name or uid, case-insensitively', () => {
    expect(paletteGroups(allowed, components, 'video').flatMap((g) => g.blocks.map((b) => b.uid))).toEqual(['blocks.hero-video-center']);
    expect(paletteGroups(allowed, components, 'FAQ-')).toHaveLength(1);
    expect(paletteGroups(allowed, components, 'with video').flatMap((g) => g.blocks.map((b) => b.uid))).toEqual(['blocks.hero-video-center']);
  });
});
