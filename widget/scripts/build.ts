import { build, type BuildOptions, type Metafile } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, type MinifyOptions } from 'terser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(root, 'dist');

/**
 * The esbuild options of every bundle we ship (the benchmark measures with the same ones). Properties named `_x` are
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

/**
 * A second minification pass over esbuild's output: terser's compressor (three passes, two assumptions said below) finds what
 * esbuild's single pass leaves (inlined single-use functions and constants, joined statements, shorter conditionals).
 * ES modules, so imports, exports and dynamic imports of the chunks stay as they are.
 */
export const TERSER_OPTIONS: MinifyOptions = {
  module: true,
  ecma: 2020,
  // unsafe_arrows: our code has no function expression that relies on a prototype or `this` (it writes arrows and
  // classes); pure_getters: no getter of ours is read for a side effect. Together with a third pass they keep the
  // core within its 10 KB (README, Benchmark).
  compress: { passes: 3, unsafe_arrows: true, pure_getters: true },
  mangle: true,
  format: { comments: false },
};

export interface BundleFile {
  path: string;
  contents: Uint8Array;
}

/** Bundles in memory with BUNDLE_OPTIONS plus `options`, then minifies every JavaScript output with TERSER_OPTIONS. */
export async function bundle(options: BuildOptions): Promise<{ files: BundleFile[]; metafile?: Metafile }> {
  const result = await build({ ...BUNDLE_OPTIONS, logLevel: 'warning', absWorkingDir: root, ...options, write: false });
  const encoder = new TextEncoder();
  const files = await Promise.all(
    result.outputFiles.map(async (f): Promise<BundleFile> => {
      if (!f.path.endsWith('.js')) return { path: f.path, contents: f.contents };
      const { code } = await minify(f.text, TERSER_OPTIONS);
      if (code === undefined) throw new Error(`terser returned nothing for ${f.path}`);
      return { path: f.path, contents: encoder.encode(code) };
    }),
  );
  return { files, metafile: result.metafile };
}

async function write(options: BuildOptions): Promise<void> {
  for (const f of (await bundle(options)).files) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
  }
}

/**
 * dist/add-to-calendar-button.js: the element (one ES module; languages load on demand from dist/chunks/).
 * dist/core.js: the headless core alone.
 */
export async function buildWidget(): Promise<void> {
  rmSync(DIST, { recursive: true, force: true });
  await write({
    entryPoints: { 'add-to-calendar-button': 'src/element/define.ts' },
    outdir: DIST,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  await write({ entryPoints: { core: 'src/core/index.ts' }, outdir: DIST });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildWidget();
  console.log(`built into ${DIST}`);
}
