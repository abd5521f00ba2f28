import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { frameRequest, trustedMessage, type BuilderMessage } from 'contract/preview';
import { useBuilder, type BuilderState } from '../store/store';
import { save } from '../publish/save';
import { useSession } from '../publish/session-store';
import { useLive } from '../live/live-store';
import { runShortcut } from '../builder-page/use-shortcuts';
import { fieldsOf } from '../schema/form-model';
import { blockName } from '../schema/readable';
import type { PageType } from 'contract/rules';
import { mintPreviewUrl, previewUrlKey } from './preview-url';
import { performFrameRequest, fieldPath, type CanvasEffects } from './frame-requests';
import { fieldAt } from './field-kind';
import { fieldHandoff } from './field-handoff';
import { frameStyle } from './widths';
import './page-canvas.css';

/** What the top bar's "Edit on the page" does while a page is shown: the keyboard goes into the page, to the selected block's toolbar. */
export type FocusPage = () => void;

/** The readable names the outline shows too ("Hero with image"), for the page's outlines and toolbar. */
const namesOf = (state: BuilderState) => state.structure.blocks.map((block) => blockName(block.__component, state.components));
const selectedOf = (state: BuilderState) => {
  const index = state.structure.blocks.findIndex((block) => block.__key === state.selectedKey);
  return index >= 0 ? index : null;
};

/**
 * The builder's main canvas: the site's own draft preview of the page (the same block components as
 * the public page), at the width of the canvas ("Fit") or at 375 / 768 / 1280 px, following every
 * change of the store right after the builder painted it (no debounce: the frame keeps only the newest
 * draft while one renders).
 * A save does not reload the frame: the saved draft is posted like any change, with the saved
 * version (`version`, the document's updatedAt: the site reads the saved page around the blocks
 * afresh for it) and `unsaved: false`, so the focus, the selection and the scroll position on the page
 * stay as they were. The frame loads again only for another page (slug, locale) or on the top bar's "Reload page".
 * The frame is the site's page with its editing overlay (web/preview-live/edit-overlay.tsx); what it
 * asks — select, edit, insert, move, duplicate, delete — is performed here on the store
 * (frame-requests.ts). Messages are taken only from the site's origin and only from this iframe's
 * window, and sent only to the site's origin (web/preview-protocol).
 */
export function PageCanvas({
  type,
  slug,
  locale,
  width,
  loads,
  onFrame,
  toPage,
  onShowBlock,
  onShowPalette,
}: {
  type: PageType;
  slug: string;
  locale: string;
  /** The width the page is shown at (0: the canvas's; the top bar chooses it). */
  width: number;
  /** How many times the top bar's "Reload page" was pressed: each loads the frame again. */
  loads: number;
  /** Hands the top bar its "Edit on the page" while a page is shown (null while none is). */
  onFrame(focusPage: FocusPage | null): void;
  /** The top bar's "Edit on the page": the keyboard goes back there when it leaves the page (Escape there). */
  toPage: React.RefObject<HTMLButtonElement | null>;
  onShowBlock(): void;
  /** Unfolds the palette (the page's "+" then focuses its search). */
  onShowPalette(): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [message, setMessage] = useState('');
  const { data: url, error } = useSWR(previewUrlKey(type, slug, locale, loads), mintPreviewUrl, { revalidateOnFocus: false, keepPreviousData: true });

  useEffect(() => {
    if (!url) return;
    const siteOrigin = new URL(url).origin;
    const post = (message: BuilderMessage) => frame.current?.contentWindow?.postMessage(message, siteOrigin);
    const postDraft = () => {
      const state = useBuilder.getState();
      post({
        type: 'builder:draft',
        draft: state.structure.blocks,
        draftSettings: state.structure.settings,
        names: namesOf(state),
        selected: selectedOf(state),
        version: state.document?.updatedAt ?? null,
        unsaved: state.dirty,
      });
      // The blocks may have moved: the others' outlines follow them to their new places.
      if (useLive.getState().peers.length) postPeers();
    };
    const postSelection = () => {
      const state = useBuilder.getState();
      post({ type: 'builder:select', names: namesOf(state), selected: selectedOf(state) });
    };
    // The blocks other editors have selected, outlined on the page in their colours (live editing).
    const postPeers = () => {
      const { blocks } = useBuilder.getState().structure;
      const peers = useLive.getState().peers.flatMap(({ editor, selected, fields }) =>
        selected.map((key) => ({
          index: blocks.findIndex((block) => block.__key === key),
          name: editor.name,
          colour: editor.colour,
          field: fields.find((at) => at.key === key)?.field,
        })),
      );
      post({ type: 'builder:peers', peers: peers.filter((peer) => peer.index >= 0) });
    };
    const handoff = fieldHandoff({
      frame: () => frame.current,
      post,
      indexOf: (key) => useBuilder.getState().structure.blocks.findIndex((block) => block.__key === key),
    });
    onFrame(() => {
      frame.current?.focus();
      post({ type: 'builder:focus' });
    });
    const effects: CanvasEffects = {
      showBlock(key, field) {
        // (Its outline row scrolls into view by itself, BlockCard: one layout for it, after the render.)
        onShowBlock();
        // The clicked text's field takes the focus after one round trip to the page, unless the click
        // was the first of a double click (field-handoff.ts).
        if (field) handoff.focusField(key, field);
        else handoff.cancel();
      },
      openPalette(position) {
        onShowPalette();
        setMessage(`Choose a block in the palette to insert at position ${position + 1}.`);
        document.querySelector<HTMLInputElement>('.palette input[type="search"]')?.focus();
      },
      announce: setMessage,
      save: () => void save('draft'),
      leave: () => toPage.current?.focus(),
      editing: (active) => {
        useSession.getState().set({ frameEditing: active });
        handoff.pageEditing(active);
        // The others see which text is being written on the page (live editing).
        useLive.getState().setField(active ? lastField : null);
      },
      shortcut: runShortcut,
      synced: (id) => handoff.synced(id),
    };
    // The field last clicked or written on the page: the one an edit in place is about.
    let lastField: string | null = null;
    const isHtmlField = (uid: string, field: string) => {
      const { components } = useBuilder.getState();
      return fieldAt(fieldsOf(components[uid]?.schema.attributes ?? {}, components), fieldPath(field))?.kind === 'html';
    };
    const onMessage = (event: MessageEvent) => {
      if (!trustedMessage(event, [siteOrigin], frame.current?.contentWindow)) return;
      const request = frameRequest(event.data);
      if (!request) return;
      if (request.type === 'preview:select' || request.type === 'preview:edit') lastField = request.field;
      if (request.type === 'preview:ready') {
        useSession.getState().set({ frameEditing: false });
        // The page listens: it gets the unsaved draft, or the names and selection (its overlay starts).
        if (useBuilder.getState().dirty) postDraft();
        else postSelection();
        if (useLive.getState().peers.length) postPeers();
        return;
      }
      performFrameRequest(request, useBuilder.getState(), effects, isHtmlField);
    };
    window.addEventListener('message', onMessage);
    // A change is posted right after the builder has painted it (the draft's copy for postMessage is
    // then not part of the keystroke's frame); changes within one frame go as one message.
    let posting = 0;
    let postTimer: ReturnType<typeof setTimeout> | undefined;
    const schedulePost = () => {
      if (posting) return;
      posting = requestAnimationFrame(() => {
        postTimer = setTimeout(() => {
          posting = 0;
          postDraft();
        });
      });
    };
    const unsubscribe = useBuilder.subscribe((state, previous) => {
      // A save (a new version of the document) is posted as a change: the page shows the saved draft in place.
      if (state.structure !== previous.structure || (state.document && state.document.updatedAt !== previous.document?.updatedAt)) schedulePost();
      else if (state.selectedKey !== previous.selectedKey && !posting) postSelection();
    });
    // The peers' list is derived again whenever the blocks or the others' selections change (live/use-live.ts).
    const offPeers = useLive.subscribe((state, previous) => {
      if (state.peers !== previous.peers) postPeers();
    });
    return () => {
      offPeers();
      useSession.getState().set({ frameEditing: false });
      onFrame(null);
      window.removeEventListener('message', onMessage);
      cancelAnimationFrame(posting);
      clearTimeout(postTimer);
      handoff.dispose();
      unsubscribe();
    };
  }, [url, onFrame, toPage, onShowBlock, onShowPalette]);

  return (
    <section className="page-canvas" aria-label="Page" id="page-canvas">
      {error && (
        <p className="field-error" role="alert">
          Page unavailable: {(error as Error).message}
        </p>
      )}
      {!slug && <p className="empty">Give the page a slug to see it here.</p>}
      {url && (
        <div className="page-canvas-stage">
          <iframe
            key={url}
            ref={frame}
            title={width ? `Page at ${width} pixels` : 'Page'}
            src={url}
            style={frameStyle(width)}
            data-testid="page-canvas-frame"
          />
        </div>
      )}
      <div className="sr-only" aria-live="polite" data-testid="canvas-live-region">
        {message}
      </div>
    </section>
  );
}
