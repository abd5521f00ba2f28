import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { api } from '../api/http';
import { useBuilder } from '../store/store';
import { useSession } from '../publish/session-store';
import type { DocType } from '../store/types';

export const WIDTHS = [
  { name: 'Mobile', px: 375 },
  { name: 'Tablet', px: 768 },
  { name: 'Desktop', px: 1280 },
] as const;

/** The preview URL is minted by the builder's server: the preview secret never reaches the bundle. */
async function mintPreviewUrl([, type, slug, locale]: [string, DocType, string, string]): Promise<string> {
  const answer = await api<{ data: { url: string } }>('/builder-api/preview-url', { query: { type, slug, locale } });
  return answer.data.url;
}

/**
 * The public site's draft preview in an iframe at three widths, reloaded after each save. While
 * editing, the current draft is also posted to the frame (type "builder:draft") for a site that
 * can render it live.
 */
export function PreviewPane({ type, slug, locale }: { type: DocType; slug: string; locale: string }) {
  const [width, setWidth] = useState<number>(1280);
  const version = useSession((state) => state.previewVersion);
  const frame = useRef<HTMLIFrameElement>(null);
  const { data: url, error } = useSWR(slug ? ['preview-url', type, slug, locale] : null, mintPreviewUrl, { revalidateOnFocus: false });
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useBuilder.subscribe((state, previous) => {
      if (state.structure === previous.structure) return;
      clearTimeout(timer);
      timer = setTimeout(() => frame.current?.contentWindow?.postMessage({ type: 'builder:draft', draft: state.structure.blocks, draftSettings: state.structure.settings }, origin), 200);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [url]);
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-widths" role="group" aria-label="Preview width">
        {WIDTHS.map((w) => (
          <button key={w.px} type="button" aria-pressed={width === w.px} onClick={() => setWidth(w.px)}>{w.name} {w.px}</button>
        ))}
      </div>
      {error && <p className="field-error" role="alert">Preview unavailable: {(error as Error).message}</p>}
      {!slug && <p className="empty">Give the page a slug to preview it.</p>}
      {url && (
        <div className="preview-stage">
          <iframe key={version} ref={frame} title={`Preview at ${width} pixels`} src={url} width={width} height={900} style={{ width }} data-testid="preview-frame" />
        </div>
      )}
    </section>
  );
}
