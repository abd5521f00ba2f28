/** Shapes of the public API (GET /api/newsroom, /api/articles/slug/:slug, /api/landing-pages/slug/:slug). */
import type { Block, SharedEventDate } from './generated';

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

export interface PublishedSettings {
  id: number;
  documentId: string;
  slug: string;
  pageTitle: string | null;
  description: string | null;
  articleTitle: string | null;
  author: string | null;
  datePublished: string | null;
  dateUnpublished: string | null;
  dateScheduled: string | null;
  mainImage: PublicImage | null;
  imageAlt: string | null;
  imageAltText: string | null;
  layout: 'Default' | 'Event' | null;
  isFeatured: boolean | null;
  redirectUrl: string | null;
  anchorLink: string | null;
  profiledFirm: string | null;
  profiledFirmLocation: string | null;
  eventDates: Omit<SharedEventDate, never>[];
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
    publishedSettings: { seoTitle: string | null; seoDescription: string | null; seoImage: PublicImage | null };
    published: Block[];
    localizations: Localization[];
  };
}
