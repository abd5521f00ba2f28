/**
 * How big and how deep a request body may be, on every route: the public API, the admin API and
 * Strapi's own admin and auth routes alike (the public write routes have tighter limits:
 * public-writes.ts). Over a size limit the body parser stops reading and the answer is a 413; over
 * the depth limit `global::body-guard` answers 400 before any handler (Strapi's validators recurse and
 * would overflow the stack on a body nested thousands of levels deep).
 */

/** The deepest nesting of a parsed body (the root object is level 1). Our deepest real bodies, a
 * landing page saved from the admin with components, relations and their positions, reach about 10. */
export const BODY_DEPTH = 32;

/** JSON bodies (koa-body's default, said here so the docs and the tests can name it). */
export const JSON_LIMIT = 1024 * 1024;
/** URL-encoded forms and text bodies. */
export const FORM_LIMIT = 56 * 1024;
export const TEXT_LIMIT = 56 * 1024;
/** All the non-file fields of a multipart body together (formidable's default is 20 MB). */
export const MULTIPART_FIELDS_LIMIT = 1024 * 1024;
/** How many fields a multipart body may have (files and fields). */
export const MULTIPART_FIELDS = 1000;
/** One uploaded file, unless `UPLOAD_SIZE_LIMIT` says otherwise (the upload plugin's `sizeLimit` too). */
export const UPLOAD_SIZE_DEFAULT = 10 * 1024 * 1024;
/** All the files of one multipart body together (the media library uploads several at once). */
export const UPLOAD_TOTAL_LIMIT = 200 * 1024 * 1024;

/**
 * The multipart field the upload routes parse as JSON (`fileInfo`, one string or one per file): the
 * body parser reads it as text, so its depth is checked on the text itself.
 */
export const JSON_TEXT_FIELD = 'fileInfo';

/**
 * The nesting depth of JSON text, counted in one pass without parsing (brackets inside strings do
 * not count). Text that is not JSON gets the depth of its brackets, which is what a parser would
 * reach before it fails.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return deepest;
}
