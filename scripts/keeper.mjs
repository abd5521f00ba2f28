/**
 * `node scripts/keeper.mjs <command> [args…]`: runs the command in this process's group (the
 * supervisor, scripts/supervisor.mjs, started this process as the leader of a group of its own) and
 * exits with the command's exit code. When the supervisor goes away, even by SIGKILL, its end of this
 * process's stdin closes: the keeper then stops its whole group, SIGTERM first and SIGKILL for what
 * is left once the command has exited or the grace time has passed.
 */
import { spawn } from 'node:child_process';

const GRACE_MS = Number(process.env.KEEPER_GRACE_MS ?? 10_000);
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/keeper.mjs <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let orphaned = false;

const signalGroup = (signal) => {
  try {
    process.kill(-process.pid, signal); // this process too: see the handlers below
  } catch {
    // the group is gone
  }
};

child.on('error', (error) => {
  console.error(`[keeper] could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (orphaned)
    signalGroup('SIGKILL'); // whatever the command left behind, and this process
  else process.exit(code ?? (signal === 'SIGKILL' ? 137 : 143));
});

function stopAll() {
  if (orphaned) return;
  orphaned = true;
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS);
}
process.stdin.on('end', stopAll);
process.stdin.on('error', stopAll);
process.stdin.resume();

// The supervisor signals the whole group, so the command gets its signal directly; this process
// stays to report the command's exit. A signal sent to this process alone is passed on.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (!orphaned && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(/** @type {number} */ (child.pid), signal);
      } catch {
        // exited meanwhile
      }
    }
  });
}
