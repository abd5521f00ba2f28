/**
 * An unsaved draft posted by the builder has not been through the CMS's write sanitiser, so the live
 * preview applies the same rules before rendering: HTML fields through the CMS's own sanitiser
 * (`cms/sanitising/html`), URL fields with a dangerous protocol dropped (the CMS's rule,
 * `cms/sanitising/url`; the CMS refuses them on save, the preview renders them as absent), media
 * reduced to the public image shape with safe URLs only, unknown fields (ids, the builder's keys)
 * removed, every field typed as the component schema says. Which field is which comes from the CMS's
 * component schemas (component-fields.generated.ts).
 */
import { sanitizeRichHtml } from 'cms/sanitising/html';
import { dangerousProtocol } from 'cms/sanitising/url';
import { isBlockUid, type Block, type PublicImage } from 'cms/blocks';
import { COMPONENT_FIELDS } from './component-fields.generated';
import type { ComponentFields, FieldRule } from './field-rules';

export const MAX_BLOCKS = 500;
const MAX_DEPTH = 6;

type Row = Record<string, unknown>;

/** A draft the preview cannot render; the message names the offending path. */
export class DraftError extends Error {}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The blocks of a draft, sanitised; throws DraftError naming the first block that is not a block. */
export function sanitizeDraftBlocks(value: unknown, fields: ComponentFields = COMPONENT_FIELDS): Block[] {
  if (!Array.isArray(value)) throw new DraftError('draft: expected an array of blocks');
  if (value.length > MAX_BLOCKS) throw new DraftError(`draft: ${value.length} blocks, at most ${MAX_BLOCKS} can be previewed`);
  return value.map((item, index) => {
    const path = `draft[${index}]`;
    if (!isRow(item)) throw new DraftError(`${path}: expected a block object`);
    const uid = item.__component;
    if (typeof uid !== 'string' || !isBlockUid(uid) || !fields[uid]) {
      throw new DraftError(`${path}.__component: "${String(uid)}" is not a block type`);
    }
    return { __component: uid, ...sanitizeComponent(item, uid, fields, path, 0) } as unknown as Block;
  });
}

/** The draft settings of a page (a component: shared.article-settings or shared.landing-settings), sanitised. */
export function sanitizeDraftSettings(value: unknown, uid: string, fields: ComponentFields = COMPONENT_FIELDS): Row {
  if (!fields[uid]) throw new DraftError(`draftSettings: unknown settings component "${uid}"`);
  if (value === null || value === undefined) return {};
  if (!isRow(value)) throw new DraftError('draftSettings: expected an object');
  return sanitizeComponent(value, uid, fields, 'draftSettings', 0);
}

function sanitizeComponent(data: Row, uid: string, fields: ComponentFields, path: string, depth: number): Row {
  const schema = fields[uid];
  if (!schema) throw new DraftError(`${path}: unknown component "${uid}"`);
  if (depth > MAX_DEPTH) throw new DraftError(`${path}: components nested deeper than ${MAX_DEPTH} levels`);
  const out: Row = {};
  for (const [name, rule] of Object.entries(schema)) out[name] = sanitizeField(data[name], rule, fields, `${path}.${name}`, depth);
  return out;
}

function sanitizeField(value: unknown, rule: FieldRule, fields: ComponentFields, path: string, depth: number): unknown {
  switch (rule.kind) {
    case 'html':
      return typeof value === 'string' ? sanitizeRichHtml(value) : null;
    case 'url':
      return typeof value === 'string' && dangerousProtocol(value) === null ? value.trim() : null;
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'boolean':
      return value === true;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value) ? value : null;
    case 'media':
      if (rule.multiple) return Array.isArray(value) ? value.map(publicImage).filter((image): image is PublicImage => image !== null) : [];
      return publicImage(value);
    case 'component':
      if (rule.repeatable) {
        if (!Array.isArray(value)) return [];
        return value.filter(isRow).map((item, index) => sanitizeComponent(item, rule.component, fields, `${path}[${index}]`, depth + 1));
      }
      return isRow(value) ? sanitizeComponent(value, rule.component, fields, path, depth + 1) : null;
  }
}

/** Same-site paths (/uploads/…) and http(s) URLs only: no data:, javascript:, or protocol-relative hosts. */
function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) && dangerousProtocol(url) === null ? url : null;
}

const sizeOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** A media file of the builder (an upload of the CMS's media library) in the public API's image shape. */
export function publicImage(value: unknown): PublicImage | null {
  if (!isRow(value)) return null;
  const url = safeMediaUrl(value.url);
  if (!url) return null;
  let formats: PublicImage['formats'] = null;
  if (isRow(value.formats)) {
    formats = {};
    for (const [name, format] of Object.entries(value.formats)) {
      if (!isRow(format)) continue;
      const formatUrl = safeMediaUrl(format.url);
      const width = sizeOrNull(format.width);
      const height = sizeOrNull(format.height);
      if (formatUrl && width && height) formats[name] = { url: formatUrl, width, height };
    }
  }
  return {
    url,
    alternativeText: typeof value.alternativeText === 'string' ? value.alternativeText : null,
    width: sizeOrNull(value.width),
    height: sizeOrNull(value.height),
    formats,
  };
}
