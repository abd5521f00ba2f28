/**
 * Preview-only marks of the builder's visual canvas. In the draft preview (and only there) the site's
 * block components are rendered with `edit`: the registry wraps each block in an element carrying its
 * position (`data-block-index`), and each text a block shows from one of its fields carries that
 * field's path in the block (`data-field="title"`, `data-field="items.0.answer"`) and its kind
 * (`data-field-kind`: "text", or "html" for a rich-text field). The preview's editing overlay
 * (web/preview-live/edit-overlay.tsx) finds blocks and fields by these attributes. Public pages are
 * rendered without `edit` and carry none of them (registry.test.tsx checks it).
 */
export type FieldKind = 'text' | 'html';

export type FieldMark = { 'data-field': string; 'data-field-kind': FieldKind } | undefined;

/** The attributes of an editable field in the preview; nothing on public pages. */
export function fieldMark(edit: boolean | undefined, path: string, kind: FieldKind = 'text'): FieldMark {
  return edit ? { 'data-field': path, 'data-field-kind': kind } : undefined;
}

/** Attribute names, for the overlay. */
export const BLOCK_ATTRIBUTE = 'data-block-index';
export const FIELD_ATTRIBUTE = 'data-field';
export const FIELD_KIND_ATTRIBUTE = 'data-field-kind';
