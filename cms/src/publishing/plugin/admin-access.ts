import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageTypeOf, type PageUid } from 'contract/rules';
import type { PageTarget } from '../publish';
import { permissionChecker, type AdminAbility } from '../permission';
import { documentIdOf, requiredLocaleOf, typeOf } from './route-params';

interface AdminState {
  userAbility?: AdminAbility;
  user?: { id?: number; firstname?: string | null; lastname?: string | null; email?: string };
}

/** The signed-in admin as Strapi's admin authentication left them on ctx.state. */
export const adminOf = (ctx: Context) => ctx.state as AdminState;

/** Refuses (403 naming the permission) an admin whose role may not `action` the type; true when allowed. */
export function allowed(ctx: Context, action: string, uid: PageUid, verb: string): boolean {
  if (adminOf(ctx).userAbility?.can(action, uid)) return true;
  ctx.forbidden(`Your role may not ${verb} ${pageTypeOf(uid)}s (${action} on ${uid})`);
  return false;
}

/**
 * Refuses (403) an admin whose role's conditions exclude this entry (read with its locale and its
 * creator), true when allowed: the check the content manager makes before it opens or saves an entry
 * (its permission-checker service), so a role limited to some locales, or an Author limited to what
 * they created, may not read the history, restore, publish or schedule an entry they could not open there.
 */
export function allowedEntry(strapi: Core.Strapi, ctx: Context, action: string, verb: string, target: PageTarget, entry: Record<string, unknown>): boolean {
  const { uid, documentId } = target;
  if (permissionChecker(strapi, adminOf(ctx).userAbility, uid).can(action, entry)) return true;
  ctx.forbidden(
    `Your role may not ${verb} ${pageTypeOf(uid)} "${documentId}" in ${String(entry.locale)}: its conditions for ${action} (locales, or only what you created) exclude this entry`,
  );
  return false;
}

/** The entry as the role's conditions read it (its id, locale and creator), or null when there is none. */
const entryOf = async (strapi: Core.Strapi, target: PageTarget): Promise<Record<string, unknown> | null> =>
  (await strapi.documents(target.uid).findOne({
    documentId: target.documentId,
    locale: target.locale,
    fields: ['id', 'locale'],
    populate: { createdBy: { fields: ['id'] } },
  } as never)) as Record<string, unknown> | null;

/**
 * allowedEntry on the entry read for it. A missing entry is allowed here: the route answers its own
 * 404. Answers 'missing' (no such entry), 'allowed', or 'forbidden' after answering the 403.
 */
export async function allowedOnEntry(
  strapi: Core.Strapi,
  ctx: Context,
  action: string,
  verb: string,
  target: PageTarget,
): Promise<'missing' | 'allowed' | 'forbidden'> {
  const entry = await entryOf(strapi, target);
  if (!entry) return 'missing';
  return allowedEntry(strapi, ctx, action, verb, target, entry) ? 'allowed' : 'forbidden';
}

/**
 * The type, document id and locale of a document route, with the entry as its permission was checked on (null when
 * there is none: the route answers its 404), or null after answering a 400 or 403 (the type's permission, then the
 * entry's).
 */
export async function documentRoute(
  strapi: Core.Strapi,
  ctx: Context,
  action: string,
  verb: string,
): Promise<{ uid: PageUid; documentId: string; locale: string; exists: boolean; entry: Record<string, unknown> | null } | null> {
  const uid = typeOf(ctx);
  if (!uid) return null;
  const documentId = documentIdOf(ctx);
  const locale = documentId && requiredLocaleOf(ctx);
  if (!documentId || !locale || !allowed(ctx, action, uid, verb)) return null;
  const target = { uid, documentId, locale };
  const entry = await entryOf(strapi, target);
  if (entry && !allowedEntry(strapi, ctx, action, verb, target, entry)) return null;
  return { ...target, exists: entry !== null, entry };
}
