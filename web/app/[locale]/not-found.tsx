import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '../../chrome/not-found-content';

export const metadata: Metadata = notFoundMetadata;

/** notFound() in a page of the locale: an article or landing page that is not visible. */
export default function NotFound() {
  return <NotFoundContent />;
}
