'use client';
/**
 * The draft preview's live island: the page builder frames the preview and posts
 * `{ type: "builder:draft", draft, draftSettings }` on each change. Messages are taken only from the
 * configured builder origins (BUILDER_ORIGINS) and only from the window that frames this page; each
 * is rendered on the server (renderLiveDraft) and replaces the saved draft shown until then. Anything
 * else is ignored, with a console warning that names the origin. Once listening, the island posts
 * `{ type: "preview:ready" }` to the framing builder, which answers with its unsaved draft.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLiveDraft } from './actions';

interface Props {
  children: ReactNode;
  /** Builder origins whose messages are accepted; empty = live preview off. */
  origins: readonly string[];
  token: string;
  type: string;
  locale: string;
  slug: string;
}

interface DraftMessage {
  type: 'builder:draft';
  draft: unknown;
  draftSettings?: unknown;
}

const isDraftMessage = (data: unknown): data is DraftMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'builder:draft';

export function LiveDraft({ children, origins, token, type, locale, slug }: Props) {
  const [view, setView] = useState<ReactNode | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [revision, setRevision] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isDraftMessage(event.data)) return;
      const framed = window.parent !== window && event.source === window.parent;
      if (!origins.includes(event.origin) || !framed) {
        console.warn(
          `[preview] ignored a builder:draft message from ${event.origin || 'an unknown origin'}: ${origins.length ? 'not the framing page builder (BUILDER_ORIGINS)' : 'live preview is off (BUILDER_ORIGINS is unset)'}`,
        );
        return;
      }
      const id = ++latest.current;
      renderLiveDraft({ token, type, locale, slug, draft: event.data.draft, draftSettings: event.data.draftSettings ?? null }).then(
        (result) => {
          if (id !== latest.current) return;
          if (result.ok) {
            setView(result.view);
            setRevision(id);
            setStatus({ text: 'Showing unsaved changes from the builder', error: false });
          } else {
            setStatus({ text: result.message, error: true });
          }
        },
        (error: unknown) => {
          if (id === latest.current) setStatus({ text: `Live preview failed: ${error instanceof Error ? error.message : String(error)}`, error: true });
        },
      );
    };
    window.addEventListener('message', onMessage);
    // Tell the framing builder this page now listens: it sends its unsaved draft at once (changes
    // posted before hydration would otherwise be lost). Delivered only to a builder origin.
    if (window.parent !== window) for (const origin of origins) window.parent.postMessage({ type: 'preview:ready' }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [origins, token, type, locale, slug]);

  return (
    <>
      {status && (
        <p className="preview-banner" role={status.error ? 'alert' : 'status'} data-testid="live-preview-status">
          {status.text}
        </p>
      )}
      <div data-live-revision={revision}>{view ?? children}</div>
    </>
  );
}
