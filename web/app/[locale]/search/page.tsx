import type { Metadata } from 'next';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';
import { isLocale } from '../../../links/locale';
import { messages, termLabel } from '../../../i18n';
import { siteConfig } from '../../../config/site';
import { getSearch } from '../../../cms-client/cms';
import { SearchResults } from '../../../search/search-results';
import styles from '../../../search/search-results.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 14;
/** The categories a visitor filters by (the event sub-categories are one "Events" pill, as in the newsroom). */
const PILL_CATEGORIES = CATEGORIES.filter((c) => c.label === c.name);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: { absolute: `${messages(locale).search.title} | ${siteConfig.brandName}` }, robots: { index: false } };
}

const one = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/** One row of filter pills: "All", then each term; the chosen one is the current page. */
function Pills({
  label,
  all,
  current,
  hrefOf,
  terms,
}: {
  label: string;
  all: string;
  current: string;
  hrefOf(key: string): string;
  terms: { key: string; name: string }[];
}) {
  return (
    <nav className={styles.pills} aria-label={label}>
      {[{ key: '', name: all }, ...terms].map((term) => (
        <a key={term.key || 'all'} href={hrefOf(term.key)} aria-current={current === term.key ? 'page' : undefined}>
          {term.name}
        </a>
      ))}
    </nav>
  );
}

/**
 * `/{locale}/search?q=&page=&category=&industry=`: the site search's results (the CMS's GET
 * /api/search), published articles and landing pages of the locale, 14 a page, narrowed by a
 * category or an industry; the header's search box leads here.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale: segment } = await params;
  const locale = isLocale(segment) ? segment : 'en-US';
  const t = messages(locale);
  const raw = await searchParams;
  const query = one(raw.q).trim();
  const category = one(raw.category);
  const industry = one(raw.industry);
  const page = /^\d{1,6}$/.test(one(raw.page)) ? Math.max(1, Number(one(raw.page))) : 1;
  const base = `/${locale}/search`;
  const hrefFor = (change: { page?: number; category?: string; industry?: string }) => {
    const params = new URLSearchParams({ q: query });
    const c = change.category ?? category;
    const i = change.industry ?? industry;
    if (c) params.set('category', c);
    if (i) params.set('industry', i);
    if ((change.page ?? 1) > 1) params.set('page', String(change.page));
    return `${base}?${params.toString()}`;
  };
  const result = query
    ? await getSearch({ q: query, locale, page, pageSize: PAGE_SIZE, categories: category ? [category] : [], industries: industry ? [industry] : [] })
    : null;
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t.search.title}</h1>
      <form className={styles.form} role="search" action={base} method="get">
        <label htmlFor="search-page-q" className="sr-only">
          {t.header.search}
        </label>
        <input id="search-page-q" name="q" type="search" defaultValue={query} maxLength={200} autoComplete="off" />
        {category && <input type="hidden" name="category" value={category} />}
        {industry && <input type="hidden" name="industry" value={industry} />}
        <button type="submit" className="button">
          {t.search.title}
        </button>
      </form>
      {!query && <p>{t.search.prompt}</p>}
      {result && 'refused' in result && (
        <p role="alert">
          {t.search.refused} {result.refused}
        </p>
      )}
      {result && 'answer' in result && (
        <>
          <Pills
            label={t.filters.contentType}
            all={t.search.all}
            current={category}
            hrefOf={(key) => hrefFor({ category: key })}
            terms={PILL_CATEGORIES.map((c) => ({ key: c.key, name: termLabel(t, c) }))}
          />
          <Pills
            label={t.filters.industry}
            all={t.search.all}
            current={industry}
            hrefOf={(key) => hrefFor({ industry: key })}
            terms={INDUSTRIES.map((i) => ({ key: i.key, name: termLabel(t, i) }))}
          />
          {result.answer.data.length ? (
            <>
              {result.answer.meta.corrected && (
                <p className={styles.corrected}>
                  {t.search.correctedTo} <strong>{result.answer.meta.corrected}</strong>
                </p>
              )}
              <h2 className={styles.count} aria-live="polite">
                {(result.answer.meta.more ? t.search.moreResults : t.search.results)(
                  result.answer.meta.pagination.total,
                  result.answer.meta.corrected ?? query,
                )}
              </h2>
              {result.answer.meta.more && <p className={styles.hint}>{t.search.moreHint(result.answer.meta.pagination.total)}</p>}
              <SearchResults answer={result.answer} locale={locale} hrefOf={(p) => hrefFor({ page: p })} />
            </>
          ) : (
            <div className={styles.empty}>
              <h2 className={styles.count}>{t.search.none(query)}</h2>
              {result.answer.meta.nearby.length > 0 && (
                <nav className={styles.nearby} aria-label={t.search.tryInstead}>
                  <span>{t.search.tryInstead}</span>
                  {result.answer.meta.nearby.map((word) => (
                    <a key={word} href={`${base}?${new URLSearchParams({ q: word }).toString()}`}>
                      {word}
                    </a>
                  ))}
                </nav>
              )}
              <p>{t.search.noneHint}</p>
              <p>
                <a className="button" href={`/${locale}/newsroom`}>
                  {t.search.browse}
                </a>
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
