import type { RequestListener } from 'node:http';

export interface BuilderServerOptions {
  /** The built app (dist/). */
  dist: string;
  cmsUrl: URL;
  /** The public site, whose draft preview the app frames. */
  webUrl: string;
  /** For HSTS (proxied: X-Forwarded-Proto is trusted). */
  transport: { production: boolean; proxied: boolean };
  /** The proxies in front of this server (contract/security proxyHops; default 0): whose X-Forwarded-For entry is the editor's address. */
  proxyHops?: number;
}
export function createBuilderHandler(options: BuilderServerOptions): RequestListener;
