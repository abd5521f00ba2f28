import type { RequestListener } from 'node:http';

export interface BuilderServerOptions {
  /** The built app (dist/). */
  dist: string;
  cmsUrl: URL;
  /** The public site, whose draft preview the app frames. */
  webUrl: string;
  /** For HSTS (proxied: X-Forwarded-Proto is trusted). */
  transport: { production: boolean; proxied: boolean };
}
export function createBuilderHandler(options: BuilderServerOptions): RequestListener;
