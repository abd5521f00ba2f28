/**
 * `npm start` stops everything however it is stopped, and makes no known credentials. The signal
 * tests run the root package.json's own start command through npm, on a fixture whose start script
 * uses the real supervisor with small services (each an npm script: npm → sh → node, as the real ones).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { weakSecretMessage } from 'contract/security';
import { applyDefaults } from './start.mjs';
import { LOCAL_SECRET_KEYS } from './local-secrets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootPackage = JSON.parse(fs.readFileSync(path.join(here, '..', 'package.json'), 'utf8'));

const SERVER = `
import fs from 'node:fs';
const [name, mode] = process.argv.slice(2);
fs.writeFileSync(name + '.pid', String(process.pid));
if (mode === 'stubborn') process.on('SIGTERM', () => {});
// Crashes once the other service runs (a machine under load may start it later than this one).
if (mode === 'crash') {
  const waiting = setInterval(() => {
    if (!fs.existsSync('a.pid')) return;
    clearInterval(waiting);
    setTimeout(() => process.exit(3), 300);
  }, 20);
}
setInterval(() => {}, 1000);
`;

const START = `
import fs from 'node:fs';
import { createSupervisor } from ${JSON.stringify(pathToFileURL(path.join(here, 'supervisor.mjs')).href)};
fs.writeFileSync('start.pid', String(process.pid));
const supervisor = createSupervisor({ cwd: process.cwd(), log: (m) => console.log('[start] ' + m), graceMs: 1500, parentCheckMs: 100 });
await supervisor.step('npm', ['run', process.env.FIXTURE_STEP ?? 'quick-step']);
supervisor.service('a', 'npm', ['run', 'serve-a'], '35');
supervisor.service('b', 'npm', ['run', process.env.FIXTURE_SERVICE_B ?? 'serve-b'], '36');
`;

let fixture;
before(() => {
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  fs.mkdirSync(path.join(fixture, 'scripts'));
  fs.writeFileSync(path.join(fixture, 'scripts', 'start.mjs'), START);
  fs.writeFileSync(path.join(fixture, 'server.mjs'), SERVER);
  const scripts = {
    start: rootPackage.scripts.start, // the root's own command, verbatim
    'quick-step': 'node -e "setTimeout(() => {}, 100)"',
    'endless-step': 'node server.mjs step',
    'serve-a': 'node server.mjs a',
    'serve-b': 'node server.mjs b',
    'serve-b-stubborn': 'node server.mjs b stubborn',
    'serve-b-crash': 'node server.mjs b crash',
  };
  fs.writeFileSync(path.join(fixture, 'package.json'), JSON.stringify({ name: 'start-fixture', private: true, scripts }));
});
after(() => fs.rmSync(fixture, { recursive: true, force: true }));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidOf = (name) => {
  const file = path.join(fixture, `${name}.pid`);
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : null;
};

async function until(condition, what, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return;
    await sleep(50);
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Runs `npm start` in the fixture until `ready` names pid files; returns the pids and the npm child. */
async function startFixture(env, ready) {
  for (const f of fs.readdirSync(fixture)) if (f.endsWith('.pid')) fs.rmSync(path.join(fixture, f));
  const npm = spawn('npm', ['start'], { cwd: fixture, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  await until(() => ready.every((name) => pidOf(name)), `${ready.join(', ')} to start`);
  return { npm, exited, pids: Object.fromEntries(['start', ...ready].map((n) => [n, pidOf(n)])) };
}

async function expectAllStopped(run) {
  try {
    await until(() => Object.values(run.pids).every((pid) => !alive(pid)), `every process to stop (${JSON.stringify(run.pids)})`);
  } finally {
    for (const pid of [run.npm.pid, ...Object.values(run.pids)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // stopped
      }
    }
  }
}

describe('npm start stops everything', { timeout: 120_000 }, () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    test(`${signal} to the npm process (a process manager, a closed terminal)`, async () => {
      const run = await startFixture({}, ['a', 'b']);
      process.kill(run.npm.pid, signal);
      await expectAllStopped(run);
      await run.exited;
    });
  }

  test('SIGKILL to the npm process: its orphan notices and stops everything', async () => {
    const run = await startFixture({}, ['a', 'b']);
    process.kill(run.npm.pid, 'SIGKILL');
    await expectAllStopped(run);
  });

  test('SIGKILL to the start script itself: each service stops when its supervisor is gone', async () => {
    const run = await startFixture({}, ['a', 'b']);
    process.kill(run.pids.start, 'SIGKILL');
    await expectAllStopped(run);
  });

  test('SIGTERM while a step (a build) is running stops the step, and no service starts', async () => {
    const run = await startFixture({ FIXTURE_STEP: 'endless-step' }, ['step']);
    process.kill(run.npm.pid, 'SIGTERM');
    await expectAllStopped(run);
    assert.equal(pidOf('a'), null);
  });

  test('a service that ignores SIGTERM is killed after the grace time', async () => {
    const run = await startFixture({ FIXTURE_SERVICE_B: 'serve-b-stubborn' }, ['a', 'b']);
    process.kill(run.npm.pid, 'SIGTERM');
    await expectAllStopped(run);
  });

  test('a service that stops on its own stops the others, and npm start fails', async () => {
    const run = await startFixture({ FIXTURE_SERVICE_B: 'serve-b-crash' }, ['a', 'b']);
    await expectAllStopped(run);
    const { code } = await run.exited;
    assert.notEqual(code, 0);
  });
});

describe('npm start makes no known credentials', () => {
  test('outside production: a random admin password and secrets, kept in a private file and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
    const file = path.join(dir, '.local-secrets.json');
    try {
      const first = { NODE_ENV: 'development' };
      applyDefaults(first, file);
      assert.equal(first.ADMIN_EMAIL, 'admin@example.com');
      assert.notEqual(first.ADMIN_PASSWORD, 'LocalAdmin123');
      assert.match(first.ADMIN_PASSWORD, /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16,}$/);
      // Strong enough for production's rule (contract/security): a copied local setup is not a weak one.
      for (const key of LOCAL_SECRET_KEYS.filter((k) => k !== 'ADMIN_PASSWORD')) assert.equal(weakSecretMessage(key, first[key]), null, key);
      assert.equal(fs.statSync(file).mode & 0o777, 0o600);

      const restart = { NODE_ENV: 'development' };
      applyDefaults(restart, file);
      assert.equal(restart.ADMIN_PASSWORD, first.ADMIN_PASSWORD);
      assert.equal(restart.PREVIEW_SECRET, first.PREVIEW_SECRET);

      const elsewhere = { NODE_ENV: 'development' };
      applyDefaults(elsewhere, path.join(dir, 'another.json'));
      assert.notEqual(elsewhere.ADMIN_PASSWORD, first.ADMIN_PASSWORD);

      const chosen = { NODE_ENV: 'development', ADMIN_PASSWORD: 'Mine-12345' };
      applyDefaults(chosen, file);
      assert.equal(chosen.ADMIN_PASSWORD, 'Mine-12345');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('in production nothing gets a default', () => {
    const env = { NODE_ENV: 'production' };
    applyDefaults(env, path.join(os.tmpdir(), 'never-written.json'));
    assert.equal(env.ADMIN_PASSWORD, undefined);
    assert.equal(env.PREVIEW_SECRET, undefined);
  });
});
