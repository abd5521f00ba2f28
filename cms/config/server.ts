import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/config/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Strapi 5 reads koa's proxy trust (X-Forwarded-Proto, -For, -Host) from proxy.koa; a bare boolean is ignored.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: {
    keys: requireSecret(env, 'APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
