import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageTypeOf, type PageUid } from 'contract/rules';
import { fieldOfOp, type LiveChange, type LiveOp, type LivePath, type LiveSync } from 'contract/wire';
import { permissionChecker, UPDATE } from '../permission';
import { adminOf } from './admin-access';

/**
 * What a live change or sync writes, checked against the sender's role as the content manager checks a save: the
 * update permission's fields on this entry (its permission checker's `can(action, entry, field)`), and the blocks the
 * type's `draft` zone allows. The admin's field permissions name a component's fields, never the component itself
 * (`draftSettings.eventDates.startDate`, not `draftSettings.eventDates`), so a write into a component is checked on the
 * field it reaches, and a component written whole on every field it has. A component's `id` is no field of its own.
 */

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}
type Attributes = Record<string, Attribute>;
type Schemas = Record<string, { attributes: Attributes } | undefined>;

/** The page a change is for: its type, document and locale, and the entry as the role's conditions read it. */
export interface LivePageEntry {
  uid: PageUid;
  documentId: string;
  locale: string;
  entry: Record<string, unknown>;
}

const attributesOf = (strapi: Core.Strapi, uid: string): Attributes =>
  ((strapi.contentTypes as unknown as Schemas)[uid] ?? (strapi.components as unknown as Schemas)[uid])?.attributes ?? {};

/** Every field of a component as the field permissions name them, under `prefix`. */
function leavesOf(strapi: Core.Strapi, component: string, prefix: string, seen: ReadonlySet<string> = new Set()): string[] {
  if (seen.has(component)) return [prefix];
  const leaves = Object.entries(attributesOf(strapi, component))
    .filter(([name]) => name !== 'id')
    .flatMap(([name, attribute]) =>
      attribute.type === 'component' && attribute.component
        ? leavesOf(strapi, attribute.component, `${prefix}.${name}`, new Set([...seen, component]))
        : [`${prefix}.${name}`],
    );
  return leaves.length ? leaves : [prefix];
}

/** The permission fields a write at `path` in `attributes` touches (named under `prefix`), or null for a field not there. */
function fieldsAt(strapi: Core.Strapi, attributes: Attributes, prefix: string, path: LivePath): string[] | null {
  const [name, ...rest] = path;
  if (typeof name !== 'string' || !Object.hasOwn(attributes, name)) return prefix && name === 'id' ? [] : null;
  const attribute = attributes[name];
  const field = `${prefix}${name}`;
  if (attribute.type !== 'component' || !attribute.component) return [field];
  // Past a repeatable component's item index to the item's field; none: the component is written whole.
  const next = rest.findIndex((segment) => typeof segment === 'string');
  if (next < 0) return leavesOf(strapi, attribute.component, field);
  return fieldsAt(strapi, attributesOf(strapi, attribute.component), `${field}.`, rest.slice(next));
}

/** Answers a 400 with `message`. */
function badRequest(ctx: Context, message: string): false {
  ctx.badRequest(message);
  return false;
}

/** The checks on one page for the signed-in admin. */
function pageChecks(strapi: Core.Strapi, ctx: Context, target: LivePageEntry) {
  const type = attributesOf(strapi, target.uid);
  const settings = type.draftSettings?.component ? attributesOf(strapi, type.draftSettings.component) : {};
  const blocks = new Set(type.draft?.components ?? []);
  const checker = permissionChecker(strapi, adminOf(ctx).userAbility, target.uid);
  const name = pageTypeOf(target.uid);
  return {
    name,
    allowsBlock: (component: string) => blocks.has(component),
    /** The fields an operation writes (fieldOfOp's, followed into components), or null when the page has no such field. */
    fieldsOf(op: LiveOp): string[] | null {
      if (op.op === 'saved') return [];
      if (op.op !== 'set' || op.in === 'block') return [fieldOfOp(op) as string];
      return op.in === 'settings' ? fieldsAt(strapi, settings, 'draftSettings.', op.path) : fieldsAt(strapi, type, '', op.path);
    },
    /** True when the role may update every one of `fields` on this entry; else false after a 403 naming the first it may not. */
    mayUpdate(fields: Iterable<string>): boolean {
      for (const field of new Set(fields)) {
        if (checker.can(UPDATE, target.entry, field)) continue;
        ctx.forbidden(
          `Your role may not edit the field "${field}" of ${name} "${target.documentId}" in ${target.locale} (its field permissions for ${UPDATE})`,
        );
        return false;
      }
      return true;
    },
  };
}

/**
 * Whether the role may make every operation of `change` on this page: true, or false after answering a 400 (a field
 * the page does not have, a block its type does not allow) or a 403 naming the field.
 */
export function mayWriteChange(strapi: Core.Strapi, ctx: Context, target: LivePageEntry, change: LiveChange): boolean {
  const check = pageChecks(strapi, ctx, target);
  const written: string[] = [];
  for (const [at, op] of change.ops.entries()) {
    if (op.op === 'insert' && !check.allowsBlock(op.block.__component))
      return badRequest(ctx, `ops[${at}] inserts a block of component "${op.block.__component}", which ${check.name} pages may not have`);
    const fields = check.fieldsOf(op);
    if (!fields && op.op === 'set')
      return badRequest(ctx, `ops[${at}] sets the field "${op.path.join('.')}" of the ${op.in}, which ${check.name} pages do not have`);
    written.push(...(fields ?? []));
  }
  return check.mayUpdate(written);
}

/**
 * Whether the role may send `sync.page` as this page: true, or false after answering a 400 (a block of a component the
 * type does not allow, a field it does not have) or a 403 naming the first of `draft` and the page's fields the role
 * may not update.
 */
export function mayWriteSync(strapi: Core.Strapi, ctx: Context, target: LivePageEntry, sync: LiveSync): boolean {
  const check = pageChecks(strapi, ctx, target);
  const odd = sync.page.blocks.findIndex((block) => !check.allowsBlock(block.__component));
  if (odd >= 0) return badRequest(ctx, `page.blocks[${odd}] is of component "${sync.page.blocks[odd].__component}", which ${check.name} pages may not have`);
  const written = ['draft'];
  for (const part of ['settings', 'page'] as const)
    for (const name of Object.keys(sync.page[part])) {
      const fields = check.fieldsOf({ op: 'set', in: part, path: [name], value: null });
      if (!fields) return badRequest(ctx, `page.${part} has the field "${name}", which ${check.name} pages do not have`);
      written.push(...fields);
    }
  return check.mayUpdate(written);
}
