import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFiles, productSourceFiles, regexesOf } from './check-regexes.mjs';

test('finds literals, RegExp("literal") and RegExp(expression) in TypeScript and JSX', () => {
  const source = [
    'const a = /^\\d+$/u;',
    "const b = new RegExp('^x+$', 'i');",
    'const c = (x: string) => <div title={x.replace(/<[^<>]*>/g, "")} />;',
    'const d = new RegExp(userPattern);',
  ].join('\n');
  const { found, dynamic } = regexesOf('web/example.tsx', source);
  assert.deepEqual(
    found.map((r) => `/${r.source}/${r.flags}`),
    ['/^\\d+$/u', '/^x+$/i', '/<[^<>]*>/g'],
  );
  assert.deepEqual(dynamic, ['web/example.tsx:4']);
});

test('fails on super-linear patterns and unnamed dynamic RegExps, passes linear ones', async () => {
  const files = {
    'web/bad.ts': 'export const EMAIL = /^\\w+([.-]?\\w+)*@x$/;\nexport const TRIM = /\\s+$/;\nexport const SAFE = /^[a-z]+(?:-[a-z]+)*$/;\nnew RegExp(input);',
  };
  const { checked, problems } = await checkFiles(Object.keys(files), (file) => files[file]);
  assert.equal(checked, 3);
  assert.equal(problems.length, 3);
  assert.match(problems[0], /web\/bad\.ts:1 .*\n.*exponential backtracking/);
  assert.match(problems[1], /web\/bad\.ts:2 .*\n.*polynomial backtracking/);
  assert.match(problems[2], /web\/bad\.ts:4 .*RegExp built from a non-literal/);
});

test('covers the product workspaces and leaves tests out', () => {
  const files = productSourceFiles();
  for (const workspace of ['contract/', 'cms/', 'web/', 'builder/', 'widget/'])
    assert.ok(
      files.some((f) => f.startsWith(workspace)),
      workspace,
    );
  assert.ok(files.includes('contract/src/rules/email.ts'));
  assert.ok(files.includes('widget/src/core/email.ts'));
  assert.ok(!files.some((f) => /\.test\.|\.spec\.|\/e2e\//.test(f)));
});
