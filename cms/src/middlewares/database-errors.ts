import type { Context, Next } from 'koa';
import { clientDataError } from '../hardening/database-errors';

/**
 * `global::database-errors` (right after `strapi::errors`, which formats what it throws): a value the
 * database refuses as not fitting its column is the client's mistake, a 400 (src/hardening/database-errors.ts).
 */
export default () => async (_ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    throw clientDataError(error) ?? error;
  }
};
