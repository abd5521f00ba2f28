import { build, type BuildOptions } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(root, 'dist');

const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
};

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
