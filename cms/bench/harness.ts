/**
 * What the CMS's benches share (bench:newsroom, bench:search): the CMS started in its own process on a
 * bench database, autocannon runs with their latency percentiles, and the database's upkeep after seeding.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { postgresEnv, PG } from 'testing/postgres';

export const cmsDir = path.resolve(__dirname, '..');
export const root = path.resolve(cmsDir, '..');
export const ADMIN = { email: 'bench@example.com', password: 'BenchAdmin123' };

/** The command line's `--name value`, or `fallback`. */
export function option(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/** The CMS's and the seed's environment on the bench's database. */
export const envFor = (database: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  ...postgresEnv(database),
  DATABASE_POOL_MAX: '16',
  PORT: String(port),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  STRAPI_TELEMETRY_DISABLED: 'true',
});

const running = new Set<ChildProcess>();

/** Starts the CMS (no admin panel) and resolves once /_health answers on `port`. */
export function startCms(env: NodeJS.ProcessEnv, port: number, extra: Record<string, string> = {}): Promise<ChildProcess> {
  // Node itself (not npx) in its own process group, so that stopping it stops the server for sure.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--no-admin'], {
    cwd: cmsDir,
    env: { ...env, ...extra },
    detached: true,
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`the CMS exited with code ${child.exitCode}`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/_health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (child.exitCode !== null) return reject(new Error(`the CMS exited with code ${child.exitCode}`));
      // A first start on a big database runs its migrations and repairs first.
      if (Date.now() - started > 600_000) return reject(new Error('the CMS did not start within 600 s'));
      setTimeout(poll, 500);
    };
    poll();
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** Stops every CMS this process started (the bench's `finally`). */
export async function stopAll(): Promise<void> {
  for (const child of running) await stop(child);
}

/** Whether something answers /_health on `port` already. */
export const portBusy = (port: number): Promise<boolean> =>
  fetch(`http://127.0.0.1:${port}/_health`).then(
    () => true,
    () => false,
  );

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** 1-minute load average at the end of the measured run. */
  load: number;
  /** The first answer's body, parsed (what the route answered). */
  body?: unknown;
}

// autocannon reports p90 and p97.5; p95 is interpolated between them.
export function percentile95(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100;
}

/**
 * `url` at `connections` concurrent connections for `duration` seconds, after an unmeasured warm-up
 * of `warmup` seconds (the server's code paths and PostgreSQL's buffers warm; the result cache, when
 * on, too). The first answer must be a 2xx; it is returned parsed as `body`.
 */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; duration: number; warmup?: number; headers?: Record<string, string> },
): Promise<Figures> {
  const headers = options.headers ?? {};
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
  const body = (await probe.json()) as unknown;
  if (options.warmup) await autocannon({ url, connections: options.connections, duration: options.warmup, headers, timeout: 60 });
  // Slow routes can take seconds per request under load: give every request a minute.
  const result = await autocannon({ url, connections: options.connections, duration: options.duration, headers, timeout: 60 });
  const errors = result.errors + result.timeouts + result.non2xx;
  // Completed requests over the run's length: also right for routes slower than one second.
  const rps = Math.round((result.requests.total / result.duration) * 10) / 10;
  return { name, p50: result.latency.p50, p95: percentile95(result), p99: result.latency.p99, rps, errors, load: os.loadavg()[0], body };
}

/** VACUUM ANALYZE of the whole database after seeding: fresh statistics and visibility maps (index-only scans). */
export async function vacuumAnalyze(database: string): Promise<void> {
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

export const loadAverages = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export const ms = (f: Figures): string => `${f.p50} / ${f.p95} / ${f.p99}`;
