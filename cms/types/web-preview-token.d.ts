/**
 * `web/preview-token` (web/preview-live/preview-token.mjs): the CMS compiles as CommonJS with Node-10
 * resolution, which does not read package exports, so its types are named here, from the module's
 * own declaration file. At run time Node resolves the package export.
 */
declare module 'web/preview-token' {
  const previewToken: typeof import('../../web/preview-live/preview-token.mjs');
  export = previewToken;
}
