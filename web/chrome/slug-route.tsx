import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isLocale, type Locale } from '../links/locale';
import { NotFoundPage } from './not-found-page';
import { notFoundMetadataOf } from './not-found-content';

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * The metadata and page of a CMS document route `/{locale}/…/{slug}` (articles, landing pages): the
 * document of that slug and locale, or the site's 404 (not notFound(): see NotFoundPage, the 404 page
 * must be in the server HTML). The route's segment config stays in its page file (Next reads it there).
 */
export function slugRoute<T>(
  pathOf: (locale: string, slug: string) => string,
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
      return document ? metadataOf(document) : notFoundMetadataOf((await params).locale);
    },
    async Page({ params }: Props) {
      const document = await load(params);
      if (!document) {
        const { locale, slug } = await params;
        return <NotFoundPage locale={locale} path={pathOf(locale, slug)} />;
      }
      return render(document);
    },
  };
}
