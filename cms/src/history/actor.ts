import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Actor, VersionKind } from 'contract/wire';

/** Who a recorded version is by, and what kind of change it records (a restore runs its write inside recordingAs). */
export const recording = new AsyncLocalStorage<{ kind: VersionKind; actor: Actor; restoredFrom: number | null }>();

/** Runs a write whose version is recorded as `kind` (a restore), attributed to `actor`. */
export const recordingAs = <T>(kind: VersionKind, actor: Actor, restoredFrom: number | null, write: () => Promise<T>): Promise<T> =>
  recording.run({ kind, actor, restoredFrom }, write);

/** The admin user of the current request, if any (Strapi's admin authentication sets ctx.state.user). */
export function requestActor(strapi: Core.Strapi): Actor {
  const user = strapi.requestContext.get()?.state?.user as { id?: number; firstname?: string | null; lastname?: string | null; email?: string } | undefined;
  return actorOf(user);
}

export function actorOf(user: { id?: number; firstname?: string | null; lastname?: string | null; email?: string } | undefined | null): Actor {
  if (!user?.id) return { id: null, name: null };
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.email || null;
  return { id: user.id, name };
}
