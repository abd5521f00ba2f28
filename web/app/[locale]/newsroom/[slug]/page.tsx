import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticle } from '../../../../cms-client/cms';
import { isLocale } from '../../../../links/locale';
import { ArticleView } from '../../../../article/article-view';
import { articleMetadata } from '../../../../article/metadata';

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
  return article ? articleMetadata(article) : { title: 'Page not found' };
}

export default async function ArticlePage({ params }: Props) {
  const article = await load(params);
  if (!article) notFound();
  return <ArticleView article={article} />;
}
