/** Shapes of the public API (GET /api/newsroom, /api/articles/slug/:slug, /api/landing-pages/slug/:slug). */
import type { Block, SharedArticleSettings, SharedLandingSettings } from './generated.js';

export interface PublicImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: Record<string, { url: string; width: number; height: number }> | null;
}

export interface PublicTerm {
  key: string;
  /** What visitors see ("Events" for the four event sub-categories). */
  label: string;
  name: string;
}

/**
 * An article's published settings in the public API: the fields of its settings component (the
 * generated SharedArticleSettings, from cms/src/components/shared/article-settings.json) with the
 * article's identity, schedule and taxonomy (cms/src/newsroom/card.ts builds it field by field from
 * the same schema).
 */
export interface PublishedSettings extends SharedArticleSettings {
  id: number;
  documentId: string;
  slug: string;
  dateScheduled: string | null;
  categories: PublicTerm[];
  industries: PublicTerm[];
}

export interface NewsroomCard {
  slug: string;
  publishedSettings: PublishedSettings;
}

export interface NewsroomResponse {
  data: NewsroomCard[];
  meta: { pagination: { page: number; pageSize: number; total: number; last_page: number } };
}

export interface FeaturedResponse {
  data: NewsroomCard[];
}

export interface Localization {
  locale: string;
  slug: string;
}

export interface ArticleResponse {
  data: { slug: string; locale: string; publishedSettings: PublishedSettings; published: Block[]; localizations: Localization[] };
}

export interface LandingPageResponse {
  data: {
    slug: string;
    locale: string;
    title: string;
    datePublished: string | null;
    publishedSettings: SharedLandingSettings;
    published: Block[];
    localizations: Localization[];
  };
}
