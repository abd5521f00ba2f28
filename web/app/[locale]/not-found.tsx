import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '../../chrome/not-found-content';

export const metadata: Metadata = notFoundMetadata;

/**
 * notFound() in the locale's layout (a first segment that is not a locale) and the status boundary of
 * NotFoundPage. Static: it is part of every cached page of the locale (reading the request's headers
 * here would make them dynamic), so it names no path.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
