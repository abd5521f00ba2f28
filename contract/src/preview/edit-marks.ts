/**
 * The marks of the builder's visual canvas in the site's draft preview (and only there): each block is
 * wrapped in an element carrying its position (`data-block-index`) and type (`data-block-uid`), and each
 * text a block shows from one of its fields carries that field's path in the block (`data-field="title"`,
 * `data-field="items.0.answer"`) and its kind (`data-field-kind`: "text", or "html" for a rich-text
 * field). The site's renderers write them (web/blocks/edit-marks.ts); the preview's editing overlay
 * finds blocks and fields by them, never by the markup's shape.
 */
export const BLOCK_ATTRIBUTE = 'data-block-index';
export const BLOCK_UID_ATTRIBUTE = 'data-block-uid';
export const FIELD_ATTRIBUTE = 'data-field';
export const FIELD_KIND_ATTRIBUTE = 'data-field-kind';

export type FieldKind = 'text' | 'html';

/**
 * A list of a block's items the editor can add to on the page (FAQ questions, features, figures): its
 * container carries the list's field path (`data-list="items"`) and what one item is called
 * (`data-list-item="question"`); the overlay offers "Add question" below it.
 */
export const LIST_ATTRIBUTE = 'data-list';
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';
