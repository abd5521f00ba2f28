import { useEffect } from 'react';
import type { LiveEditor } from 'contract/wire';
import type { PageType } from 'contract/rules';
import { useAuth } from '../auth/auth-store';
import { askAboutOfflineWork } from '../merge/with-server';
import { useSession } from '../publish/session-store';
import { useBuilder } from '../store/store';
import { liveChanges } from './changes';
import { connectLive } from './connection';
import { fieldClaims } from './field-claims';
import { useLive } from './live-store';
import { onLocalChange, savedElsewhere, showRemote } from './store-bridge';
import { peersOf, selectionOf, selectorsByBlock } from './peers';

const sameEditors = (a: readonly LiveEditor[] | undefined, b: readonly LiveEditor[]) =>
  !!a && a.length === b.length && a.every((editor, i) => editor.id === b[i].id && editor.colour === b[i].colour && editor.name === b[i].name);

/** Works out the other editors' selections on this tab's page, keeping each row's array while it is unchanged. */
function derivePeers(): void {
  const { present, session, marks: before, peers: shown } = useLive.getState();
  const peers = peersOf(present, session, useBuilder.getState().structure.blocks);
  if (!peers.length && !shown.length) return;
  const marks: Record<string, LiveEditor[]> = {};
  for (const [key, editors] of selectorsByBlock(peers)) marks[key] = sameEditors(before[key], editors) ? before[key] : editors;
  const same = JSON.stringify(peers) === JSON.stringify(shown) && Object.keys(marks).length === Object.keys(before).length;
  if (!same) useLive.getState().setPeers(peers, marks);
}

/**
 * While a page is open: its live link (connection.ts), so the other editors on it show in the top bar, the outline
 * and on the page, and they see this tab and its selection.
 */
export function useLiveEditing(type: PageType, documentId: string, locale: string): void {
  const open = useBuilder((state) => state.document?.documentId === documentId && state.document?.locale === locale);
  useEffect(() => {
    if (!open) return;
    const selection = () => {
      const { structure, selectedKey } = useBuilder.getState();
      return selectionOf(structure.blocks, selectedKey, useLive.getState().field);
    };
    const claims = fieldClaims();
    const changes = liveChanges({
      present: () => useBuilder.getState().structure,
      show: showRemote,
      post: (seq, ops) => connection.change(seq, ops),
      postSync: async (to, page) => void (await connection.sync(to, page)),
      refused: (message) => useBuilder.getState().showAlert('error', `Not kept: ${message}`),
      dirty: () => useBuilder.getState().dirty,
      saved: savedElsewhere,
      // An edit to a field another editor is writing in waits until they leave it (field-claims.ts); every edit waits
      // while the editor decides a merge.
      holds: (op) => useSession.getState().conflict !== null || claims.holds(op),
      rejoined: (before, page) => void askAboutOfflineWork(before, page),
    });
    const connection = connectLive(
      { type, documentId, locale },
      {
        onEvent: (event) => {
          if (event.type === 'change' || event.type === 'sync') return changes.heard(event);
          const arrived = event.type === 'presence' && !useLive.getState().present.some((tab) => tab.session === event.presence.session);
          useLive.getState().hear(event);
          if (event.type === 'hello')
            changes.joined(
              event.session,
              event.present.some((tab) => tab.session !== event.session),
            );
          if (arrived) changes.arrived(event.presence.session);
        },
        onStatus: (status) => {
          if (status !== 'live') changes.dropped();
          useLive.getState().setStatus(status);
        },
        selection,
        token: () => useAuth.getState().token,
        refresh: () => useAuth.getState().refresh(),
      },
    );
    // The others are told when this tab's selection changes, moves, gets its id from a save, or its field changes.
    let told = JSON.stringify(selection());
    const tell = () => {
      const now = JSON.stringify(selection());
      if (now === told) return;
      told = now;
      connection.update();
    };
    const offBuilder = useBuilder.subscribe((state, previous) => {
      if (state.selectedKey === previous.selectedKey && state.structure.blocks === previous.structure.blocks) return;
      tell();
      if (state.structure.blocks !== previous.structure.blocks) derivePeers();
    });
    const offLocal = onLocalChange(changes.local, changes.announceSave);
    // A merge decided (or dismissed): the edits that waited go.
    const offConflict = useSession.subscribe((state, previous) => {
      if (previous.conflict && !state.conflict) changes.release();
    });
    const offLive = useLive.subscribe((state, previous) => {
      if (state.present !== previous.present || state.session !== previous.session) derivePeers();
      if (state.field !== previous.field) {
        claims.enter(useBuilder.getState().selectedKey, state.field);
        tell();
      }
      if (state.peers !== previous.peers) {
        claims.see(state.peers);
        // Someone may have left a field: edits to it that waited go now.
        changes.release();
      }
    });
    // The field written in the panel: the one holding the focus there (FieldList's ids: f-{key}-{path with "-"}).
    const onFocus = () => {
      const { selectedKey } = useBuilder.getState();
      const prefix = `f-${selectedKey}-`;
      // The innermost element around the focus with a field's id (an item's field inside its list's).
      let node = document.activeElement as HTMLElement | null;
      let id = '';
      for (; node && node.id !== 'fields'; node = node.parentElement)
        if (node.id.startsWith(prefix)) {
          id = node.id;
          break;
        }
      const field = selectedKey && node ? id.slice(prefix.length).split('-').join('.') || null : null;
      // The page's edit in place (PageCanvas) says its own field; the panel's focus leaving does not clear it.
      if (field || !useSession.getState().frameEditing) useLive.getState().setField(field);
    };
    const onBlur = () => queueMicrotask(onFocus);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
      offBuilder();
      offLocal();
      offConflict();
      offLive();
      changes.close();
      connection.close();
      useLive.getState().reset();
    };
  }, [open, type, documentId, locale]);
}
