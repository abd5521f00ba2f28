/**
 * Runs `npm start`'s steps and services so that every way of stopping it stops everything:
 * - Ctrl-C, SIGTERM or SIGHUP to `npm start` (npm passes them on; package.json `exec`s this script so
 *   that the shell in between does not swallow them) or to this process;
 * - the death of `npm` itself, even by SIGKILL (this process notices it has a new parent);
 * - the death of this process, even by SIGKILL (each child runs under a keeper, scripts/keeper.mjs,
 *   that stops its process group when this process's end of its stdin pipe closes);
 * - a service that stops on its own (the others are stopped too).
 * Each step and service runs in a process group of its own, so stopping one stops npm, the shell and
 * the server it started. A group that ignores SIGTERM is killed after `graceMs`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEEPER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'keeper.mjs');

/**
 * @param {{ cwd: string; log: (message: string) => void; graceMs?: number; parentCheckMs?: number }} options
 */
export function createSupervisor({ cwd, log, graceMs = 10_000, parentCheckMs = 500 }) {
  /** The process groups started (each keeper's pid is its group's id): a group outlives its keeper when a process in it ignores SIGTERM. */
  /** @type {Set<number>} */
  const groups = new Set();
  let stopping = false;

  /** Starts `command args` in its own process group under a keeper; output prefixed when `prefix` is given. */
  function launch(command, args, prefix) {
    const child = spawn(process.execPath, [KEEPER, command, ...args], {
      cwd,
      env: process.env,
      detached: true,
      stdio: ['pipe', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    });
    groups.add(/** @type {number} */ (child.pid));
    if (prefix) {
      prefixLines(child.stdout, process.stdout, prefix);
      prefixLines(child.stderr, process.stderr, prefix);
    }
    return child;
  }

  /** A step (build, seed): resolves when it ends with exit code 0, stops everything otherwise. */
  function step(command, args) {
    log(`${command} ${args.join(' ')}`);
    const child = launch(command, args);
    return new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        if (code === 0) return resolve(undefined);
        if (!stopping) log(`"${command} ${args.join(' ')}" failed (${signal ?? `exit code ${code}`})`);
        void shutdown(code || 1);
      });
    });
  }

  /** A long-running service: when it stops on its own, everything stops. */
  function service(name, command, args, color) {
    const child = launch(command, args, `\x1b[${color}m[${name}]\x1b[0m `);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
      void shutdown(code || 1);
    });
    return child;
  }

  /** Stops every group (SIGTERM, then SIGKILL for what is left after the grace time) and exits with `code`. */
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    for (const group of groups) signalGroup(group, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    const left = () => [...groups].filter(groupExists);
    while (left().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const group of left()) {
      log(`process group ${group} did not stop within ${graceMs / 1000} s: killing it`);
      signalGroup(group, 'SIGKILL');
    }
    process.exit(code);
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) log(`${signal}: stopping everything`);
      void shutdown(signal === 'SIGINT' ? 130 : 143);
    });
  }
  // `npm` gone (even by SIGKILL): this process is adopted by another parent.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) {
      log('the parent process is gone: stopping everything');
      void shutdown(1);
    }
  }, parentCheckMs).unref();

  return {
    step,
    service,
    shutdown,
    get stopping() {
      return stopping;
    },
  };
}

function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
  } catch {
    // the group is gone already
  }
}

function groupExists(group) {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

function prefixLines(stream, out, prefix) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) out.write(prefix + line + '\n');
  });
  stream.on('end', () => {
    if (buffer) out.write(prefix + buffer + '\n');
  });
}
