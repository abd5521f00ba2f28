import { getArticle } from '../../../../cms-client/cms';
import { ArticleView } from '../../../../article/article-view';
import { articleMetadata } from '../../../../article/metadata';
import { slugRoute } from '../../../../chrome/slug-route';

export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const route = slugRoute(
  (locale, slug) => `/${locale}/newsroom/${slug}`,
  getArticle,
  articleMetadata,
  (article) => <ArticleView article={article} />,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
