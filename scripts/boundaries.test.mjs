/**
 * The lint enforces the arrows between the packages (eslint.config.mjs, README "Architecture"): each
 * forbidden import below, by name or by a relative path, is an error where it is written, and each allowed
 * one is not.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file, specifier) {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const forbidden = [
  ['builder/src/a.ts', 'web/preview-live/protocol'],
  ['builder/src/page-canvas/a.ts', '../../../web/preview-live/protocol'],
  ['builder/src/a.ts', 'cms/seeding'],
  ['builder/server/a.mjs', '../../cms/src/preview/secret'],
  ['cms/src/a.ts', 'web/preview-token'],
  ['cms/src/preview/a.ts', '../../../web/security/policy.mjs'],
  ['cms/src/a.ts', 'builder/e2e/helpers'],
  ['cms/e2e/a.mjs', '../../builder/e2e/helpers.ts'],
  ['web/blocks/a.tsx', 'cms/seeding'],
  ['web/preview-live/a.ts', '../../cms/src/sanitising/html'],
  ['web/blocks/a.tsx', 'builder/src/store/store'],
  ['web/blocks/a.tsx', 'testing/cms'],
  ['contract/src/a.ts', 'react'],
  ['contract/src/a.ts', '@strapi/strapi'],
  ['contract/src/a.ts', 'cms/seeding'],
  ['widget/src/core/a.ts', 'contract/rules'],
];
const allowed = [
  ['builder/src/a.ts', 'contract/preview'],
  ['web/blocks/a.tsx', 'contract/blocks'],
  ['web/event/a.tsx', 'widget/react'],
  ['cms/src/rsvp/a.ts', 'widget/email'],
  ['cms/src/a.ts', 'contract/rules'],
  ['seeds/src/a.ts', 'cms/seeding'],
  ['web/e2e/a.spec.ts', 'testing/cms'],
  ['builder/src/a.test.ts', 'testing/png'],
  ['web/blocks/a.tsx', '../cms-client/cms'],
];

test('imports across the packages that README forbids fail the lint', async () => {
  for (const [file, specifier] of forbidden) assert.notDeepEqual(await restricted(file, specifier), [], `${file}: import '${specifier}' should be refused`);
});

test('the allowed arrows pass', async () => {
  for (const [file, specifier] of allowed) assert.deepEqual(await restricted(file, specifier), [], `${file}: import '${specifier}' should be allowed`);
});
