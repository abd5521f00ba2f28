import { describe, expect, it } from 'vitest';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';
import { seededRandom } from '../ids';
import { generateChunk, type IdCounters } from './generate';

const NOW = Date.parse('2026-11-21T08:00:00Z');
const taxonomy = {
  categories: new Map(CATEGORIES.map((c, i) => [c.key, i + 1])),
  industries: new Map(INDUSTRIES.map((c, i) => [c.key, i + 1])),
};
const counters = (): IdCounters => ({
  article: 1,
  settings: 1,
  articleComponent: 1,
  settingsComponent: 1,
  eventDate: 1,
  textBlock: 1,
  articleCategory: 1,
  articleIndustry: 1,
  fileLink: 1,
});
const generate = (count: number, seed = 42) =>
  generateChunk(0, count, { random: seededRandom(seed), now: NOW, taxonomy, imageIds: [7, 8], ids: counters(), ords: new Map() });

describe('bench article generation', () => {
  const chunk = generate(20_000);

  it('makes about 3% featured and 5% events', () => {
    expect(chunk.featured / 20_000).toBeGreaterThan(0.02);
    expect(chunk.featured / 20_000).toBeLessThan(0.04);
    expect(chunk.events / 20_000).toBeGreaterThan(0.04);
    expect(chunk.events / 20_000).toBeLessThan(0.06);
    expect(chunk.settings.filter((s) => s.layout === 'Event')).toHaveLength(chunk.events);
  });

  it('spreads dates over past years, with some in the future, scheduled and unpublish windows', () => {
    const published = chunk.settings.map((s) => Number(s.date_published));
    expect(Math.min(...published)).toBeLessThan(NOW - 5 * 365 * 86_400_000);
    expect(published.some((t) => t > NOW)).toBe(true);
    expect(chunk.articles.some((a) => a.date_scheduled !== null)).toBe(true);
    const windows = chunk.settings.filter((s) => s.layout === 'Default' && s.date_unpublished !== null).map((s) => Number(s.date_unpublished));
    expect(windows.some((t) => t < NOW)).toBe(true);
    expect(windows.some((t) => t > NOW && t < NOW + 14 * 86_400_000)).toBe(true);
  });

  it('uses every category and industry and links each article once to its settings', () => {
    expect(new Set(chunk.articleCategories.map((l) => l.category_id)).size).toBe(CATEGORIES.length);
    expect(new Set(chunk.articleIndustries.map((l) => l.industry_id)).size).toBe(INDUSTRIES.length);
    expect(chunk.articleComponents.filter((l) => l.field === 'publishedSettings')).toHaveLength(20_000);
    expect(chunk.textBlocks).toHaveLength(20_000);
    expect(new Set(chunk.articles.map((a) => a.slug)).size).toBe(20_000);
    expect(new Set(chunk.articles.map((a) => a.document_id)).size).toBe(20_000);
  });

  it('ends each event with its last date', () => {
    const byId = new Map(chunk.eventDates.map((d) => [d.id, d]));
    for (const s of chunk.settings.filter((x) => x.layout === 'Event').slice(0, 50)) {
      const dates = chunk.settingsComponents.filter((l) => l.entity_id === s.id).map((l) => byId.get(Number(l.cmp_id))!);
      expect(dates.length).toBeGreaterThanOrEqual(1);
      expect(s.date_unpublished).toBe(Math.max(...dates.map((d) => Number(d.end_date))));
    }
  });

  it('is deterministic for a seed', () => {
    expect(generate(200)).toEqual(generate(200));
    expect(generate(200, 1).settings).not.toEqual(generate(200, 2).settings);
  });
});
