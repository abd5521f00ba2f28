/**
 * The scaled-out stack on one machine, up and down: a fresh PostgreSQL database, an S3-compatible server (s3rver),
 * two CMS instances and two production site instances (one `next build`, each instance on its own copy:
 * NEXT_DIST_DIR) sharing PostgreSQL, Redis (REDIS_URL, this run's key prefix) and the bucket, nginx in front of each
 * tier. The CMS's webhook (WEB_REVALIDATE_URL) goes to the site balancer: with the Redis cache handler, revalidating
 * one instance revalidates both. Every process gets the environment the end-to-end suite assumes (testing/site-e2e.ts:
 * cmsEnv, siteEnv; the CMS seeds at E2E_NOW).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startNginx } from './nginx.mjs';
import { start, stopAll, waitFor } from './processes.mjs';
import {
  BUCKET,
  BUILD_DIR,
  BUILDER_ORIGIN,
  CMS,
  cmsDir,
  DIST_DIRS,
  log,
  logDir,
  logFile,
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

let database = null;
let s3 = null;

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

const siteEnv = (port) => ({
  NODE_ENV: 'production',
  WEB_PORT: String(port),
  WEB_HOST: '127.0.0.1',
  ...e2eSiteEnv(CMS, SITE, BUILDER_ORIGIN),
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
      HOST: '127.0.0.1',
      PORT: String(port),
      E2E_CMS_COMPILE: compile ? '1' : '0',
      REDIS_URL,
      REDIS_KEY_PREFIX,
      ...s3Env(),
    },
  });
}

function startSite(name, port, distDir) {
  return start(name, process.execPath, ['server/main.mjs'], { cwd: webDir, env: { ...process.env, ...siteEnv(port), NEXT_DIST_DIR: distDir } });
}

/** Starts everything and waits until both balancers answer; returns the database's name. */
export async function up({ keepBuild }) {
  database = await createDatabase(`cluster_${STARTED}`);
  log(`database ${database} on ${PG.host}:${PG.port}; Redis ${REDIS_URL} prefix ${REDIS_KEY_PREFIX}; logs in ${logDir}`);
  s3 = new S3rver({ address: '127.0.0.1', port: PORTS.s3, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  log(`s3rver on ${url(PORTS.s3)}, bucket ${BUCKET}`);

  startCms('cms1', PORTS.cms1, true);
  startNginx();

  if (!keepBuild || !existsSync(path.join(webDir, BUILD_DIR, 'BUILD_ID'))) {
    log('building the site (next build) while the first CMS boots and seeds…');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: webDir,
      stdio: ['ignore', logFile('build'), logFile('build-err')],
      env: { ...process.env, ...siteEnv(PORTS.web1), NODE_ENV: 'production', NEXT_DIST_DIR: BUILD_DIR },
    });
    if (build.status !== 0) throw new Error(`the site's build failed (${logDir}/build*.log)`);
  }
  for (const dir of DIST_DIRS) {
    const target = path.join(webDir, dir);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(webDir, BUILD_DIR), target, { recursive: true, verbatimSymlinks: true });
    for (const cache of ['cache', 'server/route-cache']) rmSync(path.join(target, cache), { recursive: true, force: true });
  }
  await waitFor(`${url(PORTS.cms1)}/api/newsroom?pageSize=1`, 'cms1', 300_000);
  log('cms1 up (seeded); starting cms2 on the same database');
  startCms('cms2', PORTS.cms2, false);
  await waitFor(`${url(PORTS.cms2)}/api/newsroom?pageSize=1`, 'cms2', 240_000);
  startSite('web1', PORTS.web1, DIST_DIRS[0]);
  startSite('web2', PORTS.web2, DIST_DIRS[1]);
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
  for (const dir of DIST_DIRS) rmSync(path.join(webDir, dir), { recursive: true, force: true });
  log(`down: dropped ${database}, removed ${removed} Redis keys under ${REDIS_KEY_PREFIX}`);
}
