import { CHANGE_BATCH_MS, SYNC_WAIT_MS, type LiveChangeEvent, type LiveOp, type LivePage } from 'contract/wire';
import type { Block, Draft } from '../store/types';
import { applyOps, diffDrafts } from './ops';

/**
 * This tab's side of live changes (contract/wire live-changes.ts). The CMS puts every tab's changes in one order and
 * hands each to every tab, the sender's own included. The tab keeps:
 *
 * - `confirmed`: the page after every change handed back so far, the same in every tab that heard the same changes;
 * - `pending`: its own changes sent and not yet handed back, and `outbox`, those not yet sent;
 *
 * and shows `confirmed` with `pending` and `outbox` played on top. Another editor's change is played on `confirmed`
 * and this tab's own replayed on it, so when a field was changed by two editors at once, the one the CMS ordered
 * last wins in every tab. Its own change handed back moves from `pending` into `confirmed`.
 *
 * A tab that joins a page others have open takes the page from one of them (`sync`): blocks are named by their keys,
 * which are made in the tab that made the block, so a tab must share them to understand the others' changes.
 */

/** What the engine needs from the tab. */
export interface ChangesHooks {
  /** The page as the editor sees it now. */
  present(): Draft;
  /**
   * Shows `draft` after changes from elsewhere: `ops`, what came in (null when the page was taken or a change taken
   * back); `fresh`, the page was taken from another tab on opening (the undo history, made with other keys, goes).
   */
  show(draft: Draft, ops: readonly LiveOp[] | null, fresh?: boolean): void;
  /** Posts this tab's change; 'sent', 'refused' (a 4xx: the CMS will never take it, with its message) or 'failed' (try again later). */
  post(seq: number, ops: LiveOp[]): Promise<{ result: 'sent' } | { result: 'refused'; message: string } | { result: 'failed' }>;
  /** Posts this tab's page for a newcomer. */
  postSync(to: string, page: LivePage): Promise<void>;
  /** The CMS refused a change of this tab (its role may not write the field): it was taken back. */
  refused(message: string): void;
  /** Whether the page has changes not saved to the CMS (a tab opened with its offline work keeps it). */
  dirty(): boolean;
  /** Another tab saved version `updatedAt` with everything this tab has heard so far (`page`: this tab's page then, less its own edits). */
  saved?(updatedAt: string, page: Draft): void;
  /**
   * This tab took the page again after its link dropped, with edits of its own the others have not heard (work done
   * offline): `before` is the page as it had it from the others then, `page` theirs now. It may ask the editor
   * (the merge choice) and hold the edits meanwhile (`holds`).
   */
  rejoined?(before: Draft, page: Draft): void;
  /** Whether an edit waits before it is sent (a field another editor is writing in); `release()` when that may have ended. */
  holds?(op: LiveOp): boolean;
  /** Test seams. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveChanges {
  /** The editor changed the page from `previous` to `next` (a store change this engine did not make). */
  local(previous: Draft, next: Draft): void;
  /** The stream's hello: this tab's session, and whether others were there. */
  joined(session: string, others: boolean): void;
  /** This tab saved the page as version `updatedAt`: the others are told (after the edits it had made). */
  announceSave(updatedAt: string): void;
  /** A tab arrived (a presence not seen before): a synced tab gives it the page. */
  arrived(session: string): void;
  /** A change or a sync from the stream. */
  heard(event: LiveChangeEvent): void;
  /** The stream dropped: nothing is sent until the next hello. */
  dropped(): void;
  /** Edits that waited may go now (see `holds`). */
  release(): void;
  /** Whether this tab shares the page's block keys (has taken the page, or was the first there). */
  readonly synced: boolean;
  close(): void;
}

interface Sent {
  seq: number;
  ops: LiveOp[];
}

const toDraft = (page: LivePage): Draft => ({ blocks: page.blocks.map((block) => ({ ...block }) as Block), settings: page.settings, page: page.page });
const toPage = (draft: Draft): LivePage => ({ blocks: draft.blocks.map((block) => ({ ...block })), settings: draft.settings, page: draft.page });

export function liveChanges(hooks: ChangesHooks): LiveChanges {
  const setTimer = hooks.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = hooks.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let session: string | null = null;
  let synced = false;
  /** The first hello ever: a tab that joins again after a drop keeps its own history and edits. */
  let first = true;
  let confirmed: Draft = hooks.present();
  let pending: Sent[] = [];
  let outbox: LiveOp[] = [];
  let seq = 0;
  let posting = false;
  let batch: unknown = null;
  let waiting: unknown = null;
  let closed = false;
  /** Whether this tab has the page's block keys (it took the page from the others, or was alone on it). */
  let shared = false;
  /** The page being taken is this tab's first: its undo history (other keys) goes. */
  let fresh = false;

  /** Whether something in the outbox can go now. */
  const sendable = () => outbox.some((op) => !hooks.holds?.(op));
  const mine = () => [...pending.flatMap((sent) => sent.ops), ...outbox];
  /** Shows confirmed with this tab's own changes on top. */
  const replay = (ops: readonly LiveOp[] | null) => hooks.show(applyOps(confirmed, mine()), ops, false);

  function schedule(): void {
    if (batch !== null || closed) return;
    batch = setTimer(() => {
      batch = null;
      void flush();
    }, CHANGE_BATCH_MS);
  }

  /** Sends the outbox as one change; one change is in flight at a time, so the CMS gets them in order. */
  async function flush(): Promise<void> {
    if (posting || !outbox.length || !session || !synced || closed) return;
    // Edits that wait stay in the outbox (shown here, sent later, after what the others do meanwhile).
    const ready = hooks.holds ? outbox.filter((op) => !hooks.holds!(op)) : outbox;
    if (!ready.length) return;
    posting = true;
    const sent: Sent = { seq: ++seq, ops: ready };
    outbox = ready === outbox ? [] : outbox.filter((op) => !ready.includes(op));
    pending.push(sent);
    try {
      const answer = await hooks.post(sent.seq, sent.ops);
      if (answer.result === 'refused') {
        // Taken back: the page shows what the CMS has, with this tab's other changes.
        pending = pending.filter((item) => item !== sent);
        replay(null);
        hooks.refused(answer.message);
      }
      // 'failed': the stream drops too (or already did); the next hello sends it again.
    } finally {
      posting = false;
    }
    if (sendable()) schedule();
  }

  function take(page: LivePage): void {
    clearTimer(waiting);
    waiting = null;
    const before = confirmed;
    const offline = !fresh && mine().some((op) => op.op !== 'saved');
    confirmed = toDraft(page);
    synced = true;
    shared = true;
    // What this tab changed and the others have not heard goes again, on the page as it is now.
    outbox = mine();
    pending = [];
    hooks.show(applyOps(confirmed, outbox), null, fresh);
    if (offline) hooks.rejoined?.(before, confirmed);
    schedule();
  }

  /** Starts from this tab's own page (alone on it, or nobody gave it one in time). */
  function own(): void {
    clearTimer(waiting);
    waiting = null;
    synced = true;
    // Its changes not handed back may not have reached anyone: sent again (each can be played twice). `confirmed`
    // with them on top is still the present.
    outbox = mine();
    pending = [];
    schedule();
  }

  return {
    get synced() {
      return synced;
    },
    local(previous, next) {
      const ops = diffDrafts(previous, next);
      if (!ops.length) return;
      outbox.push(...ops);
      if (session && synced) schedule();
    },
    joined(id, others) {
      session = id;
      clearTimer(waiting);
      waiting = null;
      const opening = first;
      first = false;
      // Others are here: one of them gives this tab the page. A tab that opened with work kept offline keeps its own
      // page (its save merges that work with the CMS's, as before); so does one that hears nothing in time.
      if (!others) {
        // Alone: its keys are the page's.
        shared = true;
        return own();
      }
      if (opening && hooks.dirty()) {
        shared = false;
        return own();
      }
      synced = false;
      fresh = opening;
      waiting = setTimer(() => {
        if (opening) shared = false;
        own();
      }, SYNC_WAIT_MS);
      // (A page that comes later is still taken while this tab has made no edit: see heard.)
    },
    announceSave(updatedAt) {
      // A tab on its own keys while others are on the page (it opened with work kept offline, or nobody gave it the
      // page) has not their edits to blocks: they must still merge what it saves.
      if (!shared) return;
      outbox.push({ op: 'saved', updatedAt });
      if (session && synced) schedule();
    },
    arrived(other) {
      if (closed || !session || !synced || !shared || other === session) return;
      void hooks.postSync(other, toPage(hooks.present())).catch(() => undefined);
    },
    heard(event) {
      if (event.type === 'sync') {
        // Taken while waiting for it, or late (on a busy machine) as long as this tab has made no edit on its own keys.
        const late = synced && !shared && fresh && !mine().length && !hooks.dirty();
        if (event.to === session && (!synced || late)) take(event.page);
        return;
      }
      if (!synced) return;
      if (event.session === session) {
        // Its own change, handed back: now part of the order.
        const at = pending.findIndex((sent) => sent.seq === event.seq);
        if (at < 0) return;
        confirmed = applyOps(
          confirmed,
          pending.slice(0, at + 1).flatMap((sent) => sent.ops),
        );
        pending = pending.slice(at + 1);
        return;
      }
      confirmed = applyOps(confirmed, event.ops);
      const edits = event.ops.filter((op) => op.op !== 'saved');
      if (edits.length) replay(edits);
      for (const op of event.ops) if (op.op === 'saved') hooks.saved?.(op.updatedAt, confirmed);
    },
    release() {
      if (sendable()) schedule();
    },
    dropped() {
      session = null;
      clearTimer(waiting);
      waiting = null;
    },
    close() {
      closed = true;
      clearTimer(batch);
      clearTimer(waiting);
    },
  };
}
