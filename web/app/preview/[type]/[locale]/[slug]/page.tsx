import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getPreview } from '../../../../../cms-client/cms';
import { secrets } from '../../../../../config/site';
import { isLocale } from '../../../../../links/locale';
import { SiteChrome } from '../../../../../chrome/site-chrome';
import { ArticleView } from '../../../../../article/article-view';
import { LandingView } from '../../../../../landing/landing-view';
import { LiveDraft } from '../../../../../preview-live/live-draft';
import { SavedBlocks } from '../../../../../preview-live/saved-blocks';
import { builderOrigins } from '../../../../../preview-live/origins';
import { previewTokenProblem, signPreviewToken } from 'contract/preview/token';

// Drafts are never cached and never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ type: string; locale: string; slug: string }>; searchParams: Promise<{ token?: string | string[] }> };

/**
 * /preview/{article|landing-page}/{locale}/{slug}?token= — the draft + draftSettings, rendered like
 * the public page (the builder and the CMS admin's Preview show it in an iframe). The token is a
 * short-lived frame token for this page, minted for a signed-in editor by the builder's server or the
 * CMS's preview handler (preview-live/preview-token.mjs);
 * a missing, wrong or expired one is a 404. The raw PREVIEW_SECRET is never in a URL.
 * Live preview: the saved draft is wrapped in a client island that takes the builder's unsaved draft
 * (postMessage from BUILDER_ORIGINS only) and has it rendered on the server with a live token this
 * page signs for itself.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const [{ type, locale, slug }, { token }] = await Promise.all([params, searchParams]);
  const previewSecret = secrets.preview;
  if (!previewSecret || !isLocale(locale) || previewTokenProblem(previewSecret, 'frame', token, { type, locale, slug })) notFound();
  // The builder's visual canvas: the blocks carry the preview's edit marks (blocks/edit-marks.ts)
  // when a builder may talk to this page, placed as the live drafts' blocks will be (SavedBlocks).
  const origins = builderOrigins();
  const edit = origins.length > 0;
  let view: ReactNode = null;
  if (type === 'article') {
    const article = await getPreview('article', slug, locale);
    if (article)
      view = <ArticleView article={article} edit={edit} blocks={edit ? <SavedBlocks blocks={article.published} locale={article.locale} /> : undefined} />;
  } else if (type === 'landing-page') {
    const page = await getPreview('landing-page', slug, locale);
    if (page) view = <LandingView page={page} edit={edit} blocks={edit ? <SavedBlocks blocks={page.published} locale={page.locale} /> : undefined} />;
  }
  if (!view) notFound();
  return (
    <SiteChrome locale={locale} newsletter={false}>
      <p className="preview-banner" role="status">
        Preview: draft content, not published
      </p>
      <LiveDraft origins={origins} token={signPreviewToken(previewSecret, 'live', { type, locale, slug })} type={type} locale={locale} slug={slug}>
        {view}
      </LiveDraft>
    </SiteChrome>
  );
}
