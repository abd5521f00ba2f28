// @ts-check
/**
 * One ESLint configuration for every workspace: `npm run lint` (part of `npm test`, zero warnings).
 * Formatting is Prettier's job: eslint-config-prettier, last, turns off every rule it would fight.
 * A rule is turned off or tuned here only with the reason it is wrong for this codebase.
 */
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import nextPlugin from '@next/eslint-plugin-next';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The arrows between the packages (README, "Architecture"): every app takes what it shares with another from
 * contract/; the site may use the widget; the seeds boot the CMS; tests take their tooling from testing/. Any
 * other import across a package's boundary, by name or by a relative path, fails the lint.
 */
const PACKAGES = ['contract', 'testing', 'cms', 'seeds', 'widget', 'web', 'builder'];
/** Test code of every package: it may import testing/. */
const testCode = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.ts',
  '**/e2e/**',
  '**/tests/**',
  '**/bench/**',
  'cms/fuzz/**',
  '**/*.test.mjs',
  '*/vitest.config.ts',
  '**/playwright.config.ts',
];
/** Tools beside an app's code that photograph or document it (not shipped). */
const toolCode = ['web/scripts/**', 'web/docs/**', 'builder/scripts/**'];
function imports(from, allowed, { frameworks = [] } = {}) {
  const forbidden = PACKAGES.filter((name) => name !== from && !allowed.includes(name));
  const names = forbidden.join('|');
  const patterns = [
    { regex: `^(${names})(/|$)`, message: `${from}/ may import only ${allowed.join(', ') || 'none'} of our packages (README, Architecture).` },
    {
      regex: `^(\\.\\./)+(${names})/`,
      message: `${from}/ reaches into another package by a relative path: import it by name, and only what README's Architecture allows.`,
    },
  ];
  if (frameworks.length) patterns.push({ group: frameworks, message: 'contract/ is pure TypeScript: no framework imports.' });
  return { 'no-restricted-imports': ['error', { patterns }] };
}
const boundaries = [
  { files: ['contract/**'], rules: imports('contract', [], { frameworks: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', '@strapi/*'] }) },
  { files: ['widget/**'], rules: imports('widget', []) },
  { files: ['testing/**'], rules: imports('testing', ['contract', 'cms', 'seeds']) },
  { files: ['cms/**'], ignores: testCode, rules: imports('cms', ['contract', 'widget']) },
  { files: testCode.map((glob) => `cms/${glob}`), rules: imports('cms', ['contract', 'widget', 'testing', 'seeds']) },
  { files: ['seeds/**'], ignores: testCode, rules: imports('seeds', ['contract', 'cms']) },
  { files: testCode.map((glob) => `seeds/${glob}`), rules: imports('seeds', ['contract', 'cms', 'testing']) },
  { files: ['web/**'], ignores: [...testCode, ...toolCode], rules: imports('web', ['contract', 'widget']) },
  { files: testCode.map((glob) => `web/${glob}`).concat(toolCode), rules: imports('web', ['contract', 'widget', 'testing', 'seeds']) },
  { files: ['builder/**'], ignores: [...testCode, ...toolCode], rules: imports('builder', ['contract']) },
  {
    files: testCode.map((glob) => `builder/${glob}`).concat(toolCode.filter((glob) => glob.startsWith('builder/'))),
    rules: imports('builder', ['contract', 'testing', 'seeds']),
  },
];

/** Code that runs in a browser (or in jsdom tests, or drives one). */
const browserCode = ['web/**', 'builder/src/**', 'builder/e2e/**', 'builder/bench/**', 'widget/**'];
/** React components and hooks: the site, the builder and the widget's React wrapper. */
const reactCode = ['web/**/*.{ts,tsx}', 'builder/src/**/*.{ts,tsx}', 'widget/src/react/**/*.{ts,tsx}'];
/** Playwright specs and fixtures: no React in them, whatever their functions are called. */
const playwrightCode = ['**/e2e/**', '**/*.spec.ts', 'testing/playwright.js'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'widget/lib/',
    '**/build/',
    '**/coverage/',
    '**/.next/',
    '**/.next-*/',
    '**/.tmp/',
    '**/.cache/',
    '**/.strapi/',
    '**/.scratch/',
    '**/test-results/',
    '**/playwright-report/',
    // Written by tools: Strapi's content types, `npm run generate:blocks -w cms`, Next's type stub.
    'cms/types/generated/',
    '**/*.generated.ts',
    '**/next-env.d.ts',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    languageOptions: { globals: { ...globals.node } },
  },
  js.configs.recommended,
  // Not recommendedTypeChecked: measured at 3 min 20 s against 19 s for the whole lint (README, Code style).
  tseslint.configs.recommended,
  {
    rules: {
      // `const { omitted: _omitted, ...rest } = value` is how this code copies an object without some keys.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  { files: browserCode, languageOptions: { globals: { ...globals.browser } } },
  ...boundaries,
  {
    // Plain CommonJS on purpose, so that plain-Node scripts can require it (see its header).
    files: ['testing/postgres.js', 'testing/png.js', 'testing/e2e-env.js', 'testing/site-build.js', 'testing/playwright.js', 'testing/ports.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: playwrightCode,
    // Playwright reads a fixture's first parameter as a destructuring pattern: `async ({}, use) => …`.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  { files: reactCode, ignores: playwrightCode, ...reactHooks.configs.flat.recommended },
  {
    files: ['web/**/*.tsx', 'builder/src/**/*.tsx', 'widget/src/react/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `<ul role="list">` is WebKit's documented fix: Safari drops the list role of a list styled
      // `list-style: none`, so VoiceOver would not announce "list, N items". Every such list here is unstyled.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx,mjs}'],
    plugins: nextPlugin.configs['core-web-vitals'].plugins,
    settings: { next: { rootDir: 'web/' } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Not next/image, by design (web/README.md, Images): the site serves the CMS's own formats as a
      // srcset with AVIF/WebP negotiated on the same URL; next/image's optimizer would replace both.
      '@next/next/no-img-element': 'off',
      // Links are plain <a> elements so that they work without JavaScript (the newsroom's in-place
      // navigation takes their clicks through the router: web/newsroom/newsroom-navigation.tsx). The
      // rule also misreads the root [locale] segment: any /x/y path (the store's /bag, /legal/privacy)
      // looks like one of this app's pages to it.
      '@next/next/no-html-link-for-pages': 'off',
      // A pages/ rule: the site is app-router only, and its root layouts share web/chrome/document.tsx,
      // whose <head> the rule would only accept inside app/.
      '@next/next/no-head-element': 'off',
    },
  },
  // Every eslint-disable says why, on its own line: `// eslint-disable-next-line rule -- the reason`.
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  prettier,
]);
