/**
 * The bridge between the builder and the site's draft preview it frames: the messages and their checks,
 * the edit marks, the shortcut map and the preview API's secret header. Browser-safe; the preview
 * token (node:crypto) is `contract/preview-token`.
 */
export * from './protocol.js';
export * from './edit-marks.js';
export * from './shortcuts.js';
export { PREVIEW_SECRET_HEADER } from './secret.js';
