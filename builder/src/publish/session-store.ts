import { create } from 'zustand';
import type { MergeResult } from '../merge/merge-types';
import type { LoadedDocument } from './open';
import type { SaveMode } from './save-mode';
import type { Draft } from '../store/types';
import type { FieldError } from '../schema/validate';
import { getIn } from '../store/path';

/**
 * A save found the page changed on the server and both sides changed the same things: the merge to
 * decide (`merge.conflicts`, each kept as mine or theirs) and the version it was made against.
 */
export interface SaveConflict {
  mode: SaveMode;
  remoteUpdatedAt: string;
  remoteBy: string | null;
  merge: MergeResult;
  theirs: LoadedDocument;
}

/** Save state of the open page: in flight, queued while offline, a conflict to resolve, merge base. */
interface SessionState {
  saving: SaveMode | null;
  pending: boolean;
  conflict: SaveConflict | null;
  showErrors: boolean;
  /** The page as this tab loaded or last saved it (null when unknown): the base of a three-way merge. */
  base: Draft | null;
  /** Fields the CMS refused on the last save ("page.slug"), shown under the field while it keeps the refused value. */
  refused: { path: string; value: unknown; message: string }[];
  /** Why the last autosave did not send the draft (a rule it breaks), shown in the save status; null once saved. */
  held: string | null;
  /** A text is being edited in place on the page (its text reaches the store when the edit ends). */
  frameEditing: boolean;
  set(partial: Partial<Omit<SessionState, 'set'>>): void;
}

export const useSession = create<SessionState>()((set) => ({
  saving: null,
  pending: false,
  conflict: null,
  showErrors: false,
  base: null,
  refused: [],
  held: null,
  frameEditing: false,
  set: (partial) => set(partial),
}));

/** The refusals whose field still holds the refused value, as field errors (shown under the field, aria-invalid). */
export function stillRefused(refused: SessionState['refused'], draft: Draft): FieldError[] {
  return refused
    .filter((item) => getIn(draft, item.path.split('.')) === item.value)
    .map((item) => ({ path: item.path, field: item.message.split(':')[0], message: item.message }));
}
