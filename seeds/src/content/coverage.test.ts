/** The sample set's promises, checked on the data itself (the integration test checks the database). */
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from 'contract/blocks';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';
import { SEEDED } from '../manifest';
import { articleSeeds } from './articles';
import { LANDING_PAGES } from './landing-pages';
import { blockSamples, publishedSampleBlocks } from './samples';

const now = new Date('2026-11-21T08:00:00Z');
const articles = articleSeeds(now);
const published = articles.filter((a) => a.published !== null);

describe('sample articles', () => {
  it('are at least 60, with unique slugs per locale', () => {
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    const spanish = articles.flatMap((a) => (a.translation ? [a.translation.slug] : []));
    expect(new Set(spanish).size).toBe(spanish.length);
  });

  it('cover every category and industry, and use no unknown key', () => {
    const categories = new Set(published.flatMap((a) => a.categories));
    const industries = new Set(published.flatMap((a) => a.industries));
    expect([...categories].sort()).toEqual(CATEGORIES.map((c) => c.key).sort());
    expect([...industries].sort()).toEqual(INDUSTRIES.map((i) => i.key).sort());
  });

  it('put every block type of the catalogue in published content (add a sample when you add a block)', () => {
    const used = new Set(publishedSampleBlocks(now).map((b) => b.__component));
    expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
    expect([...blockSamples(now).keys()].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('include featured, scheduled, unpublished, redirected, draft-only, draft-ahead and translated articles', () => {
    expect(published.filter((a) => a.published!.settings.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((a) => a.dateScheduled && Date.parse(a.dateScheduled) > now.getTime()).length).toBeGreaterThanOrEqual(2);
    expect(
      SEEDED.unpublishedArticleSlugs
        .map((slug) => articles.find((a) => a.slug === slug)!.published!.settings.dateUnpublished)
        .every((d) => d && Date.parse(d) < now.getTime()),
    ).toBe(true);
    expect(SEEDED.redirectArticleSlugs.length).toBeGreaterThanOrEqual(3);
    expect(SEEDED.draftOnlyArticleSlugs.length).toBeGreaterThanOrEqual(3);
    expect(SEEDED.draftAheadArticleSlugs.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(SEEDED.translatedArticles).length).toBeGreaterThanOrEqual(5);
  });

  it('include customer stories with a profiled firm and its location', () => {
    const stories = published.filter((a) => a.categories.includes('customer_stories'));
    expect(stories.length).toBeGreaterThanOrEqual(6);
    for (const story of stories) {
      expect(story.published!.settings.profiledFirm).toBeTruthy();
      expect(story.published!.settings.profiledFirmLocation).toBeTruthy();
    }
  });

  it('are the same for the same clock', () => {
    expect(articleSeeds(now)).toEqual(articles);
  });
});

describe('sample events', () => {
  const events = published.filter((a) => a.published!.settings.layout === 'Event');

  it('are at least 6, with several dates in several time zones, some cancelled', () => {
    expect(events.length).toBeGreaterThanOrEqual(6);
    const dates = events.flatMap((e) => e.published!.settings.eventDates ?? []);
    expect(events.every((e) => (e.published!.settings.eventDates ?? []).length >= 2)).toBe(true);
    expect(dates.some((d) => d.cancelled)).toBe(true);
    expect(new Set(dates.map((d) => d.timeZone))).toEqual(
      new Set(['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney', 'America/Los_Angeles']),
    );
    expect(dates.every((d) => d.address && d.endDate && Date.parse(d.endDate) > Date.parse(d.startDate))).toBe(true);
  });

  it('end (dateUnpublished) with their last date, are announced before now, and are both past and upcoming', () => {
    for (const event of events) {
      const s = event.published!.settings;
      const lastEnd = Math.max(...(s.eventDates ?? []).map((d) => Date.parse(d.endDate!)));
      expect(Date.parse(s.dateUnpublished!)).toBe(lastEnd);
      expect(Date.parse(s.datePublished!)).toBeLessThan(now.getTime());
      expect(event.categories.every((k) => ['events', 'marketing_webinars', 'tradeshows', 'in_person_trainings', 'online_trainings'].includes(k))).toBe(true);
    }
    const ends = events.map((e) => Date.parse(e.published!.settings.dateUnpublished!));
    expect(ends.filter((t) => t < now.getTime()).length).toBeGreaterThanOrEqual(2);
    expect(ends.filter((t) => t > now.getTime()).length).toBeGreaterThanOrEqual(4);
  });
});

describe('sample landing pages', () => {
  it('are at least 3 published ones with SEO settings', () => {
    const pages = LANDING_PAGES.filter((p) => p.published);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      const s = page.published!.settings;
      expect([s.seoTitle, s.seoDescription, s.seoImage].every(Boolean)).toBe(true);
    }
  });
});
