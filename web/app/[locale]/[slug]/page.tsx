import { getLandingPage } from '../../../cms-client/cms';
import { LandingView, landingMetadata } from '../../../landing/landing-view';
import { slugRoute } from '../../../chrome/slug-route';

export const dynamicParams = true;
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const route = slugRoute(
  (locale, slug) => `/${locale}/${slug}`,
  getLandingPage,
  landingMetadata,
  (page) => <LandingView page={page} />,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
