import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '../../../../chrome/not-found-content';
import { SiteChrome } from '../../../../chrome/site-chrome';
import { DEFAULT_LOCALE } from '../../../../links/locale';

export const metadata: Metadata = notFoundMetadata;

/** A wrong secret or a missing draft. */
export default function PreviewNotFound() {
  return (
    <SiteChrome locale={DEFAULT_LOCALE} newsletter={false}>
      <NotFoundContent />
    </SiteChrome>
  );
}
