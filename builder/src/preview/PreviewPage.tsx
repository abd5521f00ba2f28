import { useState } from 'react';
import useSWR from 'swr';
import { getDocument } from '../api/cms';
import { builderHref, onLinkClick, pageTarget, useLocation } from '../app/router';
import { mintPreviewUrl, previewUrlKey } from '../page-canvas/preview-url';
import { frameStyle, WidthButtons } from '../page-canvas/widths';

/**
 * /App/PageBuilder/Preview?type=&id=&locale= (the builder's "Preview in a new tab"): the site's draft
 * preview of the saved draft on a page of its own, at the width of the window or at 375 / 768 / 1280 px.
 * Editing is the builder's page canvas; here the page is only looked at.
 */
export function PreviewPage() {
  const { query } = useLocation();
  const { type, documentId: id, locale } = pageTarget(query);
  const [width, setWidth] = useState(0);
  const { data: doc, error } = useSWR(id ? ['doc', type, id, locale] : null, () => getDocument(type, id, locale), { revalidateOnFocus: false });
  const { data: url, error: urlError } = useSWR(previewUrlKey(type, doc?.slug ?? '', locale, 0), mintPreviewUrl, { revalidateOnFocus: false });
  const problem = (error ?? urlError) as Error | undefined;
  return (
    <main className="preview-page">
      <h1 className="preview-title">Preview{doc ? `: ${String(doc.title ?? doc.slug ?? '')}` : ''}</h1>
      <p>
        <a href={builderHref(type, id, locale)} onClick={onLinkClick}>
          ← Back to the builder
        </a>
      </p>
      {problem && (
        <p className="field-error" role="alert">
          Preview unavailable: {problem.message}
        </p>
      )}
      {doc && !doc.slug && <p className="empty">Give the page a slug to preview it.</p>}
      <WidthButtons width={width} onChange={setWidth} label="Preview width" />
      {url && (
        // Focusable: the stage scrolls (a 1280 px page in a narrower window), and keyboard users must be able to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <div className="preview-stage" tabIndex={0} role="region" aria-label={width ? `Page at ${width} px` : 'Page'}>
          <iframe title={width ? `Preview at ${width} pixels` : 'Preview'} src={url} style={frameStyle(width)} data-testid="preview-frame" />
        </div>
      )}
    </main>
  );
}
