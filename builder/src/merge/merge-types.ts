import type { Draft } from '../store/types';

/** Which version an editor keeps of something both sides changed. */
export type Side = 'mine' | 'theirs';

export type Conflict =
  | { id: string; kind: 'field'; where: string; base: unknown; mine: unknown; theirs: unknown }
  | { id: string; kind: 'removed'; where: string; removedBy: Side }
  | { id: string; kind: 'order'; where: string; mine: string[]; theirs: string[] };

export interface MergeOptions {
  /** A component's display name (the block's name in messages). */
  blockName?(uid: string): string;
  /** A field's label in `model` (a component uid, or the page/settings model below); the field's name made readable by default. */
  fieldLabel?(model: string, field: string): string | undefined;
  pageModel?: string;
  settingsModel?: string;
}

export interface MergeResult {
  /** The decisions to take, in page order. */
  conflicts: Conflict[];
  /** What came in from theirs without asking (and what they removed). */
  incoming: string[];
  /** The merged draft with these choices (a conflict without a choice keeps mine, and keeps a block). */
  resolve(choices: Readonly<Record<string, Side>>): Draft;
}
