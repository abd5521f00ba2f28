import type { Draft, OpenDocument } from '../../store/types';
import type { SaveMode } from '../save-mode';

/** One save on its way through the steps: the page, the draft it writes, and what merges took in so far. */
export interface SaveRun {
  mode: SaveMode;
  doc: OpenDocument;
  draft: Draft;
  /** The changes that came in from the server by merges, named for the alert. */
  merged: readonly string[];
  /** A retry of a save queued offline: the alert says "Back online", and a new failure stays silent. */
  quiet: boolean;
  /** The builder saving by itself after a change (publish/autosave.ts): no alert unless something needs the editor. */
  auto?: boolean;
}
