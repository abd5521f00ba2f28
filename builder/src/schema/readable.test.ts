import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from 'contract/blocks';
import { CATEGORIES } from 'contract/taxonomy';
import { blockName, distinctLabels, entrySummary, enumLabel, readableName } from './readable';
import { viewLookup } from './configured-labels';
import type { ComponentMap } from './types';

const component = (uid: string, displayName: string) => ({ uid, category: uid.split('.')[0]!, schema: { displayName, attributes: {} } });
const components: ComponentMap = {
  'blocks.guarantee-7-days': component('blocks.guarantee-7-days', 'Guarantee7Days'),
  'article.text': component('article.text', 'article.text'),
  'blocks.new-thing': component('blocks.new-thing', 'FAQNewThing3'),
};

describe('readable names', () => {
  it('names a block as the CMS does (its admin texts), not by its developer name', () => {
    expect(blockName('blocks.guarantee-7-days', components)).toBe('7-day guarantee');
    expect(blockName('article.text', components)).toBe('Article text');
    expect(blockName('event.cta', components)).toBe('Event call to action');
  });

  it('makes a readable default of a display name nobody named', () => {
    expect(blockName('blocks.new-thing', components)).toBe('FAQ new thing 3');
    expect(readableName('HeroImageLeft')).toBe('Hero image left');
    expect(readableName('article.text')).toBe('Article text');
    expect(blockName('blocks.unknown', {})).toBe('Blocks unknown');
  });

  it('gives every block of the catalogue its own readable name (no uid, no two alike)', () => {
    const names = Object.keys(BLOCK_CATALOGUE).map((uid) => blockName(uid, {}));
    for (const name of names) expect(name).not.toMatch(/^[a-z-]+\.[a-z-]+$|[a-z][A-Z]/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows enumeration values as words', () => {
    expect(enumLabel('neutral')).toBe('Neutral');
    expect(enumLabel('dark')).toBe('Dark');
    expect(enumLabel('surface-neutral')).toBe('Surface neutral');
  });

  it('tells apart taxonomy entries that share a label', () => {
    const items = CATEGORIES.map((category, i) => ({ id: i + 1, ...category }));
    const labels = [...distinctLabels(items).values()];
    expect(new Set(labels).size).toBe(items.length);
    expect(labels).toContain('Company News');
    expect(labels).toContain('Events — Marketing Webinars');
    expect(labels).toContain('Events — Tradeshows');
    expect(labels.filter((label) => label === 'Events')).toHaveLength(1);
    expect([
      ...distinctLabels([
        { id: 1, label: 'A', name: 'A', key: 'a1' },
        { id: 2, label: 'A', name: 'A', key: 'a2' },
        { id: 3, label: 'B' },
      ]).values(),
    ]).toEqual(['A (a1)', 'A (a2)', 'B']);
  });
});

describe('entry summaries', () => {
  const views = viewLookup({
    'api::landing-page.landing-page': { contentType: {}, components: { 'blocks.quote-single': { settings: { mainField: 'author' } } } },
  });

  it('use the main field the CMS configures for the component', () => {
    expect(entrySummary({ quote: 'Great tool', author: 'Ada' }, 'blocks.quote-single', views)).toBe('Ada');
  });

  it('else the first text, HTML stripped, links and enumerations left out', () => {
    expect(entrySummary({ buttonLink: 'https://a', surface: 'dark', title: 'Hello' }, 'blocks.text', views)).toBe('Hello');
    expect(entrySummary({ content: '<p>Some <b>rich</b> text</p>' }, 'blocks.text', views)).toBe('Some rich text');
    expect(entrySummary({ surface: 'dark' }, 'blocks.text', views)).toBe('');
    expect(entrySummary({ author: '', quote: 'Fallback' }, 'blocks.quote-single', views)).toBe('Fallback');
  });
});
