/**
 * The scaled-out stack on one machine, up and down: a fresh PostgreSQL database, an S3-compatible server (s3rver),
 * two CMS instances and two production site instances (the test run's one site build, testing/site-build.js, each
 * instance on its own copy: NEXT_DIST_DIR) sharing PostgreSQL, Redis (REDIS_URL, this run's key prefix: the site's cache,
 * the CMS's rate-limit counts) and the bucket, nginx in front of each tier (every instance trusts it as its one proxy:
 * IS_PROXIED=true, PROXY_HOPS=1). The CMS's webhook (WEB_REVALIDATE_URL) goes to the site balancer: with the Redis cache handler, revalidating
 * one instance revalidates both. Every process gets the environment the end-to-end suite assumes (testing/site-e2e.ts:
 * cmsEnv, siteEnv; the CMS seeds at E2E_NOW).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startNginx } from './nginx.mjs';
import { start, stopAll, waitFor } from './processes.mjs';
import {
  BUCKET,
  BUILDER_ORIGIN,
  CMS,
  cmsDir,
  LIMITS,
  log,
  logDir,
  PORTS,
  REDIS_KEY_PREFIX,
  REDIS_URL,
  S3_PUBLIC_URL,
  SITE,
  STARTED,
  url,
  webDir,
  work,
} from './topology.mjs';

const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const { createDatabase, dropDatabase, postgresEnv, PG } = await import('testing/postgres');
const S3rver = requireFromCms('s3rver');
const { createClient } = requireFromWeb('redis');
const { cmsEnv, siteEnv: e2eSiteEnv } = await import('testing/site-e2e');
const { ensureSiteBuild, removeSiteBuildCopy, siteBuildCopy } = await import('testing/site-build');

let database = null;
let s3 = null;
/** The two site instances' copies of the build. */
const distDirs = [];

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: url(PORTS.s3),
  S3_PUBLIC_URL,
  S3_FORCE_PATH_STYLE: 'true',
  S3_REGION: 'us-east-1',
  // s3rver's built-in account.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/**
 * The CMS's signing secrets, the same for both instances, as the scale profile's `.env` gives them: an editor's admin
 * token from one instance is good on the other, whichever the balancer picks. Random for this run.
 */
const cmsSecrets = Object.fromEntries(
  ['ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((key) => [key, randomBytes(32).toString('base64url')]),
);
cmsSecrets.APP_KEYS = [0, 1].map(() => randomBytes(24).toString('base64url')).join(',');

/** Every instance is behind nginx (deploy/nginx/scale.conf), one proxy, as in the scale profile. */
const behindNginx = { IS_PROXIED: 'true', PROXY_HOPS: '1' };

const siteEnv = (port) => ({
  NODE_ENV: 'production',
  WEB_PORT: String(port),
  WEB_HOST: '127.0.0.1',
  // The CMS through the balancer's uncached listener: a page rendered after a publish reads the published answer.
  ...e2eSiteEnv(url(PORTS.cmsInternal), SITE, BUILDER_ORIGIN),
  ...behindNginx,
  REDIS_URL,
  REDIS_KEY_PREFIX,
  S3_PUBLIC_URL,
});

function startCms(name, port, compile) {
  return start(name, 'npx', ['tsx', 'e2e/cms-server.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      ...cmsEnv(`${SITE}/api/revalidate`),
      ...postgresEnv(database),
      ...cmsSecrets,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Compiled once (by the first instance, or before the run by `npm test`: E2E_CMS_COMPILE=0).
      E2E_CMS_COMPILE: compile && process.env.E2E_CMS_COMPILE !== '0' ? '1' : '0',
      // The rate limits' counts in Redis, shared by both instances.
      REDIS_URL,
      REDIS_KEY_PREFIX,
      ...behindNginx,
      RATE_LIMIT_LOGIN_MAX: String(LIMITS.login),
      RATE_LIMIT_NEWSLETTER_MAX: String(LIMITS.newsletter),
      ...s3Env(),
    },
  });
}

function startSite(name, port, distDir) {
  return start(name, process.execPath, ['server/main.mjs'], { cwd: webDir, env: { ...process.env, ...siteEnv(port), NEXT_DIST_DIR: distDir } });
}

/** Starts everything and waits until both balancers answer; returns the database's name. */
export async function up() {
  database = await createDatabase(`cluster_${STARTED}`);
  log(`database ${database} on ${PG.host}:${PG.port}; Redis ${REDIS_URL} prefix ${REDIS_KEY_PREFIX}; logs in ${logDir}`);
  s3 = new S3rver({ address: '127.0.0.1', port: PORTS.s3, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  log(`s3rver on ${url(PORTS.s3)}, bucket ${BUCKET}`);

  startCms('cms1', PORTS.cms1, true);
  startNginx();

  await ensureSiteBuild({ log: (message) => log(`site build: ${message}`) });
  for (const name of ['cluster-1', 'cluster-2']) distDirs.push(siteBuildCopy(name));
  await waitFor(`${url(PORTS.cms1)}/api/newsroom?pageSize=1`, 'cms1', 300_000);
  log('cms1 up (seeded); starting cms2 on the same database');
  startCms('cms2', PORTS.cms2, false);
  await waitFor(`${url(PORTS.cms2)}/api/newsroom?pageSize=1`, 'cms2', 240_000);
  startSite('web1', PORTS.web1, distDirs[0]);
  startSite('web2', PORTS.web2, distDirs[1]);
  await Promise.all([waitFor(`${url(PORTS.web1)}/robots.txt`, 'web1', 60_000), waitFor(`${url(PORTS.web2)}/robots.txt`, 'web2', 60_000)]);
  await waitFor(`${SITE}/robots.txt`, 'nginx', 10_000);
  await waitFor(`${CMS}/api/newsroom?pageSize=1`, 'nginx', 10_000);
  log(`up: site balancer ${SITE} → ${PORTS.web1}, ${PORTS.web2}; CMS balancer ${CMS} → ${PORTS.cms1}, ${PORTS.cms2}`);
  return { database };
}

/** Stops every process and removes what the run left: the bucket, its Redis keys, the database, the build's copies. */
export async function down() {
  await stopAll();
  if (s3) await s3.close().catch(() => undefined);
  rmSync(path.join(work, 's3'), { recursive: true, force: true });
  const redis = createClient({ url: REDIS_URL });
  let removed = 0;
  try {
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 500 })) {
      if (keys.length) removed += await redis.unlink(keys);
    }
  } finally {
    redis.destroy();
  }
  if (database) await dropDatabase(database);
  for (const dir of distDirs.splice(0)) removeSiteBuildCopy(dir);
  log(`down: dropped ${database}, removed ${removed} Redis keys under ${REDIS_KEY_PREFIX}`);
}
