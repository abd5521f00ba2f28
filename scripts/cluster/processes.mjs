/** The run's child processes by name: started detached with their output in the logs, waited for, killed as a group. */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { logDir, logFile } from './topology.mjs';

/** @type {Map<string, import('node:child_process').ChildProcess>} */
export const children = new Map();

export function start(name, command, args, options) {
  const out = logFile(name);
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], ...options });
  children.set(name, child);
  return child;
}

/** Kills a child's whole process group (npx → tsx → node). */
export function kill(name, signal) {
  const child = children.get(name);
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Every child: SIGTERM, then SIGKILL to what is left after 1.5 s. */
export async function stopAll() {
  for (const name of children.keys()) kill(name, 'SIGTERM');
  await sleep(1500);
  for (const name of children.keys()) kill(name, 'SIGKILL');
}

/** Until `target` answers 2xx; fails early when the child exits. */
export async function waitFor(target, name, timeoutMs) {
  const child = children.get(name);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (log: ${logDir}/${name}.log)`);
    const ok = await fetch(target).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(300);
  }
  throw new Error(`${name} did not answer ${target} within ${timeoutMs / 1000} s (log: ${logDir}/${name}.log)`);
}
