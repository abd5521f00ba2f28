/**
 * The shapes the version history and scheduling routes answer with, shared with the builder
 * (`contract/wire`). Types only.
 */
import type { PageType } from '../rules/page-types.js';
export type VersionKind = 'draft' | 'publish' | 'restore';

/** Who made a change: an admin user, as they were named at the time (null: code such as the seeds). */
export interface Actor {
  id: number | null;
  name: string | null;
}

type Row = Record<string, unknown>;

/** A document locale's draft pair at one moment, as data for a write (component ids stripped, media as file ids). */
export interface Snapshot {
  draft: Row[];
  draftSettings: Row | null;
  /** Page fields (slug, title, dates…); relations as sorted document ids. */
  fields: Row;
}

export interface VersionSummary {
  id: number;
  kind: VersionKind;
  /** ISO instant. */
  createdAt: string;
  createdBy: Actor;
  /** The version a restore wrote back. */
  restoredFrom: number | null;
}

export interface Version extends VersionSummary {
  snapshot: Snapshot;
}

export type ScheduledAction = 'publish' | 'unpublish';
export type JobStatus = 'pending' | 'done' | 'failed' | 'cancelled';

/** A scheduled publish or unpublish (times as ISO instants, UTC). */
export interface Job {
  id: number;
  type: PageType;
  documentId: string;
  locale: string;
  action: ScheduledAction;
  runAt: string;
  status: JobStatus;
  createdBy: Actor;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  /** In lists: the page's title and slug now (null when it is gone). */
  title?: string | null;
  slug?: string | null;
}
