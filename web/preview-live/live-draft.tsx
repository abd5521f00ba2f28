'use client';
/**
 * The draft preview's live island: the page builder frames the preview and posts
 * `{ type: "builder:draft", draft, draftSettings, names, selected, version, unsaved }` on each change
 * and after each save (the frame is not reloaded, so focus, selection and scroll stay), and
 * `builder:select` when only the selection changes. Messages are taken only from the configured
 * builder origins (BUILDER_ORIGINS) and only from the window that frames this page (`trustedMessage`,
 * protocol.ts); each draft is rendered on the server (renderLiveDraft) and replaces the saved draft
 * shown until then. Anything else is ignored, with a console warning that names the origin. Once
 * listening, the island posts `{ type: "preview:ready" }` to the framing builder, which answers with
 * its unsaved draft.
 *
 * Speed: no queue of stale drafts. While one draft is being rendered, only the newest one that
 * arrives meanwhile is kept and sent when the first answers.
 *
 * Once a builder has spoken, the editing overlay (edit-overlay.tsx) makes the page the builder's
 * canvas: select, edit in place, insert, move, duplicate, delete, each asked of the builder.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLiveDraft } from './actions';
import { blockNames, builderMessageType, selectedIndex, trustedMessage, type FrameRequest } from './protocol';
import { EditOverlay } from './edit-overlay';

interface Props {
  children: ReactNode;
  /** Builder origins whose messages are accepted; empty = live preview off. */
  origins: readonly string[];
  token: string;
  type: string;
  locale: string;
  slug: string;
}

interface PendingDraft {
  draft: unknown;
  draftSettings: unknown;
  version: unknown;
  /** False when the builder has just saved this draft: no "unsaved changes" status. */
  unsaved: boolean;
}

export function LiveDraft({ children, origins, token, type, locale, slug }: Props) {
  const [view, setView] = useState<ReactNode | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [revision, setRevision] = useState(0);
  // A new key for the page after an in-place edit: the text typed into the page's DOM is replaced by
  // React's rendering of the new draft, not patched over.
  const [mount, setMount] = useState(0);
  const editedSince = useRef(false);
  const [builder, setBuilder] = useState<string | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const latest = useRef(0);
  const inFlight = useRef(false);
  const next = useRef<PendingDraft | null>(null);

  useEffect(() => {
    const render = (pending: PendingDraft) => {
      if (inFlight.current) {
        next.current = pending;
        return;
      }
      inFlight.current = true;
      const id = ++latest.current;
      const settle = () => {
        inFlight.current = false;
        const queued = next.current;
        next.current = null;
        if (queued) render(queued);
      };
      renderLiveDraft({ token, type, locale, slug, draft: pending.draft, draftSettings: pending.draftSettings ?? null, version: pending.version }).then(
        (result) => {
          if (id === latest.current) {
            if (result.ok) {
              setView(result.view);
              setRevision(id);
              if (editedSince.current) {
                editedSince.current = false;
                setMount((value) => value + 1);
              }
              setStatus(pending.unsaved ? { text: 'Showing unsaved changes from the builder', error: false } : null);
            } else {
              setStatus({ text: result.message, error: true });
            }
          }
          settle();
        },
        (error: unknown) => {
          if (id === latest.current) setStatus({ text: `Live preview failed: ${error instanceof Error ? error.message : String(error)}`, error: true });
          settle();
        },
      );
    };
    const onMessage = (event: MessageEvent) => {
      const kind = builderMessageType(event.data);
      if (!kind) return;
      if (window.parent === window || !trustedMessage(event, origins, window.parent)) {
        console.warn(
          `[preview] ignored a ${kind} message from ${event.origin || 'an unknown origin'}: ${origins.length ? 'not the framing page builder (BUILDER_ORIGINS)' : 'live preview is off (BUILDER_ORIGINS is unset)'}`,
        );
        return;
      }
      setBuilder(event.origin);
      const data = event.data as Record<string, unknown>;
      const listed = blockNames(data.names);
      if (listed) setNames(listed);
      if ('selected' in data) setSelected(selectedIndex(data.selected));
      if (kind === 'builder:draft') render({ draft: data.draft, draftSettings: data.draftSettings, version: data.version, unsaved: data.unsaved !== false });
      if (kind === 'builder:focus') setFocusRequests((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    // Tell the framing builder this page now listens: it sends its unsaved draft at once (changes
    // posted before hydration would otherwise be lost). Delivered only to a builder origin.
    if (window.parent !== window) for (const origin of origins) window.parent.postMessage({ type: 'preview:ready' }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [origins, token, type, locale, slug]);

  const ask = useCallback(
    (request: FrameRequest) => {
      if (builder) window.parent.postMessage(request, builder);
      if (request.type === 'preview:edit') editedSince.current = true;
    },
    [builder],
  );

  return (
    <>
      {status && (
        <p className="preview-banner live-status" role={status.error ? 'alert' : 'status'} data-testid="live-preview-status">
          {status.text}
        </p>
      )}
      <div data-live-revision={revision} key={mount}>
        {view ?? children}
      </div>
      {builder && <EditOverlay ask={ask} names={names} selected={selected} onSelect={setSelected} revision={revision} focusRequests={focusRequests} />}
    </>
  );
}
