import type { Metadata } from 'next';
import { ERROR_STATUSES, ErrorContent, errorTexts, type ErrorStatus } from '../../../../chrome/error-content';
import { isLocale } from '../../../../links/locale';
import { NotFoundPage } from '../../../../chrome/not-found-page';

/**
 * `/{locale}/_status/{400|500}`: the site's 400 and 500 pages with its navigation and footer, rendered
 * by Next at build time. server/main.mjs answers with them, under their status, the requests it refuses
 * before Next (a path that does not decode) and the requests Next's handler fails on
 * (server/error-pages.mjs). A direct visit shows the page with status 200; it is not indexed.
 */
export function generateStaticParams() {
  return ERROR_STATUSES.map((status) => ({ status }));
}

type Props = { params: Promise<{ locale: string; status: string }> };

const isErrorStatus = (value: string): value is ErrorStatus => (ERROR_STATUSES as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, status } = await params;
  return { title: isErrorStatus(status) ? errorTexts(status, locale).title : undefined, robots: { index: false } };
}

export default async function StatusPage({ params }: Props) {
  const { locale, status } = await params;
  if (!isLocale(locale) || !isErrorStatus(status)) return <NotFoundPage locale={isLocale(locale) ? locale : undefined} path={`/${locale}/_status/${status}`} />;
  return <ErrorContent status={status} locale={locale} />;
}
