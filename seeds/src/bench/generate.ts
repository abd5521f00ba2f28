/**
 * Synthetic newsroom articles for performance work: varied dates (past years, some future, some
 * unpublish windows), categories, industries, ~3% featured and ~5% events. Deterministic for a
 * given seed and clock.
 */
import { EVENT_SUBCATEGORIES, EVENTS_CATEGORY } from 'contract/taxonomy';
import { stableUuid } from '../ids';
import type { Row } from './tables';
import { paragraphs, sentence, subject } from './words';

export const BENCH_SLUG_PREFIX = 'bench-';
const DAY = 86_400_000;
const YEAR = 365 * DAY;

const ANGLES = [
  'A practical guide to',
  'What is new in',
  'How studios approach',
  'Five lessons on',
  'The future of',
  'Inside a project:',
  'Getting started with',
  'Field notes on',
];
const FIRMS = ['Harbor & Pine', 'Studio Kaito', 'Lumen Live', 'Casa Norte', 'Greenline', 'Atelier Nord', 'Verde Collective', 'Fieldwork'];
const CITIES = [
  'Seattle, Washington',
  'Osaka, Japan',
  'London, United Kingdom',
  'Monterrey, Mexico',
  'Denver, Colorado',
  'Oslo, Norway',
  'São Paulo, Brazil',
  'Melbourne, Australia',
];
const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney', 'America/Los_Angeles'];
const GENERAL_CATEGORIES = ['company_news', 'product_updates', 'success_and_learning', 'industry_perspectives', 'customer_stories'];
const EVENT_CATEGORIES = [EVENTS_CATEGORY, ...EVENT_SUBCATEGORIES];

export interface Taxonomy {
  categories: ReadonlyMap<string, number>;
  industries: ReadonlyMap<string, number>;
}

/** Ids to hand out, starting after what the tables already hold. */
export interface IdCounters {
  article: number;
  settings: number;
  articleComponent: number;
  settingsComponent: number;
  eventDate: number;
  textBlock: number;
  articleCategory: number;
  articleIndustry: number;
  fileLink: number;
}

export interface Chunk {
  articles: Row[];
  settings: Row[];
  articleComponents: Row[];
  settingsComponents: Row[];
  eventDates: Row[];
  textBlocks: Row[];
  articleCategories: Row[];
  articleIndustries: Row[];
  fileLinks: Row[];
  featured: number;
  events: number;
}

export interface GenerateOptions {
  random: () => number;
  now: number;
  taxonomy: Taxonomy;
  imageIds: readonly number[];
  ids: IdCounters;
  /** Running position of articles in each category's / industry's list (the link tables' *_ord). */
  ords: Map<string, number>;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function id(map: ReadonlyMap<string, number>, key: string): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed:bench: taxonomy key "${key}" is missing from the database`);
  return value;
}

function nextOrd(ords: Map<string, number>, key: string): number {
  const value = (ords.get(key) ?? 0) + 1;
  ords.set(key, value);
  return value;
}

export function emptyChunk(): Chunk {
  return {
    articles: [],
    settings: [],
    articleComponents: [],
    settingsComponents: [],
    eventDates: [],
    textBlocks: [],
    articleCategories: [],
    articleIndustries: [],
    fileLinks: [],
    featured: 0,
    events: 0,
  };
}

/** Rows for articles number `from` to `to - 1`. */
export function generateChunk(from: number, to: number, o: GenerateOptions): Chunk {
  const { random, now, taxonomy, ids, ords } = o;
  const industryKeys = [...taxonomy.industries.keys()];
  const chunk = emptyChunk();
  for (let n = from; n < to; n++) {
    const articleId = ids.article++;
    const settingsId = ids.settings++;
    const isEvent = random() < 0.05;
    const featured = !isEvent && random() < 0.03;
    const topic = subject(random);
    const title = `${pick(random, ANGLES)} ${topic}`;
    const categories = isEvent
      ? [pick(random, EVENT_CATEGORIES)]
      : random() < 0.1
        ? [pick(random, GENERAL_CATEGORIES), pick(random, GENERAL_CATEGORIES)]
        : [pick(random, GENERAL_CATEGORIES)];
    const industries = random() < 0.3 ? [pick(random, industryKeys), pick(random, industryKeys)] : [pick(random, industryKeys)];
    const customerStory = categories.includes('customer_stories');

    let datePublished: number;
    let dateUnpublished: number | null = null;
    let dateScheduled: number | null = null;
    if (isEvent) {
      const start = now - YEAR + Math.floor(random() * 1.5 * YEAR);
      const days = 1 + Math.floor(random() * 3);
      const zone = pick(random, ZONES);
      const address = pick(random, CITIES);
      for (let d = 0; d < days; d++) {
        const eventDateId = ids.eventDate++;
        const startDate = start + d * DAY;
        chunk.eventDates.push({
          id: eventDateId,
          start_date: startDate,
          end_date: startDate + 8 * 3_600_000,
          time_zone: zone,
          address,
          cancelled: random() < 0.1,
        });
        chunk.settingsComponents.push({
          id: ids.settingsComponent++,
          entity_id: settingsId,
          cmp_id: eventDateId,
          component_type: 'shared.event-date',
          field: 'eventDates',
          order: d + 1,
        });
      }
      dateUnpublished = start + (days - 1) * DAY + 8 * 3_600_000;
      datePublished = Math.min(start - (30 + Math.floor(random() * 60)) * DAY, now - DAY);
      chunk.events += 1;
    } else {
      const r = random();
      // ~2% in the future, the rest spread over the past six years.
      datePublished = r < 0.02 ? now + Math.floor(random() * 90 * DAY) : now - Math.floor(random() * 6 * YEAR);
      if (random() < 0.03) dateScheduled = datePublished + Math.floor((random() - 0.5) * 120 * DAY);
      if (random() < 0.08) dateUnpublished = datePublished + Math.floor((7 + random() * 400) * DAY);
    }
    if (featured) chunk.featured += 1;
    const slug = `${BENCH_SLUG_PREFIX}${String(n).padStart(7, '0')}`;
    const created = Math.min(datePublished, now);
    chunk.articles.push({
      id: articleId,
      document_id: `bench${n.toString(36).padStart(19, '0')}`,
      uuid: stableUuid(`bench:${n}`),
      slug,
      date_scheduled: dateScheduled,
      created_at: created,
      updated_at: created,
      published_at: created,
      locale: 'en-US',
    });
    chunk.settings.push({
      id: settingsId,
      page_title: `${title} | Meridian Newsroom`,
      description: sentence(random, 12 + Math.floor(random() * 8)),
      article_title: title,
      author: customerStory ? null : 'Benchmark Bot',
      date_published: datePublished,
      date_unpublished: dateUnpublished,
      image_alt_text: topic,
      layout: isEvent ? 'Event' : 'Default',
      is_featured: featured,
      redirect_url: random() < 0.02 ? `https://www.meridian.example/bench/${n}` : null,
      anchor_link: null,
      profiled_firm: customerStory ? pick(random, FIRMS) : null,
      profiled_firm_location: customerStory ? pick(random, CITIES) : null,
    });
    chunk.articleComponents.push({
      id: ids.articleComponent++,
      entity_id: articleId,
      cmp_id: settingsId,
      component_type: 'shared.article-settings',
      field: 'publishedSettings',
      order: 1,
    });
    // The body: one Text block of a few sentences, in the published blocks (what the page shows and the search indexes).
    const textBlockId = ids.textBlock++;
    chunk.textBlocks.push({ id: textBlockId, title: null, content: paragraphs(random, 3 + Math.floor(random() * 4)), dark_mode: false, surface: 'neutral' });
    chunk.articleComponents.push({
      id: ids.articleComponent++,
      entity_id: articleId,
      cmp_id: textBlockId,
      component_type: 'blocks.text',
      field: 'published',
      order: 1,
    });
    [...new Set(categories)].forEach((key, index) => {
      chunk.articleCategories.push({
        id: ids.articleCategory++,
        article_id: articleId,
        category_id: id(taxonomy.categories, key),
        category_ord: index + 1,
        article_ord: nextOrd(ords, `c:${key}`),
      });
    });
    [...new Set(industries)].forEach((key, index) => {
      chunk.articleIndustries.push({
        id: ids.articleIndustry++,
        article_id: articleId,
        industry_id: id(taxonomy.industries, key),
        industry_ord: index + 1,
        article_ord: nextOrd(ords, `i:${key}`),
      });
    });
    if (o.imageIds.length) {
      chunk.fileLinks.push({
        id: ids.fileLink++,
        file_id: pick(random, o.imageIds),
        related_id: settingsId,
        related_type: 'shared.article-settings',
        field: 'mainImage',
        order: 1,
      });
    }
  }
  return chunk;
}
