import { build, type BuildOptions } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(root, 'dist');

/**
 * The options of every bundle we ship (the benchmark measures with the same ones). Properties named `_x` are
 * internal by convention and shortened: never use that naming for anything read from outside the bundle.
 */
export const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  mangleProps: /^_[a-z]/i,
};

const common: BuildOptions = { ...BUNDLE_OPTIONS, logLevel: 'warning', absWorkingDir: root };

/**
 * dist/add-to-calendar-button.js: the element (one ES module; languages load on demand from dist/chunks/).
 * dist/core.js: the headless core alone.
 */
export async function buildWidget(): Promise<void> {
  rmSync(DIST, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { 'add-to-calendar-button': 'src/element/define.ts' },
    outdir: DIST,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  await build({ ...common, entryPoints: { core: 'src/core/index.ts' }, outdir: DIST });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildWidget();
  console.log(`built into ${DIST}`);
}
