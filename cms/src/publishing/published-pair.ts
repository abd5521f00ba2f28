import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, type AttributeLike } from '../content/schema';
import { PUBLISHED_PAIR } from 'contract/rules';

type Data = Record<string, unknown>;

const publishing = new AsyncLocalStorage<true>();

/** Runs the publish action's own write: the one write of the published pair that a request may make. */
export const withinPublishAction = <T>(write: () => Promise<T>): Promise<T> => publishing.run(true, write);

const isPublishAction = (): boolean => publishing.getStore() === true;

export const PUBLISH_INSTEAD =
  'published and publishedSettings are written only by Publish: edit draft and draftSettings, then publish (POST /publishing/pages/:type/:documentId/publish?locale=)';

const VOLATILE = new Set(['id', 'documentId', '__temp_key__', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/**
 * What the public would see of a value, ignoring ids, timestamps and empty values; media become
 * "file:ID" whether the payload sends an id or a populated file (read with the schema, not guessed).
 */
function normalize(strapi: Core.Strapi, value: unknown, attribute?: AttributeLike): unknown {
  if (attribute?.type === 'media') {
    if (Array.isArray(value))
      return normalize(
        strapi,
        value.map((file) => normalize(strapi, file, attribute)),
      );
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
    return id === null || id === undefined ? undefined : `file:${String(id)}`;
  }
  if (Array.isArray(value)) {
    const item = attribute && { ...attribute, repeatable: false };
    const items = value.map((v) => normalize(strapi, v, item)).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const row = value as Data;
    const model = attribute?.type === 'dynamiczone' ? (typeof row.__component === 'string' ? row.__component : null) : (attribute?.component ?? null);
    const attributes = model ? safeAttributes(strapi, model) : {};
    const out: Data = {};
    for (const key of Object.keys(row).sort()) {
      if (VOLATILE.has(key)) continue;
      const v = normalize(strapi, row[key], attributes[key]);
      if (v !== undefined) out[key] = v;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (value === null || value === undefined || value === '' || value === false) return undefined;
  return value;
}

function safeAttributes(strapi: Core.Strapi, uid: string): Record<string, AttributeLike> {
  try {
    return attributesOf(strapi, uid);
  } catch {
    return {};
  }
}

/**
 * Whether a write's data must be compared with the stored published pair (guardPublishedPair): it
 * carries the pair, in a request, outside the publish action.
 */
export function checksPublishedPair(strapi: Core.Strapi, data: Data): boolean {
  return PUBLISHED_PAIR.some((field) => field in data) && !isPublishAction() && !!strapi.requestContext.get();
}

/**
 * Nobody writes the published pair by hand: a write made in a request (the content-manager API that
 * Strapi's edit view and the builder use, REST with an API token) other than the publish action's
 * own may not change it. Strapi's edit view sends every field back on save, the published pair
 * unchanged among them: that copy is dropped, so the pair stays exactly as Publish wrote it. A
 * changed pair is refused with a 400 that says to publish. Writes outside requests (the seeds,
 * scripts, tests) may write it: they are code, not editors.
 *
 * `stored` is the stored document with its published pair populated (the clone's source for a
 * clone, null for a create); it is read only when checksPublishedPair says so.
 */
export function guardPublishedPair(strapi: Core.Strapi, uid: string, data: Data, stored: Data | null): Data {
  if (!checksPublishedPair(strapi, data)) return data;
  const given = PUBLISHED_PAIR.filter((field) => field in data);
  const attributes = attributesOf(strapi, uid);
  const changed = given.find(
    (field) => JSON.stringify(normalize(strapi, data[field], attributes[field])) !== JSON.stringify(normalize(strapi, stored?.[field], attributes[field])),
  );
  if (changed) throw new errors.ValidationError(PUBLISH_INSTEAD, { errors: [{ path: [changed], message: PUBLISH_INSTEAD, name: 'ValidationError' }] });
  const rest = { ...data };
  for (const field of given) delete rest[field];
  return rest;
}
