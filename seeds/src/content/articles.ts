/**
 * Every sample article: the regular stories plus the ones that exercise a rule (scheduled,
 * unpublished, redirected, draft only, draft ahead of published, translated) and the events.
 * Dates that decide visibility are computed from `now`, once, when the seed creates the article.
 */
import { imageDefinition } from '../images/catalogue';
import { daysFrom } from '../time';
import type { ArticleSeed, ArticleSettingsInput, BlockInput } from '../types';
import { img, storyBlocks, type Story } from './article-body';
import { SITE } from './copy';
import { eventSeeds } from './events';
import { STORIES } from './stories';
import { TRANSLATIONS } from './translations';

/** Stories published through a link to another page (cards open the redirect). */
const REDIRECTS: Record<string, string> = {
  'meridian-named-leader-in-bim-software-report': 'https://analysts.example.com/reports/bim-software-2026',
  'certification-paths-for-new-users': `${SITE}/education/certification`,
  'broadcast-studio-design-trends': 'https://blog.meridian.example/broadcast-studio-design-trends',
};

/** Stories whose draft has moved on from the published version (previews show the difference). */
const DRAFT_AHEAD: Record<string, { title: string; paragraph: string }> = {
  'landmark-adds-live-planting-schedules': {
    title: 'Landmark adds live planting and irrigation schedules',
    paragraph: 'Update in progress: irrigation zones now join the live schedules, with flow rates per zone.',
  },
  'the-future-of-mass-timber': {
    title: 'The future of mass timber: five projects to watch',
    paragraph: 'Draft addition: five projects under construction that show where engineered wood is heading.',
  },
  'lumen-live-lights-a-stadium-tour': {
    title: 'Lumen Live lights a 40-city stadium tour, now on its second leg',
    paragraph: 'Draft addition: the second leg adds twelve arenas and a new in-the-round stage.',
  },
};

export function storySettings(story: Story): ArticleSettingsInput {
  const alt = imageDefinition(story.image).alt;
  return {
    pageTitle: `${story.title} | Meridian Newsroom`,
    description: story.summary,
    articleTitle: story.title,
    author: story.author ?? null,
    datePublished: story.date,
    dateUnpublished: null,
    mainImage: img(story.image),
    imageAltText: alt,
    layout: 'Default',
    isFeatured: story.featured ?? false,
    redirectUrl: REDIRECTS[story.slug] ?? null,
    anchorLink: null,
    profiledFirm: story.firm?.name ?? null,
    profiledFirmLocation: story.firm?.location ?? null,
    eventDates: [],
  };
}

function published(story: Story, index: number, overrides: Partial<ArticleSettingsInput> = {}, dateScheduled: string | null = null): ArticleSeed {
  const settings = { ...storySettings(story), ...overrides };
  const blocks = storyBlocks(story, index);
  const ahead = DRAFT_AHEAD[story.slug];
  const draft = ahead
    ? {
        settings: { ...settings, articleTitle: ahead.title, pageTitle: `${ahead.title} | Meridian Newsroom` },
        blocks: [
          ...blocks.slice(0, 1),
          { __component: 'article.text', content: `<p><em>${ahead.paragraph}</em></p>` } satisfies BlockInput,
          ...blocks.slice(1),
        ],
      }
    : { settings, blocks };
  return {
    slug: story.slug,
    categories: story.categories,
    industries: story.industries,
    dateScheduled,
    draft,
    published: { settings, blocks },
    translation: TRANSLATIONS[story.slug]?.(settings, blocks),
  };
}

function draftOnly(story: Story, index: number): ArticleSeed {
  const settings = storySettings(story);
  return {
    slug: story.slug,
    categories: story.categories,
    industries: story.industries,
    dateScheduled: null,
    draft: { settings, blocks: storyBlocks(story, index) },
    published: null,
  };
}

export const UNPUBLISHED_SLUGS: readonly string[] = ['holiday-support-hours-2025', 'spring-promotion-2026'];
export const EXPIRING_SLUGS: readonly string[] = ['year-end-upgrade-offer'];

/** Articles whose visibility depends on the clock: scheduled, expiring soon, already unpublished. */
function timedArticles(now: Date, start: number): ArticleSeed[] {
  const inAWeek = daysFrom(now, 7, 13);
  const inAMonth = daysFrom(now, 30, 13);
  return [
    published(
      {
        slug: 'architect-2027-service-pack-1-preview',
        title: 'Coming soon: Architect 2027 Service Pack 1',
        summary: 'A first look at the fixes and refinements in the next service pack.',
        categories: ['product_updates'],
        industries: ['BDLG'],
        image: 'seed-floor-plan.jpg',
        date: inAWeek,
        author: 'Product Team',
      },
      start,
      {},
      inAWeek,
    ),
    published(
      {
        slug: 'landmark-2027-sneak-peek',
        title: 'Sneak peek: Landmark 2027',
        summary: 'Grading, planting and hardscape tools that arrive with the next release.',
        categories: ['product_updates'],
        industries: ['LAND'],
        image: 'seed-park-hills.jpg',
        date: inAMonth,
        author: 'Product Team',
      },
      start + 1,
      {},
      inAMonth,
    ),
    published(
      {
        slug: 'year-end-upgrade-offer',
        title: 'Year-end upgrade offer for Architect users',
        summary: 'Upgrade from any earlier version at a reduced price, for a limited time.',
        categories: ['company_news'],
        industries: ['BDLG', 'INT'],
        image: 'seed-skyline-dusk.jpg',
        date: daysFrom(now, -5, 14),
        author: 'Meridian Newsroom',
      },
      start + 2,
      { dateUnpublished: daysFrom(now, 10, 23) },
    ),
    published(
      {
        slug: 'holiday-support-hours-2025',
        title: 'Holiday support hours 2025',
        summary: 'Our support desk hours between December 22 and January 2.',
        categories: ['company_news'],
        industries: ['BDLG', 'LAND', 'ENT', 'INT'],
        image: 'seed-workspace.jpg',
        date: '2025-12-01T14:00:00.000Z',
        author: 'Meridian Support',
      },
      start + 3,
      { dateUnpublished: '2026-01-05T00:00:00.000Z' },
    ),
    published(
      {
        slug: 'spring-promotion-2026',
        title: 'Spring promotion: 20% off Spotlight',
        summary: 'A limited-time offer for lighting designers ahead of festival season.',
        categories: ['product_updates'],
        industries: ['ENT'],
        image: 'seed-concert-stage.jpg',
        date: '2026-03-02T14:00:00.000Z',
        author: 'Meridian Newsroom',
      },
      start + 4,
      { dateUnpublished: '2026-04-30T23:59:00.000Z' },
    ),
  ];
}

function draftOnlyArticles(start: number): ArticleSeed[] {
  return [
    draftOnly(
      {
        slug: 'spotlight-2027-preview-draft',
        title: 'Spotlight 2027 preview (draft)',
        summary: 'Working copy: what lighting designers can expect from the next release.',
        categories: ['product_updates'],
        industries: ['ENT'],
        image: 'seed-theatre-lights.jpg',
        date: '2027-01-15T15:00:00.000Z',
        author: 'Product Team',
      },
      start,
    ),
    draftOnly(
      {
        slug: 'skyline-tower-customer-story-draft',
        title: 'Skyline Tower: a customer story (draft)',
        summary: 'Interview notes and images for a story about a 60-storey mixed-use tower.',
        categories: ['customer_stories'],
        industries: ['BDLG'],
        image: 'seed-office-tower.jpg',
        date: '2027-02-01T12:00:00.000Z',
        firm: { name: 'Skyline Partners', location: 'Chicago, Illinois', person: 'Renee Hart', quote: 'Sixty storeys, one model.' },
      },
      start + 1,
    ),
    draftOnly(
      {
        slug: 'landscape-lighting-guide-draft',
        title: 'A guide to landscape lighting (draft)',
        summary: 'Outline for a guide on lighting paths, trees and water features.',
        categories: ['success_and_learning'],
        industries: ['LAND', 'ENT'],
        image: 'seed-waterfront.jpg',
        date: '2027-01-20T13:00:00.000Z',
        author: 'Lena Hoffmann',
      },
      start + 2,
    ),
  ];
}

/** All sample articles, in creation order. `now` is the seed's clock, used only for timed content. */
export function articleSeeds(now: Date): ArticleSeed[] {
  const stories = STORIES.map((story, index) => published(story, index));
  const timed = timedArticles(now, stories.length);
  const drafts = draftOnlyArticles(stories.length + timed.length);
  return [...stories, ...timed, ...drafts, ...eventSeeds(now)];
}
