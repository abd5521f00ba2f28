import type { Core } from '@strapi/strapi';
import { proxyHops } from 'contract/security';
import { checkSharedSecrets, requireSecret } from '../src/config/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // IS_PROXIED=true: PROXY_HOPS proxies (default 1) stand in front. Only the X-Forwarded-For entries they wrote are
  // believed (Koa's maxIpsCount): ctx.ip is the client's address, never one the client wrote itself.
  const hops = proxyHops((key) => env(key));
  checkSharedSecrets((key) => env(key));
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Strapi 5 reads koa's proxy trust (X-Forwarded-Proto, -For, -Host) from proxy.koa; a bare boolean is ignored.
    proxy: hops > 0 ? { koa: true, maxIpsCount: hops } : { koa: false },
    app: {
      keys: requireSecret(env, 'APP_KEYS').split(','),
    },
    webhooks: {
      populateRelations: false,
    },
  };
};

export default config;
