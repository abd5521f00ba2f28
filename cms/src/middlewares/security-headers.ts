import type { Core } from '@strapi/strapi';
import { permissionsPolicy } from 'contract/security';

/**
 * The headers Strapi's security middleware (helmet) does not set as the project wants them:
 * Permissions-Policy (helmet has none), and Strict-Transport-Security only in production and only
 * over HTTPS. `ctx.secure` believes X-Forwarded-Proto only when the server runs behind a declared
 * proxy (`server.proxy`, IS_PROXIED=true), so a client cannot ask for HSTS on plain HTTP.
 * Set before the rest of the chain runs, so that error answers carry them too.
 */
export const PERMISSIONS_POLICY = permissionsPolicy();
export const HSTS = 'max-age=31536000; includeSubDomains';

const securityHeaders: Core.MiddlewareFactory = () => async (ctx, next) => {
  ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (process.env.NODE_ENV === 'production' && ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  await next();
};

export default securityHeaders;
