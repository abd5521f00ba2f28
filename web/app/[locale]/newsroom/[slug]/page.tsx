import type { Metadata } from 'next';
import { getArticle } from '../../../../cms-client/cms';
import { isLocale } from '../../../../links/locale';
import { ArticleView } from '../../../../article/article-view';
import { articleMetadata } from '../../../../article/metadata';
import { NotFoundPage } from '../../../../chrome/not-found-page';
import { notFoundMetadata } from '../../../../chrome/not-found-content';

export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  return getArticle(slug, locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await load(params);
  return article ? articleMetadata(article) : notFoundMetadata;
}

export default async function ArticlePage({ params }: Props) {
  const article = await load(params);
  const { locale } = await params;
  // Not notFound(): see NotFoundPage (the 404 page must be in the server HTML).
  if (!article) return <NotFoundPage locale={locale} />;
  return <ArticleView article={article} />;
}
