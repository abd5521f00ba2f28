import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useBuilder } from '../store/store';
import { useSession } from '../publish/session-store';
import type { DocType } from '../store/types';
import { mintPreviewUrl, previewUrlKey } from '../visual/preview-url';

export const WIDTHS = [
  { name: 'Mobile', px: 375 },
  { name: 'Tablet', px: 768 },
  { name: 'Desktop', px: 1280 },
] as const;

/**
 * The public site's draft preview in an iframe at three widths, reloaded after each save. While
 * editing, the current draft is also posted to the frame (`{ type: "builder:draft", draft,
 * draftSettings }`, to the site's origin only) and the site renders it live, before any save (the
 * site takes such messages only from its BUILDER_ORIGINS). When the framed page says it listens
 * (`{ type: "preview:ready" }`, after each (re)load) and there are unsaved changes, they are sent at once.
 */
export function PreviewPane({ type, slug, locale }: { type: DocType; slug: string; locale: string }) {
  const [width, setWidth] = useState<number>(1280);
  const version = useSession((state) => state.previewVersion);
  const frame = useRef<HTMLIFrameElement>(null);
  // A new URL (a fresh token) after each save reloads the frame; the old frame stays until it arrives.
  const { data: url, error } = useSWR(previewUrlKey(type, slug, locale, version), mintPreviewUrl, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  useEffect(() => {
    if (!url) return;
    const siteOrigin = new URL(url).origin;
    const postDraft = () => {
      const { structure } = useBuilder.getState();
      frame.current?.contentWindow?.postMessage({ type: 'builder:draft', draft: structure.blocks, draftSettings: structure.settings }, siteOrigin);
    };
    // The site's preview page says when it listens (after hydration): send it unsaved changes then.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === 'preview:ready' && useBuilder.getState().dirty) postDraft();
    };
    window.addEventListener('message', onMessage);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useBuilder.subscribe((state, previous) => {
      if (state.structure === previous.structure) return;
      clearTimeout(timer);
      timer = setTimeout(postDraft, 200);
    });
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      unsubscribe();
    };
  }, [url]);
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-widths" role="group" aria-label="Preview width">
        {WIDTHS.map((w) => (
          <button key={w.px} type="button" aria-pressed={width === w.px} onClick={() => setWidth(w.px)}>
            {w.name} {w.px}
          </button>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          Preview unavailable: {(error as Error).message}
        </p>
      )}
      {!slug && <p className="empty">Give the page a slug to preview it.</p>}
      {url && (
        // Focusable: the stage scrolls (a 1280 px page in a narrower window), and keyboard users must be able to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <div className="preview-stage" tabIndex={0} role="region" aria-label={`Page at ${width} px`}>
          {/* content-box: the page inside is exactly `width` CSS pixels wide (the border is outside). */}
          <iframe
            key={url}
            ref={frame}
            title={`Preview at ${width} pixels`}
            src={url}
            width={width}
            height={900}
            style={{ width, boxSizing: 'content-box' }}
            data-testid="preview-frame"
          />
        </div>
      )}
    </section>
  );
}
