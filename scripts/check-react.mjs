#!/usr/bin/env node
/**
 * Strapi's admin needs React 18; the site and the builder use React 19. npm workspaces keep each
 * one's own copy: check that every consumer resolves the React it needs.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checks = [
  { from: 'cms/node_modules/.', module: '@strapi/admin/package.json', major: 18, label: '@strapi/admin' },
  { from: 'cms/package.json', module: 'react/package.json', major: 18, label: 'cms' },
  { from: 'web/package.json', module: 'react/package.json', major: 19, label: 'web' },
  { from: 'builder/package.json', module: 'react/package.json', major: 19, label: 'builder' },
];
let failed = false;
for (const check of checks) {
  const require = createRequire(path.join(root, check.from));
  let version;
  if (check.module.startsWith('@strapi/admin')) {
    const adminPkg = require.resolve('@strapi/admin/package.json');
    version = createRequire(adminPkg)('react/package.json').version;
  } else {
    version = require(check.module).version;
  }
  const ok = Number(version.split('.')[0]) === check.major;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.label} resolves react ${version} (needs ${check.major})`);
}
process.exit(failed ? 1 : 0);
