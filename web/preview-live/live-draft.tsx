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
 * Speed: blocks are rendered one by one and kept per content (live-blocks-plan.ts): a draft asks the
 * server only for the blocks it has not seen (a keystroke: one block; a move, delete or undo: none,
 * placed at once) and for the page around them only when the settings or the saved version change.
 * No queue of stale drafts: while one draft is being rendered, only the newest one that arrives
 * meanwhile is kept and sent when the first answers.
 *
 * Once a builder has spoken, the editing overlay (edit-overlay.tsx) makes the page the builder's
 * canvas: select, edit in place, insert, move, duplicate, delete, each asked of the builder.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLiveDraft } from './actions';
import { LiveBlocksContext, type LiveSlot } from './live-blocks';
import { draftSlots, RenderCache, unrendered, type DraftSlot } from './live-blocks-plan';
import { blockNames, builderMessageType, selectedIndex, trustedMessage, type FrameRequest } from 'contract/preview';
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

/** Renderings kept beyond the page's own blocks (what an undo may want back). */
const SPARE_RENDERINGS = 100;

export function LiveDraft({ children, origins, token, type, locale, slug }: Props) {
  const [view, setView] = useState<ReactNode | null>(null);
  const [slots, setSlots] = useState<readonly LiveSlot[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [revision, setRevision] = useState(0);
  const [builder, setBuilder] = useState<string | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const latest = useRef(0);
  const inFlight = useRef(false);
  const next = useRef<PendingDraft | null>(null);
  const renderings = useRef(new RenderCache<ReactNode>());
  // The settings and saved version the page around the blocks (view) was rendered for.
  const shellFor = useRef<string | null>(null);
  const placed = useRef<DraftSlot[]>([]);
  // Blocks edited in place since the last render, and a generation per block: a block edited in
  // place gets a new React key, so the text typed into the page's DOM is replaced by React's
  // rendering of the new draft, not patched over.
  const editedInPlace = useRef(new Set<string>());
  const generations = useRef(new Map<string, number>());

  useEffect(() => {
    const render = (pending: PendingDraft) => {
      if (inFlight.current) {
        next.current = pending;
        return;
      }
      const id = ++latest.current;
      const planned = Array.isArray(pending.draft) ? draftSlots(pending.draft) : null;
      const settingsKey = JSON.stringify([pending.draftSettings ?? null, pending.version ?? null]);
      const shell = settingsKey !== shellFor.current;
      const wanted = planned ? unrendered(planned, (key) => renderings.current.has(key)) : [];
      const place = (blocks: DraftSlot[]) => {
        for (const edited of editedInPlace.current) generations.current.set(edited, (generations.current.get(edited) ?? 0) + 1);
        editedInPlace.current.clear();
        placed.current = blocks;
        setSlots(
          blocks.map((slot) => ({ reactKey: `${slot.id}~${generations.current.get(slot.id) ?? 0}`, uid: slot.uid, node: renderings.current.get(slot.key) })),
        );
        renderings.current.prune(new Set(blocks.map((slot) => slot.key)), SPARE_RENDERINGS);
        setRevision(id);
        setStatus(pending.unsaved ? { text: 'Showing unsaved changes from the builder', error: false } : null);
      };
      if (planned && !shell && wanted.length === 0) {
        place(planned);
        return;
      }
      inFlight.current = true;
      const settle = () => {
        inFlight.current = false;
        const queued = next.current;
        next.current = null;
        if (queued) render(queued);
      };
      renderLiveDraft({
        token,
        type,
        locale,
        slug,
        shell,
        blocks: planned ? wanted.map(({ index, block }) => ({ index, block })) : pending.draft,
        draftSettings: pending.draftSettings ?? null,
        version: pending.version,
      }).then(
        (result) => {
          if (result.ok && planned) {
            wanted.forEach((slot, n) => renderings.current.set(slot.key, result.blocks[n]));
            if (result.view) {
              shellFor.current = settingsKey;
              setView(result.view);
            }
            if (id === latest.current) place(planned);
          } else if (!result.ok && id === latest.current) {
            setStatus({ text: result.message, error: true });
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
      if (request.type === 'preview:edit') {
        const edited = placed.current[request.index];
        if (edited) editedInPlace.current.add(edited.id);
      }
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
      <div data-live-revision={revision}>
        <LiveBlocksContext.Provider value={slots}>{view ?? children}</LiveBlocksContext.Provider>
      </div>
      {builder && <EditOverlay ask={ask} names={names} selected={selected} onSelect={setSelected} revision={revision} focusRequests={focusRequests} />}
    </>
  );
}
