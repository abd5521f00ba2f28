import type { Metadata } from 'next';
import { isLocale } from '../../../links/locale';
import { messages } from '../../../i18n';
import { siteConfig } from '../../../config/site';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: { absolute: `${messages(locale).search.title} | ${siteConfig.brandName}` }, robots: { index: false } };
}

/** `/{locale}/search`: the header's search box's target, in the page's language. Site search is not part of this site yet: it points to the newsroom. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: segment } = await params;
  const locale = isLocale(segment) ? segment : undefined;
  const t = messages(locale).search;
  const { q } = await searchParams;
  const query = typeof q === 'string' ? q.slice(0, 200) : '';
  return (
    <section className="container error-page">
      <h1>{t.title}</h1>
      <p>{query ? t.unavailable(query) : t.prompt}</p>
      <p>
        <a className="button" href={`/${locale ?? 'en-US'}/newsroom`}>
          {t.browse}
        </a>
      </p>
    </section>
  );
}
