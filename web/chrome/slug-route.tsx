import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isLocale, type Locale } from '../links/locale';
import { NotFoundPage } from './not-found-page';
import { notFoundMetadata } from './not-found-content';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * The metadata and page of a CMS document route `/{locale}/…/{slug}` (articles, landing pages): the
 * document of that slug and locale, or the site's 404 (not notFound(): see NotFoundPage, the 404 page
 * must be in the server HTML). The route's segment config stays in its page file (Next reads it there).
 */
export function slugRoute<T>(
  fetchDocument: (slug: string, locale: Locale) => Promise<T | null>,
  metadataOf: (document: T) => Metadata,
  render: (document: T) => ReactNode,
) {
  async function load(params: Props['params']): Promise<T | null> {
    const { locale, slug } = await params;
    return isLocale(locale) ? fetchDocument(slug, locale) : null;
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const document = await load(params);
      return document ? metadataOf(document) : notFoundMetadata;
    },
    async Page({ params }: Props) {
      const document = await load(params);
      if (!document) return <NotFoundPage locale={(await params).locale} />;
      return render(document);
    },
  };
}
