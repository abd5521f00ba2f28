/**
 * `web/security-permissions` (web/security/permissions.mjs): named here for the same reason as
 * web-preview-token.d.ts (CommonJS with Node-10 resolution does not read package exports).
 */
declare module 'web/security-permissions' {
  const permissions: typeof import('../../web/security/permissions.mjs');
  export = permissions;
}
