import { describe, expect, it } from 'vitest';
import type { PublishedSettings, SharedLandingSettings } from 'contract/blocks';
import { toPublicComponent, toPublicSettings } from './card';

// Every key of the public types, written out: the test's own oracle of what the API answers.
const PUBLISHED_SETTINGS_KEYS: Record<keyof PublishedSettings, true> = {
  id: true,
  documentId: true,
  slug: true,
  pageTitle: true,
  description: true,
  articleTitle: true,
  author: true,
  datePublished: true,
  dateUnpublished: true,
  dateScheduled: true,
  mainImage: true,
  imageAltText: true,
  layout: true,
  isFeatured: true,
  redirectUrl: true,
  anchorLink: true,
  profiledFirm: true,
  profiledFirmLocation: true,
  eventDates: true,
  categories: true,
  industries: true,
};
const LANDING_SETTINGS_KEYS: Record<keyof SharedLandingSettings, true> = { seoTitle: true, seoDescription: true, seoImage: true };

const upload = {
  id: 9,
  url: '/uploads/a.jpg',
  mime: 'image/jpeg',
  alternativeText: 'A',
  width: 800,
  height: 600,
  formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 375, size: 12 } },
};

describe('toPublicSettings', () => {
  const article = {
    id: 7,
    documentId: 'doc7',
    slug: 'launch',
    dateScheduled: null,
    internalNote: 'not public',
    categories: [{ id: 1, key: 'product_updates', name: 'Product Updates', label: 'Product Updates' }],
    industries: [],
    publishedSettings: {
      id: 3,
      articleTitle: 'Launch',
      isFeatured: null,
      mainImage: upload,
      secret: 'not in the schema',
      eventDates: [{ id: 11, startDate: '2026-12-03T14:00:00.000Z', endDate: null, timeZone: 'America/New_York', address: null, cancelled: null }],
    },
  };

  it('has exactly the keys of PublishedSettings, from the settings component schema', () => {
    expect(Object.keys(toPublicSettings(article)!).sort()).toEqual(Object.keys(PUBLISHED_SETTINGS_KEYS).sort());
  });

  it('gives missing fields null, booleans true or false, media and nested components their public shape without ids', () => {
    const s = toPublicSettings(article)!;
    expect(s).toMatchObject({ id: 7, documentId: 'doc7', slug: 'launch', articleTitle: 'Launch', pageTitle: null, isFeatured: false, dateScheduled: null });
    expect(s.mainImage).toEqual({
      url: '/uploads/a.jpg',
      alternativeText: 'A',
      width: 800,
      height: 600,
      formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 375 } },
    });
    expect(s.eventDates).toEqual([{ startDate: '2026-12-03T14:00:00.000Z', endDate: null, timeZone: 'America/New_York', address: null, cancelled: false }]);
    expect(s.categories).toEqual([{ key: 'product_updates', label: 'Product Updates', name: 'Product Updates' }]);
  });

  it('is null for an article without published settings', () => {
    expect(toPublicSettings({ id: 1, publishedSettings: null })).toBeNull();
  });
});

describe('toPublicComponent', () => {
  it('gives a landing page the keys of SharedLandingSettings', () => {
    const s = toPublicComponent({ id: 2, seoTitle: 'Offer', seoImage: upload }, 'shared.landing-settings');
    expect(Object.keys(s).sort()).toEqual(Object.keys(LANDING_SETTINGS_KEYS).sort());
    expect(s).toMatchObject({ seoTitle: 'Offer', seoDescription: null, seoImage: { url: '/uploads/a.jpg' } });
  });

  it('refuses a component the schemas do not know', () => {
    expect(() => toPublicComponent({}, 'shared.nope')).toThrow('unknown component "shared.nope"');
  });
});
