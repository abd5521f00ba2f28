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
 * While a text is being edited in place, drafts are held back (the newest one is kept) and rendered
 * when the edit ends, so a save landing meanwhile leaves the text, the caret and the focus alone.
 *
 * Once a builder has spoken, the editing overlay (edit-overlay.tsx) makes the page the builder's
 * canvas: select, edit in place, insert, move, duplicate, delete, each asked of the builder.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { renderLiveDraft } from './actions';
import { LiveBlocksContext, type LiveSlot } from './live-blocks';
import { draftSlots, RenderCache, unrendered, type DraftSlot } from './live-blocks-plan';
import {
  blockNames,
  builderMessageType,
  isFieldPath,
  isSyncId,
  peerOutlines,
  selectedIndex,
  trustedMessage,
  type FrameRequest,
  type PeerOutline,
} from 'contract/preview';
import { EditOverlay, type BuilderRequest } from './edit-overlay';

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

/** After an edit committed in place, how long a draft held back waits for the builder's newer one. */
const RESUME_AFTER_EDIT_MS = 500;

/** Renderings kept beyond the page's own blocks (what an undo may want back). */
const SPARE_RENDERINGS = 100;

export function LiveDraft({ children, origins, token, type, locale, slug }: Props) {
  const [view, setView] = useState<ReactNode | null>(null);
  const [slots, setSlots] = useState<readonly LiveSlot[] | null>(null);
  // Why a draft could not be shown (an alert over the page); whether the page shows unsaved changes
  // (said by the builder's top bar, marked here as `data-live-unsaved` for tools, never a badge).
  const [status, setStatus] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const [revision, setRevision] = useState(0);
  const [builder, setBuilder] = useState<string | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  // The blocks other editors have selected (the builder's live editing), outlined in their colours.
  const [peers, setPeers] = useState<PeerOutline[]>([]);
  const [request, setRequest] = useState<BuilderRequest | null>(null);
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
  // An edit in place under way: drafts wait (newest only) until it ends, so that a save landing
  // meanwhile (an autosave) does not render the page under the editor's caret.
  const editing = useRef(false);
  const resume = useRef<(() => void) | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const render = (pending: PendingDraft) => {
      clearTimeout(resumeTimer.current);
      if (inFlight.current || editing.current) {
        next.current = pending;
        return;
      }
      // The newest draft supersedes one held back.
      next.current = null;
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
        setStatus(null);
        setUnsaved(pending.unsaved);
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
            // An edit in place that began while this draft was rendering keeps its text: the draft is placed
            // when the edit ends (resume), not under the editor's caret.
            if (id === latest.current) {
              if (editing.current) next.current ??= pending;
              else place(planned);
            }
          } else if (!result.ok && id === latest.current) {
            setStatus(result.message);
          }
          settle();
        },
        (error: unknown) => {
          if (id === latest.current) setStatus(`Live preview failed: ${error instanceof Error ? error.message : String(error)}`);
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
      // Answered at once, after whatever this page sent before (protocol.ts).
      if (kind === 'builder:sync') {
        if (isSyncId(data.id)) window.parent.postMessage({ type: 'preview:synced', id: data.id } satisfies FrameRequest, event.origin);
        return;
      }
      if (kind === 'builder:peers') {
        setPeers(peerOutlines(data.peers));
        return;
      }
      const listed = blockNames(data.names);
      if (listed) setNames(listed);
      if ('selected' in data) setSelected(selectedIndex(data.selected));
      if (kind === 'builder:draft') render({ draft: data.draft, draftSettings: data.draftSettings, version: data.version, unsaved: data.unsaved !== false });
      if (kind === 'builder:focus') setRequest((last) => ({ id: (last?.id ?? 0) + 1, kind: 'focus' }));
      const index = selectedIndex(data.index);
      if (kind === 'builder:edit' && index !== null && isFieldPath(data.field)) {
        const field = data.field;
        setRequest((last) => ({ id: (last?.id ?? 0) + 1, kind: 'edit', index, field }));
      }
    };
    resume.current = () => {
      const queued = next.current;
      if (!queued || inFlight.current || editing.current) return;
      next.current = null;
      render(queued);
    };
    window.addEventListener('message', onMessage);
    // Tell the framing builder this page now listens: it sends its unsaved draft at once (changes
    // posted before hydration would otherwise be lost). Delivered only to a builder origin.
    if (window.parent !== window) for (const origin of origins) window.parent.postMessage({ type: 'preview:ready' }, origin);
    return () => {
      window.removeEventListener('message', onMessage);
      resume.current = null;
      clearTimeout(resumeTimer.current);
    };
  }, [origins, token, type, locale, slug]);

  const ask = useCallback(
    (request: FrameRequest) => {
      if (builder) window.parent.postMessage(request, builder);
      if (request.type === 'preview:edit') {
        const edited = placed.current[request.index];
        if (edited) editedInPlace.current.add(edited.id);
      }
      if (request.type === 'preview:editing') {
        editing.current = request.editing;
        clearTimeout(resumeTimer.current);
        // A draft held back during the edit is shown now; after a committed edit, the builder's answer
        // (a newer draft, which replaces it) is awaited for a moment rather than showing the old text.
        if (!request.editing) resumeTimer.current = setTimeout(() => resume.current?.(), editedInPlace.current.size ? RESUME_AFTER_EDIT_MS : 0);
      }
    },
    [builder],
  );

  return (
    <>
      {status && (
        <p className="preview-banner live-status" role="alert" data-testid="live-preview-status">
          {status}
        </p>
      )}
      <div data-live-revision={revision} data-live-unsaved={unsaved}>
        <LiveBlocksContext.Provider value={slots}>{view ?? children}</LiveBlocksContext.Provider>
      </div>
      {builder && <EditOverlay ask={ask} names={names} selected={selected} onSelect={setSelected} revision={revision} request={request} peers={peers} />}
    </>
  );
}
