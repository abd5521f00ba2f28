import type { VersionKind } from 'contract/wire';

/**
 * Which versions of one document locale are kept (the history's pruning policy, README "Version
 * history"). Pure: the CMS applies it after each recorded version, a test checks it on a table.
 *
 * - saves of one editor within 5 minutes of their newest draft version update it (COALESCE_DRAFTS_FOR);
 * - every publish version is kept, for ever;
 * - the newest version is always kept (the current draft can always be got back);
 * - other versions (saved drafts, restores) are thinned by age: all of the last hour; the newest of
 *   each clock hour for the last 24 hours; the newest of each UTC day for the last 30 days; older
 *   ones go.
 */

export interface VersionStamp {
  id: number;
  kind: VersionKind;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

const HOUR = 3_600_000;
/**
 * Saves of one editor within this long of their newest draft version update that version instead of
 * adding one (the builder saves by itself, seconds after each change): at most one version per
 * editor per 5 minutes of continuous editing; publishes and restores are versions of their own.
 */
export const COALESCE_DRAFTS_FOR = 5 * 60_000;
const DAY = 24 * HOUR;
export const KEEP_ALL_FOR = HOUR;
export const KEEP_HOURLY_FOR = DAY;
export const KEEP_DAILY_FOR = 30 * DAY;

/** The bucket a thinned version falls in (the newest of each bucket stays), or null when it goes. */
function bucketOf(createdAt: number, now: number): string | null {
  const age = now - createdAt;
  if (age < KEEP_ALL_FOR) return `all:${createdAt}`;
  if (age < KEEP_HOURLY_FOR) return `hour:${Math.floor(createdAt / HOUR)}`;
  if (age < KEEP_DAILY_FOR) return `day:${Math.floor(createdAt / DAY)}`;
  return null;
}

/** The ids of the versions the policy drops, given every version of one document locale. */
export function versionsToPrune(versions: readonly VersionStamp[], now: number): number[] {
  const newestFirst = [...versions].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const seen = new Set<string>();
  const drop: number[] = [];
  for (const [index, version] of newestFirst.entries()) {
    if (index === 0 || version.kind === 'publish') continue;
    const bucket = bucketOf(version.createdAt, now);
    if (bucket === null || seen.has(bucket)) drop.push(version.id);
    else if (!bucket.startsWith('all:')) seen.add(bucket);
  }
  return drop;
}
