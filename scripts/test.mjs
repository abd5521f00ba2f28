#!/usr/bin/env node
/** `npm test`: every workspace's tests, one after the other (they share 2 cores and PostgreSQL), then the cluster run's short form. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const order = ['contract', 'testing', 'cms', 'seeds', 'widget', 'web', 'builder'];
const results = [];

const step = (name, command, args) => {
  console.log(`\n\x1b[1m=== ${name} ===\x1b[0m`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
};

// The shared packages' JavaScript for Node (npm install builds it too; incremental).
step('build: contract/ and widget/email', 'npm', ['run', 'build:shared']);
step('react versions', 'node', ['scripts/check-react.mjs']);
step('regular expressions run in linear time (recheck)', 'node', ['scripts/check-regexes.mjs']);
step('lint: ESLint, zero warnings (eslint.config.mjs)', 'npm', ['run', 'lint']);
step('format: Prettier (npm run format rewrites)', 'npm', ['run', 'format:check']);
const scriptTests = fs
  .readdirSync(path.join(root, 'scripts'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('scripts', f));
step('scripts: tests', 'node', ['--test', ...scriptTests]);
for (const workspace of order) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  if (pkg.scripts?.typecheck) step(`${workspace}: typecheck`, 'npm', ['run', 'typecheck', '-w', workspace]);
  if (pkg.scripts?.test) step(`${workspace}: tests`, 'npm', ['run', 'test', '-w', workspace]);
}
// Last: the scaled-out topology (two CMS and two site instances behind nginx): the site's end-to-end
// suite through the balancers, a publish timed on both site instances, and one instance of each killed
// under load (10 s of it in the short form).
step('cluster: test:cluster --short (README "Cluster run")', 'npm', ['run', 'test:cluster', '--', '--short']);

console.log('\n\x1b[1m=== summary ===\x1b[0m');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
