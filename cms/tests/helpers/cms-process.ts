import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { appDir, postgresEnv } from 'testing/cms';

/** A CMS in a process of its own (scripts/serve.ts on the compiled dist/), so a test can kill -9 it. */
export interface CmsProcess {
  url: string;
  /** SIGKILL: no shutdown code runs, open transactions die with their connections. */
  kill(): Promise<void>;
  /** The last lines it printed, for failure messages. */
  output(): string;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the CMS on an existing database and resolves once it answers; `env` adds to the environment. */
export async function startCmsProcess(database: string, port: number, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<CmsProcess> {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(appDir, 'scripts/serve.ts'), '--no-admin', '--no-compile'], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ...postgresEnv(database),
      HOST: '127.0.0.1',
      PORT: String(port),
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'false',
      ...env,
    },
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const output = () => lines.join('\n');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the CMS exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/_health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the CMS did not answer within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
