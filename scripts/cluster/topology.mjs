/**
 * Where everything of one cluster run is: the ports and addresses of the balancers and the instances, the site's
 * build and its copies, this run's Redis key prefix and bucket, and its work directory with the processes' logs.
 * Ports: CLUSTER_BASE_PORT (default 4781) and the next 8 (builder: the site's builder origin, where nothing
 * listens; cmsInternal: the CMS balancer's uncached listener, which the site instances read through).
 */
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(root, 'web');
export const cmsDir = path.join(root, 'cms');

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export const STARTED = Date.now();
export const REDIS_KEY_PREFIX = `cluster-${STARTED}-${process.pid}:`;
export const BUCKET = 'cluster-uploads';
const base = Number(process.env.CLUSTER_BASE_PORT || 4781);
export const PORTS = {
  site: base,
  cms: base + 1,
  cms1: base + 2,
  cms2: base + 3,
  web1: base + 4,
  web2: base + 5,
  s3: base + 6,
  builder: base + 7,
  cmsInternal: base + 8,
};
export const url = (port) => `http://127.0.0.1:${port}`;
export const SITE = url(PORTS.site);
export const CMS = url(PORTS.cms);
/** The site's BUILDER_ORIGINS (nothing listens there). */
export const BUILDER_ORIGIN = url(PORTS.builder);
export const S3_PUBLIC_URL = `${url(PORTS.s3)}/${BUCKET}`;
/**
 * The CMS's rate limits in this run (RATE_LIMIT_*_MAX; the windows keep their defaults): small, so that the smoke
 * checks reach them in a few requests. Counted in Redis under this run's prefix, shared by both CMS instances.
 */
export const LIMITS = { login: 4, newsletter: 4 };
/**
 * Clients of their own for the smoke checks: nginx listens on 127.0.0.1, and a connection made from another address
 * of the loopback network (Linux routes all of 127.0.0.0/8 to lo) reaches it with that address as its peer.
 */
export const CLIENTS = { attacker: '127.0.0.2', editor: '127.0.0.3', visitor: '127.0.0.4', neighbour: '127.0.0.5' };

export const work = mkdtempSync(path.join(tmpdir(), 'cluster-'));
export const logDir = path.join(work, 'logs');
mkdirSync(logDir);
export const log = (message) => console.log(`[cluster +${((Date.now() - STARTED) / 1000).toFixed(1)}s] ${message}`);
export const logFile = (name) => openSync(path.join(logDir, `${name}.log`), 'w');
