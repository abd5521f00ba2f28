/**
 * The bridge between the builder and the site's draft preview it frames: the messages and their checks,
 * the edit marks, the shortcut map, the block gallery's address and the preview API's secret header. Browser-safe; the preview
 * token (node:crypto) is `contract/preview-token`.
 */
export * from './protocol.js';
export * from './edit-marks.js';
export * from './shortcuts.js';
export * from './gallery.js';
export { PREVIEW_SECRET_HEADER } from './secret.js';
