// @ts-check
/** `npm start -w builder`: the builder's server (app.mjs) on BUILDER_PORT, with its configuration from the environment. */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { proxyHops } from 'contract/security';
import { createBuilderHandler } from './app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const cmsUrl = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
// Not PORT: the root start script runs the CMS and the site beside us, and PORT is theirs.
const PORT = Number(process.env.BUILDER_PORT ?? 5173);
const HOST = process.env.BUILDER_HOST ?? '0.0.0.0';
// IS_PROXIED=true and PROXY_HOPS (default 1): the proxies in front; a wrong value stops the server here, naming it.
const hops = proxyHops((key) => process.env[key]);

const handler = createBuilderHandler({
  dist: path.resolve(here, '..', 'dist'),
  cmsUrl,
  webUrl: process.env.WEB_URL ?? 'http://localhost:3000',
  transport: { production: process.env.NODE_ENV === 'production', proxied: hops > 0 },
  proxyHops: hops,
});

http.createServer(handler).listen(PORT, HOST, () => {
  console.log(`[builder] http://localhost:${PORT} (CMS ${cmsUrl.origin})`);
});
