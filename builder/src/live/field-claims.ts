import type { LiveOp } from 'contract/wire';
import type { Peer } from './peers';

/**
 * Who writes in a field first keeps it: while another editor is writing in a field (their panel's focus is in it, or
 * they edit it on the page), this tab's edits to that field wait, unless this tab was in the field before it saw
 * them there. Two editors who click into one field one after the other: the second one's edits wait for the first to
 * leave, and then go, after the first one's.
 */
export interface FieldClaims {
  /** The others' fields now (the peers derived from presence). */
  see(peers: readonly Peer[]): void;
  /** The field this tab writes in now (the selected block's key and the field's path), or null. */
  enter(key: string | null, field: string | null): void;
  /** Whether this edit waits. */
  holds(op: LiveOp): boolean;
}

/** Whether two paths (`["items", 0, "answer"]` and "items.0") meet: one is the other or inside it. */
export function overlaps(path: readonly (string | number)[], field: string): boolean {
  const steps = field.split('.');
  const shorter = Math.min(steps.length, path.length);
  for (let i = 0; i < shorter; i += 1) if (String(path[i]) !== steps[i]) return false;
  return true;
}

export function fieldClaims(now: () => number = () => performance.now()): FieldClaims {
  /** `${editor}:${key}:${field}` → when this tab first saw them there. */
  let theirs = new Map<string, { key: string; field: string; since: number }>();
  let mine: { key: string; field: string; since: number } | null = null;
  return {
    see(peers) {
      const next = new Map<string, { key: string; field: string; since: number }>();
      for (const peer of peers)
        for (const at of peer.fields) {
          const id = `${peer.editor.id}:${at.key}:${at.field}`;
          next.set(id, theirs.get(id) ?? { key: at.key, field: at.field, since: now() });
        }
      theirs = next;
    },
    enter(key, field) {
      if (!key || !field) mine = null;
      else if (mine?.key !== key || mine.field !== field) mine = { key, field, since: now() };
    },
    holds(op) {
      if (op.op !== 'set' || op.in !== 'block') return false;
      for (const claim of theirs.values()) {
        if (claim.key !== op.key || !overlaps(op.path, claim.field)) continue;
        const first = mine && mine.key === claim.key && mine.field === claim.field && mine.since < claim.since;
        if (!first) return true;
      }
      return false;
    },
  };
}
