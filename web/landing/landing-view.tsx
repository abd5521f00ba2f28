import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { LandingPageData } from '../cms-client/cms';
import { Blocks } from '../blocks/registry';
import { mediaUrl } from '../media/image';
import { siteConfig } from '../config/site';
import { titleWithBrand } from '../seo/title';

export function landingPath(page: Pick<LandingPageData, 'locale' | 'slug'>): string {
  return `/${page.locale}/${page.slug}`;
}

export function landingMetadata(page: LandingPageData): Metadata {
  const s = page.publishedSettings;
  const title = s.seoTitle || page.title;
  const description = s.seoDescription ?? undefined;
  const image = mediaUrl(s.seoImage?.url);
  const languages = Object.fromEntries([[page.locale, landingPath(page)], ...page.localizations.map((l) => [l.locale, `/${l.locale}/${l.slug}`])]);
  return {
    title: titleWithBrand(title, siteConfig.brandName),
    description,
    alternates: { canonical: landingPath(page), languages },
    openGraph: {
      type: 'website',
      title,
      description,
      url: landingPath(page),
      images: image ? [{ url: image, alt: s.seoImage?.alternativeText ?? '' }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  };
}

/**
 * A landing page: its title for assistive technology, then its blocks in order. `edit`: the draft
 * preview's marks (blocks/edit-marks.ts). `blocks`: what stands in for the blocks (the live preview
 * places blocks it renders one by one, preview-live/live-blocks.tsx); by default `page.published`.
 */
export function LandingView({ page, edit = false, blocks }: { page: LandingPageData; edit?: boolean; blocks?: ReactNode }) {
  return (
    <div className="landing-page">
      <h1 className="sr-only">{page.title}</h1>
      {blocks ?? <Blocks blocks={page.published} locale={page.locale} edit={edit} />}
    </div>
  );
}
